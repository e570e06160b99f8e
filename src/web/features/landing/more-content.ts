/**
 * Copy for the lower half of the landing page (its own lazily loaded chunk). The founder
 * and contact handles are sample content, kept with the other made-up content in
 * contract/launch-content.ts until launch.
 */
import type { ComingSoonId, WorkingId } from '../../lib/feature-status';
import { paths } from '../../lib/paths';

export { CONTACTS, FOUNDER } from '../../../contract/launch-content';

/**
 * "New and next" (spec §2's coming-soon visualizations): the 4D World Visualizer works now
 * (the timeline world); what is still coming is read from the one list, lib/feature-status.ts.
 */
export const NEW_AND_NEXT = [
  {
    working: '4d-world',
    text: 'Scrub the fourth dimension, time: every message, photo and place on one axis, and every world narrowed to the period you brush.',
  },
  { soon: 'realtime-data' },
] as const satisfies readonly ({ working: WorkingId; text: string } | { soon: ComingSoonId })[];

/** The sources an import takes today (contract/worlds.ts lists the files); the rest are on the coming-soon list. */
export const INTEGRATIONS = [
  'WhatsApp',
  'Telegram',
  'Signal',
  'iMessage',
  'Instagram',
  'Messenger',
  'Discord',
  'Matrix',
  'Google Photos',
  'iCloud Photos',
  'Google Takeout',
  'Location history',
  'GPS tracks',
] as const;

export const INTEGRATIONS_NEXT: readonly ComingSoonId[] = ['linkedin-import', 'twitter-import', 'slack-import', 'gmail-import', 'calendar-import', 'spotify-import'];

export const RECENT_ACTIVITY = [
  {
    kind: 'Research',
    title: 'Reading list: generative agents that remember',
    text: 'How memory streams and reflection let AI characters behave believably, and what that means for worlds built from real lives.',
    href: 'https://arxiv.org/abs/2304.03442',
    linkLabel: 'Read the research paper',
  },
  {
    kind: 'Product',
    title: 'Messaging bridges for WhatsApp, Telegram and Discord',
    text: 'Connect chats through a self-hosted Matrix server, so your messages never pass through a third party.',
    to: paths.matrixTest,
    linkLabel: 'Open the bridge center',
  },
  {
    kind: 'Beta',
    title: 'Business OS workspace opened to invited members',
    text: 'Speak, type or drop files and get short AI business commentary in a shared workspace.',
    to: paths.businessOs,
    linkLabel: 'See the workspace',
  },
] as const;

export const FOUNDER_TOOLS = [
  { title: 'Julia AI', text: 'A voice-first assistant for founders.', to: paths.julia },
  { title: 'Relationship CRM', text: 'Trust, intent and warmth for every contact.', to: paths.juliaCrm },
  { title: 'Deck Coach', text: 'Scores your pitch deck, section by section.', to: paths.juliaOnboarding },
  { title: 'Investor Database', text: '2,847 investors, matched to your round.', to: paths.juliaDatabase },
] as const;

export const BETA_LINKS = [
  { title: 'Activity dashboard', text: 'AI token stats and shared workspaces.', to: paths.activity },
  { title: 'AppFlowy editor', text: 'An outliner for notes and plans.', to: paths.appflowy },
  { title: 'AppFlowy Cloud', text: 'The hosted, collaborative version.', to: paths.appflowyCloud },
] as const;
