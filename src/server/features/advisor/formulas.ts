/**
 * The standard SaaS and startup formulas beyond runway and unit economics (issue 30):
 * compound growth between two values, retention and cohorts, NRR and GRR, gross and
 * contribution margin, Rule of 40, magic number, DAU/MAU, break-even, price changes,
 * fully loaded hiring cost, option pools and SAFEs. Each reads its inputs as typed figures
 * from the one reader of quantities (platform/ai/offline/reader), by metric, from the
 * message and then the earlier ones it follows up; each answers only when its question is
 * asked and every input is there, and says which input is missing otherwise.
 */
import { clauseBounds, clauseBreaks, readFigures, type ReadChange, type ReadFigure } from '../../platform/ai/offline/reader/figures';
import type { Metric } from '../../platform/ai/offline/reader/lexicon';
import type { Finding } from './compute';
import * as fmt from './format';
import { SCENARIO_FORMULAS } from './scenarios';
import type { Question, Topic } from './question';

interface Bag {
  /** The message as read, lower case. */
  text: string;
  figures: ReadFigure[];
  changes: ReadChange[];
  /** Figures of the earlier messages a follow-up builds on, newest first. */
  earlier: ReadFigure[];
  /** The question reader's figures of the message, for what its sentence patterns label ("we have £1.4m", "lose 6% of customers a month"). */
  read: ReadFigure[];
  /** The rate the previous answer computed, for "what's that per year?" (a fraction, monthly). */
  prior?: ReadFigure;
}

function bagOf(q: Question, earlier: Question[]): Bag {
  const now = readFigures(q.text);
  return {
    text: now.text.toLowerCase(),
    figures: now.figures,
    changes: now.changes,
    earlier: earlier.flatMap((e) => readFigures(e.text).figures),
    // Positions unknown: these only give values, never text around them.
    read: q.figures.map((f) => ({ ...f, start: -1, end: -1, numEnd: -1 })),
  };
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The first figure measuring one of `metrics` (in the message, else earlier), with that unit when given. */
function get(b: Bag, metrics: Metric[], unit?: ReadFigure['unit'], withEarlier = true): ReadFigure | undefined {
  const ok = (f: ReadFigure) => f.metric !== undefined && metrics.includes(f.metric) && (!unit || f.unit === unit);
  return b.figures.find(ok) ?? b.read.find(ok) ?? (withEarlier ? b.earlier.find(ok) : undefined);
}

/** How long a cohort is followed: "after 12 months", "after a year", "in month 4" (4), or undefined. */
function horizonOf(b: Bag): { months: number; monthIndex: boolean } | undefined {
  // The last one said: "60% active in month 1 … how many in month 4?" follows the cohort to month 4.
  const inMonth = [...b.text.matchAll(/\b(?:in|by|at|after) month (\d+)\b/g)].at(-1);
  if (inMonth) return { months: Number(inMonth[1]), monthIndex: true };
  const span = b.figures.find((f) => f.unit === 'months' && f.metric !== 'runway');
  if (span) return { months: span.value, monthIndex: false };
  const year = /\b(?:after|in|over|within) (?:a|one|1) year\b/.exec(b.text);
  return year ? { months: 12, monthIndex: false } : undefined;
}

/** A monthly loss rate said as a churn or a share lost ("lose 6% of customers a month", "5% per month"). */
function monthlyLoss(b: Bag, exclude?: ReadFigure): number | undefined {
  const churn = get(b, ['churn'], 'percent', false);
  if (churn && churn !== exclude) return churn.period === 'year' ? 1 - (1 - churn.value) ** (1 / 12) : churn.value;
  const lost = b.figures.find((f) => f !== exclude && f.unit === 'percent' && (f.period === 'month' || /^\s*(?:of (?:the |our )?(?:remaining |ones |customers |users |them |accounts |subscribers )+)?(?:each|every|a|per) month/.test(b.text.slice(f.end, f.end + 50))) && /\blos[et]|losing|churn|cancel|leave|drop/.test(b.text.slice(Math.max(0, f.start - 40), f.end + 30)));
  return lost?.value;
}

const perMonth = (f: ReadFigure) => (f.period === 'year' ? f.value / 12 : f.period === 'quarter' ? f.value / 3 : f.period === 'week' ? (f.value * 52) / 12 : f.value);

/** A computed figure with its working, meaning, advice and tone: what every formula returns. */
export const finding = (topic: Topic, label: string, display: string, value: number, basis: string, meaning: string, advice: string, tone: Finding['tone'] = 'watch'): Finding => ({
  topic,
  label,
  display,
  value,
  basis,
  meaning,
  advice,
  tone,
});

export interface FormulaResult {
  findings: Finding[];
  missing: { topic: Topic; need: string }[];
}

type Formula = { topic: Topic; asks: RegExp; run: (b: Bag, q: Question) => Finding | { need: string } | undefined };

/* ---------- growth between two values ---------- */

/** How many periods a change spans: "in 3 months", "over 4 quarters", "from January to July", "last month … this month". */
function periodsOf(b: Bag, unitMonths: number): number | undefined {
  const span = b.figures.find((f) => f.unit === 'months' && !f.metric);
  if (span) return span.value / unitMonths;
  const named = [...b.text.matchAll(/\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/g)].map((m) => MONTHS.indexOf(m[1]!));
  if (named.length >= 2) return ((named[1]! - named[0]! + 12) % 12) / unitMonths;
  // "from Q1 to Q3": two quarterly steps.
  const quarters = [...b.text.matchAll(/\bq([1-4])\b/g)].map((m) => Number(m[1]));
  if (quarters.length >= 2 && quarters[1]! !== quarters[0]!) return (((quarters[1]! - quarters[0]! + 4) % 4) * 3) / unitMonths;
  if (/\blast (?:month|quarter|year)\b/.test(b.text) || /\b(?:mom|month over month|yoy|year over year|qoq|quarter over quarter)\b/.test(b.text)) return 1;
  return undefined;
}

/** The two values a growth is measured between: "from A to B", or "A last month, B this month", "A last year and B now". */
function twoValues(b: Bag): [ReadFigure, ReadFigure] | undefined {
  const c = b.changes[0];
  if (c) return [c.from, c.to];
  const amounts = b.figures.filter((f) => f.unit === 'money' || (f.unit === 'count' && f.metric !== 'headcount'));
  if (amounts.length < 2) return undefined;
  const [x, y] = amounts as [ReadFigure, ReadFigure];
  // "last year … now": the earlier value is the one its own clause says with "last"/"was"
  // ("MRR this month €66k, last month €60k": the clause of each amount, not the words of its neighbour).
  const breaks = clauseBreaks(b.text);
  const near = (f: ReadFigure) => {
    const [a, e] = clauseBounds(breaks, b.text.length, f.start, f.end);
    return b.text.slice(a, e);
  };
  const past = /\blast\b|\bwas\b|\bprevious|\bq1\b|\bago\b/;
  if (past.test(near(y)) && !past.test(near(x))) return [y, x];
  return [x, y];
}

const growthRate: Formula = {
  topic: 'growthRate',
  asks: /\bgrowth(?: rate)?\b|\bgrowing\b|\bcmgr\b|\bmom\b|\byoy\b|\bqoq\b|compound|per month, compounded|what'?s that per month/,
  run: (b) => {
    // "MRR doubled in 8 months", "grew 3x over two years": the multiple is the ratio.
    const multiple = /\b(?:(doubled|doubling|tripled|tripling|quadrupled)|(\d+(?:\.\d+)?)\s?(?:x|×|times)(?:'?d)?)\b/.exec(b.text);
    // "what growth do we need to reach $50k?": the growth needed, not the growth had.
    if (/\b(?:required|need(?:ed)?|must|have to|has to|got to)\b/.test(b.text)) return undefined;
    // "flat, no growth for a year": the growth is given (zero), not asked.
    if (/\b(?:no|zero) growth\b|\bnot growing\b/.test(b.text)) return undefined;
    const pair = twoValues(b);
    const ratioOf = pair ? pair[1].value / pair[0].value : multiple ? (multiple[1] ? (/^doubl/.test(multiple[1]) ? 2 : /^tripl/.test(multiple[1]) ? 3 : 4) : Number(multiple[2])) : undefined;
    if (!ratioOf || !(ratioOf > 0) || (pair && !(pair[0].value > 0 && pair[1].value > 0))) return undefined;
    const quarterly = /\bquarterly (?:growth|rate)|\bqoq\b|quarter[- ]over[- ]quarter|per quarter\b|a quarter\?/.test(b.text);
    const yearly = /\byoy\b|year[- ]over[- ]year|(?:annual|annualized|yearly|year-on-year) (?:growth|rate)|\bcagr\b|per (?:year|annum)\b|a year\?|growth (?:rate )?(?:per|a) year/.test(b.text);
    const weekly = !yearly && !quarterly && /\bweekly (?:growth|rate)|\bwow\b|week[- ]over[- ]week|per week\b|a week\?/.test(b.text);
    const unit = yearly ? 12 : quarterly ? 3 : weekly ? 12 / 52 : 1;
    const unitName = yearly ? 'year' : quarterly ? 'quarter' : weekly ? 'week' : 'month';
    const periods = periodsOf(b, unit) ?? (yearly ? 1 : undefined);
    const n = periods !== undefined ? Math.round(periods * 1000) / 1000 : undefined;
    if (!n || n <= 0) return { need: `how many ${unitName}s did the change take` };
    const rate = ratioOf ** (1 / n) - 1;
    const per = `a ${unitName}`;
    const span = pair
      ? `${pair[0].unit === 'money' ? fmt.money(pair[0].value) : fmt.count(pair[0].value)} to ${pair[1].unit === 'money' ? fmt.money(pair[1].value) : fmt.count(pair[1].value)}`
      : `${fmt.ratio(ratioOf)}×`;
    return finding(
      'growthRate',
      `Growth`,
      `${fmt.percent(rate)} ${per}`,
      rate,
      `${span} over ${fmt.count(n)} ${unitName}${n === 1 ? '' : 's'}, compounded: (${fmt.ratio(ratioOf)})^(1/${fmt.count(n)}) − 1`,
      rate >= 0.15 && !yearly && !weekly ? 'that is fast for SaaS' : 'compounding, not the straight-line average',
      'plan the next quarter on this rate and check it monthly',
      rate > 0 ? 'good' : 'bad',
    );
  },
};

/** A growth rate as a monthly rate: "5% a week" compounds to about 23.5% a month. */
function monthlyGrowth(f: ReadFigure): number {
  const g = f.value;
  return f.period === 'week' ? (1 + g) ** (52 / 12) - 1 : f.period === 'quarter' ? (1 + g) ** (1 / 3) - 1 : f.period === 'year' ? (1 + g) ** (1 / 12) - 1 : g;
}

/** The words before a goal: "reach $50k", "until we have 12,000", "becomes 30k". */
const TARGET_BEFORE = /\b(?:reach|reaching|hit|hitting|get to|getting to|cross|pass|becomes?|turns? into|grows? to|(?:drops?|falls?|shrinks?|declines?|sinks?|goes down|comes down) to|down to|(?:until|till|before|when) (?:we |it )?(?:have|are at|be at|get to)|until|till|(?:days?|weeks?|months?|quarters?|years?|long|time) (?:to|until|till|before))\s+(?:about\s+|around\s+)?(?:\$|€|£)?$/;

/**
 * How long compounding growth takes from where you are to a goal: "from €30k to €60k MRR
 * at 15% a month", "400 customers growing 8% monthly, when do we reach 1,000?", "triple MRR
 * from 30k", "10k MRR becomes 30k", or break-even: revenue growing into flat costs.
 * months = ln(goal ÷ now) ÷ ln(1 + monthly growth).
 */
const monthsToTarget: Formula = {
  topic: 'target',
  asks: /\bhow (?:many (?:months|weeks|quarters|years)|long)\b|\bwhen (?:will|do|would|can|could|should|might|does) (?:we|i|it|they|mrr|arr|revenue|the company)\b|\b(?:months?|time|weeks?) (?:to|until|till|before)\b|\bbreak[- ]?even\b/,
  run: (b) => {
    const near = (f: ReadFigure) => b.text.slice(Math.max(0, f.start - 30), Math.min(b.text.length, f.end + 25));
    const growth = b.figures.find((f) => f.unit === 'percent' && (f.metric === 'growth' || (!f.metric && /\bgrow|growth|\bmom\b|\bup\b|increas|compound|\+\s*$/.test(near(f)))));
    if (!growth) return linearToTarget(b);
    const g = monthlyGrowth(growth);
    // Shrinking (a negative rate) reaches a lower goal the same way: ln(goal ÷ start) ÷ ln(1 + g), both logs negative.
    if (!(g > -1) || g === 0) return undefined;
    const amounts = b.figures.filter((f) => (f.unit === 'money' || f.unit === 'count') && f.metric !== 'headcount' && f.metric !== 'cash');
    let start: ReadFigure | undefined;
    let goal: number | undefined;
    let goalText = '';
    let breakEven = false;
    const c = b.changes[0];
    const multiple = /\b(doubl(?:e|es|ed|ing)|tripl(?:e|es|ed|ing)|quadrupl(?:e|es|ed|ing)|(\d+(?:\.\d+)?)\s?x)\b/.exec(b.text);
    const revenue = get(b, ['mrr', 'revenue', 'arr'], 'money');
    const costs = get(b, ['costs', 'fixedCosts', 'grossBurn', 'otherCosts'], 'money');
    if (c && c.to.value > c.from.value) {
      start = c.from;
      goal = c.to.value;
    } else if (/\bbreak[- ]?even|profitab|cover (?:our |the |all )?costs/.test(b.text) && revenue && costs) {
      start = revenue;
      goal = costs.period === 'year' ? costs.value / 12 : costs.period === 'quarter' ? costs.value / 3 : costs.value;
      breakEven = true;
      goalText = `${fmt.money(goal)} costs`;
    } else if (multiple && amounts.length === 1) {
      start = amounts[0];
      goal = amounts[0]!.value * (multiple[2] ? Number(multiple[2]) : /^doubl/.test(multiple[1]!) ? 2 : /^tripl/.test(multiple[1]!) ? 3 : 4);
    } else if (amounts.length >= 2) {
      // The goal is the amount said after "reach", "hit", "until", "becomes"; the start is another amount of its kind.
      const target = amounts.findLast((f) => TARGET_BEFORE.test(b.text.slice(Math.max(0, f.start - 24), f.start)));
      // Where you are: said before the goal, or after it ("until we hit 10,000 if we have 2,500 now").
      const from = target && amounts.find((f) => f !== target && (f.unit === target.unit || f.unit === 'money' || target.unit === 'money'));
      if (target && from) {
        start = from;
        // "$1M ARR from $40k MRR": the goal in the start's terms (a year's revenue is twelve months').
        goal = target.metric === 'arr' && from.metric === 'mrr' ? target.value / 12 : target.metric === 'mrr' && from.metric === 'arr' ? target.value * 12 : target.value;
        if (goal !== target.value) goalText = `${fmt.money(target.value)} ${target.metric === 'arr' ? 'ARR' : 'MRR'}`;
      }
    }
    if (g < 0 && !start && amounts.length >= 2) {
      const target = amounts.findLast((f) => TARGET_BEFORE.test(b.text.slice(Math.max(0, f.start - 24), f.start)));
      const from = target && amounts.find((f) => f !== target && f.unit === target.unit && f.value > target.value);
      if (target && from) [start, goal] = [from, target.value];
    }
    if (!start || goal === undefined || !(start.value > 0) || !(g > 0 ? goal > start.value : goal > 0 && goal < start.value)) return undefined;
    const label = (v: number, f: ReadFigure) => (f.unit === 'money' ? fmt.money(v) : fmt.count(v));
    goalText ||= label(goal, start);
    const months = Math.log(goal / start.value) / Math.log(1 + g);
    const rate = `${fmt.percent(g)} a month`;
    if (g < 0) {
      const basis = `${label(start.value, start)} shrinking ${fmt.percent(-g)} a month: ln(${fmt.ratio(goal / start.value)}) ÷ ln(1 − ${fmt.percent(-g)})`;
      return finding('target', `Time to ${goalText}`, fmt.span(months, fmt.askedSpanUnit(b.text)), months, basis, 'if the decline holds', 'find what stops the decline before planning on it', 'bad');
    }
    return finding(
      'target',
      breakEven ? 'Break-even in' : `Time to ${goalText}`,
      fmt.span(months, fmt.askedSpanUnit(b.text)),
      months,
      `${label(start.value, start)} growing ${rate}: ln(${fmt.ratio(goal / start.value)}) ÷ ln(1 + ${fmt.percent(g)})`,
      months > 24 ? 'that is a long way at this pace' : months > 12 ? 'over a year at this pace' : 'within a year if growth holds',
      breakEven ? 'keep costs flat until then and check the gap each month' : months > 12 ? 'find what lifts the growth rate; a point more saves months' : 'track it monthly and plan hiring against it',
      months > 24 ? 'bad' : months > 12 ? 'watch' : 'good',
    );
  },
};

/**
 * "We're at 150 customers. If we add 20 a month, when do we hit 500?": a steady amount
 * added each period, from where you are (said now or before) to the goal: (goal − now) ÷ step.
 */
function linearToTarget(b: Bag): Finding | undefined {
  // The step's period, said right after it or after what it measures ("£5k of new MRR every month").
  const stepPeriod = (f: ReadFigure) => f.period ?? (/^\s*(?:of\s+)?(?:(?:net\s+)?new\s+)?(?:[a-z]+\s+){0,2}?(?:every|each|a|per)\s+(week|month|quarter|year)\b/.exec(b.text.slice(f.end, f.end + 40))?.[1] as ReadFigure['period']);
  const found = b.figures.find((f) => (f.unit === 'count' || f.unit === 'money') && stepPeriod(f) && /\b(?:add|adding|adds|gain|gaining|gains|win|winning|wins|sign|signing|signs|land|landing|grow by|growing by|grows by|get|getting|net)\s+(?:about\s+|around\s+|roughly\s+)?(?:another\s+|a (?:flat|steady|constant|fixed)\s+|an? (?:extra|additional)\s+)?$/.test(b.text.slice(Math.max(0, f.start - 30), f.start)));
  if (!found) return undefined;
  const step = { ...found, period: stepPeriod(found) };
  const same = (f: ReadFigure) => f !== found && f.unit === step.unit && !f.period && f.metric !== 'headcount' && f.metric !== 'cash';
  // Break-even: revenue adding a flat amount each month until it covers flat costs.
  const costs = /\bbreak[- ]?even|profitab|cover (?:our |the |all )?costs/.test(b.text) ? get(b, ['costs', 'fixedCosts', 'grossBurn', 'otherCosts'], 'money') : undefined;
  const revenue = costs ? get(b, ['mrr', 'revenue', 'arr'], 'money') : undefined;
  const goalFig = costs && revenue ? undefined : b.figures.findLast((f) => f !== found && f.unit === step.unit && TARGET_BEFORE.test(b.text.slice(Math.max(0, f.start - 24), f.start)));
  const goal = costs && revenue ? { value: perMonth(costs) } : goalFig;
  if (!goal) return undefined;
  const start = revenue ? { value: perMonth(revenue) } : (b.figures.find((f) => same(f) && f !== goalFig) ?? [...b.earlier].reverse().find((f) => same(f) && f !== goalFig));
  if (!start || !(goal.value > start.value) || !(step.value > 0)) return undefined;
  const periods = (goal.value - start.value) / step.value;
  const months = step.period === 'week' ? (periods * 12) / 52 : step.period === 'quarter' ? periods * 3 : step.period === 'year' ? periods * 12 : periods;
  const label = (v: number) => (step.unit === 'money' ? fmt.money(v) : fmt.count(v));
  return finding('target', costs && revenue ? 'Break-even in' : `Time to ${label(goal.value)}`, fmt.span(months, fmt.askedSpanUnit(b.text)), months, `(${label(goal.value)} − ${label(start.value)}) ÷ ${label(step.value)} a ${step.period}`, months > 24 ? 'that is a long way at this pace' : months > 12 ? 'over a year at this pace' : 'within a year at this pace', 'find what would add more each month: the date moves with it', months > 24 ? 'bad' : months > 12 ? 'watch' : 'good');
}

/** "what would MRR be in 6 more months at that rate?": the earlier growth carried forward. */
function projection(b: Bag, q: Question, earlierGrowth: number | undefined, base: ReadFigure | undefined, earlierText = ''): Finding | undefined {
  if (earlierGrowth === undefined || !base || !/\bat (?:that|this|the same) (?:rate|pace|growth)|\bif (?:it|that|growth) (?:holds|continues)|\bkeep(?:s)? growing\b/.test(b.text)) return undefined;
  // "in 6 months", or a named month after the last one said before ("… 45k in June" → "in September").
  const span = b.figures.find((f) => f.unit === 'months')?.value ?? monthsAfter(earlierText, b.text);
  if (!span) return undefined;
  const v = base.value * (1 + earlierGrowth) ** span;
  return finding('mrr', 'MRR then', fmt.money(v), v, `${fmt.money(base.value)} × (1 + ${fmt.percent(earlierGrowth)})^${fmt.count(span)}`, 'if the growth rate holds', 'track each month against this curve', 'good');
}

/** Months from the last month named in `before` to the month named in `now`. */
function monthsAfter(before: string, now: string): number | undefined {
  const names = (t: string) => [...t.toLowerCase().matchAll(/\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/g)].map((m) => MONTHS.indexOf(m[1]!));
  const from = names(before).at(-1);
  const to = names(now)[0];
  if (from === undefined || to === undefined) return undefined;
  return (to - from + 12) % 12 || undefined;
}

/* ---------- retention, NRR, GRR, cohorts ---------- */

const nrrGrr: Formula = {
  topic: 'nrr',
  asks: /\bnrr\b|\bgrr\b|\bndr\b|(?:net|gross) (?:revenue |dollar )?retention|revenue retention/,
  run: (b) => {
    const gross = /\bgrr\b|gross (?:revenue |dollar )?retention/.test(b.text);
    const start = b.changes[0]?.from ?? get(b, ['arr', 'mrr', 'revenue'], 'money');
    if (!start) return { need: 'the recurring revenue those customers started with' };
    // "today those same customers pay €1.8M": a change is the whole answer.
    const endOfChange = b.changes[0]?.to ?? b.figures.find((f) => f !== start && f.unit === 'money' && /\b(?:now|today|pay|it'?s|is|are|ended?|later)\b/.test(b.text.slice(Math.max(0, f.start - 30), f.start)));
    // "+6k expansion, -1k contraction": the sign says the direction, the word says the line.
    const sum = (m: Metric) => b.figures.filter((f) => f.metric === m && f.unit === 'money').reduce((t, f) => t + Math.abs(f.value), 0);
    // "80 customers at $500 each … 60 remain and pay $600 each": the cohort's revenue at both ends.
    const counts = b.figures.filter((f) => f.unit === 'count' && f.value >= 2);
    const each = (f: ReadFigure | undefined) => f && (f.each || /^\s*(?:mrr |a month |\/mo(?:nth)? )?(?:each|per (?:customer|account|user)|on average)/.test(b.text.slice(f.numEnd, f.numEnd + 25)));
    if (counts.length >= 2 && endOfChange && endOfChange !== start && each(start) && each(endOfChange)) {
      const [c0, c1] = counts as [ReadFigure, ReadFigure];
      const r = (c1.value * endOfChange.value) / (c0.value * start.value);
      return finding(gross ? 'grr' : 'nrr', gross ? 'Gross revenue retention' : 'Net revenue retention', fmt.percent(gross ? Math.min(r, 1) : r), r, `(${fmt.count(c1.value)} × ${fmt.money(endOfChange.value)}) ÷ (${fmt.count(c0.value)} × ${fmt.money(start.value)})`, r >= 1 ? 'above 100%: the cohort grows without new customers' : 'under 100%: the cohort shrinks', r >= 1 ? 'make expansion a named goal with an owner' : 'find the top reason for cancellations and fix it first', r >= 1 ? 'good' : 'watch');
    }
    const expansion = sum('expansion');
    const contraction = sum('contraction');
    const churned = sum('churnedRevenue');
    let end: number;
    let basis: string;
    if (endOfChange && !expansion && !contraction && !churned) {
      end = gross ? Math.min(endOfChange.value, start.value) : endOfChange.value;
      basis = `${endOfChange.raw} ÷ ${start.raw}`;
    } else {
      if (!expansion && !contraction && !churned) return { need: 'the revenue churned, downgraded and expanded over the period' };
      end = start.value - contraction - churned + (gross ? 0 : expansion);
      basis = `(${fmt.money(start.value)}${gross ? '' : ` + ${fmt.money(expansion)} expansion`} − ${fmt.money(contraction)} contraction − ${fmt.money(churned)} churn) ÷ ${fmt.money(start.value)}`;
    }
    const r = end / start.value;
    return finding(
      gross ? 'grr' : 'nrr',
      gross ? 'Gross revenue retention' : 'Net revenue retention',
      fmt.percent(r),
      r,
      basis,
      gross ? (r >= 0.9 ? 'healthy: 90% or more is good for B2B' : 'below the 90% good B2B companies keep') : r >= 1 ? 'above 100%: the base grows without new customers' : 'under 100%: the base shrinks without new sales',
      gross ? 'find the top reason for cancellations and fix it first' : 'make expansion a named goal with an owner',
      r >= (gross ? 0.9 : 1) ? 'good' : 'watch',
    );
  },
};

const retention: Formula = {
  topic: 'retention',
  asks: /\bretention\b|still (?:with us|customers|active|around)|(?:are )?left after|\bremain\b|\bretain(?:ed)?\b|(?:how many|what percent|what share|what fraction)[^?]*(?:left|active|remain|after)|\bcohort\b/,
  run: (b) => {
    const keepPct = b.figures.find((f) => f.unit === 'percent' && /^\s*(?:of (?:our |the )?(?:customers|users|accounts)\s*)?(?:each|every|a|per) month|^\s*of (?:the |those (?:active |left )?)?(?:previous|prior|last) month(?:'s)?\b|^\s*of the month before\b/.test(b.text.slice(f.end, f.end + 40)) && /\bkeep|retain/.test(b.text.slice(Math.max(0, f.start - 20), f.start)));
    // A first month unlike the rest: "loses 20% in the first month, then 5% a month", "60% active in month 1".
    const firstFig = b.figures.find((f) => f.unit === 'percent' && /^[^.;?]{0,30}\b(?:(?:in|during|after) the first month|(?:in|by|after) month (?:1|one)\b)/.test(b.text.slice(f.end, f.end + 45)));
    const firstKept = firstFig && /\b(?:active|retained|kept|stay(?:ed)?|remain(?:ed)?|still)\b/.test(b.text.slice(Math.max(0, firstFig.start - 20), firstFig.end + 30)) && !/\blos[et]|losing|churn|cancel/.test(b.text.slice(Math.max(0, firstFig.start - 20), firstFig.start)) ? firstFig.value : firstFig ? 1 - firstFig.value : undefined;
    const loss = monthlyLoss(b, firstFig);
    const monthly = keepPct?.value ?? (loss !== undefined ? 1 - loss : undefined);
    const span = horizonOf(b);
    const horizon = span && { value: span.months };
    const cohort = b.figures.find((f) => f.unit === 'count' && f.value >= 2);
    const mrrEach = b.figures.find((f) => f.unit === 'money' && (f.metric === 'price' || f.metric === 'arpu' || f.period === 'month' || /each|per/.test(b.text.slice(f.end, f.end + 12))));
    // Logo retention over a period: "250 at the start, 205 of those still customers".
    const counts = b.figures.filter((f) => f.unit === 'count');
    // "800 at the start, 120 churned, 200 new": the lost ones come off the start; new ones do not count.
    const lostC = counts.find((f) => f !== counts[0] && f.value < counts[0]!.value && (f.metric === 'lostCustomers' || /^\s*(?:of them\s+|customers\s+)?(?:churned|cancell?ed|left|lost|quit|did not renew|didn't renew)\b/.test(b.text.slice(f.end, f.end + 25)) || /\b(?:lost|churned)\s+$/.test(b.text.slice(Math.max(0, f.start - 10), f.start))));
    if (monthly === undefined && lostC && counts[0] !== lostC) {
      const r = (counts[0]!.value - lostC.value) / counts[0]!.value;
      return finding('retention', 'Logo retention', fmt.percent(r), r, `(${fmt.count(counts[0]!.value)} − ${fmt.count(lostC.value)} lost) ÷ ${fmt.count(counts[0]!.value)}, new customers not counted`, r >= 0.9 ? 'strong' : 'a leak worth fixing', 'talk to the customers who left about why', r >= 0.9 ? 'good' : 'watch');
    }
    if (monthly === undefined && counts.length >= 2 && counts[1]!.value < counts[0]!.value) {
      const r = counts[1]!.value / counts[0]!.value;
      // "500 in January, 350 still active in June: average monthly retention?": compounded over the months between.
      const steps = /\bcompound|\baverage monthly|\bmonthly (?:retention|rate)|\bper month\b|\ba month\b/.test(b.text) ? periodsOf(b, 1) : undefined;
      if (steps && steps > 1) {
        const m = r ** (1 / steps);
        return finding('retention', 'Monthly retention', fmt.percent(m), m, `(${fmt.count(counts[1]!.value)} ÷ ${fmt.count(counts[0]!.value)})^(1/${fmt.count(steps)})`, `compounded over ${fmt.count(steps)} months`, 'talk to the customers who left about why', m >= 0.97 ? 'good' : 'watch');
      }
      return finding('retention', 'Logo retention', fmt.percent(r), r, `${fmt.count(counts[1]!.value)} ÷ ${fmt.count(counts[0]!.value)} customers`, r >= 0.9 ? 'strong' : 'a leak worth fixing', 'talk to the customers who left about why', r >= 0.9 ? 'good' : 'watch');
    }
    // Revenue retention in a month: "started with 80k MRR, 4k churned".
    const start = get(b, ['mrr', 'arr', 'revenue'], 'money', false);
    const lost = b.figures.find((f) => f.metric === 'churnedRevenue');
    if (monthly === undefined && start && lost) {
      const r = (start.value - lost.value) / start.value;
      return finding('retention', 'Revenue retention', fmt.percent(r), r, `(${start.raw} − ${lost.raw}) ÷ ${start.raw}`, r >= 0.97 ? 'healthy for a month' : 'a monthly leak worth fixing', 'find the top reason for cancellations', r >= 0.97 ? 'good' : 'watch');
    }
    // "cohort MRR $20k with 102% net revenue retention a month": the cohort's revenue compounds at it.
    const nrr = get(b, ['nrr', 'grr'], 'percent', false);
    if (monthly === undefined && nrr && horizon && start && (nrr.period === 'month' || /^\s*(?:a|per|each|every) month|^\s*monthly/.test(b.text.slice(nrr.end, nrr.end + 20)))) {
      const v = start.value * nrr.value ** horizon.value;
      return finding('cohort', 'Cohort MRR', fmt.money(v), v, `${start.raw} × ${fmt.percent(nrr.value)}^${fmt.count(horizon.value)}`, `after ${fmt.count(horizon.value)} months`, nrr.value >= 1 ? 'keep expansion owned: it carries the cohort' : 'find why the cohort shrinks and fix the top reason', nrr.value >= 1 ? 'good' : 'watch');
    }
    if (monthly === undefined) return undefined;
    if (!horizon) {
      const r = monthly;
      return finding('retention', 'Monthly retention', fmt.percent(r), r, `1 − ${fmt.percent(1 - r)} monthly churn`, 'the share of customers kept each month', 'track it by cohort', r >= 0.97 ? 'good' : 'watch');
    }
    const steps = firstKept !== undefined ? Math.max(0, horizon.value - 1) : horizon.value;
    const kept = (firstKept ?? 1) * monthly ** steps;
    const n = fmt.count(horizon.value);
    const first = firstKept !== undefined ? ` × ${fmt.percent(firstKept)} after month 1` : '';
    // Cohort revenue after the horizon, or customers left, or the share.
    if (cohort && mrrEach && /\bmrr|revenue|how much\b/.test(b.text)) {
      const v = cohort.value * perMonth(mrrEach) * kept;
      return finding('cohort', 'Cohort MRR', fmt.money(v), v, `${fmt.count(cohort.value)} × ${fmt.money(perMonth(mrrEach))}${first} × ${fmt.percent(monthly)}^${fmt.count(steps)}`, `after ${n} months`, 'add expansion revenue to offset the decay', 'watch');
    }
    if (cohort && /\bhow many\b/.test(b.text)) {
      const v = cohort.value * kept;
      return finding('cohort', 'Customers left', fmt.count(Math.round(v * 10) / 10), v, `${fmt.count(cohort.value)}${first} × ${fmt.percent(monthly)}^${fmt.count(steps)}`, `after ${n} months`, 'cut early churn: most of the loss is in the first months', 'watch');
    }
    return finding('retention', `Retention after ${n} months`, fmt.percent(kept), kept, `${first ? `${first.slice(3)}, then ` : ''}${fmt.percent(monthly)} kept a month, ^${fmt.count(steps)}`, 'the share of a cohort still with you', 'cut churn in the first months, where most of it happens', kept >= 0.7 ? 'good' : 'watch');
  },
};

/* ---------- margins, Rule of 40, magic number, stickiness ---------- */

const margins: Formula = {
  topic: 'grossMargin',
  asks: /\bgross margin|contribution margin|\bmargin\b|\bgm\b|\bcm\b/,
  run: (b) => {
    // "ignore margin": the margin is not the question.
    if (/\b(?:ignor\w*|without|excluding|no) (?:the )?(?:gross )?margins?\b/.test(b.text)) return undefined;
    const contribution = /contribution margin|\bcm\b/.test(b.text);
    // Per unit ("per ride: driver payout $13.50, insurance $0.90") every cost varies with the sale; for
    // the company, rent and salaries are fixed and stay out of a contribution margin.
    const perUnit = /\bper (?:ride|order|unit|sale|trip|delivery|box|item|transaction|booking|shipment|meal|visit)\b/.test(b.text);
    const costMetrics: Metric[] = contribution ? (perUnit ? ['variableCost', 'cogs', 'costs', 'otherCosts', 'costPerPerson'] : ['variableCost', 'cogs']) : ['cogs', 'variableCost', 'costs', 'otherCosts'];
    // The price: a revenue or price figure, else the first amount that is no cost ("each order is $60").
    const price = get(b, ['price', 'arpu', 'revenue', 'mrr', 'arr'], 'money') ?? b.figures.find((f) => f.unit === 'money' && !(f.metric && costMetrics.includes(f.metric)));
    if (!price) return { need: 'your revenue (or the price per unit)' };
    const inMessage = b.figures.filter((f) => f !== price && f.unit === 'money' && f.metric && costMetrics.includes(f.metric));
    const unlabelled = b.figures.filter((f) => f !== price && f.unit === 'money' && !f.metric);
    // "costs us $9 in infrastructure and $3 in support": the lines no word labelled add to the ones it did.
    const costs = inMessage.length || unlabelled.length ? [...inMessage, ...unlabelled] : b.earlier.filter((f) => f.unit === 'money' && f.metric && costMetrics.includes(f.metric)).slice(0, 1);
    // "payment fee 2% of order value": a cost said as a share of the price.
    const shareCosts = b.figures.filter((f) => f.unit === 'percent' && /^\s*of (?:the )?(?:order value|order|price|fare|sale|sales|revenue|gmv|basket|ticket|transaction|booking|each (?:order|sale))\b/.test(b.text.slice(f.end, f.end + 30)));
    if (!costs.length && !shareCosts.length) return { need: contribution ? 'your variable costs' : 'your cost of revenue (COGS)' };
    const cost = costs.reduce((t, f) => t + f.value, 0) + shareCosts.reduce((t, f) => t + f.value * price.value, 0);
    if (cost > price.value) return undefined;
    const m = (price.value - cost) / price.value;
    const askedText = b.text.split(/(?<=[.?!])\s+/).reverse().find((x) => x.includes('?')) ?? b.text;
    // "per order in rupees?" asks an amount; "contribution margin %" a share.
    const dollars = contribution && /\bin (?:dollars|euros?|pounds|rupees|francs|yen|money|cash)\b|\bper (?:order|unit|sale|ride|trip|delivery|box|item)\b|\$ per|how much per/.test(askedText) && !/(?:margin|\bcm)\s*(?:%|in %|as a %|percent)|%\s*(?:\?\s*)?$/.test(askedText);
    if (dollars) {
      const v = price.value - cost;
      return finding('contributionMargin', 'Contribution margin', fmt.money(v), v, `${price.raw} − ${fmt.money(cost)} variable costs`, 'what each sale leaves to pay fixed costs', 'raise the price or cut the largest variable cost', v > 0 ? 'good' : 'bad');
    }
    return finding(
      contribution ? 'contributionMargin' : 'grossMargin',
      contribution ? 'Contribution margin' : 'Gross margin',
      fmt.percent(m),
      m,
      `(${fmt.money(price.value)} − ${fmt.money(cost)}) ÷ ${fmt.money(price.value)}`,
      m >= 0.7 ? 'software-grade' : m >= 0.5 ? 'fine, below software-grade 70%+' : 'thin: growth will need a lot of capital',
      'look at the largest cost line first',
      m >= 0.7 ? 'good' : 'watch',
    );
  },
};

const ruleOf40: Formula = {
  topic: 'ruleOf40',
  asks: /rule[- ]of[- ]40/,
  run: (b) => {
    const margin = get(b, ['profitMargin', 'grossMargin'], 'percent');
    const growth = b.figures.find((f) => f.unit === 'percent' && f !== margin && f.metric !== 'profitMargin' && !/^\s*(?:ebitda|profit|operating|fcf|free cash flow|net) margin/.test(b.text.slice(f.end, f.end + 25)));
    let growthValue = growth?.value;
    let basis = growth ? `${fmt.percent(growth.value)} growth` : '';
    // "revenue 8M last year -> 10M this year": the growth between two revenues.
    const pair: [ReadFigure, ReadFigure] | undefined = b.changes[0] ? [b.changes[0].from, b.changes[0].to] : (() => {
      const two = twoValues({ ...b, figures: b.figures.filter((f) => f.unit === 'money') });
      return two && two[0].unit === 'money' ? two : undefined;
    })();
    if (growthValue === undefined && pair && pair[0].value > 0) {
      growthValue = pair[1].value / pair[0].value - 1;
      basis = `${fmt.percent(growthValue)} growth (${pair[0].raw} to ${pair[1].raw})`;
    }
    if (growthValue === undefined) return { need: 'your annual revenue growth' };
    // "EBITDA this year 0.9M": a profit amount over this year's revenue is the margin.
    const profit = margin ? undefined : get(b, ['profit'], 'money');
    const revenueNow = pair?.[1] ?? get(b, ['revenue', 'arr'], 'money');
    const marginValue = margin?.value ?? (profit && revenueNow && revenueNow.value > 0 ? profit.value / revenueNow.value : undefined);
    if (marginValue === undefined) return { need: 'your profit (EBITDA or free cash flow) margin' };
    const marginBasis = margin ? `${fmt.percent(marginValue)} margin` : `${fmt.percent(marginValue)} margin (${profit!.raw} ÷ ${revenueNow!.raw})`;
    const score = growthValue + marginValue;
    return finding('ruleOf40', 'Rule of 40', fmt.count(Math.round(score * 1000) / 10), score * 100, `${basis} + ${marginBasis}`, score >= 0.4 ? 'at or above 40: healthy' : 'below 40', score >= 0.4 ? 'keep the balance as you scale' : 'improve margin or growth, whichever is cheaper', score >= 0.4 ? 'good' : 'watch');
  },
};

const magicNumber: Formula = {
  topic: 'magicNumber',
  asks: /magic number/,
  run: (b) => {
    const spend = get(b, ['spend', 'costs'], 'money');
    const added = get(b, ['netNewArr'], 'money');
    let basis = '';
    let newArr = added?.value;
    if (added) basis = `${added.raw} new ARR`;
    if (newArr === undefined) {
      const pair = b.changes[0] ? [b.changes[0].from, b.changes[0].to] : b.figures.filter((f) => f.unit === 'money' && f !== spend && f.metric !== 'spend');
      if (pair.length >= 2) {
        // The change annualised: an MRR change twelve times, an ARR change as it is, a quarter's revenue four times.
        const metric = b.changes[0]?.metric ?? pair[0]!.metric;
        const times = metric === 'mrr' ? 12 : metric === 'arr' ? 1 : 4;
        newArr = (pair[1]!.value - pair[0]!.value) * times;
        basis = times === 1 ? `(${pair[1]!.raw} − ${pair[0]!.raw}) ARR` : `(${pair[1]!.raw} − ${pair[0]!.raw}) × ${times}`;
      }
    }
    if (newArr === undefined) return { need: 'the revenue added last quarter' };
    if (!spend) return { need: "the previous quarter's sales and marketing spend" };
    const v = newArr / spend.value;
    return finding('magicNumber', 'Magic number', fmt.ratio(v), v, `${basis} ÷ ${spend.raw} S&M`, v >= 0.75 ? 'efficient: above 0.75, invest more in sales' : 'below 0.75: fix the funnel before spending more', v >= 0.75 ? 'put more money into the channels that produced it' : 'find which channel pays back and cut the rest', v >= 0.75 ? 'good' : 'watch');
  },
};

const stickiness: Formula = {
  topic: 'stickiness',
  asks: /dau ?\/ ?mau|stickiness|sticky|daily actives?|\bdau\b|^\W*(?:and )?(?:the |what'?s the |what is the )?ratio\b/,
  run: (b) => {
    const dau = get(b, ['dau'], 'count');
    // "…monthly actives and 36k daily actives. ratio?": a bare ratio asks this one only when both counts were said.
    if (!/dau|mau|stick|daily/.test(b.text.split(/(?<=[.?!])\s+/).reverse().find((x) => x.includes('?')) ?? b.text) && (!dau || !get(b, ['mau'], 'count'))) return undefined;
    // "7k people use it every day and 35k every month": the larger count said per month is the MAU.
    const mau = get(b, ['mau'], 'count') ?? (dau ? b.figures.find((f) => f !== dau && f.value > dau.value && (f.unit === 'count' || (f.unit === 'money' && !/^-?[$€£]/.test(f.raw))) && (f.period === 'month' || /^\s*(?:each|every|a|per) month|^\s*monthly/.test(b.text.slice(f.numEnd, f.numEnd + 20)))) : undefined);
    if (!dau) return { need: 'your daily active users' };
    if (!mau) return { need: 'your monthly active users' };
    const r = dau.value / mau.value;
    return finding('stickiness', 'DAU/MAU', fmt.percent(r), r, `${fmt.count(dau.value)} ÷ ${fmt.count(mau.value)}`, r >= 0.2 ? 'sticky: 20% or more is good for most apps' : 'low: most users do not come back daily', 'find what the daily users do and lead new users to it', r >= 0.2 ? 'good' : 'watch');
  },
};

/* ---------- break-even ---------- */

const breakEven: Formula = {
  topic: 'breakEven',
  asks: /break[- ]?even|\bcover\b[^.?!]{0,40}\b(?:costs|expenses|overheads?|opex|burn)\b/,
  run: (b) => {
    const fixed = get(b, ['fixedCosts', 'costs'], 'money');
    const margin = get(b, ['grossMargin', 'contributionMargin'], 'percent');
    // "contribution per customer $300/mo": what each customer leaves after variable costs.
    const unitContribution = get(b, ['contributionMargin'], 'money');
    const asked = b.text.split(/(?<=[.?!])\s+/).reverse().find((x) => x.includes('?')) ?? b.text;
    const perYear = /\b(?:per year|a year|annual(?:ly)?|yearly|per annum)\b/.test(asked);
    const price = get(b, ['price', 'arpu'], 'money') ?? b.figures.find((f) => f.unit === 'money' && f !== fixed && /^\s*(?:per|each|a|\/)\s*(?:unit|customer|box|order)|^\s*\/month/.test(b.text.slice(f.numEnd, f.numEnd + 14)));
    const variable = get(b, ['variableCost'], 'money');
    if (!fixed) return undefined;
    const fixedMonthly = perMonth(fixed);
    if (unitContribution && unitContribution.value > 0) {
      const n = fixedMonthly / perMonth(unitContribution);
      return finding('breakEven', 'Break-even', `${fmt.count(Math.ceil(n))} customers`, n, `${fmt.money(fixedMonthly)} ÷ ${fmt.money(perMonth(unitContribution))} contribution each a month`, 'customers needed to cover fixed costs', 'count how many you add each month to date it', 'watch');
    }
    // Per unit: price − variable cost.
    if (price && variable && price !== variable) {
      const units = fixedMonthly / (price.value - variable.value);
      return finding('breakEven', 'Break-even', `${fmt.count(Math.ceil(units))} units a month`, units, `${fmt.money(fixedMonthly)} ÷ (${price.raw} − ${variable.raw})`, 'each unit past that is profit', 'price for the contribution, not the cost', 'watch');
    }
    if (price && margin && /how many|customers|clients|units|users|accounts|subscribers|seats|logos|orders/.test(b.text)) {
      const n = fixedMonthly / (perMonth(price) * margin.value);
      return finding('breakEven', 'Break-even', `${fmt.count(Math.ceil(n))} customers`, n, `${fmt.money(fixedMonthly)} ÷ (${fmt.money(perMonth(price))} × ${fmt.percent(margin.value)})`, 'customers needed to cover fixed costs', 'count how many you add each month to date it', 'watch');
    }
    if (margin) {
      const r = fixedMonthly / margin.value;
      const kind = margin.metric === 'contributionMargin' ? 'contribution margin' : 'gross margin';
      if (perYear) return finding('breakEven', 'Break-even revenue', `${fmt.money(r * 12)} a year`, r * 12, `${fmt.money(fixedMonthly * 12)} a year ÷ ${fmt.percent(margin.value)} ${kind}`, 'the yearly revenue that covers fixed costs', 'track the gap to it each month', 'watch');
      return finding('breakEven', 'Break-even revenue', `${fmt.money(r)} a month`, r, `${fmt.money(fixedMonthly)} ÷ ${fmt.percent(margin.value)} ${kind}`, 'the monthly revenue that covers fixed costs', 'track the gap to it each month', 'watch');
    }
    return undefined;
  },
};

/* ---------- pricing, hiring, equity ---------- */

const priceChange: Formula = {
  topic: 'priceChange',
  asks: /\bprice|pricing|prices\b|new (?:mrr|arr)|same (?:mrr|arr)|change in (?:mrr|arr|revenue)|less (?:mrr|arr|revenue)|(?:could|can|may) we (?:afford to )?lose|(?:keep|hold) (?:mrr|revenue)|(?:mrr|revenue) flat|(?:extra|additional|more|much) mrr|mrr change|(?:does|would|will) mrr (?:change|move|go)/,
  run: (b, q) => {
    // A what-if on the figures said before ("and if we raise prices by 20%?") prices the customers said then.
    const back = q.refersBack;
    if (!back && !/\bpric|\bcharg|\bplan\b|per (?:month|seat|user)|\ba month\b|\/mo/.test(b.text)) return undefined;
    const customers = get(b, ['customers', 'newCustomers'], 'count', false) ?? (back ? get(b, ['customers', 'newCustomers'], 'count') : undefined);
    const mrr = get(b, ['mrr', 'revenue', 'arr'], 'money', false);
    const rev = mrr?.metric === 'arr' ? 'ARR' : 'MRR';
    const perPeriod = rev === 'ARR' ? ' a year' : ' a month';
    const said = b.figures.filter((f) => f.unit === 'money' && f !== mrr);
    const moneys = said.length || !back ? said : b.earlier.filter((f) => f.unit === 'money' && (!f.metric || f.metric === 'price' || f.metric === 'arpu'));
    const pcts = b.figures.filter((f) => f.unit === 'percent');
    // The share lost: "5% of them leave", "lose 5% of customers".
    const lose =
      pcts.find((f) => /^\s*(?:of (?:them|our customers|customers|users|accounts|subscribers)\s+)?(?:(?:will|would|might|could|may)\s+)?(?:to\s+)?(?:leave|churn|cancel)/.test(b.text.slice(f.end, f.end + 40))) ??
      pcts.find((f) => /\b(?:lose|losing|leave|churn)\s+(?:about\s+)?$/.test(b.text.slice(Math.max(0, f.start - 20), f.start)));
    const rise = pcts.find((f) => f !== lose);
    const oldPrice = b.changes[0]?.from ?? moneys[0] ?? (mrr && customers ? { value: mrr.value / customers.value, raw: fmt.money(mrr.value / customers.value) } : undefined);
    const newPrice = b.changes[0]?.to ?? (moneys[1] && moneys[1] !== oldPrice ? moneys[1] : rise && oldPrice ? { value: oldPrice.value * (1 + (/\bcut|lower|drop|reduce/.test(b.text) ? -rise.value : rise.value)), raw: '' } : undefined);
    // "a 10% price increase on 120k MRR, losing 4% of customers": the MRR moves by the price and the share kept.
    if (!customers && mrr && rise && !b.changes[0] && moneys.length === 0) {
      const up = /\bcut|lower|drop|reduc|decreas/.test(b.text) ? -rise.value : rise.value;
      const after = mrr.value * (1 + up) * (1 - (lose?.value ?? 0));
      const d = after - mrr.value;
      const basis = `${fmt.money(mrr.value)} × ${fmt.ratio(1 + up)}${lose ? ` × ${fmt.percent(1 - lose.value)} kept` : ''}`;
      if (/\bhow much|change|difference|gain|extra|more\b/.test(b.text) && !/\bnew (?:mrr|arr)\b/.test(b.text)) return finding('priceChange', `${rev} change`, `${d >= 0 ? '+' : '−'}${fmt.money(Math.abs(d))}${perPeriod}`, d, `${basis} − ${fmt.money(mrr.value)}`, d >= 0 ? 'the increase outweighs the churn' : 'the churn outweighs the increase', 'grandfather existing customers for a few months', d >= 0 ? 'good' : 'bad');
      return finding('priceChange', `New ${rev}`, fmt.money(after), after, basis, `from ${fmt.money(mrr.value)} now`, 'watch churn for a month after the change', after >= mrr.value ? 'good' : 'watch');
    }
    // "price goes from $40 to $50: what share could we lose before MRR falls?": 1 − old ÷ new.
    if (oldPrice && newPrice && newPrice.value > oldPrice.value && /\b(?:could|can|may|afford to) (?:we )?(?:afford to )?lose\b|\bbefore (?:we (?:make|earn|have) )?less (?:mrr|arr|revenue)|break[- ]?even (?:churn|loss)/.test(b.text)) {
      const v = 1 - oldPrice.value / newPrice.value;
      return finding('priceChange', 'Customers you can lose', fmt.percent(v), v, `1 − ${fmt.money(oldPrice.value)} ÷ ${fmt.money(newPrice.value)}`, 'past that share, the higher price brings in less than today', 'watch cancellations for a month after the change', 'watch');
    }
    if (!customers || !oldPrice || !newPrice) return undefined;
    const before = customers.value * oldPrice.value;
    // "how many customers to keep the same MRR": more than today, or in total when asked so.
    if (/same (?:mrr|revenue)|(?:keep|hold) (?:mrr|revenue)|(?:mrr|revenue) flat/.test(b.text)) {
      const total = before / newPrice.value;
      // "how many customers do we need" is the total; "how many more" the gap.
      if (/\bin total|total number|how many customers (?:in total|overall)|\btotal\b/.test(b.text) || !/\bhow many (?:more|additional|extra|new)\b|\bmore customers\b/.test(b.text)) {
        return finding('priceChange', 'Customers needed', `${fmt.count(Math.round(total * 10) / 10)} in total`, total, `${fmt.money(before)} ÷ ${fmt.money(newPrice.value)}`, `${fmt.count(Math.round((total - customers.value) * 10) / 10)} more than today, to keep MRR flat`, 'test the cut on new customers only first', 'watch');
      }
      const more = total - customers.value;
      return finding('priceChange', 'Customers needed', `${fmt.count(Math.round(more * 10) / 10)} more`, more, `${fmt.money(before)} ÷ ${fmt.money(newPrice.value)} − ${fmt.count(customers.value)}`, 'to keep MRR flat at the lower price', 'test the cut on new customers only first', 'watch');
    }
    const kept = customers.value * (1 - (lose?.value ?? 0));
    const after = kept * newPrice.value;
    if (/\bby how much|change\b|difference|gain|lose|extra|additional|more mrr/.test(b.text) && /how much|change|extra|additional/.test(b.text) && !/\bnew mrr\b/.test(b.text)) {
      const d = after - before;
      return finding('priceChange', 'MRR change', `${d >= 0 ? '+' : '−'}${fmt.money(Math.abs(d))} a month`, d, `${fmt.count(kept)} × ${fmt.money(newPrice.value)} − ${fmt.count(customers.value)} × ${fmt.money(oldPrice.value)}`, d >= 0 ? 'the increase outweighs the churn' : 'the churn outweighs the increase', 'grandfather existing customers for a few months', d >= 0 ? 'good' : 'bad');
    }
    return finding('priceChange', 'New MRR', fmt.money(after), after, `${fmt.count(kept)} customers × ${fmt.money(newPrice.value)}`, `from ${fmt.money(before)} now`, 'watch churn for a month after the change', after >= before ? 'good' : 'watch');
  },
};

/** "$150k salary + 25% benefits", "200k base + 50k bonus, 20% load": a fully loaded yearly cost per person. */
function loadedCost(b: Bag): { yearly: number; basis: string; people: number } | undefined {
  const notPay: (Metric | undefined)[] = ['cash', 'burn', 'netBurn', 'grossBurn', 'revenue', 'mrr', 'arr', 'round', 'preMoney', 'postMoney', 'valuation'];
  // "salary SEK 50k per month": a monthly amount is pay when a pay word is said beside it.
  const payWord = (f: ReadFigure) => /\bsalar|\bwages?\b|\bgross pay\b|\bbase pay\b/.test(b.text.slice(Math.max(0, f.start - 25), f.start));
  // "hire a VP sales at 200k/yr": what a hire is paid, whatever word the role ends in.
  const hireAt = (f: ReadFigure) => /\b(?:hire|hiring|add|adding|bring on|onboard)\b[^.?!,;]{0,40}\b(?:at|for|costing|paid|on)\s+(?:about\s+|around\s+|roughly\s+)?$/.test(b.text.slice(Math.max(0, f.start - 60), f.start));
  const salaries = b.figures.filter((f) => f.unit === 'money' && (f.value >= 15_000 || (f.period === 'month' && f.value >= 1_000 && payWord(f))) && (hireAt(f) || (!notPay.includes(f.metric) && !(f.period === 'month' && f.metric && f.metric !== 'costPerPerson' && !payWord(f)))));
  const pay = salaries.filter((f) => /\bsalary|base|bonus|a year|\/year|annual|each|at\b|all-in|fully loaded|paid|per year/.test(b.text.slice(Math.max(0, f.start - 30), f.end + 20)));
  if (!pay.length) return undefined;
  // "£60k base plus £20k commission … on the full £80k": an amount said as the total of the amounts before it restates them.
  const money = b.figures.filter((f) => f.unit === 'money');
  const restated = money.find((f) => /\b(?:full|total|combined|whole|all-in|entire)\s*(?:[$€£]|chf\s?)?$/.test(b.text.slice(Math.max(0, f.start - 20), f.start)) && Math.abs(money.filter((x) => x.start < f.start).reduce((t, x) => t + x.value, 0) - f.value) <= 0.01 * f.value);
  const base = restated ? restated.value : pay.reduce((t, f) => t + (f.period === 'month' ? f.value * 12 : f.value), 0);
  const load = b.figures.find((f) => f.unit === 'percent' && /overhead|load|benefit|tax|on top|add|employer|social|charges|on-?costs?|payroll|pension|insurance/.test(b.text.slice(Math.max(0, f.start - 40), f.end + 40)));
  const yearly = base * (1 + (load?.value ?? 0));
  // "hiring 3 SDRs at $60k", "4 engineers at 100k each": the count said before the pay.
  const hire = b.figures.find((f) => f.unit === 'count' && f.value < 50 && f.start < pay[0]!.start && (/\bhire|hiring|add\b/.test(b.text) || f.metric === 'headcount' || pay[0]!.each === true));
  const words = /\b(?:two|three|four|five)\b/.exec(b.text);
  const people = hire?.value ?? (words ? ['two', 'three', 'four', 'five'].indexOf(words[0]) + 2 : 1);
  return { yearly, people, basis: `${fmt.money(base)}${load ? ` + ${fmt.percent(load.value)}` : ''}` };
}

const hiringCost: Formula = {
  topic: 'hiringCost',
  asks: /fully loaded|loaded cost|\bhire|hiring|salary|add to (?:monthly )?burn|all-in|employer cost|overhead|total (?:annual |yearly |monthly )?(?:employment )?cost|cost to (?:the )?(?:company|employer)/,
  run: (b, q) => {
    const c = loadedCost(b);
    if (!c) return undefined;
    const monthly = (c.yearly * c.people) / 12;
    const cash = get(b, ['cash'], 'money');
    const burn = get(b, ['netBurn', 'burn'], 'money');
    if (/runway/.test(b.text) || (q.refersBack && cash && burn)) {
      if (!cash) return { need: 'your cash in the bank' };
      if (!burn) return { need: 'your monthly net burn' };
      const newBurn = perMonth(burn) + monthly;
      const months = cash.value / newBurn;
      // "how many months of runway do we lose": the difference, not the new runway.
      if (/\b(?:runway (?:do|would|will|does) (?:we|it) lose|lose (?:in |of )?runway|runway lost|months? (?:of runway )?(?:do|would|will) (?:we|it) (?:lose|cost)|cost (?:us )?in runway|shorten)/.test(b.text)) {
        const lost = cash.value / perMonth(burn) - months;
        return finding('runway', 'Runway lost', fmt.months(lost), lost, `${fmt.months(cash.value / perMonth(burn))} now − ${fmt.months(months)} with the hire${c.people > 1 ? 's' : ''} (${fmt.money(cash.value)} ÷ (${fmt.money(perMonth(burn))} + ${fmt.money(monthly)}))`, 'the months the hire costs you', 'make the hire only with a milestone it unlocks before the next raise', 'watch');
      }
      return finding('runway', 'New runway', fmt.months(months), months, `${fmt.money(cash.value)} ÷ (${fmt.money(perMonth(burn))} + ${fmt.money(monthly)} for the hire${c.people > 1 ? 's' : ''}) a month`, months < 12 ? 'tight: a raise takes about 6 months' : 'workable', 'make the hire only with a milestone it unlocks before the next raise', months < 12 ? 'watch' : 'good');
    }
    if (/monthly|a month|burn/.test(b.text)) {
      return finding('hiringCost', 'Monthly cost', fmt.money(monthly), monthly, `${c.people > 1 ? `${fmt.count(c.people)} × ` : ''}${c.basis} a year ÷ 12`, 'added to the monthly burn', 'check the runway with it before you sign', 'watch');
    }
    return finding('hiringCost', 'Fully loaded cost', `${fmt.money(c.yearly * c.people)} a year`, c.yearly * c.people, `${c.basis}`, `${fmt.money(monthly)} a month`, 'budget it in the runway before you sign', 'watch');
  },
};

const optionPool: Formula = {
  topic: 'optionPool',
  asks: /option pool|\bpool\b|\besop\b/,
  run: (b) => {
    const shares = b.figures.filter((f) => f.unit === 'count' || f.unit === 'money').filter((f) => /\bshares|options|fully diluted/.test(b.text.slice(f.end, f.end + 20)) || f.metric === 'shares');
    const pct = b.figures.find((f) => f.unit === 'percent' && /pool/.test(b.text.slice(Math.max(0, f.start - 20), f.end + 30)));
    const raise = get(b, ['round'], 'money');
    const pre = get(b, ['preMoney'], 'money');
    if (pct && raise && pre) {
      const post = raise.value + pre.value;
      const founders = 1 - raise.value / post - pct.value;
      return finding('optionPool', 'Founders own', fmt.percent(founders), founders, `100% − ${fmt.percent(raise.value / post)} new investors − ${fmt.percent(pct.value)} pool`, 'the pool comes out of the pre-money, so out of your share', 'negotiate the pool size from a hiring plan', 'watch');
    }
    if (shares.length >= 2 && !pct) {
      const [a, c] = shares as [ReadFigure, ReadFigure];
      const r = Math.min(a.value, c.value) / Math.max(a.value, c.value);
      return finding('optionPool', 'Option pool', fmt.percent(r), r, `${fmt.count(Math.min(a.value, c.value))} ÷ ${fmt.count(Math.max(a.value, c.value))}`, 'of the fully diluted shares', 'size it from the hires planned before the next round', 'good');
    }
    if (shares[0] && pct) {
      const n = (shares[0].value * pct.value) / (1 - pct.value);
      return finding('optionPool', 'New options', fmt.count(Math.round(n)), n, `${fmt.count(shares[0].value)} × ${fmt.percent(pct.value)} ÷ (1 − ${fmt.percent(pct.value)})`, `a ${fmt.percent(pct.value)} pool after it is created`, 'size it from the hires planned before the next round', 'good');
    }
    return undefined;
  },
};

const safe: Formula = {
  topic: 'safe',
  asks: /\bsafes?\b|convertible|\bnote\b|conversion price|converts? at|principal|interest/,
  run: (b) => {
    const moneys = b.figures.filter((f) => f.unit === 'money');
    const cap = moneys.find((f) => f.metric === 'valuationCap' || /^\s*(?:post-money\s+)?cap\b/.test(b.text.slice(f.end, f.end + 18)));
    const discount = b.figures.find((f) => f.unit === 'percent' && /discount/.test(b.text.slice(f.end, f.end + 15)));
    const interest = b.figures.find((f) => f.unit === 'percent' && /interest/.test(b.text.slice(f.end, f.end + 20)));
    const sharePrice = moneys.find((f) => /^\s*(?:\/|per |a )share/.test(b.text.slice(f.numEnd, f.numEnd + 10)));
    const pre = moneys.find((f) => f.metric === 'preMoney');
    const amounts = moneys.filter((f) => f !== cap && f !== sharePrice && f !== pre);
    const invested = amounts.reduce((t, f) => t + f.value, 0) * (/\btwo\b|\b2 (?:post-money )?safes/.test(b.text) && amounts.length === 1 ? 2 : 1);
    if (interest && amounts[0]) {
      const months = b.figures.find((f) => f.unit === 'months');
      if (!months) return { need: 'how long until the note converts' };
      const v = amounts[0].value * (1 + interest.value * (months.value / 12));
      return finding('safe', 'Converts', fmt.money(v), v, `${amounts[0].raw} × (1 + ${fmt.percent(interest.value)} × ${fmt.count(months.value / 12)} years)`, 'principal plus simple interest', 'model it in the cap table before the round', 'watch');
    }
    if (sharePrice && (discount || cap)) {
      const byDiscount = discount ? sharePrice.value * (1 - discount.value) : Infinity;
      const byCap = cap && pre ? sharePrice.value * (cap.value / pre.value) : Infinity;
      const price = Math.min(byDiscount, byCap);
      return finding('safe', 'Conversion price', `$${fmt.ratio(price)} a share`, price, [discount && `${sharePrice.raw} × (1 − ${fmt.percent(discount.value)})`, cap && pre && `${sharePrice.raw} × ${cap.raw} ÷ ${pre.raw}`].filter(Boolean).join(' vs '), 'the lower of the cap price and the discount price', 'model it in the cap table before the round', 'watch');
    }
    if (sharePrice && amounts[0]) {
      const n = amounts[0].value / sharePrice.value;
      return finding('safe', 'Shares', fmt.count(Math.round(n)), n, `${amounts[0].raw} ÷ ${sharePrice.raw}`, 'issued when the SAFE converts', 'check the count against the fully diluted cap table', 'good');
    }
    if (cap && invested) {
      const own = invested / cap.value;
      return finding('safe', 'SAFE holders own', fmt.percent(own), own, `${fmt.money(invested)} ÷ ${cap.raw} post-money cap`, 'before the new round dilutes everyone', 'add every SAFE to the cap table as if converted', 'watch');
    }
    return undefined;
  },
};


/* ---------- burn from the cash, churn conversions, ownership ---------- */

/** "Cash went from $2.3M on Jan 1 to $1.85M on April 1": the average monthly net burn. */
const burnFromCash: Formula = {
  topic: 'netBurn',
  asks: /\bburn\b/,
  run: (b) => {
    const moneys = b.figures.filter((f) => f.unit === 'money' && (f.metric === 'cash' || !f.metric || b.changes.some((c) => c.from === f || c.to === f)));
    const quarters = [...b.text.matchAll(/\bq([1-4])\b/g)].map((m) => Number(m[1]));
    const named = [...b.text.matchAll(/\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b/g)].map((m) => MONTHS.findIndex((x) => x.startsWith(m[1]!.slice(0, 3))));
    const span = b.figures.find((f) => f.unit === 'months');
    const wholePeriod = /\b(?:the|last|this|that|past|previous|a) quarter\b/.test(b.text) ? 3 : /\b(?:the|last|this|that|past|previous|a) year\b|\bin (?:19|20)\d\d\b/.test(b.text) ? 12 : undefined;
    const monthsBetween = () => (span ? span.value : quarters.length >= 2 ? (quarters[1]! - quarters[0]!) * 3 : named.length >= 2 ? (named[1]! - named[0]! + 12) % 12 : wholePeriod);
    // "we lost 240k of cash over the last quarter": one decline over a span.
    const decline = b.figures.find((f) => f.unit === 'money' && /\b(?:lost|burn(?:ed|t)|went down by|dropped by|fell by|decreased by|down)\s+(?:about\s+|around\s+)?$/.test(b.text.slice(Math.max(0, f.start - 25), f.start)) && /\bcash|bank|balance/.test(b.text.slice(f.end, f.end + 25)));
    if (decline && !decline.period) {
      const months = monthsBetween();
      if (!months) return { need: 'how many months that decline took' };
      const v = decline.value / months;
      return finding('netBurn', 'Net burn', `${fmt.money(v)} a month`, v, `${decline.raw} ÷ ${fmt.count(months)} months`, 'the average cash going out each month', 'tell me the cash left and I will turn this into runway', 'watch');
    }
    const pair = b.changes[0] && b.changes[0].from.unit === 'money' ? [b.changes[0].from, b.changes[0].to] : moneys.length === 2 ? moneys : undefined;
    if (!pair || !/\bcash|bank|balance|account\b|\bstart(?:ed)? (?:the \w+ )?with\b[^.?!]*\bend(?:ed)?\b/.test(b.text)) return undefined;
    const [from, to] = pair as [ReadFigure, ReadFigure];
    // "…but we closed a 1M bridge in between": money raised between the balances came in on top.
    const inflow = b.figures.filter((f) => f.unit === 'money' && f !== from && f !== to && (f.metric === 'round' || /\b(?:raised|closed|received|got|took in|injected)\s+(?:a\s+|an\s+)?$/.test(b.text.slice(Math.max(0, f.start - 16), f.start))));
    const raised = inflow.reduce((t, f) => t + f.value, 0);
    if (!(from.value + raised > to.value)) return undefined;
    const months = monthsBetween();
    if (!months) return { need: 'how many months lie between the two balances' };
    const v = (from.value + raised - to.value) / months;
    return finding('netBurn', 'Net burn', `${fmt.money(v)} a month`, v, `(${from.raw}${raised ? ` + ${inflow.map((f) => f.raw).join(' + ')} raised` : ''} − ${to.raw}) ÷ ${fmt.count(months)} months`, 'the average cash going out each month', 'tell me the cash left and I will turn this into runway', 'watch');
  },
};

/** "5% a month, what is that a year, compounded?": a growth rate said in one period, in another: (1 + g)^n − 1. */
const growthConvert: Formula = {
  topic: 'growthRate',
  asks: /\b(?:annual|yearly|per year|a year|monthly|per month|a month|quarterly|per quarter|weekly)\b[^?]*\b(?:growth|compound|equivalent)|\b(?:growth|grow)\b[^?]*\b(?:annual(?:ly|ised|ized)?|yearly|per year|a year|per month|monthly)\b[^?]*\?/,
  run: (b) => {
    const rate = b.figures.find((f) => f.unit === 'percent' && (f.metric === 'growth' || /\bgrow|growth/.test(b.text.slice(Math.max(0, f.start - 25), f.end + 25)))) ?? (b.prior?.metric === 'growth' ? b.prior : undefined);
    if (!rate || /churn|retention|lose|lost/.test(b.text)) return undefined;
    const said = rate.period ?? 'month';
    const asked = b.text.slice(rate.end);
    const want = /\b(?:annual(?:ly|ised|ized)?|yearly|per year|a year|year-on-year)\b/.test(asked) ? 'year' : /\bquarter(?:ly)?\b/.test(asked) ? 'quarter' : /\b(?:monthly|per month|a month)\b/.test(asked) ? 'month' : /\bweek(?:ly)?\b/.test(asked) ? 'week' : undefined;
    if (!want || want === said) return undefined;
    const months = { week: 12 / 52, month: 1, quarter: 3, year: 12 } as const;
    const n = months[want] / months[said];
    const v = (1 + rate.value) ** n - 1;
    return finding('growthRate', `${want === 'year' ? 'Annual' : want === 'quarter' ? 'Quarterly' : want === 'month' ? 'Monthly' : 'Weekly'} growth`, fmt.percent(v), v, `(1 + ${fmt.percent(rate.value)})^${fmt.count(Math.round(n * 1000) / 1000)} − 1`, 'compounded, not the rate times the periods', 'plan on the compounded figure and check it monthly', v > 0 ? 'good' : 'bad');
  },
};

const churnConvert: Formula = {
  topic: 'churn',
  asks: /\bchurn\b|churn rate|\b(?:annual(?:ly|ised|ized)?|yearly|per year|(?:over |in |within )?(?:a|1) year|monthly|per month|a month)\b[^?]*\bcompound|\bcompounded\b|(?:monthly|annual|yearly) equivalent/,
  run: (b, q) => {
    const rate = b.figures.find((f) => f.unit === 'percent') ?? (b.prior?.metric === 'churn' ? b.prior : undefined);
    // The period the rate is said in, and the one the question asks for ("…every month. What is that annually?").
    const said = rate ? (rate.period ?? q.figures.find((f) => f.metric === 'churn' && f.value === rate.value)?.period ?? (/\b(?:annual|yearly)\b/.test(b.text.slice(Math.max(0, rate.start - 25), rate.start)) ? 'year' : /\bmonthly\b/.test(b.text.slice(Math.max(0, rate.start - 25), rate.start)) || /^[^.?!]{0,40}\b(?:(?:every|each|a|per) month|monthly)\b/.test(b.text.slice(rate.end)) ? 'month' : undefined)) : undefined;
    const asked = b.text.slice(rate?.end ?? 0).split(/(?<=[.?!])\s+/).find((x) => x.includes('?')) ?? b.text.slice(rate?.end ?? 0);
    const wantsYear = /\b(?:annual(?:ly|ised|ized)?|yearly|per year|a year|(?:over|in|within|after) (?:a|1|the) year)\b/.test(asked);
    const wantsMonth = /\b(?:monthly|per month|a month)\b/.test(asked);
    const byPeriods = (said === 'month' && wantsYear && !wantsMonth) || (said === 'year' && wantsMonth);
    const toAnnual = byPeriods ? said === 'month' : (/\b(?:annual|yearly|per year|a year)\b[^.?!]*\?|what'?s our annual churn/.test(b.text) && /\bmonthly\b/.test(b.text.slice(0, (rate?.start ?? 0) + 30)));
    const toMonthly = byPeriods ? said === 'year' : (/\b(?:monthly|per month|a month)\b/.test(b.text.slice(rate?.end ?? 0)) && /\b(?:annual|yearly)\b/.test(b.text.slice(0, rate?.start ?? 0)));
    if (rate && toAnnual) {
      const v = 1 - (1 - rate.value) ** 12;
      return finding('churn', 'Annual churn', fmt.percent(v), v, `1 − (1 − ${fmt.percent(rate.value)})^12`, 'compounded over twelve months', 'cut churn in the first months of a customer', 'watch');
    }
    if (rate && toMonthly) {
      const v = 1 - (1 - rate.value) ** (1 / 12);
      return finding('churn', 'Monthly churn', fmt.percent(v), v, `1 − (1 − ${fmt.percent(rate.value)})^(1/12)`, 'the monthly rate that compounds to it', 'track it monthly by cohort', 'watch');
    }
    // Revenue churn: "MRR at the start was 120k and we lost 3.6k of it".
    // "lost 1.2k MRR from cancellations, starting MRR 48k": the amount lost first, the base is the other one.
    const lost = b.figures.find((f) => f.unit === 'money' && (f.metric === 'churnedRevenue' || /\blost|lose|cancel|churn/.test(b.text.slice(Math.max(0, f.start - 20), f.start))));
    const start = b.figures.find((f) => f !== lost && f.unit === 'money' && f.metric !== undefined && ['mrr', 'arr', 'revenue'].includes(f.metric) && (!lost || f.value > lost.value));
    if (start && lost && !rate) {
      // Gross revenue churn counts downgrades with cancellations; net revenue churn takes expansion off.
      const sumOf = (m: Metric) => b.figures.filter((f) => f !== lost && f.unit === 'money' && f.metric === m).reduce((t, f) => t + Math.abs(f.value), 0);
      const contraction = sumOf('contraction');
      const expansion = /\bnet (?:revenue |mrr |dollar )?churn/.test(b.text) ? sumOf('expansion') : 0;
      const v = (lost.value + contraction - expansion) / start.value;
      const parts = contraction || expansion ? `(${lost.raw}${contraction ? ` + ${fmt.money(contraction)} downgrades` : ''}${expansion ? ` − ${fmt.money(expansion)} expansion` : ''})` : lost.raw;
      return finding('churn', 'Revenue churn', fmt.percent(v), v, `${parts} ÷ ${start.raw}`, v <= 0.02 ? 'healthy for a month' : 'high: aim for under 2% a month', 'find the top reason for cancellations', v <= 0.02 ? 'good' : 'watch');
    }
    // Customers lost over customers at the start, over the period said.
    const counts = b.figures.filter((f) => f.unit === 'count');
    if (!rate && counts.length >= 2) {
      const lostC = counts.find((f) => /\blost|lose|gone|left|cancel|churn/.test(b.text.slice(Math.max(0, f.start - 15), f.end + 25)));
      const base = counts.find((f) => f !== lostC && f.value > (lostC?.value ?? 0));
      // "2,000 at the start, 1,940 of those still subscribed": the ones not kept were lost.
      const keptC = !lostC ? counts.find((f) => f !== counts[0] && f.value < counts[0]!.value && /\b(?:still|remain\w*|kept|retained|stayed|left at the end)\b/.test(b.text.slice(f.end, f.end + 30))) : undefined;
      if (keptC) {
        const v = (counts[0]!.value - keptC.value) / counts[0]!.value;
        return finding('churn', 'Churn', fmt.percent(v), v, `(${fmt.count(counts[0]!.value)} − ${fmt.count(keptC.value)} kept) ÷ ${fmt.count(counts[0]!.value)}`, 'customers lost over the period, new ones not counted', 'call the customers who left and list their reasons', v > 0.02 ? 'watch' : 'good');
      }
      if (lostC && base) {
        const v = lostC.value / base.value;
        const per = /\bquarter/.test(b.text) ? 'quarterly' : /\byear|annual/.test(b.text) ? 'annual' : 'monthly';
        return finding('churn', `${per.charAt(0).toUpperCase()}${per.slice(1)} churn`, fmt.percent(v), v, `${fmt.count(lostC.value)} lost ÷ ${fmt.count(base.value)} at the start`, 'customers lost over the period', 'call the customers who left and list their reasons', 'watch');
      }
    }
    // "customers stay 25 months on average": monthly churn is one over the lifetime.
    const lifetime = !rate ? get(b, ['lifetime'], 'months', false) ?? b.figures.find((f) => f.unit === 'months' && /\blifetime|\bstay/.test(b.text.slice(Math.max(0, f.start - 40), f.start))) : undefined;
    if (lifetime && lifetime.value > 0) {
      const v = 1 / lifetime.value;
      return finding('churn', 'Monthly churn', fmt.percent(v), v, `1 ÷ ${fmt.months(lifetime.value)} lifetime`, 'the share of customers lost each month', 'cut churn in the first months of a customer', v > 0.03 ? 'watch' : 'good');
    }
    return undefined;
  },
};

const ownership: Formula = {
  topic: 'dilution',
  asks: /\bown after|own(?:ership)? after|what do (?:i|we|the founders|founders) own|(?:my|our|founders'?) (?:stake|ownership) after|own (?:once|when)/,
  run: (b) => {
    const own = b.figures.find((f) => f.unit === 'percent' && /\bown|\bhold|stake/.test(b.text.slice(Math.max(0, f.start - 30), f.end + 15)) && !/\bsell|give|for\b/.test(b.text.slice(Math.max(0, f.start - 12), f.start)));
    const sold = b.figures.find((f) => f.unit === 'percent' && f !== own);
    const round = get(b, ['round'], 'money') ?? b.figures.find((f) => f.unit === 'money' && f.metric !== 'preMoney' && f.metric !== 'postMoney');
    const pre = get(b, ['preMoney', 'valuation'], 'money');
    const post = get(b, ['postMoney'], 'money');
    const start = own?.value ?? 1;
    let d: number | undefined;
    let basis = '';
    if (sold) {
      d = sold.value;
      basis = `${fmt.percent(sold.value)} sold`;
    } else if (round && (pre || post)) {
      const p = post ? post.value : pre!.value + round.value;
      d = round.value / p;
      basis = `${round.raw} ÷ ${fmt.money(p)} post-money`;
    }
    if (d === undefined) return { need: 'the share sold in the round (or the round and the pre-money)' };
    if (!(d > 0 && d < 1) || !(start > 0 && start <= 1)) return undefined;
    const after = start * (1 - d);
    return finding('dilution', 'Ownership after', fmt.percent(after), after, `${fmt.percent(start)} × (1 − ${basis})`, `diluted by ${fmt.percent(d)} of your stake's value share`, 'model the option pool top-up before you sign', 'watch');
  },
};

const grossBurn: Formula = {
  topic: 'netBurn',
  asks: /gross (?:monthly |cash )?burn|burn,? (?:\(?gross|before revenue)/,
  run: (b) => {
    const lines = b.figures.filter((f) => f.unit === 'money' && !['revenue', 'mrr', 'arr', 'cash', 'round', 'target'].includes(f.metric ?? ''));
    if (!lines.length) return { need: 'your monthly costs' };
    // "12 employees at 7.5k a month each": a cost per person counts once per person.
    const people = b.figures.find((f) => f.unit === 'count' && f.metric === 'headcount');
    const times = (f: ReadFigure) => (people && (f.each || f.metric === 'costPerPerson') ? people.value : 1);
    const total = lines.reduce((t, f) => t + perMonth(f) * times(f), 0);
    const basis = lines.map((f) => (times(f) > 1 ? `${fmt.count(times(f))} × ${f.raw}` : f.period && f.period !== 'month' ? `${f.raw} ${f.period === 'year' ? '÷ 12' : f.period === 'quarter' ? '÷ 3' : '× 52/12'}` : f.raw)).join(' + ');
    // "120k in January, 160k in February and 260k in March": one month's spend each, averaged when asked.
    const monthOf = (f: ReadFigure) => /^\s*(?:in|for|during)\s+(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/.exec(b.text.slice(f.end, f.end + 16))?.[1];
    const months = new Set(lines.map(monthOf));
    if (lines.length >= 2 && !months.has(undefined) && months.size === lines.length && /\baverage|\bavg\b|\bmean\b|per month|a month/.test(b.text)) {
      const v = total / lines.length;
      return finding('netBurn', 'Gross burn', `${fmt.money(v)} a month`, v, `(${lines.map((f) => f.raw).join(' + ')}) ÷ ${lines.length} months`, 'the average spent each month, before revenue', 'tell me your revenue and cash for net burn and runway', 'watch');
    }
    const v = total;
    return finding('netBurn', 'Gross burn', `${fmt.money(v)} a month`, v, basis, 'everything you spend in a month, before revenue', 'tell me your revenue and cash for net burn and runway', 'watch');
  },
};

/**
 * "600 clients at €90 a month", "1,200 users on the $29 plan and 80 teams on the $199
 * plan", "45 customers averaging $24k a year": recurring revenue is each count times what
 * it pays, summed over the tiers, monthly (a yearly price is a twelfth a month).
 */
const recurringFromCustomers: Formula = {
  topic: 'mrr',
  asks: /\bmrr\b|monthly recurring revenue|\barr\b|annual recurring revenue|(?:monthly|annual|yearly) revenue|run[- ]?rate/,
  run: (b) => {
    // Given revenue needs no sum; a price change is the price formula's ("new MRR if the price goes to $60").
    if (get(b, ['mrr', 'arr', 'revenue'], 'money', false) || /\bpric(?:e|es|ing)\b|\bnew mrr\b|\bmrr change\b|\bby how much\b/.test(b.text)) return undefined;
    const notPrice: (Metric | undefined)[] = ['cash', 'round', 'burn', 'netBurn', 'grossBurn', 'costs', 'otherCosts', 'spend', 'cac', 'ltv', 'target', 'preMoney', 'postMoney', 'valuation', 'costPerPerson'];
    const tiers: { count: ReadFigure; price: ReadFigure }[] = [];
    const figs = b.figures;
    for (let i = 0; i < figs.length; i++) {
      const c = figs[i]!;
      if (c.unit !== 'count' || c.metric === 'shares' || c.value < 1 || !Number.isInteger(c.value)) continue;
      const p = figs[i + 1];
      // "500 people on the $15 plan" are users; "12 people at $8k each" are a payroll.
      if (c.metric === 'headcount' && (!p || !/\b(?:plan|tier|pay|pays|paying|subscri\w*)\b/.test(b.text.slice(c.end, p.end + 12)))) continue;
      // The price follows its count closely: "150 customers plus 15k a month from services" is no tier.
      if (!p || p.unit !== 'money' || notPrice.includes(p.metric) || /\b(?:plus|and|but|while|from)\b|[,;]/.test(b.text.slice(c.end, p.start))) continue;
      // What each pays: said as a price, "each", "a month" or "pay".
      if (!(p.each || p.period || p.metric === 'price' || p.metric === 'arpu' || /\b(?:pay|pays|paying|at|on|bill|averaging|each)\b/.test(b.text.slice(c.end, p.start)))) continue;
      tiers.push({ count: c, price: p });
      i++;
    }
    if (!tiers.length) return undefined;
    const yearly = (p: ReadFigure) => p.period === 'year' || (!p.period && /\bannual (?:contracts?|plans?|subscriptions?)|\ba year\b|per year|\/year/.test(b.text));
    const monthly = tiers.reduce((t, x) => t + x.count.value * (yearly(x.price) ? x.price.value / 12 : perMonth(x.price)), 0);
    const asked = b.text.split(/(?<=[.?!])\s+/).reverse().find((x) => x.includes('?')) ?? b.text;
    const arr = /\barr\b|annual recurring revenue|(?:annual|yearly) revenue|run[- ]?rate/.test(asked) && !/\bmrr\b|monthly recurring/.test(asked);
    const basis = tiers.map((x) => `${fmt.count(x.count.value)} × ${x.price.raw}`).join(' + ');
    if (arr) return finding('arr', 'ARR', fmt.money(monthly * 12), monthly * 12, basis + (tiers.every((x) => yearly(x.price)) ? '' : ', × 12'), `${fmt.money(monthly)} MRR`, 'show the monthly growth next to it when you pitch', 'good');
    return finding('mrr', 'MRR', fmt.money(monthly), monthly, basis, `${fmt.money(monthly * 12)} ARR at this run rate`, 'track net revenue retention next to it', 'good');
  },
};

/**
 * "MRR 80k, 2% monthly churn, no new sales: MRR in 12 months?": recurring revenue carried
 * forward N months, shrinking by the churn and growing by the growth said: MRR × ((1 + g)(1 − c))^N.
 */
const revenueProjection: Formula = {
  topic: 'mrr',
  asks: /\b(?:mrr|arr|revenue)\b[^?.]*\b(?:in|after) \d+(?:\.\d+)? (?:months?|years?|weeks?)\b|\b(?:in|after) \d+(?:\.\d+)? (?:months?|years?)\b[^?.]*\b(?:mrr|arr|revenue)\b/,
  run: (b) => {
    const base = get(b, ['mrr', 'arr', 'revenue'], 'money');
    const span = b.figures.find((f) => f.unit === 'months' && f.metric !== 'runway');
    if (!base || !span) return undefined;
    const churn = get(b, ['churn'], 'percent');
    const growth = get(b, ['growth'], 'percent');
    if (!churn && !growth) return undefined;
    const c = churn ? (churn.period === 'year' ? 1 - (1 - churn.value) ** (1 / 12) : churn.value) : 0;
    const g = growth ? monthlyGrowth(growth) : 0;
    const n = span.value;
    const v = base.value * ((1 + g) * (1 - c)) ** n;
    const factor = [g ? `(1 + ${fmt.percent(g)})` : '', c ? `(1 − ${fmt.percent(c)})` : ''].filter(Boolean).join(' × ');
    const label = base.metric === 'arr' ? 'ARR' : base.metric === 'revenue' ? 'Revenue' : 'MRR';
    return finding('mrr', `${label} in ${fmt.months(n)}`, fmt.money(v), v, `${fmt.money(base.value)} × ${factor}^${fmt.count(n)}`, v < base.value ? `${fmt.money(base.value - v)} less than today` : `${fmt.money(v - base.value)} more than today`, c ? 'cut churn first: every point compounds' : 'track each month against this curve', v < base.value ? 'bad' : 'good');
  },
};

/**
 * A runway asked backwards: "how much cash do we need for 18 months at 80k a month?" is burn × months;
 * "what burn gives us 2 years on 1.2M?" is cash ÷ months.
 */
const runwayInverse: Formula = {
  topic: 'runway',
  asks: /\bhow much (?:cash|money|capital)\b[^?]*\b(?:need|raise|for|last)\b|\bwhat (?:monthly |net |max(?:imum)? )?(?:burn|spend)\b[^?]*\b(?:gives?|for|to (?:get|last|have)|lets?|would give|keeps?)\b|\bhow much can we (?:burn|spend)\b/,
  run: (b) => {
    const span = b.figures.find((f) => f.unit === 'months');
    if (!span || !(span.value > 0)) return undefined;
    const unit = /\byears?\b/.test(span.raw) ? 'year' : undefined;
    if (/\bhow much (?:cash|money|capital)\b/.test(b.text)) {
      const burn = get(b, ['netBurn', 'burn', 'costs'], 'money');
      if (!burn) return { need: 'your monthly net burn' };
      const v = perMonth(burn) * span.value;
      return finding('runway', 'Cash needed', fmt.money(v), v, `${fmt.money(perMonth(burn))} a month × ${fmt.span(span.value, unit)}`, 'before revenue grows, and without a buffer', 'add six months for the next raise on top', 'watch');
    }
    const cash = get(b, ['cash'], 'money') ?? b.figures.find((f) => f.unit === 'money' && !f.metric && !f.period);
    if (!cash) return { need: 'your cash in the bank' };
    const v = cash.value / span.value;
    return finding('runway', 'Burn allowed', `${fmt.money(v)} a month`, v, `${fmt.money(cash.value)} ÷ ${fmt.span(span.value, unit)}`, 'the most you can burn and still have that runway', 'set the budget a little under it', 'watch');
  },
};

/** "ARR is $2.4M, what's MRR?": a twelfth of it. */
const mrrFromArr: Formula = {
  topic: 'mrr',
  asks: /what'?s (?:our |the )?mrr|what is (?:our |the )?mrr|\bmrr\?|monthly (?:equivalent|recurring revenue|revenue)|(?:per|a) month\?|in (?:monthly|mrr) terms/,
  run: (b) => {
    const arr = get(b, ['arr'], 'money', false);
    if (get(b, ['mrr'], 'money', false)) return undefined;
    // "last quarter subscription revenue was 330k": a quarter's or a year's revenue, a month of it.
    const revenue = !arr ? get(b, ['revenue'], 'money', false) : undefined;
    if (revenue && (revenue.period === 'quarter' || revenue.period === 'year') && /\bmrr\b|monthly recurring|monthly revenue|revenue (?:per|a) month/.test(b.text)) {
      const v = perMonth(revenue);
      return finding('mrr', 'MRR', fmt.money(v), v, `${fmt.money(revenue.value)} a ${revenue.period} ÷ ${revenue.period === 'quarter' ? 3 : 12}`, 'the recurring revenue of one month, if it is flat across the period', 'report both, ARR for investors and MRR for the team', 'good');
    }
    if (!arr) return undefined;
    return finding('mrr', 'MRR', fmt.money(arr.value / 12), arr.value / 12, `${arr.raw} ARR ÷ 12`, 'the recurring revenue of one month', 'report both, ARR for investors and MRR for the team', 'good');
  },
};

/**
 * "12k visits, 5% sign up, 20% of signups activate, 25% of those pay: how many paying?": the
 * top of a funnel times each step's rate, in the order said.
 */
const funnelRates: Formula = {
  topic: 'conversion',
  asks: /\bhow many\b[^?]*\b(?:paying|paid|customers|sign-?ups|trials|activated|buyers|orders|users|deals|conversions)\b|\bend up (?:paying|with)\b/,
  run: (b) => {
    const top = b.figures.find((f) => f.unit === 'count' || (f.unit === 'money' && !f.currency));
    if (!top) return undefined;
    const STEP = /\b(?:sign(?:s|ed)? ?up|register|activate|onboard|convert|pay|paid|buy|purchase|book|click|open|start|try|trial|become|upgrade|subscribe|reply|respond|close|accept|install)/;
    const rates = b.figures.filter((f) => f.unit === 'percent' && f.start > top.start && STEP.test(b.text.slice(f.end, f.end + 40).split(/[,;.]/)[0]!));
    if (!rates.length || rates.length !== b.figures.filter((f) => f.unit === 'percent').length) return undefined;
    const v = rates.reduce((t, f) => t * f.value, top.value);
    const label = /\bpaying|\bpaid|\bcustomers|\bbuyers/.test(b.text) ? 'Paying customers' : 'At the last step';
    return finding('conversion', label, fmt.count(Math.round(v * 10) / 10), v, `${fmt.count(top.value)} × ${rates.map((f) => fmt.percent(f.value)).join(' × ')}`, `${fmt.percent(v / top.value)} of the top overall`, 'work on the weakest step first: it moves the total most', 'watch');
  },
};

// Cohorts, price changes with a volume response and hire plans (scenarios.ts) come first: each answers only its own class.
const FORMULAS: Formula[] = [...SCENARIO_FORMULAS, runwayInverse, revenueProjection, mrrFromArr, funnelRates, nrrGrr, retention, recurringFromCustomers, monthsToTarget, safe, ownership, grossBurn, burnFromCash, nrrGrr, growthConvert, churnConvert, magicNumber, ruleOf40, stickiness, breakEven, safe, optionPool, margins, retention, growthRate, priceChange, hiringCost];

/** Cost lines an adjustment to costs may land on, most specific first. */
const FAMILY: Partial<Record<Metric, Metric[]>> = {
  cogs: ['cogs', 'variableCost', 'costs'],
  otherCosts: ['otherCosts', 'costs', 'cogs'],
  costs: ['costs', 'otherCosts', 'cogs', 'fixedCosts'],
  fixedCosts: ['fixedCosts', 'costs'],
  burn: ['burn', 'netBurn'],
  price: ['price', 'arpu'],
  arpu: ['arpu', 'price'],
};

/**
 * The earlier message's figures with this follow-up's changes applied, or undefined when it
 * changes none: an adjustment ("cut hosting costs by 20k") moves the earlier figure it names;
 * a new amount of a kind said once before ("and in 24 months?") replaces it.
 */
function changedBag(prev: Question, q: Question, now: Bag): Bag | undefined {
  const read = readFigures(prev.text);
  const figures = read.figures.map((f) => ({ ...f }));
  let changed = false;
  for (const a of q.adjustments) {
    const target = (FAMILY[a.metric] ?? [a.metric]).map((m) => figures.find((f) => f.metric === m)).find(Boolean);
    if (!target) continue;
    target.value = a.set !== undefined ? a.set : a.add !== undefined ? target.value + a.add : target.value * (a.factor ?? 1);
    changed = true;
  }
  // "6 more months at that rate" carries the result forward (the projection's), it does not replace the span.
  if (!q.adjustments.length && !/\b(?:more|another|further|at (?:that|this|the same) (?:rate|pace|growth))\b/.test(now.text)) {
    for (const n of now.figures) {
      const same = figures.filter((f) => f.unit === n.unit && (n.unit === 'months' || (n.metric !== undefined && f.metric === n.metric)));
      if (same.length !== 1) continue;
      same[0]!.value = n.value;
      changed = true;
    }
  }
  if (!changed) return undefined;
  return { text: read.text.toLowerCase(), figures, changes: read.changes, earlier: now.earlier, read: [] };
}

/** Findings of the formulas the message asks for; what is missing for those it cannot compute. */
export function formulaFindings(q: Question, earlier: Question[] = [], prior?: Finding): FormulaResult {
  const b = bagOf(q, earlier);
  // "what's that per year compounded?": the rate the previous answer gave, as a figure of this one.
  const rate = prior && /^-?[\d.]+%/.exec(prior.display);
  if (rate && q.refersBack && (prior.topic === 'churn' || prior.topic === 'growthRate')) {
    // The rate as computed, not as rounded for display: a value in percent (7.5) or as a fraction (0.075), whichever the display shows.
    const shown = Number(rate[0].replace('%', '')) / 100;
    const exact = [prior.value, prior.value / 100].find((v) => Math.abs(v - shown) <= 0.0006) ?? shown;
    b.prior = { value: exact, unit: 'percent', period: 'month', metric: prior.topic === 'churn' ? 'churn' : 'growth', start: 0, end: 0, numEnd: 0, raw: rate[0] };
  }
  // The formula is chosen by the sentence that asks (the last one with a question mark), not by
  // every figure's name: "LTV at an 80% gross margin?" asks for LTV, not the margin.
  // A line break ends a sentence too: a list of figures above the question is not part of it.
  const sentences = b.text.split(/(?<=[.?!])\s+|\n+/);
  const asked = [...sentences].reverse().find((s) => s.includes('?')) ?? b.text;
  const findings: Finding[] = [];
  const missing: FormulaResult['missing'] = [];
  // "We want to hire a CTO at £120k. What is the runway after?": a planned hire is what a runway or burn question is about.
  const hireAsked = /\b(?:want|plan|planning|going|need|would like|about) to (?:hire|add)\b|\bif we (?:hire|add)\b|\bhiring\b/.test(b.text) && /\brunway|\bburn\b/.test(asked);
  for (const f of FORMULAS) {
    if (!f.asks.test(asked) && !(f === hiringCost && hireAsked)) continue;
    const r = f.run(b, q);
    if (!r) continue;
    if ('need' in r) missing.push({ topic: f.topic, need: r.need });
    else {
      findings.push(r);
      break;
    }
  }
  // "and if we cut hosting by 20k?", "and in 24 months?": the earlier question's formula on its own
  // figures, with what this message changes (an adjustment, or a new value of the same kind).
  if (!findings.length && earlier[0] && q.refersBack) {
    const base = changedBag(earlier[0], q, b);
    if (base) {
      const before = base.text;
      for (const f of FORMULAS) {
        if (!f.asks.test(before)) continue;
        const r = f.run(base, earlier[0]);
        if (r && !('need' in r)) {
          findings.push(r);
          break;
        }
        if (r) break;
      }
    }
  }
  // "and if COGS drops to 60k?": the formula the earlier question asked, on the new figures.
  if (!findings.length && earlier[0] && q.refersBack) {
    const before = readFigures(earlier[0].text).text.toLowerCase();
    for (const f of FORMULAS) {
      if (!f.asks.test(before) || f.asks.test(asked)) continue;
      const r = f.run(b, q);
      if (r && !('need' in r)) {
        findings.push(r);
        break;
      }
    }
  }
  if (!findings.length && earlier.length) {
    const prior = earlier[0] ? formulaFindings(earlier[0], earlier.slice(1)).findings.find((x) => x.topic === 'growthRate') : undefined;
    const base = [...b.earlier].reverse().find((x) => x.unit === 'money' && (x.metric === 'mrr' || x.metric === 'revenue' || x.metric === 'arr' || !x.metric));
    const p = projection(b, q, prior?.value, base, earlier[0]?.text);
    if (p) findings.push(p);
  }
  return { findings, missing: findings.length ? [] : missing };
}
