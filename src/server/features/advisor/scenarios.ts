/**
 * Cohorts, price changes and hires (issue 30): what a cohort keeps when its first month differs
 * from the rest, what it earns over its first N months, its retention at month N from the values
 * said month by month; the MRR a price change gives when the customer count responds to it (a
 * share cancels, the count doubles); the burn, runway and number of hires a team plan allows.
 *
 * Each formula is pure: it reads the message's figures (the one reader of quantities, ADR 062),
 * declares the metrics it needs and the one it gives (`needs` → `gives`, the edges of ADR 067's
 * graph), and answers only when its class of question is asked and its inputs are there; it
 * returns undefined otherwise, so the general formulas (formulas.ts) answer instead.
 */
import type { ReadChange, ReadFigure } from '../../platform/ai/offline/reader/figures';
import type { Finding } from './compute';
import * as fmt from './format';
import type { Topic } from './question';

/** The figures a formula reads: the message as read (lower case), its figures and changes, and earlier figures. */
export interface ScenarioBag {
  text: string;
  figures: ReadFigure[];
  changes: ReadChange[];
  earlier: ReadFigure[];
}

export interface ScenarioFormula {
  topic: Topic;
  /** The metrics it needs and the one it gives: an edge of the formula graph (ADR 067). */
  needs: string[];
  gives: string;
  asks: RegExp;
  run: (b: ScenarioBag) => Finding | { need: string } | undefined;
}

const make = (topic: Topic, label: string, display: string, value: number, basis: string, meaning: string, advice: string, tone: Finding['tone'] = 'watch'): Finding => ({ topic, label, display, value, basis, meaning, advice, tone });

const scenario = (...args: Parameters<typeof make>): Finding => ({ ...make(...args), scenario: true });

/** The sentence that asks: the last one with a question mark, or all of it. */
const askedOf = (text: string) => [...text.split(/(?<=[.?!])\s+/)].reverse().find((s) => s.includes('?')) ?? text;
const around = (b: ScenarioBag, f: ReadFigure, before: number, after: number) => b.text.slice(Math.max(0, f.start - before), f.end + after);
const perMonth = (f: ReadFigure) => (f.period === 'year' ? f.value / 12 : f.period === 'quarter' ? f.value / 3 : f.period === 'week' ? (f.value * 52) / 12 : f.value);
/** The clause a figure stands in: between the breaks (",", ";", ":", a full stop, "and", "then") around it. */
function clauseOf(b: ScenarioBag, f: ReadFigure): string {
  const head = b.text.slice(0, f.start);
  const breaks = [...head.matchAll(/[,;:?!]\s|\.(?!\d)|\s(?:and|then|but|while)\s/g)].at(-1);
  const tail = /[,;:?!]\s|\.(?!\d)|\s(?:and|then|but|while)\s|$/.exec(b.text.slice(f.end))!;
  return b.text.slice(breaks ? breaks.index + breaks[0].length : 0, f.end + tail.index);
}
/** A number said as the index of a month ("month 3", "month-1 retention", "M6"): not a count. */
const monthIndex = (b: ScenarioBag, f: ReadFigure) => /\b(?:month|m)[- ]?$/.test(b.text.slice(Math.max(0, f.start - 6), f.start));

/* ---------- cohorts ---------- */

const LOST = /\blos(?:e|es|t|ing)\b|\bgone\b|\bchurn|\bcancel|\bleave|\bleft\b|\bdrop(?:s|ped|ping)?\b|\bquit/;
const KEPT = /\bretain|\bretention\b|\bkeep|\bkept\b|\bstay|\bstick|\bmade it\b|\bactive\b|\bremain|\bstill\b|\bsurviv/;

/** A percentage's meaning in a cohort: the share kept or lost, in the first month or in each month after. */
function cohortRates(b: ScenarioBag): { first?: number; monthly?: number } {
  const out: { first?: number; monthly?: number } = {};
  // A rate with no verb of its own ("loses 20% in the first month and then 5% a month") takes the sense of the one before it.
  let sense: boolean | undefined;
  for (const f of b.figures) {
    if (f.unit !== 'percent') continue;
    const near = around(b, f, 30, 40);
    // "5% of the remaining": the base the share is of, not a verb of keeping.
    const own = clauseOf(b, f).replace(/\bof (?:the |those |what(?:'s| is) )?(?:remaining|remain(?:s|der)|survivors|rest|left)\b(?: (?:ones|users|customers|members))?/g, 'of them');
    const lost = LOST.test(own) || KEPT.test(own) ? LOST.test(own) && !KEPT.test(b.text.slice(Math.max(0, f.start - 20), f.end + 12).replace(/\bleft\b/, '')) : (sense ?? (LOST.test(near) && !KEPT.test(near)));
    sense = lost;
    const kept = lost ? 1 - f.value : f.value;
    const before = b.text.slice(Math.max(0, f.start - 30), f.start);
    // The words after it, up to the end of its clause: "80%, then 95% each month" says nothing more of the 80%.
    const after = b.text.slice(f.end, f.end + 45).split(/[,;]\s|\.(?!\d)|\s(?:then|and|but|while)\s/)[0]!;
    const firstMonth = /\b(?:month[- ]?(?:1|one)|first[- ]month|m1)\b(?:\s+(?:retention|churn|loss|drop-?off|retained|kept|active|survival))?(?:\s*(?::|=)|\s+(?:is|was|of|at))?\s*$/.test(before) || /^[^.;]{0,30}\b(?:(?:in|during|after|through|past|by the end of|at the end of) (?:the )?(?:first month|month[- ]?(?:1|one)\b))/.test(after);
    const everyMonth = f.period === 'month' || /^[^.;]{0,35}\b(?:each|every|a|per) month|^[^.;]{0,30}\bmonthly\b|^[^.;]{0,40}\bafter that\b/.test(after) || /\b(?:each|every|per) month\b[^.;]*$|\bmonthly\b[^.;]*$|\bthen\b[^.;]*$/.test(before);
    if (firstMonth && out.first === undefined && !/^[^.;]{0,35}\b(?:each|every|per) month/.test(after)) out.first = kept;
    else if (everyMonth && out.monthly === undefined) out.monthly = kept;
  }
  return out;
}

/** The month a cohort is followed to: "after month 6", "end of month 4", "after 6 months", "over its first 12 months". */
function cohortHorizon(asked: string): { months: number; index: boolean } | undefined {
  const index = [...asked.matchAll(/\b(?:in|by|at|after|end of|through|until) (?:the )?month[- ]?(\d+)\b/g)].at(-1);
  if (index) return { months: Number(index[1]), index: true };
  // "M3 retention", "m12 NRR": a month named by its column.
  // The question is the last line when a table stands before it.
  const column = /(?<![a-z\d])m(\d{1,2})(?![\d.,]|\s?(?:users|customers|arr|mrr|revenue|cash|\$))/.exec(asked.split('\n').at(-1)!);
  if (column) return { months: Number(column[1]), index: true };
  const span = /\b(?:after|in|over|within|for|first) (?:its |the |their )?(?:first )?(\d+) months?\b/.exec(asked);
  if (span) return { months: Number(span[1]), index: false };
  if (/\b(?:after|in|over|within) (?:a|one|its first|the first) year\b/.test(asked)) return { months: 12, index: false };
  return undefined;
}

/** The values of a cohort said month by month ("10k in month 0, 9.2k in month 3"), by month. */
function byMonth(b: ScenarioBag): Map<number, ReadFigure> {
  const out = new Map<number, ReadFigure>();
  for (const f of b.figures) {
    if (f.unit !== 'money' && f.unit !== 'count') continue;
    if (monthIndex(b, f)) continue;
    const after = /^\s*(?:(?:mrr|arr|revenue|customers|users|accounts|active|paying)\s+)?(?:in|at|by|for|during) month[- ]?(\d+)\b/.exec(b.text.slice(f.end, f.end + 30));
    const before = /\bmonth[- ]?(\d+)(?:\s*(?::|=)|\s+(?:was|is|had|of))?\s*$/.exec(b.text.slice(Math.max(0, f.start - 16), f.start));
    const m = after?.[1] ?? before?.[1];
    if (m !== undefined && !out.has(Number(m))) out.set(Number(m), f);
  }
  return out.size >= 2 ? out : (byColumn(b) ?? out);
}

/**
 * A cohort table: a header line of month columns ("M0 M1 M2", "month 0 | month 1") and rows of
 * values under it, one a column. The row is the one whose label the question names ("the March
 * cohort"), else the first with a value in every column.
 */
function byColumn(b: ScenarioBag): Map<number, ReadFigure> | undefined {
  const lines: { text: string; start: number }[] = [];
  let at = 0;
  for (const text of b.text.split('\n')) {
    lines.push({ text, start: at });
    at += text.length + 1;
  }
  const asked = askedOf(b.text);
  for (let h = 0; h < lines.length; h++) {
    const cols = [...lines[h]!.text.matchAll(/(?<![a-z])(?:m|month)[ -]?(\d{1,2})(?!\d)/g)].map((m) => Number(m[1]));
    if (cols.length < 2) continue;
    const rows = lines.slice(h + 1).map((line) => ({ label: /^\s*([a-z][a-z-]*)/.exec(line.text)?.[1], cells: b.figures.filter((f) => f.start >= line.start && f.end <= line.start + line.text.length) })).filter((r) => r.cells.length === cols.length);
    // Only a row label said as a word of its own in the question picks the row ("march" in "the march cohort").
    const question = asked.split('\n').at(-1)!;
    const named = rows.find((r) => r.label !== undefined && r.label.length >= 3 && new RegExp(`\\b${r.label}`).test(question));
    // Asked across the cohorts ("weighted by size", "both cohorts", "overall"): each column summed over the rows, so
    // the retention is the pooled one (every member counts once), not an average of the rows' rates.
    if (!named && rows.length >= 2 && /\bweighted\b|\bacross\b|\ball (?:the |our )?cohorts\b|\bboth(?: cohorts)?\b|\bblended\b|\boverall\b|\bpooled\b|\bcombined\b/.test(question)) {
      return new Map(cols.map((c, i) => [c, { ...rows[0]!.cells[i]!, value: rows.reduce((t, r) => t + r.cells[i]!.value, 0), raw: `(${rows.map((r) => r.cells[i]!.raw).join(' + ')})` }]));
    }
    const row = named ?? rows[0];
    if (!row) continue;
    return new Map(cols.map((c, i) => [c, row.cells[i]!]));
  }
  return undefined;
}

export const cohort: ScenarioFormula = {
  topic: 'cohort',
  needs: ['cohortSize', 'firstMonthRetention', 'monthlyRetention', 'horizon', 'price'],
  gives: 'cohortLeft | cohortRevenue | cohortRetention',
  asks: /\bcohort\b|\bhow many\b[^?]*\b(?:left|active|remain|still|paying|around)\b|\bremaining\b|\bretention\b|\bretained\b|\b(?:total|cumulative|lifetime) revenue\b|\brevenue\b[^?]*\bover (?:its|the|their) first\b/,
  run: (b) => {
    const asked = askedOf(b.text);
    // Retention at month N from the values said month by month: the value then over the value at the start.
    const months = byMonth(b);
    if (months.size >= 2 && /\bretention\b|\bnrr\b|\bgrr\b|\bretained\b|\bkept\b/.test(asked)) {
      const start = Math.min(...months.keys());
      const at = cohortHorizon(asked)?.months ?? Math.max(...months.keys());
      const a = months.get(start)!;
      const z = months.get(at);
      if (!z || at === start) return undefined;
      const r = z.value / a.value;
      const revenue = a.unit === 'money' || /\brevenue\b|\bnrr\b|\bmrr\b/.test(asked.split('\n').at(-1)!);
      const label = revenue ? (/\bnet\b|\bnrr\b/.test(asked) ? 'Net revenue retention' : 'Revenue retention') : 'Retention';
      return make('cohort', label, fmt.percent(r), r, `${z.raw} in month ${fmt.count(at)} ÷ ${a.raw} in month ${fmt.count(start)}`, r >= 1 ? 'the cohort grew past where it started' : 'the share of the cohort still there', r >= 1 ? 'keep expansion owned: it carries the cohort' : 'find why the cohort shrinks and fix the top reason', r >= 1 ? 'good' : 'watch');
    }
    const { first, monthly } = cohortRates(b);
    const horizon = cohortHorizon(asked);
    if (monthly === undefined || !horizon) return undefined;
    // The cohort's own MRR said as one amount ("bills $20k MRR in its first month"): one payer at that amount.
    const cohortMrr = b.figures.find((f) => f.unit === 'money' && (f.metric === 'mrr' || f.metric === 'revenue' || /^\s*(?:of\s+)?(?:mrr|revenue)\b/.test(b.text.slice(f.numEnd, f.numEnd + 14))));
    const counted = b.figures.find((f) => f.unit === 'count' && f.value >= 2 && !monthIndex(b, f) && !/^\s*months?\b/.test(b.text.slice(f.end, f.end + 8)));
    const size = counted ?? (cohortMrr ? { ...cohortMrr, value: 1, unit: 'count' as const, raw: '1' } : undefined);
    const price = (counted ? undefined : cohortMrr) ?? b.figures.find((f) => f.unit === 'money' && (f.period === 'month' || f.metric === 'price' || f.metric === 'arpu' || /^\s*(?:each|a head|per (?:user|customer|seat|account))|^\s*\/\s*(?:mo|month)/.test(b.text.slice(f.numEnd, f.numEnd + 16)) || /\bpaying\s+$/.test(b.text.slice(Math.max(0, f.start - 10), f.start))));
    // Kept after month t (t = 1 … N): the first month's rate, then the monthly one; with no first month said, month 1 is whole.
    const keptAfter = (t: number) => (first !== undefined ? first * monthly ** Math.max(0, t - 1) : monthly ** t);
    const firstBasis = first !== undefined ? ` × ${fmt.percent(first)} after month 1` : '';
    // What a cohort earns over its first N months: each month's payers times the price, added up.
    if (/\b(?:total|cumulative|lifetime|sum|altogether|in all)\b|\bover (?:its|the|their) first\b/.test(asked) && /\brevenue|\bearn|\bbring|\bmrr\b|\bpaid\b|\bpay\b|how much\b/.test(asked) && size && price) {
      const n = horizon.months;
      // Month 1 pays in full; the churn said at the end of each month shows from month 2 ("all pay in month 1").
      const payers = (m: number) => (first !== undefined ? (m === 1 ? 1 : keptAfter(m - 1)) : monthly ** (m - 1));
      let total = 0;
      for (let m = 1; m <= n; m++) total += size.value * perMonth(price) * payers(m);
      return make('cohort', `Cohort revenue over ${fmt.count(n)} months`, fmt.money(total), total, `${counted ? `${fmt.count(size.value)} × ` : ''}${fmt.money(perMonth(price))} a month, summed over months 1–${fmt.count(n)}${firstBasis} with ${fmt.percent(monthly)} kept a month`, `${fmt.money(size.value * perMonth(price) * payers(n))} in month ${fmt.count(n)}`, 'cut early churn: it compounds over every later month', 'watch');
    }
    // Followed to month N (an index) or for N months: customers, revenue or the share kept.
    if (first === undefined) return undefined;
    const t = horizon.months;
    const kept = keptAfter(t);
    const basis = `${firstBasis.slice(3)}, then ${fmt.percent(monthly)} a month for ${fmt.count(Math.max(0, t - 1))} months`;
    if (size && price && /\bmrr\b|\brevenue\b|\bhow much\b/.test(asked)) {
      const v = size.value * perMonth(price) * kept;
      return make('cohort', `Cohort MRR at month ${fmt.count(t)}`, fmt.money(v), v, `${fmt.count(size.value)} × ${fmt.money(perMonth(price))} × ${basis}`, `${fmt.percent(kept)} of the cohort still paying`, 'add expansion revenue to offset the decay', 'watch');
    }
    if (size && (/\bhow many\b|\bnumber\b|\bcount\b/.test(asked) || (/\b(?:remaining|left|active|still)\b/.test(asked) && !/\bretention\b|\bshare\b|\bpercent|%|\bwhat (?:fraction|part)\b/.test(asked)))) {
      const v = size.value * kept;
      return make('cohort', 'Customers left', fmt.count(Math.round(v * 10) / 10), v, `${fmt.count(size.value)} × ${basis}`, `${fmt.percent(kept)} of the cohort at month ${fmt.count(t)}`, 'cut early churn: most of the loss is in the first months', 'watch');
    }
    return make('retention', `Retention at month ${fmt.count(t)}`, fmt.percent(kept), kept, basis, 'the share of the cohort still with you', 'cut churn in the first months, where most of it happens', kept >= 0.7 ? 'good' : 'watch');
  },
};

/**
 * A cohort seen at one point ("N signed up; X% are still there at month 3", "lost 6, then 4"): its size, the
 * share kept then (one share said at that point, or step shares chained "of those", or the size less every
 * count lost), and what each member pays then (a price, raised or cut by a share said of what they pay). It
 * answers the members left, the share kept, or the cohort's revenue then.
 */
const OF_THOSE = /^\s*of\s+(?:those|them|these|the (?:rest|remaining|survivors|ones? (?:left|remaining))|the survivors|what(?:'s| is) left)\b/;
const PAY_SHIFT = /\b(?:pay|pays|paying|spend|spends|price|prices|arpu|arpa|revenue per|expan\w*|upsell\w*|upgrade\w*|bill\w*)\b/;

export const cohortSnapshot: ScenarioFormula = {
  topic: 'cohort',
  needs: ['cohortSize', 'keptShare | stepShares | lostCounts', 'price', 'priceShift'],
  gives: 'cohortLeft | cohortRevenue | cohortRetention',
  asks: /\bcohort\b|\bleft\b|\bremain\w*\b|\bstill\b|\bactive\b|\bretention\b|\bretained\b|\bkept\b|\bkeep\b|\brevenue\b|\bmrr\b|\bhow many\b/,
  run: (b) => {
    const asked = askedOf(b.text).split('\n').at(-1)!;
    const counts = b.figures.filter((f) => f.unit === 'count' && !monthIndex(b, f) && !/^\s*(?:months?|years?|weeks?|days?)\b/.test(b.text.slice(f.end, f.end + 8)) && !f.period);
    const size = counts.find((f) => f.value >= 2 && !LOST.test(clauseOf(b, f)));
    if (!size) return undefined;
    // Counts lost after it, a bare one taking the sense of the one before ("lost 6 in april and 4 in may").
    const lost: ReadFigure[] = [];
    let lostSense = false;
    for (const f of counts.filter((x) => x.start > size.start)) {
      const own = clauseOf(b, f);
      lostSense = LOST.test(own) ? true : KEPT.test(own) || /\b(?:new|added|won|joined|signed)\b/.test(own) ? false : lostSense;
      if (lostSense) lost.push(f);
    }
    const cohortSaid = /\bcohort\b/.test(b.text);
    if (!cohortSaid && lost.length < 2) return undefined;
    // Shares kept: a share said of what members pay is a price shift, not a share kept.
    const pcts = b.figures.filter((f) => f.unit === 'percent');
    // A rate said for every month ("monthly churn 4%", "then 90% each month") compounds: the cohort formula's, not a snapshot.
    if (pcts.some((f) => f.period || /\b(?:each|every|per|a) (?:month|week)\b|\bmonthly\b|\bweekly\b|\bmom\b/.test(clauseOf(b, f)))) return undefined;
    const shifts = pcts.filter((f) => PAY_SHIFT.test(clauseOf(b, f)) && /\b(?:more|less|higher|lower|up|down|increase\w*|decrease\w*|rais\w*|cut)\b/.test(clauseOf(b, f)));
    const shares = pcts.filter((f) => !shifts.includes(f));
    let kept: number | undefined;
    let keptBasis = '';
    if (shares.length) {
      // Each share after the first is of those kept before it ("80% of those"), or all are steps of one chain.
      const chained = shares.length === 1 || shares.slice(1).every((f) => OF_THOSE.test(b.text.slice(f.end, f.end + 30)) || /\bmonth[- ]?\d+\b|\bthen\b|\bnext\b/.test(clauseOf(b, f)));
      if (!chained) return undefined;
      const keptOf = (f: ReadFigure) => {
        const own = clauseOf(b, f);
        return LOST.test(own) && !KEPT.test(own.replace(/\bleft\b/, '')) ? 1 - f.value : f.value;
      };
      kept = shares.reduce((t, f) => t * keptOf(f), 1);
      keptBasis = shares.map((f) => fmt.percent(keptOf(f))).join(' × ');
    } else if (lost.length) {
      const gone = lost.reduce((t, f) => t + f.value, 0);
      kept = (size.value - gone) / size.value;
      keptBasis = `(${fmt.count(size.value)} − ${lost.map((f) => fmt.count(f.value)).join(' − ')}) ÷ ${fmt.count(size.value)}`;
    }
    // "175 remain", "175 are still active": the count kept, over the size.
    const remaining = counts.find((f) => f.start > size.start && KEPT.test(clauseOf(b, f)) && !LOST.test(clauseOf(b, f)) && f.value <= size.value);
    // (A revenue retention of the cohort is what its members pay now over then: not this count's.)
    if (kept === undefined && remaining && !/\bnrr\b|\bgrr\b|\bndr\b|\brevenue retention\b|\bnet retention\b|\bdollar retention\b/.test(asked)) {
      kept = remaining.value / size.value;
      keptBasis = `${fmt.count(remaining.value)} ÷ ${fmt.count(size.value)}`;
    }
    // "… and 20 of those upgraded to €80/mo": members of the kept ones who pay another price now.
    const moved = counts.find((f) => f.start > (remaining ?? size).start && f !== remaining && OF_THOSE.test(b.text.slice(f.end, f.end + 30)));
    const movedPrice = moved && b.figures.find((f) => f.unit === 'money' && f.start > moved.end && /\b(?:upgrad\w*|downgrad\w*|mov\w*|switch\w*|pay\w*|now on|went)\b/.test(b.text.slice(moved.end, f.start)) && !/[.;?]/.test(b.text.slice(moved.end, f.start)));
    if (kept === undefined || !(kept >= 0 && kept <= 1.5)) return undefined;
    const shift = shifts.length === 1 ? (/\b(?:less|lower|down|decrease\w*|cut)\b/.test(clauseOf(b, shifts[0]!)) ? 1 - shifts[0]!.value : 1 + shifts[0]!.value) : 1;
    const price = b.figures.find((f) => f.unit === 'money' && (f.period === 'month' || f.metric === 'price' || f.metric === 'arpu' || /^\s*(?:mrr\s+|a month\s+|per month\s+)?(?:each|a head|apiece|per (?:user|customer|seat|account|member|head))|^\s*\/\s*(?:mo|month)/.test(b.text.slice(f.numEnd, f.numEnd + 20)) || /\b(?:each|every|per)\b[^,;.]{0,30}\bpays?\s+$|\bpaying\s+$/.test(b.text.slice(Math.max(0, f.start - 40), f.start))));
    const revenueAsked = /\brevenue\b|\bmrr\b|\barr\b|\bearn|\bbring|\bhow much\b|\bbilling\b/.test(asked) && !/\bretention\b/.test(asked);
    if (revenueAsked) {
      if (!price) return cohortSaid ? { need: 'what each member of the cohort pays a month' } : undefined;
      const each = perMonth(price) * shift;
      if (moved && movedPrice && movedPrice !== price && moved.value <= size.value * kept) {
        const stay = size.value * kept - moved.value;
        const v = stay * each + moved.value * perMonth(movedPrice);
        return make('cohort', 'Cohort MRR', fmt.money(v), v, `${fmt.count(stay)} × ${fmt.money(each)} + ${fmt.count(moved.value)} × ${fmt.money(perMonth(movedPrice))}`, `${fmt.count(size.value * kept)} of ${fmt.count(size.value)} still paying`, 'grow what the survivors pay: expansion offsets the churn', 'watch');
      }
      const v = size.value * kept * each;
      const shiftBasis = shift !== 1 ? ` × ${fmt.ratio(Math.round(shift * 1000) / 1000)}` : '';
      return make('cohort', 'Cohort MRR', fmt.money(v), v, `${fmt.count(size.value)} × ${keptBasis} × ${fmt.money(perMonth(price))}${shiftBasis}`, `${fmt.count(Math.round(size.value * kept * 10) / 10)} still paying ${fmt.money(each)} a month`, 'grow what the survivors pay: expansion offsets the churn', 'watch');
    }
    if (/\bretention\b|\bretained\b|\bkept\b|\bkeep\b|\bshare\b|\bpercent|%|\bwhat (?:fraction|part)\b/.test(asked)) {
      return make('retention', 'Cohort retention', fmt.percent(kept), kept, keptBasis, 'the share of the cohort still with you', 'find why the cohort shrinks and fix the top reason', kept >= 0.8 ? 'good' : 'watch');
    }
    if (/\bhow many\b|\bnumber\b|\bcount\b|\bleft\b|\bremain\w*\b|\bstill\b|\bactive\b|\bsurviv/.test(asked)) {
      const v = size.value * kept;
      return make('cohort', 'Left in the cohort', fmt.count(Math.round(v * 10) / 10), v, `${fmt.count(size.value)} × ${keptBasis}`, `${fmt.percent(kept)} of the cohort`, 'cut early churn: most of the loss is in the first months', 'watch');
    }
    return undefined;
  },
};

/* ---------- price changes with a volume response ---------- */

const UNITS = /^\s*(?:paying\s+|active\s+|current\s+)?(?:seats?|licen[cs]es?|users?|customers?|clients?|accounts?|subscribers?|members?|subscriptions?|compan(?:y|ies)|businesses|teams?|logos?|stores?|locations?|sites?)\b/;
const WORD_FACTOR: Record<string, number> = { doubles: 2, double: 2, doubled: 2, doubling: 2, triples: 3, triple: 3, tripled: 3, tripling: 3, quadruples: 4, quadruple: 4, halves: 0.5, halve: 0.5, halved: 0.5, halving: 0.5 };

/** Two amounts joined as a move ("1,200 -> 1,440", "from 25 to 20", "$99 … go to $119"): the pair, in order. */
function movePair(b: ScenarioBag, xs: ReadFigure[]): [ReadFigure, ReadFigure] | undefined {
  for (let i = 0; i + 1 < xs.length; i++) {
    const between = b.text.slice(xs[i]!.end, xs[i + 1]!.start);
    if (/^\s*(?:->|→|=>|to|–|-)\s*$/.test(between) || /^[^.?]{0,40}\b(?:go(?:es|ing)?|move[sd]?|rais\w*|increas\w*|jump\w*|bump\w*|cut|lower\w*|drop\w*|change[sd]?|switch\w*)\s+(?:[a-z]+\s+){0,2}to\s+$/.test(between)) return [xs[i]!, xs[i + 1]!];
  }
  return undefined;
}

/**
 * A price change said on revenue, with no count of customers: the MRR (or ARR) times the price ratio times the
 * share of customers kept (or won) by it; and the share of customers a rise can lose before revenue falls, which
 * needs no count at all (1 − 1 ÷ the price ratio).
 */
/** Customers going: "lose", "churn", "cancel", "leave", "walk away". */
const LEAVE = /\b(?:lose|churn|cancel|leave|quit|walk (?:away|out)|drop (?:off|out))\b/;
const PRICE_SHARE = /^\s*(?:(?:list|unit|seat|plan)\s+)?(?:(?:price|pricing|fee)\s*)?(?:increase|hike|rise|raise|bump|uplift|cut|discount|drop|decrease|reduction)\b|^\s*(?:on |to |in )?(?:the )?(?:price|pricing)\b/;

function priceOnRevenue(b: ScenarioBag, asked: string): Finding | undefined {
  if (!/\bpric|\bcharg|\bfees?\b/.test(b.text)) return undefined;
  const pcts = b.figures.filter((f) => f.unit === 'percent');
  const unitWord = /\b(?:seats?|licen[cs]es?|users?|customers?|clients?|accounts?|subscribers?|members?|logos?|them|(?:the |our )?base|volume)\b/;
  // The price's own share first: said right before "price", "increase", "hike" ("a 25% price increase", "+15%").
  const own = pcts.find((f) => PRICE_SHARE.test(b.text.slice(f.end, f.end + 24)) || /\+\s*$/.test(b.text.slice(Math.max(0, f.start - 2), f.start)) || /\bpric\w*\s+(?:by\s+|up\s+|down\s+)?$/.test(b.text.slice(Math.max(0, f.start - 24), f.start)));
  const cancel = pcts.find((f) => f !== own && (LOST.test(clauseOf(b, f)) || /\bcosts? us\b|\bdrive (?:away|off)\b/.test(clauseOf(b, f))) && unitWord.test(clauseOf(b, f)));
  const grow = pcts.find((f) => f !== own && f !== cancel && /\b(?:grow|grows|rise|rises|increase|increases|up|more|win|gain)\b/.test(clauseOf(b, f)) && unitWord.test(clauseOf(b, f)) && !/\bpric/.test(clauseOf(b, f)));
  const rise = own ?? pcts.find((f) => f !== cancel && f !== grow && (/\bpric|\bcharg|\bfees?\b/.test(clauseOf(b, f)) || /\+\s*$/.test(b.text.slice(Math.max(0, f.start - 2), f.start))));
  if (!rise) return undefined;
  const down = /\bcut(?:s|ting)?\b|\blower|\bdrop|\breduc|\bdecreas|\bdiscount|-\s*$/.test(clauseOf(b, rise).replace(/(?<![\d.,])\d[\d.,]*\s*%/g, '')) && !/\+\s*$/.test(b.text.slice(Math.max(0, rise.start - 2), rise.start));
  const ratio = 1 + (down ? -rise.value : rise.value);
  // "what share can we lose before the rise costs revenue?": the break-even loss, with or without a count.
  if (ratio > 1 && LEAVE.test(asked) && /\bbefore\b|\bbreak[- ]?even\b|\bstill\b|\bmax(?:imum)?\b|\bat most\b|\bafford\b/.test(asked)) {
    const share = 1 - 1 / ratio;
    return make('priceChange', 'Customers you can lose', fmt.percent(share), share, `1 − 1 ÷ ${fmt.ratio(ratio)}`, 'past that share, the higher price brings in less than today', 'watch cancellations for a month after the change', 'watch');
  }
  const revenue = b.figures.find((f) => f.unit === 'money' && (f.metric === 'mrr' || f.metric === 'arr' || f.metric === 'revenue'));
  if (!revenue) return undefined;
  const kept = cancel ? 1 - cancel.value : grow ? 1 + grow.value : 1;
  const rev = revenue.metric === 'arr' ? 'ARR' : 'MRR';
  const after = revenue.value * ratio * kept;
  const keptBasis = cancel ? ` × (1 − ${fmt.percent(cancel.value)} lost)` : grow ? ` × (1 + ${fmt.percent(grow.value)} more)` : '';
  const basis = `${fmt.money(revenue.value)} × ${fmt.ratio(Math.round(ratio * 1000) / 1000)} price${keptBasis}`;
  if (/\bby how much\b|\bchange\b|\bdifference\b|\beffect\b|\bimpact\b|\bgain\b|\bhow much (?:more|less|extra)\b|\bgo (?:up|down)\b/.test(asked) && !/\bnew (?:mrr|arr)\b|\bresulting\b/.test(asked)) {
    const d = after - revenue.value;
    return make('priceChange', `${rev} change`, `${d >= 0 ? '+' : '−'}${fmt.money(Math.abs(d))}`, d, `${basis} − ${fmt.money(revenue.value)}`, `from ${fmt.money(revenue.value)} to ${fmt.money(after)}`, 'grandfather existing customers for a few months', d >= 0 ? 'good' : 'bad');
  }
  return make('priceChange', `New ${rev}`, fmt.money(after), after, basis, `from ${fmt.money(revenue.value)} now`, 'watch churn for a month after the change', after >= revenue.value ? 'good' : 'watch');
}

export const priceVolume: ScenarioFormula = {
  topic: 'priceChange',
  needs: ['units', 'oldPrice', 'newPrice | priceChangePct', 'volumeResponse'],
  gives: 'newMrr | mrrChange | unitsYouCanLose',
  asks: /\bmrr\b|\barr\b|\brevenue\b|\bhow much\b[^?]*\b(?:change|move|differ)|\bby how much\b|\bhow many\b[^?]*\b(?:lose|churn|cancel)\b|\b(?:lose|churn|cancel|leave|quit|walk (?:away|out)|drop (?:off|out))\b[^?]*\bbefore\b/,
  run: (b) => {
    const asked = askedOf(b.text);
    // What the count is: a count with a unit word after it or before it ("2,000 seats", "customers from 800").
    const isUnits = (f: ReadFigure) => f.unit === 'count' && !monthIndex(b, f) && !f.period && (f.metric === 'customers' || UNITS.test(b.text.slice(f.end, f.end + 24)) || /\b(?:customers|users|seats|accounts|subscribers)(?:\s+(?:from|of|is|are|at|go|goes|went))*\s*$/.test(b.text.slice(Math.max(0, f.start - 30), f.start)));
    const units = b.figures.find(isUnits);
    if (!units) return priceOnRevenue(b, asked);
    // A price said as such, or the units said "at" an amount ("600 customers at $99", "2,000 seats at 30/mo").
    const priced = /\bpric|\bcharg|\b(?:per|a|each) (?:seat|user|month|licen[cs]e|account)\b|\/\s*(?:seat|user|mo)|\bplan\b|\bsubscription\b|\bcontract\b|\btier\b/.test(b.text) || /^\s*(?:[a-z]+\s+)?at\s+(?:[$€£¥₹]|[a-z]{3}\s)?\d/.test(b.text.slice(units.end, units.end + 30).replace(/^\s*(?:seats?|licen[cs]es?|users?|customers?|clients?|accounts?|subscribers?|members?)/, ''));
    if (!priced) return undefined;
    const pcts = b.figures.filter((f) => f.unit === 'percent');
    const unitWord = /\b(?:seats?|licen[cs]es?|users?|customers?|clients?|accounts?|subscribers?|members?|them|of (?:the )?base)\b/;
    // The share that leaves with the change: said of the customers, or a churn the change is expected to cause.
    const cancel = pcts.find((f) => LOST.test(clauseOf(b, f)) && (unitWord.test(clauseOf(b, f)) || (!f.period && /\bchurn|\bcancel/.test(clauseOf(b, f)))));
    const grow = pcts.find((f) => f !== cancel && /\b(?:grow|grows|rise|rises|increase|increases|up|more)\b/.test(clauseOf(b, f)) && unitWord.test(clauseOf(b, f)) && !/\bpric/.test(clauseOf(b, f)));
    // The count itself moving ("customers go from 800 to 1,100").
    const countMove = b.changes.find((c) => c.from === units || (c.from.unit === 'count' && c.to.unit === 'count' && isUnits(c.from)));
    const word = Object.keys(WORD_FACTOR).find((w) => new RegExp(`\\b${w}\\b`).test(b.text) && new RegExp(`\\b${w}\\b[^.?]{0,30}\\b(?:customers|users|seats|accounts|subscribers|sign-?ups|volume|base)\\b|\\b(?:customers|users|seats|accounts|subscribers|volume)\\b[^.?]{0,20}\\b${w}\\b`).test(b.text));
    // Units won or lost with the change, said as a count ("and win 30 more accounts", "we'd lose 40 seats").
    const added = !countMove ? b.figures.find((f) => f !== units && f.start > units.start && f.unit === 'count' && !monthIndex(b, f) && /^\s*(?:(?:more|new|additional|extra|fewer|less)\s+)?(?:paying\s+)?(?:seats?|licen[cs]es?|users?|customers?|clients?|accounts?|subscribers?|members?|logos?)\b/.test(b.text.slice(f.end, f.end + 30)) && /\b(?:win|wins|won|gain\w*|add\w*|get|gets|sign\w*|bring\w*|attract\w*|lose|loses|lost|losing|churn\w*|cancel\w*|fewer|more|extra)\b/.test(clauseOf(b, f))) : undefined;
    const addedSign = added && (LOST.test(clauseOf(b, added)) || /\bfewer\b|\bless\b/.test(clauseOf(b, added))) ? -1 : 1;
    const factor = word ? WORD_FACTOR[word]! : countMove && countMove.from.value > 0 ? countMove.to.value / countMove.from.value : added ? (units.value + addedSign * added.value) / units.value : cancel ? 1 - cancel.value : grow ? 1 + grow.value : undefined;
    const base = countMove ? countMove.from : units;
    // The prices: a change said of the price, two amounts joined as a move, or an amount and a percentage.
    const priceLike = b.figures.filter((f) => f !== base && f !== countMove?.to && f !== added && !isUnits(f) && (f.unit === 'money' || (f.unit === 'count' && !monthIndex(b, f))) && f.metric !== 'mrr' && f.metric !== 'arr' && f.metric !== 'revenue' && (f.metric !== 'customers' || (f.period !== undefined && /\bat\s*$/.test(b.text.slice(Math.max(0, f.start - 5), f.start)))));
    const change = b.changes.find((c) => c !== countMove && priceLike.includes(c.from) && priceLike.includes(c.to));
    // "… at 50 a month. Price goes to 60": the new price said in its own sentence, after the old one.
    const newSaid = priceLike.find((f) => /\bpric\w*\s+(?:\w+\s+){0,2}(?:to|at)\s*$/.test(b.text.slice(Math.max(0, f.start - 40), f.start)));
    const oldSaid = newSaid && priceLike.find((f) => f.start < newSaid.start && f.value !== newSaid.value);
    const pair = change ? ([change.from, change.to] as [ReadFigure, ReadFigure]) : (movePair(b, priceLike) ?? (newSaid && oldSaid ? ([oldSaid, newSaid] as [ReadFigure, ReadFigure]) : undefined));
    const rise = pcts.find((f) => f !== cancel && f !== grow && (/\bpric|\bcharg|\bincrease|\braise|\bhike|\bcut\b|\blower|\bdiscount/.test(clauseOf(b, f)) || /\+\s*$/.test(b.text.slice(Math.max(0, f.start - 2), f.start))));
    const down = rise && /\bcut(?:s|ting)?\b|\blower|\bdrop|\breduc|\bdecreas|\bdiscount|-\s*$/.test(clauseOf(b, rise).replace(/(?<![\d.,])\d[\d.,]*\s*%/g, ''));
    const oldPrice = pair?.[0] ?? priceLike.find((f) => f.unit === 'money' || f.period === 'month');
    const ratio = pair ? pair[1].value / pair[0].value : rise ? 1 + (down ? -rise.value : rise.value) : undefined;
    // "how many seats can we lose before MRR falls below today?": the count at which the new price only matches today's MRR.
    if (ratio !== undefined && ratio > 1 && /\bhow many\b[^?]*\b(?:lose|churn|cancel|leave)\b|\b(?:lose|churn|cancel|leave)\b[^?]*\bbefore\b/.test(asked)) {
      const n = base.value * (1 - 1 / ratio);
      const share = /\bwhat (?:share|percent(?:age)?|fraction|part)\b|\bwhat %|\bhow much of\b|\bwhich share\b/.test(asked);
      if (share) return make('priceChange', 'Customers you can lose', fmt.percent(1 - 1 / ratio), 1 - 1 / ratio, `1 − 1 ÷ ${fmt.ratio(ratio)}`, 'past that share, the higher price brings in less than today', 'watch cancellations for a month after the change', 'watch');
      return make('priceChange', 'You can lose', fmt.count(Math.round(n * 10) / 10), n, `${fmt.count(base.value)} × (1 − 1 ÷ ${fmt.ratio(ratio)})`, `past that, ${fmt.count(base.value)} × the old price is more than what is left at the new one`, 'watch cancellations for a month after the change', 'watch');
    }
    if (factor === undefined || !oldPrice || ratio === undefined) return undefined;
    // A yearly price ("annual plan", "/yr") or an ARR asked: the answer is yearly revenue, not a month's.
    const yearly = oldPrice.period === 'year' || /\bannual|\byearly\b|\bper year\b|\ba year\b|\/\s*y(?:ea)?r\b/.test(clauseOf(b, oldPrice)) || /\bannual (?:plan|price|subscription|contract)/.test(b.text);
    const rev = yearly || /\barr\b/.test(asked) ? 'ARR' : 'MRR';
    const toRev = (price: number) => (yearly ? (rev === 'ARR' ? price : price / 12) : rev === 'ARR' ? price * 12 : price);
    const oldValue = oldPrice.period === 'month' || oldPrice.period === 'year' ? oldPrice.value : oldPrice.value;
    const newValue = oldValue * ratio;
    const before = base.value * toRev(oldValue);
    const newUnits = base.value * factor;
    const after = newUnits * toRev(newValue);
    const per = rev === 'ARR' ? ' a year' : ' a month';
    const basis = `${fmt.count(Math.round(newUnits * 10) / 10)} × ${fmt.money(toRev(newValue))}`;
    if (/\bby how much\b|\bchange\b|\bdifference\b|\beffect\b|\bimpact\b|\bgain\b|\bhow much (?:more|less|extra)\b|\bgo (?:up|down)\b/.test(asked) && !/\bnew (?:mrr|arr)\b|\bwhat (?:would|will|is) (?:the )?(?:mrr|arr|revenue) be\b/.test(asked)) {
      const d = after - before;
      return make('priceChange', `${rev} change`, `${d >= 0 ? '+' : '−'}${fmt.money(Math.abs(d))}${per}`, d, `${basis} − ${fmt.count(base.value)} × ${fmt.money(toRev(oldValue))}`, `from ${fmt.money(before)} to ${fmt.money(after)}`, 'grandfather existing customers for a few months', d >= 0 ? 'good' : 'bad');
    }
    return make('priceChange', `New ${rev}`, fmt.money(after), after, basis, `from ${fmt.money(before)} now`, 'watch churn for a month after the change', after >= before ? 'good' : 'watch');
  },
};

/* ---------- hires: burn, runway, how many ---------- */

/** A hire plan: how many people, what one costs a month fully loaded, and how that was worked out. */
interface HirePlan {
  people?: number;
  monthly: number;
  basis: string;
  /** The load on the pay (1.2 for "+ 20% employer costs"). */
  factor: number;
  /** The pay figure itself. */
  pay: ReadFigure;
}

function hirePlan(b: ScenarioBag): HirePlan | undefined {
  const notPay = ['cash', 'burn', 'netBurn', 'grossBurn', 'revenue', 'mrr', 'arr', 'round', 'preMoney', 'postMoney', 'valuation'];
  // "3 people at 6k/month gross": an amount said "at" after a count of people is their pay, whatever word follows it.
  const peopleAt = (f: ReadFigure) => /\b\d+\s+(?:new\s+)?(?:people|hires|engineers|developers|designers|reps|staff|employees|salespeople)\s+(?:at|for|on)\s+(?:about\s+|around\s+)?$/.test(b.text.slice(Math.max(0, f.start - 40), f.start));
  // "a CFO on 240k/yr", "one more designer at 90k": a role named by the words before the pay, whatever the role.
  const roleAt = (f: ReadFigure) => /\b(?:a|an|one|another|new)\s+(?:[a-z-]+\s+){1,3}(?:on|at|costing|paid|earning)\s+(?:about\s+|around\s+)?$/.test(b.text.slice(Math.max(0, f.start - 50), f.start));
  // "a data scientist earns 84k": what a person (not "we", not the company) earns is pay, whatever the reader labelled it.
  const personEarns = (f: ReadFigure) => /\b(?!(?:we|they|it|company|business|startup)\b)[a-z-]{2,}\s+(?:earns|makes|is paid|gets paid|takes home)\s+(?:about\s+|around\s+)?$/.test(b.text.slice(Math.max(0, f.start - 40), f.start));
  // "3 engineers at 120k base each": an amount of thousands said at a count of people is pay, even read as a count.
  const pay = b.figures.find((f) => (f.unit === 'money' || (f.unit === 'count' && f.value >= 1000 && peopleAt(f))) && (!notPay.includes(f.metric ?? '') || peopleAt(f) || personEarns(f)) && (f.metric === 'costPerPerson' || f.each === true || /\b(?:at|for|costing|paid|on|each|salary(?: of| is|:)?|base(?: salary)?(?: of| is|:)?|pay(?: of| is|:)?|earning|earns?|makes)\s+(?:about\s+|around\s+)?$/.test(b.text.slice(Math.max(0, f.start - 20), f.start)) || /^\s*(?:(?:a|per) (?:year|month)\s+)?(?:base|salary|gross (?:pay|salary))\b/.test(b.text.slice(f.numEnd, f.numEnd + 24))) && (b.figures.some((x) => x.metric === 'headcount') || roleAt(f) || /\b(?:hire|hires|hiring|engineers?|developers?|designers?|people|reps?|staff|employees?|salar(?:y|ies)|headcount|team|base|employer|fully[- ]loaded|vp|cto|manager)\b/.test(b.text)));
  if (!pay) return undefined;
  // Per month when said so ("6k/mo"); a yearly salary otherwise.
  const monthlyPay = pay.period === 'month' || (pay.period === undefined && pay.value < 15_000 && /^\s*(?:\/\s*mo|a month|per month|monthly)/.test(b.text.slice(pay.numEnd, pay.numEnd + 14)));
  const base = monthlyPay ? pay.value : pay.period === 'quarter' ? pay.value / 3 : pay.value / 12;
  // Pay said as already loaded ("90k fully loaded", "an all-in cost of 120k"), not a question asking the loaded cost.
  const loaded = /^\s*(?:(?:\/\s*(?:yr|year|mo|month)|a year|per year|a month|per month|annual(?:ly)?|yearly)\s*)?(?:,\s*)?(?:fully[- ]loaded|all[- ]in)\b/.test(b.text.slice(pay.end, pay.end + 30)) || /\b(?:fully[- ]loaded|all[- ]in)(?:\s+(?:cost|salary|pay|comp\w*|package))?(?:\s+(?:of|at|is)|:)?(?:\s+about)?$/.test(b.text.slice(Math.max(0, pay.start - 30), pay.start).trimEnd());
  // A multiplier on the pay ("loaded cost = salary x 1.25", "1.3× for overhead"): a ratio, or a bare number after "x".
  const ratio = b.figures.find((f) => (f.unit === 'ratio' || ((f.unit === 'count' || (f.unit === 'money' && !f.currency)) && !Number.isInteger(f.value) && (/[x×*]\s*$/.test(b.text.slice(Math.max(0, f.start - 3), f.start)) || /^\s*(?:[x×]\s*)?(?:load\w*|overhead|burden|multiplier|on-?cost)/.test(b.text.slice(f.numEnd, f.numEnd + 20))))) && f.value > 1 && f.value < 3 && /\bload|\boverhead|\bmultipl(?:ier|e)\b|\bon-?cost|\bburden|\bsalary\s*[x×*]/.test(around(b, f, 25, 20)));
  const pct = loaded ? undefined : b.figures.find((f) => f.unit === 'percent' && !FEE.test(clauseOf(b, f)) && /overhead|load|benefit|tax|on top|employer|social|charges|on-?costs?|payroll|pension|insurance/.test(around(b, f, 40, 40)));
  const factor = ratio ? ratio.value : pct ? 1 + pct.value : 1;
  // A count said before the pay; "plan 4 new hires" may read as an amount without a currency: a whole number before a role is people.
  const bareWhole = (f: ReadFigure) => f.unit === 'count' || (f.unit === 'money' && Number.isInteger(f.value) && !/[$€£₹]|\b[a-z]{3}\b/i.test(f.raw));
  const people = b.figures.find((f) => f !== pay && bareWhole(f) && f.value >= 1 && f.value < 200 && f.start < pay.start && (f.metric === 'headcount' || /^\s*(?:more\s+|new\s+|additional\s+|extra\s+)?(?:[a-z]+\s+)?(?:hires?|engineers?|developers?|people|reps?|staff|employees|designers|marketers|salespeople|sdrs|aes)\b/.test(b.text.slice(f.end, f.end + 30))));
  const perPerson = base * factor;
  const load = ratio ? ` × ${fmt.ratio(ratio.value)}` : pct ? ` × (1 + ${fmt.percent(pct.value)})` : '';
  const basis = monthlyPay ? `${fmt.money(base)} a month${load}` : `${fmt.money(pay.value)} a year${load} ÷ 12`;
  return { people: people?.value, monthly: perPerson, basis, factor, pay };
}

/** The cash and the monthly burn before the hires. */
function cashAndBurn(b: ScenarioBag, pay?: ReadFigure): { cash?: ReadFigure; burn?: ReadFigure } {
  // "We have $3M": an amount no word labelled, said with no period, is the stock a runway runs on.
  const stock = b.figures.find((f) => f !== pay && f.unit === 'money' && f.metric === undefined && !f.period && !ONE_OFF.test(clauseOf(b, f)) && /\b(?:have|has|hold|sitting on|in the bank|left)\b/.test(clauseOf(b, f)));
  const cash = b.figures.find((f) => f.unit === 'money' && f.metric === 'cash') ?? b.earlier.find((f) => f.unit === 'money' && f.metric === 'cash') ?? stock;
  const burnOf = (f: ReadFigure) => f.unit === 'money' && (f.metric === 'netBurn' || f.metric === 'burn');
  return { cash, burn: b.figures.find(burnOf) ?? b.earlier.find(burnOf) };
}

export const hires: ScenarioFormula = {
  topic: 'hiringCost',
  needs: ['people', 'costPerPerson', 'load', 'cash', 'netBurn', 'runwayFloor'],
  gives: 'burnIncrease | runwayLost | newRunway | hiresAffordable',
  asks: /\bmonths? of runway\b[^?]*\bcost\b|\bhow many\b[^?]*\b(?:hire|add|afford|bring on|take on)\b|\bburn\b[^?]*\b(?:go up|increase|rise|grow|change|jump)\b|\b(?:increase|rise|change|jump) (?:in|of) (?:the )?(?:monthly )?burn\b|\brunway\b[^?]*\blose\b|\blose\b[^?]*\brunway\b|\bnew runway\b|\brunway\b[^?]*\bafter\b/,
  run: (b) => {
    const asked = askedOf(b.text);
    const plan = hirePlan(b);
    if (!plan) return undefined;
    const { cash, burn } = cashAndBurn(b, plan.pay);
    // The largest team that keeps a runway of N months: (cash ÷ N − burn) ÷ cost per hire, whole people.
    const floor = /\bhow many\b[^?]*\b(?:hire|add|afford|bring on|take on)\b/.test(asked) ? b.figures.find((f) => f.unit === 'months' && /\brunway\b|\bkeep\b|\bstill\b|\bleast\b|\bleft\b/.test(around(b, f, 40, 25))) : undefined;
    if (floor) {
      if (!cash) return { need: 'your cash in the bank' };
      if (!burn) return { need: 'your monthly net burn' };
      const room = cash.value / floor.value - perMonth(burn);
      const n = Math.max(0, Math.floor(room / plan.monthly + 1e-9));
      return scenario('hiringCost', 'Hires you can afford', fmt.count(n), n, `(${fmt.money(cash.value)} ÷ ${fmt.count(floor.value)} months − ${fmt.money(perMonth(burn))} burn) ÷ ${fmt.money(plan.monthly)} a hire = ${fmt.ratio(Math.round((room / plan.monthly) * 100) / 100)}`, `whole people, keeping ${fmt.count(floor.value)} months of runway`, 'hire in the order of the milestones each one unlocks', n > 0 ? 'good' : 'bad');
    }
    const people = plan.people ?? 1;
    const added = people * plan.monthly;
    const teamBasis = `${people > 1 ? `${fmt.count(people)} × ` : ''}${plan.basis}`;
    if (/\bburn\b/.test(asked) && !/\brunway\b/.test(asked)) {
      return scenario('hiringCost', 'Burn goes up by', `${fmt.money(added)} a month`, added, teamBasis, burn ? `to ${fmt.money(perMonth(burn) + added)} a month` : 'added to the monthly burn', 'check the runway with it before you sign', 'watch');
    }
    if (!/\brunway\b/.test(asked)) return undefined;
    if (!cash) return { need: 'your cash in the bank' };
    if (!burn) return { need: 'your monthly net burn' };
    const now = cash.value / perMonth(burn);
    const after = cash.value / (perMonth(burn) + added);
    if (/\blose\b|\blost\b|\bshorten|\bcost (?:us )?(?:in )?runway|\bless runway\b|\bmonths? of runway\b[^?]*\bcost\b/.test(asked)) {
      return make('runway', 'Runway lost', fmt.months(now - after), now - after, `${fmt.months(now)} now − ${fmt.months(after)} (${fmt.money(cash.value)} ÷ (${fmt.money(perMonth(burn))} + ${fmt.money(added)}))`, 'the months the hires cost you', 'make the hire only with a milestone it unlocks before the next raise', 'watch');
    }
    return make('runway', 'New runway', fmt.months(after), after, `${fmt.money(cash.value)} ÷ (${fmt.money(perMonth(burn))} + ${fmt.money(added)} for ${teamBasis})`, `down from ${fmt.months(now)}`, 'make the hire only with a milestone it unlocks before the next raise', after < 12 ? 'watch' : 'good');
  },
};

/** Costs paid once per hire ("plus $3k of equipment once", "a one-off recruiting fee"): in the first year, not every month. */
const ONE_OFF = /\bonce\b|\bone[- ]?(?:off|time)\b|\bupfront\b|\bsigning\b|\bequipment\b|\blaptops?\b|\brecruit\w*\b|\bsetup\b|\bonboarding\b/;

/** A fee paid once a hire, said as a share of the pay. */
const FEE = /\brecruit\w*|\bplacement\b|\bagency\b|\bheadhunt\w*|\bfinder'?s?\b|\bsearch fee\b/;
/** The cost asked over this (calendar or fiscal) year, or what is left of it. */
const YEAR_ASKED = /\b(?:this|the|our|current|calendar|fiscal|first)\s+(?:calendar\s+|fiscal\s+)?year\b|\brest of (?:the |this )?year\b|\bby (?:the )?(?:year[- ]end|end of (?:the )?year|december)\b|\bthis fy\b/;
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const START_MONTH = /\b(?:in|from|starting(?: in| from| on)?|start(?:s|ing)? in|joining(?: in| on)?|joins(?: in| on)?|as of|on)\s+(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/;

/** Hires by the month they start: a count with a month in its clause, or one start month for the whole plan. */
function staggered(b: ScenarioBag, plan: HirePlan): { n: number; month: number }[] {
  const out: { n: number; month: number }[] = [];
  for (const f of b.figures) {
    if (f === plan.pay || !(f.unit === 'count' || (f.unit === 'money' && !f.currency && Number.isInteger(f.value))) || !(f.value >= 1 && f.value < 200) || monthIndex(b, f)) continue;
    const m = START_MONTH.exec(b.text.slice(f.end, f.end + 45).split(/[,;.]\s|\s(?:and|then|but)\s/)[0]!);
    if (m && /^\s*(?:[a-z-]+\s+){0,3}(?:in|from|starting|start|joining|joins|as|on)\b|^\s*(?:(?:more|new|additional|extra)\s+)?(?:hires?|engineers?|developers?|people|reps?|staff|employees|designers|marketers|salespeople|sdrs|aes|pms?)\b/.test(b.text.slice(f.end, f.end + 45))) out.push({ n: f.value, month: MONTH_NAMES.indexOf(m[1]!) });
  }
  const words: { n: number; month: number }[] = [];
  // "…, one in July, another in October": a single hire said in words, each with its own start month.
  // A start said as a date ("one starting 1 April", "one on the 1st of July") counts from that month.
  for (const m of b.text.matchAll(/\b(?:one|another|a second|a third|a fourth)\b(?:\s+(?:more|new|other))?(?:\s+[a-z-]+)?\s+(?:in|from|on|starting(?: in| on)?|joining(?: in| on)?|joins(?: in| on)?)\s+(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/g)) {
    const month = MONTH_NAMES.indexOf(m[1]!);
    if (!out.some((g) => g.month === month)) words.push({ n: 1, month });
  }
  // Two or more starts said so, or beside counts said in digits: each is a hire of its own.
  if (out.length || words.length >= 2) out.push(...words);
  if (out.length) return out;
  const one = START_MONTH.exec(b.text);
  return one ? [{ n: plan.people ?? 1, month: MONTH_NAMES.indexOf(one[1]!) }] : [];
}

/** What a hire plan costs: a month, a year, or the first year with the one-off costs. */
export const hireCost: ScenarioFormula = {
  topic: 'hiringCost',
  needs: ['people', 'costPerPerson', 'load', 'oneOffCosts'],
  gives: 'monthlyCost | yearlyCost | firstYearCost',
  asks: /\b(?:total|all-in|fully[- ]loaded|loaded|first[- ]year|monthly|yearly|annual|employer)\b[^?]*\bcosts?\b|\b(?:fully[- ]loaded|all[- ]in)\b[^?]{0,30}\b(?:monthly|yearly|annual(?:ly)?|per (?:month|year)|a (?:month|year))\b|\b(?:monthly|yearly|annual)\b[^?]*\b(?:fully[- ]loaded|all[- ]in)\b|\bcost\b[^?]*\b(?:(?:this|calendar|fiscal|first) year|(?:the )?rest of (?:the |this )?year)\b|\bwhat (?:do|does|will|would) (?:they|he|she|it|the hires?|this|that|the team) cost\b|\bcosts? to (?:the )?(?:company|employer)\b|\bhow much\b[^?]*\b(?:cost|pay)\b/,
  run: (b) => {
    const asked = askedOf(b.text);
    if (/\brunway\b|\bburn\b/.test(asked)) return undefined;
    // "what if we hire two at 150k a year, all-in?" is a what-if on the runway before it, not a cost asked.
    if (/\bwhat if\b|\bif we\b|\bsuppose\b|\bwhat happens\b/.test(asked) && !/\bcosts?\b/.test(asked)) return undefined;
    const plan = hirePlan(b);
    if (!plan) return undefined;
    const people = plan.people ?? 1;
    const team = people > 1 ? `${fmt.count(people)} × ` : '';
    const once = b.figures.filter((f) => f !== plan.pay && f.unit === 'money' && !f.period && ONE_OFF.test(clauseOf(b, f)) && !/\bsalar|\bbase\b/.test(clauseOf(b, f)));
    // A fee said as a share of the pay ("a recruiter fee of 15% of salary"): once a hire, on the yearly pay.
    const feePct = b.figures.filter((f) => f.unit === 'percent' && FEE.test(clauseOf(b, f)));
    const yearlyPay = plan.pay.period === 'month' ? plan.pay.value * 12 : plan.pay.period === 'quarter' ? plan.pay.value * 4 : plan.pay.value;
    for (const f of feePct) once.push({ ...f, unit: 'money', value: f.value * yearlyPay, raw: `${fmt.percent(f.value)} of ${fmt.money(yearlyPay)}` });
    const oneOff = once.reduce((t, f) => t + f.value, 0) * people;
    // Pay on top of the base ("+ £30k commission", "a 20k bonus"): loaded like the base.
    const extras = b.figures.filter((f) => f !== plan.pay && !once.includes(f) && f.unit === 'money' && f.start > plan.pay.start && /\bbonus\w*|\bcommissions?\b|\bote\b|\bvariable pay\b/.test(b.text.slice(f.numEnd, f.numEnd + 30)));
    const extraMonthly = extras.reduce((t, f) => t + (f.period === 'month' ? f.value : f.period === 'quarter' ? f.value / 3 : f.value / 12), 0) * plan.factor;
    // Running costs a head said with their own period ("plus 500/month for laptop and tools", "$2k a year of software"): added as they are, not loaded.
    const running = b.figures.filter((f) => f !== plan.pay && !once.includes(f) && !extras.includes(f) && (f.unit === 'money' || f.unit === 'count') && f.period !== undefined && f.start > plan.pay.start && !/\bsalar|\bbase\b|\brevenue|\bburn\b|\bcash\b/.test(clauseOf(b, f)) && /\btools?\b|\bsoftware\b|\blaptops?\b|\bequipment\b|\bhardware\b|\blicen[cs]es?\b|\bsaas\b|\boffice\b|\bdesk\b|\bcoworking\b|\bstipend\b|\ballowance\b|\binsurance\b|\bpension\b|\bbenefits?\b|\bperks?\b|\bphone\b|\btravel\b|\btraining\b/.test(clauseOf(b, f)));
    const runningMonthly = running.reduce((t, f) => t + perMonth(f), 0);
    const perHead = plan.monthly + extraMonthly + runningMonthly;
    const extraBasis = extras.length ? ` + ${extras.map((f) => f.raw).join(' + ')}` : '';
    const monthly = people * perHead;
    if (running.length) plan.basis = `${plan.basis} + ${running.map((f) => `${fmt.money(perMonth(f))} a month`).join(' + ')}`;
    // The period the cost is asked in: the word before "cost" ("monthly cost", "first-year cost"), else a month when only a month is said.
    const period = /\b(monthly|month|yearly|annual|year|first[- ]year)\b(?:\s+[a-z-]+){0,3}?\s+costs?\b|\bcosts? (?:a|per|each) (month|year)\b/.exec(asked);
    const perMonthAsked = period ? /^month/.test(period[1] ?? period[2]!) : /\bmonth(?:ly)?\b|\ba month\b|\bper month\b/.test(asked) && !/\bfirst[- ]year\b|\byear(?:ly)?\b|\bannual/.test(asked);
    if (extras.length) plan.basis = `(${plan.basis.replace(/ × \(1 \+ [^)]*\)| × [\d.]+| ÷ 12/g, '')}${extraBasis})${plan.factor !== 1 ? ` × ${fmt.ratio(plan.factor)}` : ''}${plan.basis.endsWith('÷ 12') ? ' ÷ 12' : ''}`;
    if (perMonthAsked) {
      return scenario('hiringCost', 'Monthly cost', fmt.money(monthly), monthly, `${team}${plan.basis}`, once.length ? `plus ${fmt.money(oneOff)} once` : `${fmt.money(monthly * 12)} a year`, 'check the runway with it before you sign', 'watch');
    }
    // Hires starting through the year ("2 in April and 1 more in October", "starting July"): each paid from its month to December.
    const groups = staggered(b, plan);
    if (groups.length && YEAR_ASKED.test(asked)) {
      const heads = groups.reduce((t, g) => t + g.n, 0);
      const v = groups.reduce((t, g) => t + g.n * perHead * (12 - g.month), 0) + (oneOff / people) * heads;
      const parts = groups.map((g) => `${fmt.count(g.n)} × ${fmt.count(12 - g.month)} months`).join(' + ');
      return scenario('hiringCost', 'Cost this year', fmt.money(v), v, `(${parts}) × ${fmt.money(perHead)} a month${oneOff ? ` + ${fmt.money((oneOff / people) * heads)} once` : ''}`, heads > 1 ? `${fmt.money(heads * perHead)} a month once all ${fmt.count(heads)} are on board` : `${fmt.money(perHead)} a month from the start`, 'budget it in the runway before you sign', 'watch');
    }
    const yearly = monthly * 12 + oneOff;
    const basis = `${team}${plan.basis} × 12${once.length ? ` + ${fmt.money(oneOff)} once` : ''}`.replace(' ÷ 12 × 12', '');
    return scenario('hiringCost', once.length ? 'First-year cost' : 'Fully loaded cost', `${fmt.money(yearly)}${once.length ? '' : ' a year'}`, yearly, basis, `${fmt.money(monthly)} a month`, 'budget it in the runway before you sign', 'watch');
  },
};

/* ---------- contribution from a list of per-unit lines ---------- */

/** Words that make an amount what a unit sells for (its revenue line), not a cost. */
const SELLS = /\b(?:price[sd]?|pricing|sells?|sold|retails?|retailing|aov|average (?:order|basket|ticket)(?: value)?|basket|ticket|revenue|turnover|sales|subscription|plan|arpu|arpa|charge[sd]?)\b|\b(?:customers?|clients?|users?|buyers?|subscribers?|they|each \w+) pays?\b/;
/** Words that make an amount a cost line. */
const COST_WORD = /\bcosts?\b|\bcogs\b|\bfees?\b|\bspend\b|\bexpenses?\b|\bhosting\b|\bshipping\b|\bpostage\b|\bdelivery\b|\bfulfil\w*|\bpackag\w*|\bpayment\b|\bprocessing\b|\bcommission\b|\bsupport\b|\bmarketing\b|\bads?\b|\bingredients?\b|\bmaterials?\b|\bfreight\b|\blabou?r\b|\bserve\b|\bto (?:make|produce|build|deliver|serve)\b/;
/** The product's own cost: what CM1 takes off (COGS, ingredients, materials, landed cost). */
const PRODUCT_COST = /\bcogs\b|\bcost of (?:goods|sales|revenue)\b|\bproduct\b|\bingredients?\b|\bmaterials?\b|\bgoods\b|\bmanufactur\w*|\bunit cost\b|\bwholesale\b|\blanded\b|\bpurchase\b/;

/** The words an amount is labelled by: the noun phrase before it in its clause, else the words after it. */
function lineLabel(b: ScenarioBag, f: ReadFigure): string {
  const head = b.text.slice(0, f.start);
  const cut = [...head.matchAll(/[,;:?!]\s*|\.(?!\d)\s*|\n|\s(?:and|plus|then|but|with)\s/g)].at(-1);
  const before = head.slice(cut ? cut.index + cut[0].length : 0).trim();
  if (/[a-z]{2,}/.test(before)) return before;
  return /^[^,;:.?!\n]*/.exec(b.text.slice(f.numEnd))![0];
}

/**
 * A unit's lines: what it sells for, the variable costs said one by one ("COGS 24, shipping 8, payment 2",
 * a fee as a share of the price), and the fixed costs kept apart. Undefined when no amount reads as the price.
 */
function unitLines(b: ScenarioBag): { revenue: ReadFigure; costs: { f: ReadFigure; label: string; v: number; say: string }[]; fixed?: ReadFigure } | undefined {
  const lines = b.figures.map((f) => ({ f, label: lineLabel(b, f) }));
  const fixed = lines.find((l) => l.f.unit === 'money' && (l.f.metric === 'fixedCosts' || /\bfixed\b|\boverheads?\b|\brent\b|\bsalar/.test(`${l.label} ${clauseOf(b, l.f)}`)));
  // Amounts: money, or a bare number with a line's label (no currency said); counts of things ("420 customers") are volumes.
  const amount = (l: { f: ReadFigure; label: string }) => l.f.unit === 'money' || (l.f.unit === 'count' && !l.f.currency && !/^\s*(?:customers?|clients?|users?|orders?|units?|boxes|seats?|subscribers?|accounts?|people|members?)\b/.test(b.text.slice(l.f.numEnd, l.f.numEnd + 16)));
  const money = lines.filter((l) => l !== fixed && amount(l));
  const revenue = money.find((l) => SELLS.test(l.label) && !COST_WORD.test(l.label.replace(/\bvariable costs?(?: per \w+)?(?: are| is)?\b/, '')));
  if (!revenue) return undefined;
  // Lines are per unit in the revenue line's period: a cost said over another period is scaled to it.
  const months = (p?: string) => (p === 'year' ? 12 : p === 'quarter' ? 3 : p === 'week' ? 12 / 52 : 1);
  const inPeriod = (f: ReadFigure) => (f.period && revenue.f.period && f.period !== revenue.f.period ? (f.value * months(revenue.f.period)) / months(f.period) : f.value);
  const price = revenue.f.value;
  const costs: { f: ReadFigure; label: string; v: number; say: string }[] = [];
  for (const l of lines) {
    if (l === revenue || l === fixed) continue;
    if (l.f.unit === 'percent') {
      // A fee said as a share of the price ("payment fee 3% of price"): that share of the price, per unit.
      if (/\bfees?\b|\bpayment\b|\bprocessing\b|\bcommission\b|\btransaction\b|\bcard\b|\broyalt/.test(l.label) || /^\s*of (?:the )?(?:price|revenue|order|sale|aov)\b/.test(b.text.slice(l.f.numEnd, l.f.numEnd + 20))) costs.push({ ...l, v: l.f.value * price, say: `${fmt.percent(l.f.value)} × ${fmt.money(price)}` });
      else return undefined;
      continue;
    }
    if (!amount(l)) continue;
    costs.push({ ...l, v: inPeriod(l.f), say: fmt.money(inPeriod(l.f)) });
  }
  // The price is the largest line: a cost line above it means the lines were misread.
  if (!costs.length || costs.some((c) => c.v > price)) return undefined;
  return { revenue: revenue.f, costs, fixed: fixed?.f };
}

/**
 * Contribution per unit from its lines: the price less every variable cost said (CM1 takes off the product's
 * own cost only), as money per unit or as a share of the price, as the question asks.
 */
export const contributionLines: ScenarioFormula = {
  topic: 'contributionMargin',
  needs: ['price', 'variableCost lines'],
  gives: 'contribution | contributionMargin',
  asks: /\bcontribut\w*|\bcm(?: ?[1-3])?\b/,
  run: (b) => {
    const asked = askedOf(b.text);
    if (/\btotal\b|break[- ]?even|\bhow many\b/.test(asked)) return undefined;
    const lines = unitLines(b);
    if (!lines) return undefined;
    const level = /\bcm ?([1-3])\b/.exec(asked)?.[1];
    if (!/\bcontribut\w*|\bcm ?[1-3]\b/.test(asked) && !/\bcm (?:per|a|each|in|as|%)\b/.test(asked)) return undefined;
    const product = lines.costs.filter((c) => PRODUCT_COST.test(c.label));
    // The level defined in the question ("after COGS and fulfilment, before marketing"): the lines named after "after" come off, those after "before" do not.
    const named = (list: string | undefined) => (list ?? '').split(/,|\band\b|&|\+|\//).map((w) => w.trim().replace(/^(?:the|our) /, '').slice(0, 5)).filter((w) => w.length >= 3);
    const listAfter = (word: string, other: string) => new RegExp(`\\b${word} ([^)?;.]+)`).exec(asked)?.[1]?.split(new RegExp(`,? (?:but|${other})\\b`))[0];
    const offs = named(listAfter('after', 'before'));
    const keeps = named(listAfter('before', 'after'));
    const says = (c: { label: string }, ws: string[]) => ws.some((w) => c.label.includes(w));
    const defined = offs.length || keeps.length ? lines.costs.filter((c) => (offs.length ? says(c, offs) : true) && !says(c, keeps)) : undefined;
    const used = defined?.length ? defined : level === '1' && product.length ? product : lines.costs;
    const price = lines.revenue.value;
    const cost = used.reduce((t, c) => t + c.v, 0);
    const each = price - cost;
    const name = level ? `CM${level}` : 'Contribution';
    const basis = `${fmt.money(price)} − ${used.map((c) => c.say).join(' − ')}`;
    // Asked as a share ("%", "ratio"), or a margin not asked per unit nor in money ("contribution margin per unit" is an amount).
    const share = /%|\bpercent|\bratio\b|\bas a share\b/.test(asked) || (/\bmargin\b/.test(asked) && !/\bin (?:money|cash|dollars|euros|pounds|francs|chf|[$€£])|\bhow much\b|\bmargin (?:per|a|each) \w+/.test(asked));
    if (share) {
      const r = each / price;
      return make('contributionMargin', `${name} margin`, fmt.percent(r), r, `(${basis}) ÷ ${fmt.money(price)}`, 'what each sale leaves to pay fixed costs', 'cut the largest variable cost first', r > 0.5 ? 'good' : 'watch');
    }
    return make('contributionMargin', level ? name : /\bmargin\b/.test(asked) ? 'Contribution margin' : 'Contribution per unit', fmt.money(each), each, basis, `${fmt.percent(each / price)} of the price left to pay fixed costs`, 'cut the largest variable cost first', each > 0 ? 'good' : 'bad');
  },
};

/* ---------- break-even in units or customers ---------- */

/**
 * Break-even in units: fixed costs over what each unit (or customer) contributes, the contribution
 * said as such, as price − variable cost, or as price × gross margin; "how many more" counts from
 * the customers said today. A break-even in revenue (no per-unit figure) is formulas.ts's.
 */
export const breakEvenUnits: ScenarioFormula = {
  topic: 'breakEven',
  needs: ['fixedCosts', 'unitContribution | price & variableCost | price & grossMargin', 'customers'],
  gives: 'breakEvenUnits | moreCustomersToBreakEven',
  asks: /break[- ]?even|\bcover (?:our |the |all )?(?:fixed )?(?:costs|overheads?)\b/,
  run: (b) => {
    const asked = askedOf(b.text);
    const clause = (f: ReadFigure) => clauseOf(b, f);
    const fixed = b.figures.find((f) => f.unit === 'money' && (f.metric === 'fixedCosts' || (/\bfixed\b|\boverheads?\b|\bopex\b/.test(clause(f)) && f.metric !== 'variableCost')));
    if (!fixed) return undefined;
    const rest = b.figures.filter((f) => f !== fixed);
    // What each unit leaves: said as a contribution (with or without a currency), or priced.
    const contribution = rest.find((f) => (f.unit === 'money' || f.unit === 'count') && /\bcontribution\b|\bcontributes?\b|\bmargin (?:per|a|each)\b|\bunit margin\b/.test(clause(f)));
    const variable = rest.find((f) => f.unit === 'money' && (f.metric === 'variableCost' || /\bvariable\b|\bunit cost\b|\bcost per unit\b|\bcogs per\b/.test(clause(f))));
    const price = rest.find((f) => f !== variable && f !== contribution && f.unit === 'money' && (f.metric === 'price' || f.metric === 'arpu' || /\bsell\w*\b|\bprice\b|\bcharg\w*\b|\bpay(?:s|ing)?\b/.test(clause(f)) || (f.metric === undefined && !/\bcost/.test(clause(f)))));
    const margin = rest.find((f) => f.unit === 'percent' && (f.metric === 'grossMargin' || f.metric === 'contributionMargin' || /\bmargin\b|\bgm\b/.test(clause(f))));
    let each: number | undefined;
    let basis = '';
    if (contribution) {
      each = perMonth(contribution);
      basis = `${fmt.money(perMonth(fixed))} ÷ ${fmt.money(each)} contribution each`;
    } else if (!variable && unitLines(b)) {
      // "each customer pays £100/mo and costs £25/mo to serve": the price less every variable line said.
      const lines = unitLines(b)!;
      each = lines.revenue.value - lines.costs.reduce((t, c) => t + c.v, 0);
      basis = `${fmt.money(perMonth(fixed))} ÷ (${fmt.money(lines.revenue.value)} − ${lines.costs.map((c) => c.say).join(' − ')})`;
    } else if (price && variable) {
      each = price.value - variable.value;
      basis = `${fmt.money(perMonth(fixed))} ÷ (${fmt.money(price.value)} − ${fmt.money(variable.value)})`;
    } else if (price && margin) {
      each = perMonth(price) * margin.value;
      basis = `${fmt.money(perMonth(fixed))} ÷ (${fmt.money(perMonth(price))} × ${fmt.percent(margin.value)})`;
    }
    if (each === undefined || !(each > 0)) return undefined;
    const n = perMonth(fixed) / each;
    const word = /\bcustomers?\b|\bclients?\b|\bsubscribers?\b|\baccounts?\b|\busers?\b|\bseats?\b/.exec(asked)?.[0]?.replace(/s$/, '') ?? 'unit';
    const current = rest.find((f) => f.unit === 'count' && f !== contribution && (f.metric === 'customers' || /\bcustomers?\b|\bclients?\b|\bsubscribers?\b|\baccounts?\b|\busers?\b/.test(clause(f))));
    if (current && /\bhow many (?:more|additional|extra|new)\b|\bmore (?:customers|clients|units|subscribers|users)\b|\bstill need\b/.test(asked)) {
      const more = Math.max(0, n - current.value);
      return make('breakEven', 'More to break even', `${fmt.count(Math.ceil(more - 1e-9))} ${word}s`, more, `${basis} = ${fmt.count(Math.round(n * 10) / 10)}, − ${fmt.count(current.value)} today`, `break-even at ${fmt.count(Math.ceil(n - 1e-9))} ${word}s`, 'count how many you add each month to date it', 'watch');
    }
    const perPeriod = word === 'unit' && fixed.period === 'month' ? ' a month' : '';
    return make('breakEven', 'Break-even', `${fmt.count(Math.ceil(n - 1e-9))} ${word}s${perPeriod}`, n, basis, `${word}s needed to cover fixed costs`, 'count how many you add each month to date it', 'watch');
  },
};

/**
 * Break-even from revenue and costs: the rise in revenue it takes (costs ÷ revenue − 1), or, with a growth rate
 * and costs held flat, the months until revenue meets them (ln(costs ÷ revenue) ÷ ln(1 + growth)).
 */
export const breakEvenGap: ScenarioFormula = {
  topic: 'breakEven',
  needs: ['revenue', 'costs', 'growth'],
  gives: 'revenueIncreaseToBreakEven | monthsToBreakEven',
  asks: /break[- ]?even|\bcover (?:our |the |all )?costs\b|\bprofitab/,
  run: (b) => {
    const asked = askedOf(b.text).split('\n').at(-1)!;
    const money = b.figures.filter((f) => f.unit === 'money');
    const revenue = money.find((f) => f.metric === 'revenue' || f.metric === 'mrr') ?? money.find((f) => f.metric === undefined && /\b(?:bill\w*|sell\w*|make|makes|earn\w*|income|sales|turnover|bring in|brings in|revenue)\b/.test(clauseOf(b, f)));
    const costs = money.find((f) => f !== revenue && (f.metric === 'costs' || f.metric === 'grossBurn' || (f.metric === undefined && /\b(?:spend\w*|costs?|expenses?|opex|outgoings)\b/.test(clauseOf(b, f)))));
    if (!revenue || !costs || money.length > 2) return undefined;
    const r = perMonth(revenue);
    const c = costs.period ? perMonth(costs) : revenue.period === 'year' ? costs.value / 12 : costs.value;
    if (!(r > 0) || !(c > r)) return undefined;
    const growth = b.figures.find((f) => f.unit === 'percent' && (f.metric === 'growth' || /\bgrow\w*|\bgrowth\b|\bup\b|\bincreas\w*/.test(clauseOf(b, f))));
    if (growth && /\bhow (?:many|long)\b|\bwhen\b|\bmonths?\b/.test(asked)) {
      const g = growth.period === 'year' ? (1 + growth.value) ** (1 / 12) - 1 : growth.period === 'quarter' ? (1 + growth.value) ** (1 / 3) - 1 : growth.value;
      if (!(g > 0)) return undefined;
      const n = Math.log(c / r) / Math.log(1 + g);
      return make('breakEven', 'Break-even in', fmt.months(n), n, `ln(${fmt.money(c)} ÷ ${fmt.money(r)}) ÷ ln(1 + ${fmt.percent(g)}), costs held flat`, 'if revenue keeps growing at that rate and costs do not move', 'hold costs flat until revenue crosses them', n <= 12 ? 'good' : 'watch');
    }
    if (growth) return undefined;
    const need = c / r - 1;
    return make('breakEven', 'Revenue increase to break even', fmt.percent(need), need, `${fmt.money(c)} costs ÷ ${fmt.money(r)} revenue − 1`, `to ${fmt.money(c)} a month, with costs where they are`, 'pair the revenue plan with a cost cap so the target does not move', 'watch');
  },
};

/**
 * A rate said over one period and asked over another, where a quarter or a week is one of them (month ↔ year is
 * formulas.ts's): churn compounds as 1 − (1 − r)^k, growth as (1 + r)^k − 1, retention as r^k, with k the ratio
 * of the periods (a quarter is 3 months, a year 12, a week 12/52 of a month).
 */
const PERIOD_MONTHS: Record<string, number> = { week: 12 / 52, month: 1, quarter: 3, year: 12 };
const periodIn = (text: string): string | undefined => {
  const m = /\b(week|month|quarter|year)ly\b|\b(?:a|per|each|every|one|1|the)\s+(?:full\s+|whole\s+|single\s+)?(week|month|quarter|year)\b|\b(week|month|quarter|year)[- ](?:to|on|over)[- ]\3\b|\b(annual(?:ly)?|yoy|mom|qoq|wow)\b/.exec(text);
  if (!m) return undefined;
  return m[1] ?? m[2] ?? m[3] ?? ({ annual: 'year', annually: 'year', yoy: 'year', mom: 'month', qoq: 'quarter', wow: 'week' } as Record<string, string>)[m[4]!];
};

/** A period ratio as an exponent: 3, 1.5 or 1/3. */
const kk = (k: number) => (Number.isInteger(k) ? String(k) : k > 1 ? fmt.ratio(Math.round(k * 100) / 100) : `(1/${Math.round(1 / k)})`);

export const ratePeriod: ScenarioFormula = {
  topic: 'churn',
  needs: ['rate', 'periodSaid', 'periodAsked'],
  gives: 'rateOverAnotherPeriod',
  asks: /\bquarter(?:ly)?\b|\bweek(?:ly)?\b|\bqoq\b|\bwow\b|\bcompound\w*|\bequivalent\b|\bper (?:month|year)\b|\bmonthly\b|\bannual\w*|\byearly\b/,
  run: (b) => {
    const asked = askedOf(b.text).split('\n').at(-1)!;
    const rates = b.figures.filter((f) => f.unit === 'percent');
    if (rates.length !== 1) return undefined;
    const rate = rates[0]!;
    const own = clauseOf(b, rate);
    const said = rate.period ?? periodIn(own);
    const want = periodIn(asked.slice(asked.includes(rate.raw) ? asked.indexOf(rate.raw) + rate.raw.length : 0));
    if (!said || !want || said === want) return undefined;
    const k = PERIOD_MONTHS[want]! / PERIOD_MONTHS[said]!;
    // The kind the asked sentence names wins ("retention 94% a month: the annual churn?" asks the churn).
    const kindIn = (t: string) => (/\bchurn|\blos[et]|\bcancel|\bleave|\bleft\b/.test(t) ? 'churn' : /\bretention\b|\bretain|\bkeep|\bkept\b|\bhold on\b|\bstay|\bstick|\bremain/.test(t) ? 'retention' : /\bgrow|\bgrowth\b|\bup\b|\bincreas/.test(t) ? 'growth' : undefined);
    const saidKind = kindIn(own);
    const kind = kindIn(asked.replace(rate.raw, '')) ?? saidKind ?? kindIn(own + ' ' + asked);
    if (!kind) return undefined;
    // Months and years of a churn or a growth are the general formulas' (formulas.ts); a retention, or a week or quarter, are here.
    if (kind !== 'retention' && saidKind !== 'retention' && said !== 'quarter' && said !== 'week' && want !== 'quarter' && want !== 'week') return undefined;
    // A retention said, a churn asked (or the reverse): the rate as the share kept.
    const kept = saidKind === 'retention' ? rate.value : 1 - rate.value;
    if (saidKind === 'retention' || kind === 'retention') {
      const v = kind === 'churn' ? 1 - kept ** k : kept ** k;
      const basis = kind === 'churn' ? `1 − ${fmt.percent(kept)}^${kk(k)}` : `${saidKind === 'retention' ? fmt.percent(kept) : `(1 − ${fmt.percent(rate.value)})`}^${kk(k)}`;
      const word = { week: 'Weekly', month: 'Monthly', quarter: 'Quarterly', year: 'Annual' }[want]!;
      return make(kind === 'churn' ? 'churn' : 'retention', `${word} ${kind === 'churn' ? 'churn' : 'retention'}`, fmt.percent(v), v, basis, `compounded from the ${said}ly rate`, 'cut churn in the first months, where most of it happens', 'watch');
    }
    const word = { week: 'Weekly', month: 'Monthly', quarter: 'Quarterly', year: 'Annual' }[want]!;
    if (kind === 'churn') {
      const v = 1 - (1 - rate.value) ** k;
      return make('churn', `${word} churn`, fmt.percent(v), v, `1 − (1 − ${fmt.percent(rate.value)})^${kk(k)}`, `compounded from the ${said}ly rate`, 'track it by cohort each month', 'watch');
    }
    const v = (1 + rate.value) ** k - 1;
    return make('growthRate', `${word} growth`, fmt.percent(v), v, `(1 + ${fmt.percent(rate.value)})^${kk(k)} − 1`, `compounded from the ${said}ly rate`, 'plan on the monthly rate and check it each month', 'good');
  },
};

/* ---------- customers lost over a period ---------- */

/**
 * "Churn 3% a month on 800 customers: how many do we lose a quarter?": the count times the share lost over
 * the period asked, compounded from the rate's own period: N × (1 − (1 − c)^k).
 */
export const lostCount: ScenarioFormula = {
  topic: 'churn',
  needs: ['customers', 'churn'],
  gives: 'customersLost',
  asks: /\bhow many\b[^?]*\b(?:lose|lost|churn\w*|leave|cancel\w*|drop)\b|\bnumber of (?:customers|accounts|users|clients|subscribers) (?:lost|churned)\b/,
  run: (b) => {
    const asked = askedOf(b.text);
    // "how many are left / still there" asks what remains (the cohort formula's), not what is lost.
    if (/\bleft\b|\bremain|\bstill\b|\bretain|\bstay/.test(asked)) return undefined;
    const rates = b.figures.filter((f) => f.unit === 'percent');
    const counts = b.figures.filter((f) => f.unit === 'count' && f.value >= 2 && !monthIndex(b, f));
    if (rates.length !== 1 || counts.length !== 1) return undefined;
    const rate = rates[0]!;
    const own = clauseOf(b, rate);
    // A share kept ("retention 97%") loses the rest.
    const lost = /\bretention\b|\bretain|\bkeep|\bkept\b|\bstay/.test(own) && !/\bchurn|\blos[et]\b/.test(own) ? 1 - rate.value : rate.value;
    const said = rate.period ?? periodIn(own) ?? 'month';
    const want = periodIn(asked) ?? said;
    const k = PERIOD_MONTHS[want]! / PERIOD_MONTHS[said]!;
    const n = counts[0]!.value;
    const v = n * (1 - (1 - lost) ** k);
    const basis = k === 1 ? `${fmt.count(n)} × ${fmt.percent(lost)}` : `${fmt.count(n)} × (1 − (1 − ${fmt.percent(lost)})^${kk(k)})`;
    return make('churn', `Customers lost a ${want}`, fmt.count(Math.round(v * 10) / 10), v, basis, k === 1 ? `${fmt.percent(lost)} of ${fmt.count(n)}` : `compounded from the ${said}ly rate`, 'call the ones at risk before they go', 'watch');
  },
};

/* ---------- a share of a group counted before ---------- */

/** "300 activated, and 40% of activated are still active: how many?": a share said "of" a group counted before is a share of that count. */
export const shareOfGroup: ScenarioFormula = {
  topic: 'retention',
  needs: ['groupCount', 'shareOfGroup'],
  gives: 'count',
  asks: /\bhow many\b|\bnumber of\b/,
  run: (b) => {
    for (const p of b.figures.filter((f) => f.unit === 'percent')) {
      const group = /^\s*of\s+(?:the\s+|those\s+|them\s+|these\s+)?([a-z-]{4,})/.exec(b.text.slice(p.end, p.end + 30))?.[1];
      if (!group) continue;
      const stem = group.slice(0, 5);
      const base = b.figures.find((f) => f.unit === 'count' && f.start < p.start && !monthIndex(b, f) && /^\s*(?:were\s+|are\s+|got\s+|became\s+)?([a-z-]+)/.exec(b.text.slice(f.end, f.end + 24))?.[1]?.startsWith(stem));
      if (!base) continue;
      const v = base.value * p.value;
      return make('retention', 'Still there', fmt.count(Math.round(v * 10) / 10), v, `${fmt.count(base.value)} ${group} × ${fmt.percent(p.value)}`, `${fmt.percent(p.value)} of the ${fmt.count(base.value)}`, 'compare it with the cohort before to see the trend', 'watch');
    }
    return undefined;
  },
};

/** The formulas of this module, tried before the general ones (formulas.ts). */
export const SCENARIO_FORMULAS: ScenarioFormula[] = [contributionLines, lostCount, shareOfGroup, cohort, cohortSnapshot, priceVolume, hires, hireCost, breakEvenUnits, breakEvenGap, ratePeriod];
