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

export const STEPS = [
  { title: 'Send your exports', text: 'We send a step-by-step guide for each source. You choose exactly what goes in.' },
  { title: 'We build your world', text: 'Our team and models map people, places and time, then style it to you. 1-6 weeks.' },
  { title: 'Explore and share', text: 'Walk through it, share a private link, keep it forever. Raw files are deleted after delivery.' },
] as const;
