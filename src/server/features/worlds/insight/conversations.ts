/**
 * Who starts conversations and how fast each answers the other. A conversation starts with
 * the first message after a gap of at least `CONVERSATION_GAP_HOURS` in the chats you share
 * (the first message ever starts one too); an answer is a message of one right after a
 * message of the other in the same chat, sooner than that gap (later, it starts a new
 * conversation instead of answering).
 */
import { cite, HOUR, median, type CitedMessage, type ConvMessage } from './types';

export const CONVERSATION_GAP_HOURS = 6;
const GAP = CONVERSATION_GAP_HOURS * HOUR;

export interface Starts {
  them: number;
  you: number;
  /** The rule, in words, for the page and the narration. */
  rule: string;
}

export const STARTS_RULE = `A conversation starts with the first message after ${CONVERSATION_GAP_HOURS} hours or more of silence.`;

/** Conversations each of you started (messages oldest first). */
export function conversationStarts(messages: ConvMessage[]): Starts {
  let them = 0;
  let you = 0;
  let prev = -Infinity;
  for (const m of messages) {
    const t = Date.parse(m.at);
    if (t - prev >= GAP) {
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

/** Every answer in the conversation (messages oldest first). */
export function repliesOf(messages: ConvMessage[]): Reply[] {
  const last = new Map<string, ConvMessage>();
  const out: Reply[] = [];
  for (const m of messages) {
    const before = last.get(m.chatId);
    if (before && before.fromThem !== m.fromThem) {
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
export function replyTimes(messages: ConvMessage[], localMonth: (iso: string) => string): ReplyTimes {
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
    groups.set(key, [...(groups.get(key) ?? []), r]);
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
