/**
 * Who starts conversations and how fast each answers the other. A conversation starts with
 * a message of one of you after a gap of at least `CONVERSATION_GAP_HOURS` in the chats you
 * share (the first message ever starts one too) while its own chat has been quiet as long
 * (in a group, anyone's message counts: joining a busy group is not starting a
 * conversation); an answer is a message of one right after a message of the other in the
 * same chat, with nobody else in between, sooner than that gap (later, it starts a new
 * conversation instead of answering). The other people's messages come as `OtherMessage`s.
 */
import { cite, HOUR, median, type CitedMessage, type ConvMessage, type FeedMessage } from './types';

export const CONVERSATION_GAP_HOURS = 6;
const GAP = CONVERSATION_GAP_HOURS * HOUR;

export interface Starts {
  them: number;
  you: number;
  /** The rule, in words, for the page and the narration. */
  rule: string;
}

export const STARTS_RULE = `A conversation starts with the first message after ${CONVERSATION_GAP_HOURS} hours or more of silence (in a group chat, of everyone in it).`;

/** Conversations each of you started (messages oldest first, other people's as breakers). */
export function conversationStarts(messages: readonly FeedMessage[]): Starts {
  let them = 0;
  let you = 0;
  /** The last message of either of you (any shared chat), and the last of anyone per chat. */
  let prev = -Infinity;
  const lastInChat = new Map<string, number>();
  for (const m of messages) {
    const t = Date.parse(m.at);
    const quietChat = t - (lastInChat.get(m.chatId) ?? -Infinity) >= GAP;
    lastInChat.set(m.chatId, t);
    if (m.fromThem === null) continue;
    if (t - prev >= GAP && quietChat) {
      if (m.fromThem) them += 1;
      else you += 1;
    }
    prev = t;
  }
  return { them, you, rule: STARTS_RULE };
}

/** One answer: who answered, when, after how many seconds. */
export interface Reply {
  message: ConvMessage;
  fromThem: boolean;
  at: string;
  seconds: number;
}

/** Every answer in the conversation (messages oldest first, other people's as breakers). */
export function repliesOf(messages: readonly FeedMessage[]): Reply[] {
  const last = new Map<string, FeedMessage>();
  const out: Reply[] = [];
  for (const m of messages) {
    const before = last.get(m.chatId);
    // Someone else in between (or this one is someone else's): not an answer.
    if (before && m.fromThem !== null && before.fromThem !== null && before.fromThem !== m.fromThem) {
      const ms = Date.parse(m.at) - Date.parse(before.at);
      if (ms < GAP) out.push({ message: m, fromThem: m.fromThem, at: m.at, seconds: ms / 1000 });
    }
    last.set(m.chatId, m);
  }
  return out;
}

export interface ReplyPeriod {
  /** "2023" or "2023-H2". */
  period: string;
  /** Median seconds they took to answer you, and you them (null: no answer that way). */
  theirs: number | null;
  yours: number | null;
  /** Answers each way in the period. */
  theirCount: number;
  yourCount: number;
  /** The period's first answer each way. */
  citations: CitedMessage[];
}

export interface ReplyTimes {
  theirs: number | null;
  yours: number | null;
  theirCount: number;
  yourCount: number;
  /** Per year, or per half-year when the answers span two years or less. */
  byPeriod: ReplyPeriod[];
  unit: 'year' | 'half-year';
}

/** Median answer times both ways, overall and per period (`zoneOf` gives the local year/month of an instant). */
export function replyTimes(messages: readonly FeedMessage[], localMonth: (iso: string) => string): ReplyTimes {
  const replies = repliesOf(messages);
  const secs = (fromThem: boolean, list: Reply[]) => list.filter((r) => r.fromThem === fromThem).map((r) => r.seconds);
  const years = new Set(replies.map((r) => localMonth(r.at).slice(0, 4)));
  const unit = years.size <= 2 ? 'half-year' : 'year';
  const periodOf = (iso: string) => {
    const month = localMonth(iso);
    return unit === 'year' ? month.slice(0, 4) : `${month.slice(0, 4)}-H${Number(month.slice(5, 7)) <= 6 ? 1 : 2}`;
  };
  const groups = new Map<string, Reply[]>();
  for (const r of replies) {
    const key = periodOf(r.at);
    const list = groups.get(key);
    if (list) list.push(r);
    else groups.set(key, [r]);
  }
  const rounded = (v: number | null) => (v == null ? null : Math.round(v));
  return {
    theirs: rounded(median(secs(true, replies))),
    yours: rounded(median(secs(false, replies))),
    theirCount: secs(true, replies).length,
    yourCount: secs(false, replies).length,
    unit,
    byPeriod: [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([period, list]) => ({
        period,
        theirs: rounded(median(secs(true, list))),
        yours: rounded(median(secs(false, list))),
        theirCount: secs(true, list).length,
        yourCount: secs(false, list).length,
        citations: [list.find((r) => r.fromThem), list.find((r) => !r.fromThem)].filter((r) => r !== undefined).map((r) => cite(r.message)),
      })),
  };
}
