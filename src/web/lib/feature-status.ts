/**
 * What is coming soon, in one place (issue 31). Every "Coming soon" label the app shows
 * comes from this list (ui/coming-soon.tsx `ComingSoonBadge`), or from contract/pages.ts
 * PLANNED_PAGES for a link to an unbuilt page (`ComingSoonTag`). When something ships,
 * move it to WORKING with the page where it works: the labels go with it.
 */

/** The label, spelled once. */
export const COMING_SOON_LABEL = 'Coming soon';

/** Not built yet: each is shown with the label. */
export const COMING_SOON = {
  'realtime-data': {
    title: 'Real-time Data Integration',
    text: 'Connect live sources once and your world keeps growing as new messages, photos and events arrive.',
  },
  'linkedin-import': { title: 'LinkedIn', text: 'Your career history as a source of a world.' },
  'twitter-import': { title: 'Twitter/X', text: 'Your posts and replies as a source of a world.' },
  'slack-import': { title: 'Slack', text: 'A workspace export as a source of a world.' },
  'gmail-import': { title: 'Gmail', text: 'Your mail as a source of a world.' },
  'calendar-import': { title: 'Calendars', text: 'Your events on the timeline.' },
  'spotify-import': { title: 'Spotify', text: 'What you listened to, and when.' },
  'alumni-cohorts': { title: 'Cohort comparison', text: 'Compare graduating years and programmes side by side.' },
  'alumni-live-world': {
    title: 'Live alumni world',
    text: 'Explore the whole network as an interactive 3D world that updates as people move.',
  },
} as const satisfies Record<string, { title: string; text: string }>;

export type ComingSoonId = keyof typeof COMING_SOON;

/**
 * Once announced as coming, now working: where each works today. Pages that used to
 * say "Coming soon" for these link here instead (the spec's mock-up labels lost to the
 * product: it works, so the page says so).
 */
export const WORKING = {
  '4d-world': { title: '4D World Visualizer', to: '/worlds/timeline', sample: '/worlds/sample/timeline' },
  'data-worlds': { title: 'Data Worlds', to: '/worlds', sample: '/worlds/sample' },
  bridges: { title: 'Bridges', to: '/matrix-test', sample: null },
  'google-photos-import': { title: 'Google Photos', to: '/onboarding', sample: null },
  'icloud-photos-import': { title: 'iCloud Photos', to: '/onboarding', sample: null },
} as const satisfies Record<string, { title: string; to: string; sample: string | null }>;

export type WorkingId = keyof typeof WORKING;

export const COMING_SOON_IDS = Object.keys(COMING_SOON) as ComingSoonId[];

export function isComingSoon(id: string): id is ComingSoonId {
  return Object.hasOwn(COMING_SOON, id);
}
