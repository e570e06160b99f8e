/**
 * The longest silences of a conversation: the largest gaps of a week or more between one
 * message and the next (shorter ones are the rhythm of a conversation, not a silence), each
 * with both messages cited.
 */
import { cite, DAY, type CitedMessage, type ConvMessage } from './types';

/** A gap this long or longer is a silence. */
export const SILENCE_DAYS = 7;

export interface Silence {
  /** The last message before and the first after (ISO instants). */
  from: string;
  to: string;
  /** Whole days between them. */
  days: number;
  citations: CitedMessage[];
}

/** The `top` longest gaps of `SILENCE_DAYS` or more (messages oldest first), longest first. */
export function longestSilences(messages: ConvMessage[], top = 3): Silence[] {
  const gaps: { i: number; ms: number }[] = [];
  for (let i = 1; i < messages.length; i += 1) {
    const ms = Date.parse(messages[i]!.at) - Date.parse(messages[i - 1]!.at);
    if (ms >= SILENCE_DAYS * DAY) gaps.push({ i, ms });
  }
  return gaps
    .sort((a, b) => b.ms - a.ms || a.i - b.i)
    .slice(0, top)
    .map(({ i, ms }) => ({
      from: messages[i - 1]!.at,
      to: messages[i]!.at,
      days: Math.floor(ms / DAY),
      citations: [cite(messages[i - 1]!), cite(messages[i]!)],
    }));
}
