/**
 * The one reader of quantities (issue 30, ADR 062): text in, typed figures out, each with
 * the metric it measures. The grammar (quantities.ts) reads amounts, units and periods;
 * the lexicon (lexicon.ts) names what each amount measures, from the words right after it
 * or, failing that, the nearest words before it in its clause. Changes ("from $40k to
 * $52k") are read as one pair. The advisor, the Business OS session insights and the
 * offline analyst all read numbers through here.
 */
import { defaultPeriod, labelOf, labelQuantity, termAdjacentBefore, termAfter, termBefore, type Metric } from './lexicon';
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
    const bounds = clauseBounds(breaks, text.length, s.start, s.end);
    const cb = bounds[1];
    let ca = bounds[0];
    // "Burn: roughly $350k": a label and its colon belong to the amount right after them.
    if (/:\s$/.test(text.slice(Math.max(0, ca - 2), ca)) && /^\s*(?:(?:about|around|roughly|approx\.?|approximately|circa|~|only|just)\s*)?$/i.test(text.slice(ca, s.start))) {
      ca = clauseBounds(breaks, text.length, ca - 2, ca - 2)[0];
    }
    const i = spans.indexOf(s);
    const prev = i > 0 ? spans[i - 1] : undefined;
    // `words`: what follows the number itself, period words included ("10k monthly actives").
    return { before: text.slice(Math.max(ca, prev?.end ?? 0), s.start), after: text.slice(s.end, cb), words: text.slice(Math.min(s.numEnd, cb), cb) };
  };
}

const MONTH_NAME = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b';
// "5 may leave" is no date: May only as a day's month after "of" or before punctuation.
const DAY_BEFORE_MONTH = new RegExp(`^(?:st|nd|rd|th)?\\s*(?:of\\s+)?(?!may\\s+[a-z])${MONTH_NAME}`, 'i');
// "June 30, …", "March 3 to April 2"; "in March 10 customers left" is a count.
const DAY_END = /^(?:st|nd|rd|th)?\s*(?:[,.;:)?!]|$|(?:to|and|through|until|till)\b|[-–])/i;
const MONTH_BEFORE_DAY = new RegExp(`\\b${MONTH_NAME}\\s*$`, 'i');
const YEAR_LEAD = /\b(?:in|of|since|for|by|during|from|until|till|early|late|mid|end of|start of|fy|the)\s*$/i;

/**
 * A calendar date, not a quantity: the day in "on 1 June" or "June 30", the year in "start of 2025",
 * "the 2024 cohort". Only bare counts: "$30 in June" is money.
 */
export function isDatePart(text: string, q: Quantity): boolean {
  if (q.unit !== 'count' || q.period || !/^\d+$/.test(q.raw)) return false;
  const after = text.slice(q.end);
  const before = text.slice(Math.max(0, q.start - 16), q.start);
  // "on the 1st", "by the 15th": an ordinal, a day, never a count.
  if (/^(?:st|nd|rd|th)\b/i.test(after)) return true;
  // "after month 1", "in week 6": an ordinal of a period, not a count.
  if (q.value <= 120 && /\b(?:in|by|at|after|of|until|till|from|to|through|since|during|before|for) (?:month|week|quarter|year) $/i.test(before)) return true;
  if (q.value >= 1 && q.value <= 31 && (DAY_BEFORE_MONTH.test(after) || (MONTH_BEFORE_DAY.test(before) && DAY_END.test(after)))) return true;
  return q.value >= 1990 && q.value <= 2099 && (YEAR_LEAD.test(before) || /^\s*(?:cohort|q[1-4]\b|h[12]\b|budget|plan)/i.test(after) || (MONTH_BEFORE_DAY.test(before) && DAY_END.test(after)));
}

/**
 * "S&M €450k (ads €200k, salaries €250k)": amounts in brackets right after an amount that
 * add up to it are its breakdown, not figures of their own (they would count twice).
 */
export function withoutBreakdowns<T extends Quantity>(text: string, qs: readonly T[]): T[] {
  const drop = new Set<T>();
  for (const [i, total] of qs.entries()) {
    if (total.unit !== 'money' && total.unit !== 'count') continue;
    const open = /^[^()\d.?!]{0,24}\(/.exec(text.slice(total.end));
    if (!open) continue;
    const from = total.end + open[0].length;
    const close = text.indexOf(')', from);
    if (close < 0) continue;
    const inside = qs.slice(i + 1).filter((q) => q.start >= from && q.end <= close);
    if (inside.length < 2 || inside.some((q) => q.unit !== total.unit)) continue;
    const sum = inside.reduce((t, q) => t + q.value, 0);
    if (Math.abs(sum - total.value) <= 0.01 * total.value) for (const q of inside) drop.add(q);
  }
  return qs.filter((q) => !drop.has(q));
}

/** A number is read from the first MAX_CHARS characters and the first MAX_QUANTITIES numbers. */
export const MAX_CHARS = 4000;
export const MAX_QUANTITIES = 60;

/** Flows whose amount the words around it can put on a period ("annual opex is 1.8M", "spent 390k last quarter"). */
const PERIOD_FLOWS = new Set<Metric | undefined>([undefined, 'revenue', 'burn', 'netBurn', 'grossBurn', 'costs', 'otherCosts', 'spend', 'cogs', 'fixedCosts']);
const ADJECTIVE_BEFORE = /\b(weekly|monthly|quarterly|annual|annually|annuali[sz]ed|yearly)\b(?:\s+[a-z&/-]+){0,3}?(?:\s+(?:is|are|was|were|of|at|came to|totall?ed))?:?(?:\s+(?:about|around|roughly|nearly|almost|over|just|only))?\s*$/i;
const QUARTER_WORDS = /\b(?:last|this|previous|past|the|a|per|each|every|that|one|in the|over the|for the)\s+quarter\b|\bquarterly\b|\bq[1-4]\b/i;
const YEAR_WORDS = /\b(?:last|this|previous|past|the|per|each|every|that|in the|over the|for the)\s+year\b|\bannual(?:ly)?\b|\byearly\b|\bin (?:19|20)\d\d\b|\bfy\s?'?\d{2,4}\b/i;
/** Words that make an amount a total over a span ("we spent $1.2M over 6 months"), not a monthly figure. */
const TOTAL_WORDS = /\b(?:in total|total(?:l?ed)?|altogether|combined|cumulative(?:ly)?|overall|all in|spent|spend|burn(?:ed|t)|lost|paid out|went out)\b/i;

/**
 * The period of a flow the number itself does not say, from its sentence: an adjective
 * right before it ("annual opex is £1.8m"), a quarter or a year the sentence names ("total
 * costs last quarter were $540k", "in 2025 we spent 2.4M"), or a span the amount was a
 * total over ("we spent $1.26M in total over the last 6 months" → $210k a month, said as
 * `over: 6`). Stocks (cash, a round) and figures that are monthly or yearly by definition
 * (MRR, ARR, a price) are left alone.
 */
export function flowPeriod(f: Pick<Quantity, 'unit' | 'period' | 'start'>, metric: Metric | undefined, before: string, sentence: string, spans: readonly Quantity[]): { period?: Quantity['period']; over?: number } {
  if (f.unit !== 'money' || f.period || !PERIOD_FLOWS.has(metric)) return {};
  const adjective = ADJECTIVE_BEFORE.exec(before);
  if (adjective) return { period: periodOfAdjective(adjective[1]!) };
  // Only a flow or an amount said spent, burned or totalled: "reach $100k in 6 months" is a target, not a total.
  const total = TOTAL_WORDS.test(sentence);
  if (!metric && !total) return {};
  const span = spans.find((q) => q.unit === 'months' && q.start !== f.start && sentence.includes(q.raw) && /\b(?:over|in|during|across|for|within)(?:\s+the)?(?:\s+(?:last|past|previous|first|prior))?\s*$/i.test(sentence.slice(0, sentence.indexOf(q.raw))));
  if (span && total) return span.value === 3 ? { period: 'quarter' } : span.value === 12 ? { period: 'year' } : { over: span.value };
  if (QUARTER_WORDS.test(sentence)) return { period: 'quarter' };
  if (YEAR_WORDS.test(sentence)) return { period: 'year' };
  return {};
}

const COST_LINES = new Set<Metric | undefined>(['costs', 'otherCosts', 'cogs', 'spend', 'fixedCosts', 'grossBurn', 'burn']);

/**
 * Cost lines listed after a period said once take that period: "weekly costs are $15k in
 * salaries plus $3k cloud" is $3k a week too. Only a line joined to the one before by
 * "plus", "and", "+" or a comma, in the same sentence, with no period of its own.
 */
export function inheritListPeriods<T extends Quantity & { metric?: Metric }>(text: string, spans: T[]): void {
  for (let i = 1; i < spans.length; i++) {
    const a = spans[i - 1]!;
    const b = spans[i]!;
    if (b.period || !a.period || a.unit !== 'money' || b.unit !== 'money' || !COST_LINES.has(a.metric) || !COST_LINES.has(b.metric)) continue;
    if (/^[^.?!;]{0,30}(?:\bplus\b|\band\b|\+|,)\s*(?:another\s+|an? (?:extra|further)\s+)?$/i.test(text.slice(a.end, b.start))) b.period = a.period;
  }
}

/** "…of revenue last week", "…in sales this week": the week a flow was taken over, in the words right after it. */
const WEEK_AFTER = /^(?:\s+(?:of|in)(?:\s+[a-z]+){1,2})?\s+(?:last|this|in the last|in the past|over the last|over the past|for the last|the past|per|each|every|a)\s+week\b/i;
const WEEK_BEFORE = /\b(?:last|this|past) week(?:'s)?(?:\s+[a-z]+){0,2}(?:\s+(?:is|are|was|were|came to|totall?ed))?:?\s*$/i;

/** A money flow taken over one week ("9,200 of revenue last week", "last week we did €9,000"): runs at that a week. */
export function saidOverAWeek(text: string, s: Pick<Quantity, 'end'>, before: string): boolean {
  return WEEK_AFTER.test(text.slice(s.end, s.end + 48)) || WEEK_BEFORE.test(before);
}

const periodOfAdjective = (w: string): Quantity['period'] => (/^week/i.test(w) ? 'week' : /^quarter/i.test(w) ? 'quarter' : /^(?:annual|year)/i.test(w) ? 'year' : 'month');

/** The sentence around offset `at`. */
export function sentenceAt(text: string, at: number): string {
  const a = Math.max(text.lastIndexOf('. ', at - 1), text.lastIndexOf('?', at - 1), text.lastIndexOf('!', at - 1), text.lastIndexOf('\n', at - 1)) + 1;
  const rest = text.slice(at).search(/[.?!\n](\s|$)/);
  return text.slice(a, rest < 0 ? text.length : at + rest + 1);
}

/** Every figure in `raw`, labelled with its metric where the words say one. */
export function readFigures(raw: string): Reading {
  return readFiguresOnly(resolveRelations(weeklyCountsMonthly(dailyRunRates(resolveRelativeAmounts(resolveCorrections(normalise(raw.slice(0, MAX_CHARS))))))), true);
}

/** The figures of a text, without resolving relations between amounts (`done`: already normalised). */
function readFiguresOnly(raw: string, done = false): Reading {
  const text = done ? raw : normalise(raw.slice(0, MAX_CHARS));
  const lower = text.toLowerCase();
  const spans: ReadFigure[] = withoutBreakdowns(text, findQuantities(text).filter((q) => !isDatePart(text, q))).slice(0, MAX_QUANTITIES);
  const ctx = contextOf(text, spans, clauseBreaks(text));
  const changes: ReadChange[] = [];
  const paired = new Set<ReadFigure>();
  for (let i = 0; i + 1 < spans.length; i++) {
    const a = spans[i]!;
    const b = spans[i + 1]!;
    // "from $40k to $52k", and "200k -> 230k" (an arrow needs no "from").
    const between = text.slice(a.end, b.start);
    if (!(/\bfrom\s*$/.test(lower.slice(Math.max(0, a.start - 6), a.start)) && /^\s*(?:to|→|->)\s*$/.test(between)) && !/^\s*(?:→|->)\s*$/.test(between)) continue;
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
    const p = flowPeriod(s, s.metric, before, sentenceAt(text, s.start), spans);
    if (p.period) s.period = p.period;
    // "9,200 of revenue last week", "sales this week were 4k": a flow said over one week runs at that a week.
    else if (!s.period && s.unit === 'money' && s.metric && PERIOD_FLOWS.has(s.metric) && saidOverAWeek(text, s, before)) s.period = 'week';
    if (p.over) {
      // A total over N months, read as its monthly average.
      s.value /= p.over;
      s.period = 'month';
      s.raw = `${s.raw} over ${p.over} months`;
    }
  }
  inheritListPeriods(text, spans);
  return { text, figures: spans, changes };
}

/** "$40k", "8%/month", "14 months", "$52k → $40k": a figure as a short label's value. */
export function describe(text: string, f: ReadFigure): string {
  const num = text.slice(f.start, f.numEnd).replace(/\s+/g, ' ').trim();
  const per = f.period;
  return per && f.unit !== 'months' ? `${num}/${per}` : num;
}

export { labelOf, defaultPeriod };

// "twice", "2.5x", "40% above", "60% of": a factor relating one amount to another.
const RELATION = /\b(twice|double|triple|half|(\d+(?:\.\d+)?)\s?(%|x\b|×|times\b))(?:\s+(above|over|more than|higher than|on top of|below|under|less than|lower than|of))?\s+(?:our |the |my |what )?(?=[a-z])/gi;
const RELATION_VERB = /(?:\b(?:runs?|running|sits?|sitting|comes?|came|amounts?)(?: (?:at|to))?|\bat)\s*$/i;

/**
 * An amount said relative to another ("costs are twice our revenue", "net burn is 60% of
 * revenue", "COGS run at 2.5x the hosting bill of 20k"), written as the amount it is, when
 * the text gives the other amount: the label before the factor is the subject, the noun
 * phrase after it the base, read through the lexicon. A relation whose base has no amount,
 * or whose subject is no money metric, is left as written.
 */
export function resolveRelations(text: string): string {
  const matches = [...text.matchAll(RELATION)];
  if (!matches.length) return text;
  const figures = readFiguresOnly(text).figures;
  const breaks = clauseBreaks(text);
  let out = text;
  for (const m of matches.reverse()) {
    const [word, , n, sign, rel] = [m[1]!.toLowerCase(), m[2], m[2] ? Number(m[2]) : undefined, m[3], (m[4] ?? '').toLowerCase()];
    const pct = sign === '%';
    if (pct && !rel) continue; // "costs are 40%" relates nothing
    if (!pct && rel && rel !== 'of' && rel !== 'over') continue;
    const times = word === 'twice' || word === 'double' ? 2 : word === 'triple' ? 3 : word === 'half' ? 0.5 : pct ? n! / 100 : n!;
    const k = !pct ? times : /above|over|more|higher|on top/.test(rel) ? 1 + times : /below|under|less|lower/.test(rel) ? 1 - times : times;
    const [ca] = clauseBounds(breaks, text.length, m.index, m.index);
    const subjectWords = text.slice(ca, m.index).replace(RELATION_VERB, '');
    const subject = termAdjacentBefore(subjectWords, 'money');
    const rest = text.slice(m.index + m[0].length);
    const base = termAfter(rest, 'money');
    if (!subject || !base || subject === base) continue;
    const baseFigure = figures.find((f) => f.metric === base && f.unit === 'money' && (f.start >= m.index + m[0].length || f.end <= m.index));
    if (!baseFigure) continue;
    // The base's own words end the phrase replaced: "our hosting bill" (and "of 20k" when its amount follows).
    const words = /^[a-z&' -]*/i.exec(rest)![0];
    const cut = words.search(/\s(?:and|but)\b/);
    const phrase = (cut < 0 ? words : words.slice(0, cut)).trimEnd().replace(/ (?:of|at)$/i, '').trimEnd();
    let end = m.index + m[0].length + phrase.length;
    if (baseFigure.start >= end && /^\s*(?:(?:of|at|:)\s*)?$/i.test(text.slice(end, baseFigure.start))) end = baseFigure.end;
    const value = baseFigure.value * k;
    const cur = baseFigure.currency ?? '';
    const period = baseFigure.period ?? defaultPeriod(base);
    const amount = `${/^[^a-z]/i.test(cur) ? cur : ''}${+(value / 1000).toFixed(3)}k${/^[a-z]/i.test(cur) ? ` ${cur}` : ''}${period ? ` a ${period}` : ''}`;
    out = out.slice(0, m.index) + amount + out.slice(end);
  }
  return out;
}

/** Words that may stand between an amount and the one that corrects it ("1.2m, no wait, 1.4m", "40k, sorry I meant 42k"). */
const CORRECTION_FILLER = new Set(['no', 'oh', 'oops', 'er', 'erm', 'um', 'hmm', 'well', 'wait', 'sorry', 'actually', 'correction', 'scratch', 'that', 'make', 'it', 'its', "it's", 'is', 'was', "that's", 'or', 'rather', 'i', 'mean', 'meant', 'my', 'bad', 'mistake', 'more', 'like', 'closer', 'to', 'let', 'me', 'correct', 'really', 'nope']);
/** Of which at least one must be said: the words that make the second amount a correction, not a second figure. */
const CORRECTION_MARK = new Set(['wait', 'sorry', 'actually', 'correction', 'scratch', 'make', 'rather', 'mean', 'meant', 'oops', 'mistake', 'nope', 'correct']);
/** "between 80 and 100k, call it 90k", "80-100k, say 90": the words that settle a range on one amount. */
const SETTLE = /^\s*(?:[,;:(]\s*)?(?:(?:so|let'?s|lets|i'?d|we'?ll|just|but|realistically|probably)\s+)?(?:call it|say|take|use|go with|assume|put it at|most likely|realistically|probably)(?:\s*(?:about|around|roughly|~))?\s*$/i;

const numberIn = (raw: string) => /\d[\d,]*(?:\.\d+)?/.exec(raw);
const bare = (raw: string) => /^\d[\d,]*(?:\.\d+)?$/.test(raw.trim());

/**
 * The amount that replaces `b` when it is said in `a`'s terms: a bare number takes `a`'s
 * notation ("1.2m … 1.4" stays in millions only when written so; "100k, say 90" → "90k"),
 * and an amount without a currency takes `a`'s.
 */
function inTermsOf(b: Quantity, a: Quantity): string {
  const n = numberIn(b.raw);
  if (bare(b.raw) && !bare(a.raw) && n) {
    const m = numberIn(a.raw);
    if (m) return a.raw.slice(0, m.index) + n[0] + a.raw.slice(m.index + m[0].length);
  }
  const cur = a.currency;
  if (!b.currency && cur && b.unit === 'money') return /^[^a-z]/i.test(cur) ? `${cur}${b.raw}` : `${b.raw} ${cur}`;
  return b.raw;
}

/**
 * A figure said twice, the later one settling it, is read once, as the later one, in the
 * place (and so with the label) of the first: a correction ("cash is 1.2m, no wait, 1.4m",
 * "40k, sorry, I meant 42k") or a range settled on one amount ("between 80 and 100k, call
 * it 90k"). The earlier amount, or the range's ends, are dropped.
 */
export function resolveCorrections(text: string): string {
  let out = text;
  for (let pass = 0; pass < 3; pass++) {
    const qs = findQuantities(out).filter((q) => !isDatePart(out, q));
    let edit: { from: number; to: number; text: string } | undefined;
    for (let i = 0; i + 1 < qs.length && !edit; i++) {
      const a = qs[i]!;
      const b = qs[i + 1]!;
      const c = qs[i + 2];
      // A range settled on one amount inside it.
      const joined = /^\s*(?:and|to|-|–|—)\s*$/i.test(out.slice(a.end, b.start));
      if (c && joined && SETTLE.test(out.slice(b.end, c.start)) && !/\bfrom\s*$/i.test(out.slice(0, a.start))) {
        const unitOk = (b.unit === c.unit || (bare(c.raw) && c.unit === 'count')) && (a.unit === b.unit || bare(a.raw));
        const bn = numberIn(b.raw);
        const scale = bn ? b.value / Number(bn[0].replace(/,/g, '')) : 1;
        const lo = bare(a.raw) && !bare(b.raw) ? a.value * scale : a.value;
        const cText = inTermsOf(c, b);
        const cv = bare(c.raw) && !bare(b.raw) ? c.value * scale : c.value;
        if (unitOk && lo <= cv && cv <= b.value) {
          const between = /\bbetween\s+$/i.exec(out.slice(0, a.start));
          edit = { from: between ? between.index : a.start, to: c.end, text: cText };
          break;
        }
      }
      // A correction: only filler words between the two amounts, one of them a correction word.
      const words = out.slice(a.end, b.start).toLowerCase().replace(/[,;:.!–—-]/g, ' ').split(/\s+/).filter(Boolean);
      if (!words.length || !words.every((w) => CORRECTION_FILLER.has(w)) || !words.some((w) => CORRECTION_MARK.has(w))) continue;
      if (!(a.unit === b.unit || (bare(b.raw) && b.unit === 'count'))) continue;
      edit = { from: a.start, to: b.end, text: inTermsOf(b, a) };
    }
    if (!edit) break;
    out = out.slice(0, edit.from) + edit.text + out.slice(edit.to);
  }
  return out;
}

/** An amount in `like`'s notation: money in thousands with its currency ("$60k", "60k €"), a count as digits. */
function amountLike(like: Quantity, value: number): string {
  if (like.unit !== 'money') return String(+value.toFixed(2));
  const cur = like.currency ?? '';
  const n = Math.abs(value) >= 1e6 ? `${+(value / 1e6).toFixed(4)}M` : `${+(value / 1e3).toFixed(3)}k`;
  return /^[a-z]/i.test(cur) ? `${n} ${cur}` : `${cur}${n}`;
}

/** "up 12k", "down 15%", "grew by 4k": a change said before its amount. */
const CHANGE_BEFORE = /\b(?:(up|rose|grew|gained|increased|climbed)|(down|fell|dropped|decreased|declined|shrank))(?: by)?\s*$/i;
/**
 * "…on last month, which was 48k", "…on last month's 48k", "…vs the previous quarter (48k)": the
 * period the change is measured against, then its amount. One fixed run of words, no repetition.
 */
const AGAINST_PERIOD = /^\s*(?:on|from|over|vs\.?|versus|against|compared (?:to|with))\s+(?:the\s+)?(?:last|previous|prior|preceding)\s+(week|month|quarter|year)(?:'s|,? (?:which|that|when it|when we) (?:was|were|had been|came to|did|had)| ?\(|:)? ?(?:at |of )?$/i;
/** "20% more than last month's 50k", "a third less than the previous quarter, which was 90k". */
const AGAINST_MORE = /^\s*(more|higher|above|over|less|lower|below|under)\s+than\s+(?:the\s+)?(?:last|previous|prior|preceding)\s+(week|month|quarter|year)(?:'s|,? (?:which|that) (?:was|were|had been|came to)| ?\()? ?(?:at |of )?$/i;

/**
 * An amount said as a change on an earlier one (issue 30: relative amounts): "revenue up 12k on last
 * month, which was 48k" is revenue from 48k to 60k over the last month; "down 15% on last quarter's 200k"
 * from 200k to 170k; "20% more than last month's 50k" from 50k to 60k. Written as the change it is
 * ("from 48k to 60k over the last month"), which the reader pairs as one; the new amount is computed from the
 * two the text gives. A change whose base is no amount is left as written.
 */
export function resolveRelativeAmounts(text: string): string {
  const qs = findQuantities(text).filter((q) => !isDatePart(text, q));
  let out = text;
  for (let i = qs.length - 2; i >= 0; i--) {
    const d = qs[i]!;
    const base = qs[i + 1]!;
    if (base.unit !== 'money' && base.unit !== 'count') continue;
    const between = text.slice(d.end, base.start);
    let sign: number;
    let period: string;
    let from = d.start;
    const change = CHANGE_BEFORE.exec(text.slice(Math.max(0, d.start - 24), d.start));
    const against = AGAINST_PERIOD.exec(between);
    if (change && against) {
      sign = change[1] ? 1 : -1;
      period = against[1]!;
      from -= change[0].length;
    } else {
      const more = d.unit === 'percent' ? AGAINST_MORE.exec(between) : null;
      if (!more) continue;
      sign = /more|higher|above|over/i.test(more[1]!) ? 1 : -1;
      period = more[2]!;
    }
    if (d.unit !== 'percent' && d.unit !== base.unit && !(d.unit === 'money' && base.unit === 'count')) continue;
    const now = d.unit === 'percent' ? base.value * (1 + sign * d.value) : base.value + sign * d.value;
    if (!(now >= 0)) continue;
    out = `${out.slice(0, from)}from ${base.raw} to ${amountLike(base.value && base.unit === 'money' ? base : d, now)} over the last ${period.toLowerCase()}${out.slice(base.end)}`;
  }
  return out;
}

/** "a day", "per day", "/day", "daily", "every day": an amount quoted per day. */
const PER_DAY = /^(?:\s+(?:of|in)\s+[a-z]+(?:\s+[a-z]+)?)?\s*(?:(?:a|per|each|every)\s+day\b|\/\s*day\b|daily\b(?!\s+(?:active|users?|visitors?|sign)))/i;
const DAY_FLOW = /\b(?:revenue|sales|turnover|income|bookings|billings|burn|spend|costs?)\b/i;

/**
 * A money flow quoted per day ("$1,500 a day in sales", "1,150 € of revenue a day"), written as the
 * monthly amount it runs at, 365/12 days a month (the convention, ADR 067): "$45.625k a month in sales".
 */
export function dailyRunRates(text: string): string {
  let out = text;
  for (const q of findQuantities(text).reverse()) {
    if (q.unit !== 'money' || q.period) continue;
    const m = PER_DAY.exec(text.slice(q.numEnd));
    // "3.5k daily actives" counts people: only an amount with its currency, or said of a money flow, is money a day.
    if (!m || (!q.currency && !DAY_FLOW.test(m[0]))) continue;
    const words = m[0].replace(/(?:(?:a|per|each|every)\s+day|\/\s*day|daily)$/i, '').trimEnd();
    out = `${out.slice(0, q.start)}${amountLike(q, (q.value * 365) / 12)} a month${words}${out.slice(q.numEnd + m[0].length)}`;
  }
  return out;
}

/** "350 signups a week", "40 new paying customers per week": a count and the week it is counted over. */
const COUNT_PER_WEEK = /^(?: [a-z-]+){1,3} (?:a|per|each|every) week\b|^ (?:a|per|each|every) week\b|^\/week\b/i;
/** The month a message works in: a monthly amount beside the count, or a question asked per month. */
const MONTH_WORDS = /\b(?:a|per|each|every) month\b|\bmonthly\b|\/mo\b/i;

/**
 * Counts said a week in a message that works in months ("350 signups a week … how many per month?",
 * "40 new customers a week and 26k a month on marketing"), written as the count a month they run at:
 * 52/12 weeks a month (the convention, ADR 067). A message all in weeks is left in weeks.
 */
export function weeklyCountsMonthly(text: string): string {
  if (!MONTH_WORDS.test(text)) return text;
  let out = text;
  for (const q of findQuantities(text).reverse()) {
    if (q.unit !== 'count' || q.period || q.currency) continue;
    const m = COUNT_PER_WEEK.exec(text.slice(q.end));
    if (!m) continue;
    const words = m[0].replace(/(?:(?:a|per|each|every) week|\/week)$/i, '');
    out = `${out.slice(0, q.start)}${+((q.value * 52) / 12).toFixed(2)}${words}a month${out.slice(q.end + m[0].length)}`;
  }
  return out;
}
