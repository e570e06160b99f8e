/**
 * The one reader of quantities (issue 30, ADR 062): text in, typed figures out, each with
 * the metric it measures. The grammar (quantities.ts) reads amounts, units and periods;
 * the lexicon (lexicon.ts) names what each amount measures, from the words right after it
 * or, failing that, the nearest words before it in its clause. Changes ("from $40k to
 * $52k") are read as one pair. The advisor, the Business OS session insights and the
 * offline analyst all read numbers through here.
 */
import { defaultPeriod, labelOf, labelQuantity, termAfter, termBefore, type Metric } from './lexicon';
import { findQuantities, normalise, type Quantity } from './quantities';

export interface ReadFigure extends Quantity {
  metric?: Metric;
}

/** "MRR went from $40k to $52k": where a metric started and where it ended. */
export interface ReadChange {
  metric?: Metric;
  from: ReadFigure;
  to: ReadFigure;
}

export interface Reading {
  /** The text as read (normalised: number words as digits, one kind of dash). */
  text: string;
  figures: ReadFigure[];
  changes: ReadChange[];
}

// A full stop ends a clause; the point in "1.2m" does not.
const BREAK = /\.(?!\d)|[;!?\n]|,\s|\s(?:and|but|while|so|then|which|whereas)\s|\s[–—-]\s|:\s/gi;

/** Clause breaks of a text, found once: [start, end] of each break, in order. */
export function clauseBreaks(text: string): [number, number][] {
  return [...text.matchAll(BREAK)].map((m) => [m.index, m.index + m[0].length]);
}

/** The clause around [at, endAt): after the last break before it, up to the first break after it. */
export function clauseBounds(breaks: [number, number][], length: number, at: number, endAt: number): [number, number] {
  // Binary search: the first break starting at or after `endAt`.
  let lo = 0;
  let hi = breaks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (breaks[mid]![0] < endAt) lo = mid + 1;
    else hi = mid;
  }
  const b = lo < breaks.length ? breaks[lo]![0] : length;
  let a = 0;
  for (let i = lo - 1; i >= 0; i--) {
    if (breaks[i]![1] <= at) {
      a = breaks[i]![1];
      break;
    }
  }
  return [a, b];
}

/**
 * The words around each quantity: its clause, and before it only what follows the previous
 * quantity (a term before an earlier number belongs to that number: "burn $95k a month and
 * $1.1M in the bank").
 */
export function contextOf(text: string, spans: readonly Quantity[], breaks: [number, number][]) {
  return (s: Quantity) => {
    const [ca, cb] = clauseBounds(breaks, text.length, s.start, s.end);
    const i = spans.indexOf(s);
    const prev = i > 0 ? spans[i - 1] : undefined;
    // `words`: what follows the number itself, period words included ("10k monthly actives").
    return { before: text.slice(Math.max(ca, prev?.end ?? 0), s.start), after: text.slice(s.end, cb), words: text.slice(Math.min(s.numEnd, cb), cb) };
  };
}

/** A number is read from the first MAX_CHARS characters and the first MAX_QUANTITIES numbers. */
export const MAX_CHARS = 4000;
export const MAX_QUANTITIES = 60;

/** Every figure in `raw`, labelled with its metric where the words say one. */
export function readFigures(raw: string): Reading {
  const text = normalise(raw.slice(0, MAX_CHARS));
  const lower = text.toLowerCase();
  const spans: ReadFigure[] = findQuantities(text).slice(0, MAX_QUANTITIES);
  const ctx = contextOf(text, spans, clauseBreaks(text));
  const changes: ReadChange[] = [];
  const paired = new Set<ReadFigure>();
  for (let i = 0; i + 1 < spans.length; i++) {
    const a = spans[i]!;
    const b = spans[i + 1]!;
    if (!/\bfrom\s*$/.test(lower.slice(Math.max(0, a.start - 6), a.start)) || !/^\s*(?:to|→|->)\s*$/.test(text.slice(a.end, b.start))) continue;
    const unit = a.unit === 'count' && b.unit !== 'count' ? b.unit : a.unit;
    const before = ctx(a).before.replace(/from\s*$/i, '');
    const metric = termAfter(ctx(b).after, unit) ?? termBefore(before, unit) ?? termBefore(before, 'count');
    a.metric = b.metric = metric;
    changes.push({ metric, from: a, to: b });
    paired.add(a).add(b);
  }
  for (const s of spans) {
    if (paired.has(s)) continue;
    const { before, words } = ctx(s);
    const label = labelQuantity(s, before, words);
    s.metric = label.metric;
    s.unit = label.unit;
  }
  return { text, figures: spans, changes };
}

/** "$40k", "8%/month", "14 months", "$52k → $40k": a figure as a short label's value. */
export function describe(text: string, f: ReadFigure): string {
  const num = text.slice(f.start, f.numEnd).replace(/\s+/g, ' ').trim();
  const per = f.period;
  return per && f.unit !== 'months' ? `${num}/${per}` : num;
}

export { labelOf, defaultPeriod };
