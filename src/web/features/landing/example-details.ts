/**
 * What an opened example says. Only the example dialog imports this, so the long
 * descriptions travel in the dialog's lazily loaded chunk, not in the first page load.
 */
import { TECH_DATING_POST_URL } from '../../../contract/launch-content';
import { paths } from '../../lib/paths';

export interface ExampleDetails {
  description: string;
  tags: string[];
  link?: { label: string; href: string };
}

export const EXAMPLE_DETAILS: Record<string, ExampleDetails> = {
  'social-emotional-world': {
    description:
      'Every glowing cluster is a community found in the way you talk: family, college friends, co-founders. Every pulse is a message in flight. Closeness pulls people toward you at the centre, and colour carries the emotional tone of each relationship, so you can watch friendships warm up, drift and come back.',
    tags: ['WhatsApp', 'Telegram', 'Sentiment', 'Communities'],
  },
  'tech-dating-narrative': {
    description:
      'Fourteen months of a relationship rebuilt as a story: the mood curve above, the message rhythm of each person below, and the chapters in between, from the first match to the hackathon weekend, the long-distance dip and moving in together. Made as a one-year-anniversary gift.',
    tags: ['iMessage', 'Narrative', 'Timeline'],
    link: { label: 'Read the story behind it', href: TECH_DATING_POST_URL },
  },
  'career-paths-navigator': {
    description:
      'Built from a LinkedIn export, a CV and ten years of calendar events. The highlighted branch is the path taken; sparks trace the paths still open from here, weighted by what people with similar histories in our alumni data did next.',
    tags: ['LinkedIn', 'Calendar', 'Alumni data'],
  },
  'network-visualizer': {
    description:
      'A typical network visualizer: it draws who knows whom, and it draws it well. But it stops at structure. There is no timeline, no emotion and no story in it. Mnemo worlds start where tools like this end, which is why we show it here.',
    tags: ['Contacts', 'Graph', 'Comparison'],
  },
  'location-memory-map': {
    description:
      'The bigger the glow, the more you captured there. Trips become arcs you can follow in order, and every pin opens the moments behind it: the first apartment, the honeymoon in Kyoto, the Lisbon summer.',
    tags: ['Google Photos', 'iCloud Photos', 'Maps'],
  },
  'ai-explorer-game': {
    description:
      'Explore the island of a childhood summer, collect memory shards and let an AI guide tell you what happened at each place, in the words of the messages and captions from back then. A playful way to share your story with family.',
    tags: ['Game', 'AI guide', 'Photos + messages'],
    link: { label: 'Play the AI Exploration Game', href: paths.aiExplorationGame },
  },
};
