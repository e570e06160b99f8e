/**
 * What the landing page says: numbers, examples and links, kept apart from layout so
 * copy changes never touch components. External addresses are the brand's own
 * profiles and public research; edit them here.
 */
import type { VideoSource } from '../../ui/video-player';

/** Spec §1: the claims of the stats block, exactly. */
export const STATS = [
  { value: '500k+', label: 'messages' },
  { value: '6k+', label: 'people' },
  { value: '54k+', label: 'photos/videos' },
  { value: '30+', label: 'data sources' },
  { value: '25+', label: 'messaging platforms' },
  { value: '25,000', label: 'alumni' },
  { value: '54', label: 'countries' },
] as const;

const media = (name: string) => `/media/${name}`;
const clip = (name: string): VideoSource[] => [
  { src: media(`${name}.webm`), type: 'video/webm' },
  { src: media(`${name}.mp4`), type: 'video/mp4' },
];

export const HERO_IMAGE = media('social-world.webp');

export type ExampleMedia =
  | { kind: 'video'; sources: VideoSource[]; poster: string; fallbackImage?: string }
  | { kind: 'image'; src: string };

export interface Example {
  id: string;
  title: string;
  tagline: string;
  media: ExampleMedia;
  /** Someone else's product, shown for comparison. */
  competitor?: boolean;
  /** The same world built from the synthetic sample data, walkable signed out. */
  live?: string;
}

export const EXAMPLES: Example[] = [
  {
    id: 'social-emotional-world',
    title: 'Social & Emotional World',
    tagline: 'Five years of chats as a living constellation of the people in your life.',
    live: '/worlds/sample/social',
    media: { kind: 'video', sources: clip('social-world'), poster: media('social-world.webp') },
  },
  {
    id: 'tech-dating-narrative',
    title: 'Tech Dating Narrative',
    tagline: 'A relationship between two engineers, told from 2,431 messages.',
    media: { kind: 'image', src: media('tech-dating-narrative.svg') },
  },
  {
    id: 'career-paths-navigator',
    title: 'Career Paths Navigator',
    tagline: 'Every role, course and side project as a branching map of what could come next.',
    media: {
      kind: 'video',
      sources: clip('career-paths'),
      poster: media('career-paths.webp'),
      fallbackImage: media('career-paths.webp'),
    },
  },
  {
    id: 'network-visualizer',
    title: 'Network Visualizer',
    tagline: 'A third-party contact graph, shown for comparison.',
    competitor: true,
    live: '/worlds/sample/network',
    media: {
      kind: 'video',
      sources: clip('network-visualizer'),
      poster: media('network-visualizer.webp'),
      fallbackImage: media('network-visualizer.webp'),
    },
  },
  {
    id: 'location-memory-map',
    title: 'Location Memory Map',
    tagline: '54,000 geotagged photos from nine years, as a map of where life happened.',
    live: '/worlds/sample/map',
    media: { kind: 'image', src: media('location-memory-map.svg') },
  },
  {
    id: 'ai-explorer-game',
    title: 'AI Explorer Game',
    tagline: 'Your memories as a small game world you can walk through.',
    live: '/ai-exploration-game',
    media: { kind: 'image', src: media('ai-explorer-game.svg') },
  },
];

/** Self-serve first (issue 31): what anyone can do today, in the app. */
export const STEPS = [
  {
    title: 'Import your exports',
    text: 'A WhatsApp, Telegram, Signal, iMessage, Instagram or Discord chat export, your photos or a location history. Upload it yourself; you choose exactly what goes in.',
  },
  {
    title: 'Walk your worlds',
    text: 'As soon as an import is done, your people, network, places and timeline are drawn from it. Pick a period and every world shows that time.',
  },
  {
    title: 'Ask and share',
    text: 'Ask your world in your own words, every answer with its sources. Share a private, read-only link, and delete everything whenever you like.',
  },
] as const;

/** The done-for-you service, second, as an offer (spec §2 /pricing has its prices and delivery times). */
export const DONE_FOR_YOU = {
  title: 'Rather have us build it?',
  text: 'Our team also builds custom worlds from your data as one-time projects, styled to you: from $499, delivered in 1-2 weeks (Basic) or 3-6 weeks (Pro and Enterprise).',
  cta: 'See done-for-you pricing',
} as const;

/** The sample world, walkable signed out: one click from the landing page. */
export const SAMPLE_WORLD = {
  title: 'Walk the sample world',
  text: 'Made-up people, chats, photos and trips, drawn as every world you can build. No sign-up needed.',
} as const;
