/**
 * The months a relationship warmed or cooled: change points on the monthly message count
 * (on log(1 + count), so "from 40 to 4 a month" and "from 4 to 0" weigh alike) and on the
 * monthly mood, found by binary segmentation. A segment is split where the two sides'
 * means differ most (the largest drop in squared error); the split is kept only when the
 * difference is large (`minEffect`: at least twice or half the messages a month, or
 * `MOOD_EFFECT` of mood) and clear against the spread inside the sides (Welch-like t ≥
 * `MIN_T`), each side has at least `MIN_SEGMENT` months; then each side is searched again.
 * Each change point cites the messages around it: the last two before it and the first
 * two after.
 */
import { cite, type CitedMessage, type ConvMessage } from './types';

export const MIN_SEGMENT = 3;
const MIN_T = 3;
const COUNT_EFFECT = Math.log(2);
export const MOOD_EFFECT = 0.15;
/** Months need this many messages for their mood to count. */
const MOOD_MIN_MESSAGES = 3;
const MAX_POINTS = 6;

export interface Split {
  /** Index of the first element of the new level. */
  at: number;
  before: number;
  after: number;
}

/** Binary segmentation of `values` (see the file's note): the kept splits, in order. */
export function segment(values: number[], minEffect: number, floorVariance: number): Split[] {
  // Prefix sums of the values and their squares: any range's mean and squared error in O(1),
  // so a search over a range is linear, not quadratic.
  const sum = [0];
  const squares = [0];
  values.forEach((v, i) => {
    sum.push(sum[i]! + v);
    squares.push(squares[i]! + v * v);
  });
  const mean = (lo: number, hi: number) => (sum[hi]! - sum[lo]!) / (hi - lo);
  const sse = (lo: number, hi: number) => Math.max(0, squares[hi]! - squares[lo]! - (sum[hi]! - sum[lo]!) ** 2 / (hi - lo));
  const out: Split[] = [];
  const search = (lo: number, hi: number) => {
    if (hi - lo < 2 * MIN_SEGMENT || out.length >= MAX_POINTS) return;
    const whole = sse(lo, hi);
    let best: { k: number; gain: number } | null = null;
    for (let k = lo + MIN_SEGMENT; k <= hi - MIN_SEGMENT; k += 1) {
      const gain = whole - sse(lo, k) - sse(k, hi);
      if (!best || gain > best.gain) best = { k, gain };
    }
    if (!best) return;
    const [m1, m2] = [mean(lo, best.k), mean(best.k, hi)];
    const variance = Math.max(floorVariance, (sse(lo, best.k) + sse(best.k, hi)) / Math.max(1, hi - lo - 2));
    const t = Math.abs(m1 - m2) / Math.sqrt(variance * (1 / (best.k - lo) + 1 / (hi - best.k)));
    if (Math.abs(m1 - m2) < minEffect || t < MIN_T) return;
    out.push({ at: best.k, before: m1, after: m2 });
    search(lo, best.k);
    search(best.k, hi);
  };
  search(0, values.length);
  return out.sort((a, b) => a.at - b.at);
}

export interface ChangePoint {
  /** 'messages': how much you wrote changed; 'mood': how it felt changed. */
  measure: 'messages' | 'mood';
  /** The first month of the new level (YYYY-MM, local). */
  month: string;
  direction: 'warmed' | 'cooled';
  /** Messages a month (or the mean mood, −1…1) over the months before and after, up to the neighbouring change. */
  before: number;
  after: number;
  /** The months those means cover. */
  beforeFrom: string;
  afterTo: string;
  citations: CitedMessage[];
}

/** "2024-01" → the next month. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y! + 1}-01` : `${y}-${String(m! + 1).padStart(2, '0')}`;
}

/** Every month from the first to the last (YYYY-MM). */
export function monthRange(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = first; m <= last && out.length < 1200; m = nextMonth(m)) out.push(m);
  return out;
}

/** The last two messages before `month` and the first two from it. */
export function around(messages: ConvMessage[], month: string, localMonth: (iso: string) => string): CitedMessage[] {
  let i = messages.findIndex((m) => localMonth(m.at) >= month);
  if (i < 0) i = messages.length;
  return messages.slice(Math.max(0, i - 2), i + 2).map(cite);
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Change points of the conversation (messages oldest first, `sentiment` per message id),
 * on the monthly counts of every month from the first to the last (empty months are 0),
 * and on the mood of the months with enough messages.
 */
export function changePoints(
  messages: ConvMessage[],
  localMonth: (iso: string) => string,
  sentiment: (m: ConvMessage) => number | null = () => null,
): ChangePoint[] {
  if (!messages.length) return [];
  const byMonth = new Map<string, { n: number; mood: number; scored: number }>();
  for (const m of messages) {
    const key = localMonth(m.at);
    const e = byMonth.get(key) ?? { n: 0, mood: 0, scored: 0 };
    e.n += 1;
    const s = sentiment(m);
    if (s != null) {
      e.mood += s;
      e.scored += 1;
    }
    byMonth.set(key, e);
  }
  const months = monthRange(localMonth(messages[0]!.at), localMonth(messages.at(-1)!.at));
  const counts = months.map((m) => byMonth.get(m)?.n ?? 0);
  const out: ChangePoint[] = [];
  const splits = segment(counts.map((n) => Math.log1p(n)), COUNT_EFFECT, 0.05);
  const edges = [0, ...splits.map((s) => s.at), months.length];
  splits.forEach((s, i) => {
    const avg = (lo: number, hi: number) => r2(counts.slice(lo, hi).reduce((a, b) => a + b, 0) / (hi - lo));
    const [lo, hi] = [edges[i]!, edges[i + 2]!];
    const before = avg(lo, s.at);
    const after = avg(s.at, hi);
    out.push({
      measure: 'messages',
      month: months[s.at]!,
      direction: after > before ? 'warmed' : 'cooled',
      before,
      after,
      beforeFrom: months[lo]!,
      afterTo: months[hi - 1]!,
      citations: around(messages, months[s.at]!, localMonth),
    });
  });
  const moodMonths = months.filter((m) => (byMonth.get(m)?.scored ?? 0) >= MOOD_MIN_MESSAGES);
  const moods = moodMonths.map((m) => Math.tanh(byMonth.get(m)!.mood / byMonth.get(m)!.scored));
  const moodSplits = segment(moods, MOOD_EFFECT, 0.01);
  const moodEdges = [0, ...moodSplits.map((s) => s.at), moodMonths.length];
  moodSplits.forEach((s, i) => {
    const [lo, hi] = [moodEdges[i]!, moodEdges[i + 2]!];
    out.push({
      measure: 'mood',
      month: moodMonths[s.at]!,
      direction: s.after > s.before ? 'warmed' : 'cooled',
      before: r2(s.before),
      after: r2(s.after),
      beforeFrom: moodMonths[lo]!,
      afterTo: moodMonths[hi - 1]!,
      citations: around(messages, moodMonths[s.at]!, localMonth),
    });
  });
  return out.sort((a, b) => a.month.localeCompare(b.month) || a.measure.localeCompare(b.measure));
}
