/**
 * The advisor's graph of formulas (ADR 067): each formula declares the metrics it needs and
 * the one it gives (an edge); alternatives are separate edges. The engine reads the one
 * metric asked (`askedMetric`), the figures a conversation gives (the one reader of
 * quantities labels them), and chains backwards from the asked metric to the figures it
 * has, taking the shortest chain. The answer's first sentence is the figure and the chain's
 * arithmetic. A metric outside the graph is "outside what I compute"; a metric in it with no
 * chain closing asks for the one input the shortest chain lacks. A what-if changes a node's
 * value and runs the same chain again.
 */
import { correctSpelling } from '../../platform/ai/offline/reader/spelling';
import { readFigures, type ReadFigure } from '../../platform/ai/offline/reader/figures';
import { mentionsIn, type Metric } from '../../platform/ai/offline/reader/lexicon';
import type { Finding } from './compute';
import type { Known } from './known';
import * as fmt from './format';
import type { Question, Topic } from './question';

/** A node of the graph: a metric in one canonical unit (money flows a month, rates as fractions, spans in months). */
export type Node =
  | 'cash' | 'netBurn' | 'grossBurn' | 'revenue' | 'mrr' | 'costs' | 'runway' | 'arr' | 'netNewArr' | 'burnMultiple'
  | 'growth' | 'annualGrowth' | 'totalGrowth' | 'start' | 'end' | 'span' | 'target' | 'monthsToTarget'
  | 'churn' | 'lostShare' | 'retention' | 'customersStart' | 'customersEnd' | 'lostCustomers' | 'newCustomers'
  | 'nrr' | 'lossShare' | 'expansionShare'
  | 'spend' | 'cac' | 'arpu' | 'grossMargin' | 'payback' | 'ltv'
  | 'price' | 'unitCost' | 'cogs' | 'grossProfit' | 'variableCosts' | 'contributionMargin' | 'contribution' | 'units' | 'totalContribution'
  | 'fixedCosts' | 'breakEvenUnits' | 'breakEvenCustomers' | 'revenueGap'
  | 'profit' | 'profitMargin' | 'ruleOf40' | 'revenueAdded' | 'magicNumber'
  | 'dau' | 'mau' | 'stickiness'
  | 'stepRates' | 'funnelRate' | 'funnelTop' | 'funnelBottom' | 'ltvCac' | 'cohortLeft' | 'current';

export type Kind = 'money' | 'percent' | 'count' | 'months' | 'ratio';

interface Value {
  v: number;
  /** How it reads in a basis: "$600k cash", "40 new customers". */
  say: string;
  /** Worked out by the reader from words ("1 in 25 leave" → 4%): still an answer when asked for. */
  derived?: boolean;
  /** A rate said with no period. */
  plain?: boolean;
  /** A rate said over more than a month ("92% each quarter"): the months it is over. */
  per?: number;
  /** The rate as said over `per` months, when `v` is its simple monthly share. */
  said?: number;
}

export interface Edge {
  out: Node;
  ins: Node[];
  f: (x: number[]) => number | undefined;
  /** The arithmetic, from the inputs as said: "$600k ÷ $40k a month". */
  say: (s: string[]) => string;
  /** The answer's name when this edge gives it, if not the output's own ("Logo retention"). */
  label?: (x: number[]) => string;
  /** An estimate from parts (MRR = ARPA × customers): used only when no chain as short reads the figure as said. */
  estimate?: true;
}

const pct = (x: number) => fmt.percent(x);
const div = (a: number, b: number) => (b === 0 ? undefined : a / b);
/** A burn as said, named as the net burn the runway divides by: "$180k a month" → "$180k net burn a month". */
const netBurnSaid = (b: string) =>
  // Worked out from costs and revenue ("$100k a month − $40k a month"): the difference is the net burn, not its last term.
  / − /.test(b) ? `(${b.replace(/ a month/g, '')}) net burn${/ a month/.test(b) ? ' a month' : ''}` : / a month$/.test(b) ? b.replace(/ a month$/, ' net burn a month') : `${b} net burn`;

/** The one table of formulas: output ← inputs. Alternatives for one output are separate rows. */
export const EDGES: readonly Edge[] = [
  { out: 'runway', ins: ['cash', 'netBurn'], f: ([c, b]) => (b! > 0 ? c! / b! : undefined), say: ([c, b]) => `${c} ÷ ${netBurnSaid(b!)}` },
  { out: 'netBurn', ins: ['costs', 'revenue'], f: ([c, r]) => c! - r!, say: ([c, r]) => `${c} − ${r}` },
  { out: 'netBurn', ins: ['grossBurn', 'revenue'], f: ([c, r]) => c! - r!, say: ([c, r]) => `${c} − ${r}` },
  { out: 'netNewArr', ins: ['start', 'end', 'span'], f: ([a, b, n]) => div((b! - a!), n!), say: ([a, b, n]) => `(${b} − ${a}) over ${n}` },
  { out: 'burnMultiple', ins: ['netBurn', 'revenueAdded', 'span'], f: ([b, a, n]) => div(b! * n!, a!), say: ([b, a, n]) => `${b} × ${n} ÷ ${a}` },
  { out: 'burnMultiple', ins: ['netBurn', 'netNewArr'], f: ([b, a]) => div(b!, a!), say: ([b, a]) => `${b} burned ÷ (${a}) net new ARR` },
  // Compound growth between two values over a span; the growth needed to reach a target is the same edge.
  { out: 'growth', ins: ['start', 'end', 'span'], f: ([a, b, n]) => (a! > 0 && n! > 0 ? (b! / a!) ** (1 / n!) - 1 : undefined), say: ([a, b, n]) => `${a} to ${b} over ${n}, compounded` },
  { out: 'growth', ins: ['start', 'target', 'span'], f: ([a, b, n]) => (a! > 0 && n! > 0 ? (b! / a!) ** (1 / n!) - 1 : undefined), say: ([a, b, n]) => `${a} to ${b} in ${n}, compounded` },
  { out: 'growth', ins: ['annualGrowth'], f: ([g]) => (1 + g!) ** (1 / 12) - 1, say: ([g]) => `(1 + ${g})^(1/12) − 1` },
  { out: 'annualGrowth', ins: ['growth'], f: ([g]) => (1 + g!) ** 12 - 1, say: ([g]) => `(1 + ${g})^12 − 1` },
  { out: 'totalGrowth', ins: ['growth', 'span'], f: ([g, n]) => (1 + g!) ** n! - 1, say: ([g, n]) => `(1 + ${g})^${n} − 1` },
  { out: 'current', ins: ['end'], f: ([e]) => e, say: ([e]) => e! },
  // Where a value ends up after a rate over a span ("100k, then −3% a month for 3 months").
  { out: 'end', ins: ['start', 'growth', 'span'], f: ([a, g, n]) => a! * (1 + g!) ** n!, say: ([a, g, n]) => `${a} × (1 + ${g})^${n}`, label: () => 'Then' },
  // Recurring revenue from what each customer pays.
  { out: 'mrr', ins: ['revenue'], f: ([r]) => r, say: ([r]) => r! },
  { out: 'mrr', ins: ['arpu', 'customersStart'], f: ([a, n]) => a! * n!, say: ([a, n]) => `${n} customers × ${a}`, estimate: true },
  { out: 'arr', ins: ['mrr'], f: ([m]) => m! * 12, say: ([m]) => `12 × ${m}` },
  { out: 'current', ins: ['start'], f: ([a]) => a, say: ([a]) => a! },
  { out: 'monthsToTarget', ins: ['current', 'target', 'growth'], f: ([a, t, g]) => (a! > 0 && t! > a! && g! > 0 ? Math.log(t! / a!) / Math.log(1 + g!) : undefined), say: ([a, t, g]) => `ln(${t} ÷ ${a}) ÷ ln(1 + ${g})` },
  { out: 'churn', ins: ['lostCustomers', 'customersStart'], f: ([l, s]) => div(l!, s!), say: ([l, s]) => `${l} ÷ ${s}` },
  { out: 'lostShare', ins: ['churn', 'span'], f: ([c, n]) => 1 - (1 - c!) ** n!, say: ([c, n]) => `1 − (1 − ${c})^${n}` },
  { out: 'retention', ins: ['customersEnd', 'newCustomers', 'customersStart'], f: ([e, n, s]) => div(e! - n!, s!), say: ([e, n, s]) => `(${e} − ${n}) ÷ ${s}`, label: () => 'Logo retention' },
  { out: 'retention', ins: ['lostCustomers', 'customersStart'], f: ([l, s]) => div(s! - l!, s!), say: ([l, s]) => `(${s} − ${l}) ÷ ${s}`, label: () => 'Logo retention' },
  // A cohort followed step by step ("half come back, and 60% of those stay"): the product of the steps.
  { out: 'retention', ins: ['stepRates'], f: ([r]) => r, say: ([r]) => r! },
  { out: 'retention', ins: ['churn'], f: ([c]) => 1 - c!, say: ([c]) => `1 − ${c}` },
  { out: 'expansionShare', ins: ['nrr', 'lossShare'], f: ([n, l]) => n! - 1 + l!, say: ([n, l]) => `${n} − 100% + ${l}` },
  // What is spent to win customers, said as costs ("paid channels cost 25k and bring 50").
  { out: 'spend', ins: ['costs'], f: ([c]) => c, say: ([c]) => c! },
  { out: 'cac', ins: ['spend', 'newCustomers'], f: ([s, n]) => div(s!, n!), say: ([s, n]) => `${s} ÷ ${n}` },
  { out: 'payback', ins: ['cac', 'arpu', 'grossMargin'], f: ([c, a, g]) => div(c!, a! * g!), say: ([c, a, g]) => `${c} ÷ (${a} × ${g})` },
  { out: 'payback', ins: ['spend', 'revenueAdded', 'grossMargin'], f: ([s, r, g]) => div(s!, (r! / 12) * g!), say: ([s, r, g]) => `${s} ÷ (${r} ÷ 12 × ${g})` },
  { out: 'payback', ins: ['cac', 'arpu'], f: ([c, a]) => div(c!, a!), say: ([c, a]) => `${c} ÷ ${a}` },
  { out: 'ltv', ins: ['arpu', 'grossMargin', 'churn'], f: ([a, g, c]) => div(a! * g!, c!), say: ([a, g, c]) => `${a} × ${g} ÷ ${c}` },
  { out: 'ltv', ins: ['arpu', 'churn'], f: ([a, c]) => div(a!, c!), say: ([a, c]) => `${a} ÷ ${c}` },
  { out: 'grossMargin', ins: ['grossProfit', 'revenue'], f: ([p, r]) => div(p!, r!), say: ([p, r]) => `${p} ÷ ${r}` },
  { out: 'grossMargin', ins: ['revenue', 'cogs'], f: ([r, c]) => div(r! - c!, r!), say: ([r, c]) => `(${r} − ${c}) ÷ ${r}` },
  { out: 'grossMargin', ins: ['price', 'unitCost'], f: ([p, c]) => div(p! - c!, p!), say: ([p, c]) => `(${p} − ${c}) ÷ ${p}` },
  { out: 'contributionMargin', ins: ['revenue', 'variableCosts'], f: ([r, v]) => div(r! - v!, r!), say: ([r, v]) => `(${r} − ${v}) ÷ ${r}` },
  { out: 'contributionMargin', ins: ['price', 'variableCosts'], f: ([r, v]) => div(r! - v!, r!), say: ([r, v]) => `(${r} − ${v}) ÷ ${r}` },
  { out: 'contribution', ins: ['price', 'variableCosts'], f: ([p, v]) => p! - v!, say: ([p, v]) => `${p} − ${v}` },
  { out: 'units', ins: ['customersStart'], f: ([n]) => n, say: ([n]) => n! },
  { out: 'totalContribution', ins: ['units', 'contribution'], f: ([u, c]) => u! * c!, say: ([u, c]) => `${u} × ${c}` },
  { out: 'breakEvenUnits', ins: ['fixedCosts', 'contribution'], f: ([f, c]) => (c! > 0 ? f! / c! : undefined), say: ([f, c]) => `${f} ÷ ${c}` },
  { out: 'breakEvenCustomers', ins: ['costs', 'arpu', 'grossMargin'], f: ([c, a, g]) => div(c!, a! * g!), say: ([c, a, g]) => `${c} ÷ (${a} × ${g})` },
  { out: 'revenueGap', ins: ['netBurn', 'grossMargin'], f: ([b, g]) => div(b!, g!), say: ([b, g]) => `${b} ÷ ${g}` },
  { out: 'profitMargin', ins: ['profit', 'revenue'], f: ([p, r]) => div(p!, r!), say: ([p, r]) => `${p} ÷ ${r}` },
  { out: 'ruleOf40', ins: ['annualGrowth', 'profitMargin'], f: ([g, m]) => (g! + m!) * 100, say: ([g, m]) => `${g} growth + ${m} margin` },
  { out: 'magicNumber', ins: ['revenueAdded', 'spend'], f: ([r, s]) => div(r!, s!), say: ([r, s]) => `${r} ÷ ${s}` },
  { out: 'ltvCac', ins: ['ltv', 'cac'], f: ([l, c]) => div(l!, c!), say: ([l, c]) => `${l} ÷ ${c}` },
  { out: 'grossBurn', ins: ['costs'], f: ([c]) => c, say: ([c]) => c! },
  { out: 'grossBurn', ins: ['costs', 'spend'], f: ([c, s]) => c! + s!, say: ([c, s]) => `${c} + ${s}` },
  // Gross burn from net burn: what goes out is what is lost plus what comes in.
  { out: 'grossBurn', ins: ['netBurn', 'revenue'], f: ([n, r]) => n! + r!, say: ([n, r]) => `${n} net burn + ${r} revenue` },
  { out: 'cohortLeft', ins: ['customersStart', 'churn', 'span'], f: ([s, c, n]) => s! * (1 - c!) ** n!, say: ([s, c, n]) => `${s} × (1 − ${c})^${n}` },
  { out: 'retention', ins: ['churn', 'span'], f: ([c, n]) => (1 - c!) ** n!, say: ([c, n]) => `(1 − ${c})^${n}`, label: ([, n]) => `Retention after ${fmt.months(n!)}` },
  { out: 'stickiness', ins: ['dau', 'mau'], f: ([d, m]) => div(d!, m!), say: ([d, m]) => `${d} ÷ ${m}` },
  { out: 'dau', ins: ['mau', 'stickiness'], f: ([m, s]) => m! * s!, say: ([m, s]) => `${m} × ${s}` },
  { out: 'funnelRate', ins: ['stepRates'], f: ([r]) => r, say: ([r]) => r! },
  { out: 'funnelBottom', ins: ['newCustomers'], f: ([n]) => n, say: ([n]) => n! },
  { out: 'funnelBottom', ins: ['funnelTop', 'funnelRate'], f: ([t, r]) => t! * r!, say: ([t, r]) => `${t} × ${r}` },
  { out: 'funnelTop', ins: ['funnelBottom', 'funnelRate'], f: ([b, r]) => div(b!, r!), say: ([b, r]) => `${b} ÷ ${r}` },
  { out: 'funnelRate', ins: ['funnelBottom', 'funnelTop'], f: ([b, t]) => div(b!, t!), say: ([b, t]) => `${b} ÷ ${t}` },
];

interface NodeInfo {
  label: string;
  kind: Kind;
  /** What to ask for when it is the input missing. */
  ask: string;
  /** A flow of money a month: shown in the period asked ("per quarter"). */
  flow?: boolean;
}

const INFO: Record<Node, NodeInfo> = {
  cash: { label: 'Cash', kind: 'money', ask: 'How much cash do you have in the bank?' },
  netBurn: { label: 'Net burn', kind: 'money', ask: 'What is your monthly net burn (costs minus revenue)?', flow: true },
  grossBurn: { label: 'Gross burn', kind: 'money', ask: 'What are your total monthly costs?', flow: true },
  revenue: { label: 'Revenue', kind: 'money', ask: 'What is your monthly revenue?', flow: true },
  mrr: { label: 'MRR', kind: 'money', ask: 'What is your MRR?', flow: true },
  costs: { label: 'Costs', kind: 'money', ask: 'What are your monthly costs (opex)?', flow: true },
  runway: { label: 'Runway', kind: 'months', ask: 'How many months of runway do you have?' },
  arr: { label: 'ARR', kind: 'money', ask: 'What is your ARR?' },
  netNewArr: { label: 'Net new ARR', kind: 'money', ask: 'How much ARR did you add over the period, and over how many months?', flow: true },
  burnMultiple: { label: 'Burn multiple', kind: 'ratio', ask: 'What is your burn multiple?' },
  growth: { label: 'Growth', kind: 'percent', ask: 'What is your monthly growth rate?' },
  annualGrowth: { label: 'Annual growth', kind: 'percent', ask: 'What is your annual growth rate?' },
  totalGrowth: { label: 'Total growth', kind: 'percent', ask: 'What is the growth rate?' },
  start: { label: 'Starting value', kind: 'money', ask: 'Where do you start from (the current figure)?' },
  end: { label: 'End value', kind: 'money', ask: 'What is the end figure?' },
  span: { label: 'Span', kind: 'months', ask: 'Over how many months?' },
  target: { label: 'Target', kind: 'money', ask: 'What is the target figure?' },
  monthsToTarget: { label: 'Time to target', kind: 'months', ask: 'What is the target and the monthly growth rate?' },
  churn: { label: 'Churn', kind: 'percent', ask: 'What is your monthly churn (customers lost over customers at the start)?' },
  lostShare: { label: 'Lost', kind: 'percent', ask: 'What is your monthly churn?' },
  retention: { label: 'Retention', kind: 'percent', ask: 'How many customers did you start with, and how many did you lose?' },
  customersStart: { label: 'Customers at the start', kind: 'count', ask: 'How many customers did you start with?' },
  customersEnd: { label: 'Customers at the end', kind: 'count', ask: 'How many customers did you end with?' },
  lostCustomers: { label: 'Customers lost', kind: 'count', ask: 'How many customers did you lose?' },
  newCustomers: { label: 'New customers', kind: 'count', ask: 'How many new customers did that spend win?' },
  nrr: { label: 'NRR', kind: 'percent', ask: 'What is your net revenue retention?' },
  lossShare: { label: 'Churn and contraction', kind: 'percent', ask: 'How much revenue did churn and downgrades take, as a share of the starting revenue?' },
  expansionShare: { label: 'Expansion', kind: 'percent', ask: 'What is your NRR?' },
  spend: { label: 'Sales and marketing spend', kind: 'money', ask: 'What do you spend on sales and marketing?' },
  cac: { label: 'CAC', kind: 'money', ask: 'What is your CAC (sales and marketing spend per new customer)?' },
  arpu: { label: 'ARPA', kind: 'money', ask: 'What does each customer pay a month (ARPA)?' },
  grossMargin: { label: 'Gross margin', kind: 'percent', ask: 'What is your gross margin?' },
  payback: { label: 'CAC payback', kind: 'months', ask: 'What is your CAC?' },
  ltv: { label: 'LTV', kind: 'money', ask: 'What is your monthly churn?' },
  price: { label: 'Price', kind: 'money', ask: 'What is the price?' },
  unitCost: { label: 'Unit cost', kind: 'money', ask: 'What does each unit cost you?' },
  cogs: { label: 'COGS', kind: 'money', ask: 'What is your cost of revenue (COGS)?', flow: true },
  grossProfit: { label: 'Gross profit', kind: 'money', ask: 'What is your gross profit?' },
  variableCosts: { label: 'Variable costs', kind: 'money', ask: 'What are your variable costs?' },
  contributionMargin: { label: 'Contribution margin', kind: 'percent', ask: 'What are your variable costs?' },
  contribution: { label: 'Contribution', kind: 'money', ask: 'What are the price and the variable cost per unit?' },
  units: { label: 'Units', kind: 'count', ask: 'How many units do you sell?' },
  totalContribution: { label: 'Total contribution', kind: 'money', ask: 'How many units do you sell?' },
  fixedCosts: { label: 'Fixed costs', kind: 'money', ask: 'What are your fixed costs a month?' },
  breakEvenUnits: { label: 'Break-even', kind: 'count', ask: 'What are your fixed costs a month?' },
  breakEvenCustomers: { label: 'Customers to break even', kind: 'count', ask: 'What are your monthly costs?' },
  revenueGap: { label: 'Extra revenue to break even', kind: 'money', ask: 'How much do you lose a month?', flow: true },
  profit: { label: 'Profit', kind: 'money', ask: 'What is your profit (EBITDA)?' },
  profitMargin: { label: 'Profit margin', kind: 'percent', ask: 'What is your profit (EBITDA) margin?' },
  ruleOf40: { label: 'Rule of 40', kind: 'ratio', ask: 'What are your annual growth and profit margin?' },
  revenueAdded: { label: 'Revenue added', kind: 'money', ask: 'How much recurring revenue did you add last quarter?', flow: true },
  magicNumber: { label: 'Magic number', kind: 'ratio', ask: 'How much revenue did you add last quarter?' },
  dau: { label: 'DAU', kind: 'count', ask: 'How many daily active users do you have?' },
  mau: { label: 'MAU', kind: 'count', ask: 'How many monthly active users do you have?' },
  stickiness: { label: 'DAU/MAU', kind: 'percent', ask: 'How many daily and monthly active users do you have?' },
  stepRates: { label: 'Step rates', kind: 'percent', ask: 'What is the conversion at each step?' },
  funnelRate: { label: 'Conversion', kind: 'percent', ask: 'How many entered the step, and how many converted?' },
  funnelTop: { label: 'Top of the funnel', kind: 'count', ask: 'How many enter the funnel?' },
  funnelBottom: { label: 'Converted', kind: 'count', ask: 'How many converted?' },
  ltvCac: { label: 'LTV:CAC', kind: 'ratio', ask: 'What are your LTV and CAC?' },
  cohortLeft: { label: 'Customers left', kind: 'count', ask: 'How many customers does the cohort start with?' },
  current: { label: 'Current value', kind: 'money', ask: 'Where are you now (the current figure)?' },
};

/* ---------- the metric asked ---------- */

/** Names of the graph's metrics in a question, most specific first within a place in the text. */
const NAMES: [Node, RegExp][] = [
  ['ruleOf40', /rule of 40/],
  ['magicNumber', /magic number/],
  ['burnMultiple', /burn multiple/],
  ['ltvCac', /ltv ?(?:[:/]|to) ?cac|ltv ?(?:vs\.?|versus) ?cac/],
  ['grossBurn', /gross burn/],
  ['cohortLeft', /how many (?:customers |users |accounts |of them |are |will be |do we have )*(?:are |will be )?(?:left|remain|still)/],
  ['stickiness', /dau ?\/ ?mau|stickiness/],
  ['dau', /how many (?:daily active users|daily actives|dau)\b/],
  ['payback', /(?:\bcac )?pay ?back|earn (?:it|that|the cac) back/],
  ['ltv', /\bltv\b(?! ?[:/] ?cac| to cac)|\bclv\b|lifetime value/],
  ['cac', /\bcac\b|cost (?:us )?(?:to|of) acquir|acquisition cost/],
  // "total monthly contribution": a period word inside the phrase is a modifier, not its head.
  ['totalContribution', /total (?:(?:monthly|weekly|annual|yearly|quarterly) )?contribution/],
  // "CM1/CM2/CM3": contribution levels; in money when asked per order or in a currency.
  ['contribution', /contribution (?:per|a|each|in (?:dollars|euros|pounds))\b|contribution (?:margin )?per (?:order|unit|sale|box)|\bcm ?[1-3]\b(?= (?:per|in (?:dollars|euros|pounds)|each)\b)/],
  ['contributionMargin', /contribution margin|\bcm ?[1-3]\b/],
  ['grossMargin', /gross margin|\bgm\b|\bgm ?%|margin\b/],
  ['expansionShare', /how much expansion|expansion (?:is|rate|share)/],
  ['revenueGap', /how much more (?:monthly )?(?:revenue|mrr|sales)/],
  ['breakEvenUnits', /how many (?:units|boxes|orders|items|products|sales|meals|bottles|kits|subscriptions)\b[^?.]*(?:break ?even|cover)|(?:units|boxes|orders|items|meals|bottles|kits)\b[^?.]*break ?even/],
  ['breakEvenCustomers', /how many (?:paying )?(?:customers|clients|subscribers|users|accounts)\b[^?.]*(?:break ?even|cover|need)/],
  ['funnelTop', /how many (?:trials|leads|visitors|signups|sign-ups|demos)\b[^?.]*(?:need|required)/],
  ['funnelBottom', /how many (?:paying )?(?:customers|clients|paid|buyers|users)\b[^?.]*(?:get|end up|convert|pay|is that|do we|expect|will we|would we|can we)|how many (?:paying )?(?:customers|clients)\??$|^(?:(?:and |so )?(?:how many |what(?:'s| is| are) (?:the )?))?new (?:paying )?(?:customers|clients|subscribers|accounts)\b(?: (?:per|a|each) (?:month|week|quarter|year)| (?:monthly|weekly))?\s*\??$/],
  ['funnelRate', /conversion(?! (?:price|discount|cap|of (?:the |a )?(?:note|safe)))|activation rate|\bactivation\b/],
  ['lostShare', /(?:share|percent|%|fraction)\b[^?.]*(?:gone|lost|churned)\b[^?.]*(?:after|by|over|within)|(?:gone|lost|churned) (?:after|by|over|within) (?:a|one|\d)/],
  ['retention', /retention|retained|still (?:active|around|with us|there)|(?:share|percent|percentage|%|fraction)\b[^?.]*(?:left|remains?|still)/],
  ['churn', /churn(?: rate)?\b|attrition/],
  ['runway', /\bmonths? (?:left|remaining|of (?:cash|money|runway))\b/],
  ['monthsToTarget', /how many (?:months|weeks|quarters)\b(?! of runway| (?:left|remaining|of (?:cash|money))\b)|how long (?:until|till|to|before|does it take)\b(?! (?:we )?(?:run out|are out|go broke))|when (?:do|will|would|can) we (?:reach|hit|get to|cross|pass)/],
  ['runway', /runway|how long (?:will|does|can|until|before)\b[^?.]*(?:last|run out|out of|money|cash)|run out/],
  ['totalGrowth', /total growth|cumulative growth|grow(?:th)? in total/],
  ['annualGrowth', /annual growth|growth (?:over|for|in) (?:a|the|one|1) (?:full )?year|annuali[sz]ed growth|year[- ]over[- ]year|\byoy growth/],
  // "what is MRR now" after a rate over a span: where the value ends up.
  ['end', /\b(?:mrr|arr|revenue|sales) (?:is |be |will be )?(?:now|today|by then|at the end|after (?:that|those|\d))\b|\bwhat will (?:our |the )?(?:mrr|arr|revenue|sales) be\b/],
  ['growth', /growth|how fast|grow(?:ing)?\b|\bcompound(?:ed)? (?:monthly |weekly |annual |quarterly )?rate\b|\bcmgr\b|\bcagr\b/],
  // A stock that fell over a period is the net burn of that period ("cash dropped 200k in Q3").
  ['netBurn', /\bcash (?:went|has gone|is|was) down\b|\bcash (?:fell|dropped|decreased|declined|shrank)\b|net burn|\bburn(?:ing)?\b(?! multiple)|how much (?:are we|do we) (?:burn|los)/],
  ['arr', /\barr\b/],
];

export interface Asked {
  node: Node;
  /** The period a flow or a growth rate is asked in ("per quarter", "weekly growth"). */
  period?: 'quarter' | 'year' | 'week';
  /** The part of the message read as the question. */
  clause: string;
  /** The months a rate is asked over when the question says ("monthly churn" 1, "annual retention" 12). */
  per?: number;
}

/**
 * Words that open the question's noun phrase: a question word ("what's", "whats", "how much"),
 * or an imperative ("calculate", "work out", "tell me", "give me") or a request ("… please").
 */
const ASKING = /\b(?:what(?:'?s)?|how(?:'?s)?|when|which|calculate|compute|work out|figure out|tell me|give me|show me|estimate)\b/;
/** The words that open the noun phrase asked ("whats the burn multiple", "work out the payback", "ARR please"). */
const PHRASE_OPENER = /\b(?:what(?:'?s)?|how(?:'?s)?|calculate|compute|work out|figure out|tell me|give me|show me)\b|\bplease\b/g;

/** The sentence that asks: the last one with a question mark, else the last one. */
function questionClause(text: string): string {
  const sentences = text
    .toLowerCase()
    .split(/(?<=[?!])\s+|(?<=\.)\s+(?=[a-z])|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const asking = sentences.filter((s) => s.includes('?')).at(-1) ?? sentences.filter((s) => ASKING.test(s)).at(-1);
  // A message that asks nothing in words ("Runway question. Bank: $4.2M. Burn: …") names its metric anywhere.
  if (asking === undefined) return withoutModifiers(text.toLowerCase());
  const q = asking;
  // "…, so monthly churn is what percent?": the clause holding the question word.
  const parts = q.split(/,\s|;\s|\s[–—-]\s/);
  const wh = parts.filter((p) => ASKING.test(p));
  const tail = parts.at(-1)!;
  // Without a question word, the part that asks is not the one giving inputs ("…, given 30% growth?").
  const askingParts = parts.filter((p) => !/^(?:given|with|if|assuming|when|at|for)\b/.test(p));
  const clause = wh.length ? wh.at(-1)! : parts.length > 1 ? askingParts.filter((p) => p.includes('?')).at(-1) ?? (askingParts.length && !/\d/.test(askingParts.at(-1)!) ? askingParts.at(-1)! : /\d/.test(tail) ? q : tail) : q;
  return withoutModifiers(clause.replace(/\?/g, '')) || q;
}

/** "margin-adjusted months to earn CAC back": a modifier before the metric is not the metric asked. */
function withoutModifiers(s: string): string {
  return s.replace(/\b(?:gross[- ])?margin[- ]adjusted\b/g, '').trim();
}

/**
 * The one metric a message asks for: the noun phrase of its question clause read through
 * the graph's names, and failing those through the lexicon's names. Undefined when none is named.
 */
export function askedMetric(raw: string, earlier: readonly string[] = []): Asked | undefined {
  // A misspelt metric word names the metric meant ("lifetmie value?").
  const text = correctSpelling(raw);
  // "gross monthly burn", "net annual burn": a period word inside a metric's phrase is a modifier, not part of its name.
  const clause = questionClause(text).replace(/\b(gross|net) (?:monthly|weekly|annual|yearly|quarterly) (?=burn\b)/g, '$1 ');
  const whole = text.toLowerCase();
  const hit = (s: string) => {
    let best: { node: Node; at: number } | undefined;
    for (const [node, re] of NAMES) {
      const m = re.exec(s);
      if (m && (!best || m.index < best.at)) best = { node, at: m.index };
    }
    return best?.node;
  };
  // "what's that over a year?": a clause that points back takes the metric named before it in the message.
  const lexical = mentionsIn(clause);
  // The noun phrase after the question word is the one asked ("net burn 90k …, whats the burn multiple").
  const ask = [...clause.matchAll(PHRASE_OPENER)].at(-1);
  // "ARR please": a request's noun phrase stands before it.
  const phrase = ask ? (ask[0] === 'please' ? clause.slice(0, ask.index) : clause.slice(ask.index)) : undefined;
  let node = (phrase !== undefined && ask![0] !== 'please' ? hit(phrase) : undefined) ?? hit(clause) ?? headAsked(phrase);
  const pointing = node === undefined && lexical.length === 0 && /\b(?:that|it|this)\b/.test(clause);
  // "…: CAC $4,800, ACV $9,600. months?": a clause that names only a unit takes the metric the message names.
  const bare = node === undefined && lexical.length === 0 && !/\d/.test(clause) && clause.split(/\s+/).length <= 3;
  // …the sentence that asks first ("annual GRR, compounded?"), then the message.
  const askingSentence = whole.split(/(?<=[.?!])\s+/).filter((x) => x.includes('?')).at(-1) ?? '';
  if (bare && askingSentence) {
    node = hit(askingSentence.replace(/\?/g, ''));
    if (!node) lexical.push(...mentionsIn(askingSentence));
  }
  if ((pointing || bare) && clause !== whole) node ??= hit(whole.replace(/\?/g, ''));
  // "ARR went from 1.2M to 3M — what's that compounded a month?": a rate of a change said before is its growth.
  if (pointing && /\bcompound|\brate\b/.test(clause) && /\bfrom\b[^?]*\bto\b|->|→/.test(whole)) node = 'growth';
  if (!node) {
    const lex = lexical[0]?.metric;
    node = lex ? FROM_LEXICON[lex] : undefined;
  }
  // Two metrics asked at once ("the runway and the net burn"): the shape branches answer both.
  // Only the words before the figures ask; "…given 30% growth and 5% margin" gives inputs.
  const asks = clause.split(/\d|\b(?:when|if|with|given|assuming|from|at)\b/)[0]!;
  const named = new Set(NAMES.filter(([, re]) => re.test(asks)).map(([n]) => n));
  // "alive or dead, and months left?": default alive (a shape branch) asked beside another metric.
  if (/\b(?:alive|dead)\b/.test(askingSentence) && /\band\b/.test(askingSentence) && node !== undefined) return undefined;
  if (/\band\b/.test(asks) && [...named].filter((n) => !['growth', 'netBurn', 'grossMargin'].includes(n) || named.size > 1).length > 1 && !named.has('ltvCac') && !named.has('payback') && !named.has('burnMultiple')) {
    const pairs = [...named].filter((n) => !(n === 'netBurn' && named.has('grossBurn')) && !(n === 'grossMargin' && named.has('contributionMargin')) && !(n === 'growth' && (named.has('annualGrowth') || named.has('totalGrowth'))));
    if (pairs.length > 1) return undefined;
  }
  const whatIf = /\b(?:what|and) if\b|^if\b|\bthen\b|\binstead\b/.test(clause);
  if (!node && earlier.length && (lexical.length === 0 || (whatIf && lexical.every((m) => !FROM_LEXICON[m.metric])))) {
    // A follow-up that names no metric ("what does that mean annually?") asks about the one asked before.
    const before = askedMetric(earlier[0]!, earlier.slice(1));
    node = before?.node;
  }
  // "what is that over a year, compounded?" of a monthly churn: the share lost in a year.
  if (node === 'churn' && (pointing || !/churn/.test(clause)) && /\bannual|\byear|\bcompound/.test(clause) && !/\bmonthly\b|\b(?:per|a) month\b/.test(clause)) node = 'lostShare';
  // "annual GRR, compounded": the revenue kept over that span.
  if (!node && lexical.some((m) => m.metric === 'grr') && /\bannual|\byear|\bcompound/.test(bare ? askingSentence : clause) && !/\d/.test(clause)) node = 'retention';
  if (!node) return undefined;
  // A growth over a year, or compounded to a year, is the annual growth.
  if (node === 'growth' && /\b(?:over|for|in) (?:a|the|one|1) (?:full )?year\b|\bannual(?:ly|i[sz]ed)?\b|\byearly\b|\bper year\b|\byoy\b/.test(clause)) node = 'annualGrowth';
  const head = clause.split(/\d|\b(?:when|if|with|given|assuming)\b/)[0]!;
  const period = /\b(?:per|a|each|every|one|the) quarter\b|\bquarterly\b/.test(head) ? 'quarter' : /\b(?:per|a|each|every) year\b|\bannual(?:ly)?\b|\byearly\b/.test(head) ? 'year' : /\bweekly\b|\b(?:per|a|each) week\b/.test(head) ? 'week' : undefined;
  // The period a rate is asked over: from the phrase the question word opens ("annual churn is 30%: what is that a month?").
  const perText = bare ? askingSentence : phrase !== undefined && ask![0] !== 'please' ? phrase : head;
  const per = /\bmonthly\b|\b(?:per|a|each|every) month\b|\bmom\b|month[- ]over[- ]month/.test(perText) ? 1 : /\bquarterly\b|\b(?:per|a|each|every) quarter\b/.test(perText) ? 3 : /\bannual(?:ly)?\b|\byearly\b|\b(?:per|a|each|every) year\b/.test(perText) ? 12 : undefined;
  return { node, period: INFO[node].flow || node === 'growth' || node === 'churn' ? period : undefined, clause, per };
}

/**
 * The head of the noun phrase a question word opens, for metrics that are asked only as that
 * head ("what is our MRR?", "MRR please"): named elsewhere in a question, they are inputs.
 */
function headAsked(phrase: string | undefined): Node | undefined {
  if (phrase === undefined) return undefined;
  const head = phrase.replace(/^[\s:]*(?:(?:what(?:'?s)?|tell me|give me|show me|calculate|compute|work out|is|are|was|will be|be|our|the|my|your|current|total|then|now)\s+)*/, '').trim();
  // …or the head of a question about it ("what MRR do we get from them?").
  return /^(?:mrr|monthly recurring revenue)\s*$/.test(head) || /^(?:mrr|monthly recurring revenue)\s*$/.test(phrase.trim()) || /^(?:mrr|monthly recurring revenue) (?:do|would|will|can|should) we (?:get|make|earn|bill|collect|receive)\b/.test(head) ? 'mrr' : undefined;
}

const FROM_LEXICON: Partial<Record<Metric, Node>> = {
  runway: 'runway', netBurn: 'netBurn', burn: 'netBurn', grossMargin: 'grossMargin', contributionMargin: 'contributionMargin', cac: 'cac', ltv: 'ltv',
  churn: 'churn', growth: 'growth', burnMultiple: 'burnMultiple', nrr: 'nrr', arr: 'arr',
};

/**
 * A question about what was said before: it names no metric and points back ("what does that
 * mean annually?", "what about over the last 6 months then?").
 */
export function pointsBack(text: string): boolean {
  const clause = questionClause(text);
  return askedMetric(text) === undefined && mentionsIn(clause).length === 0 && /\b(?:that|it|this|then|those)\b/.test(clause) && /\?|\b(?:what|how)\b/.test(text);
}

/* ---------- the figures given ---------- */

type Given = Partial<Record<Node, Value>>;

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A flow said over a period, a month's worth: "$240k in Q1" → $80k. */
function monthly(f: ReadFigure): number {
  return f.period === 'year' ? f.value / 12 : f.period === 'quarter' ? f.value / 3 : f.period === 'week' ? (f.value * 52) / 12 : f.value;
}

const per = (f: ReadFigure) => (f.period === 'year' ? ' a year' : f.period === 'quarter' ? ' a quarter' : f.period === 'month' ? ' a month' : '');
const money = (f: ReadFigure) => `${fmt.money(f.value)}${per(f)}`;

/** Two amounts summed into one node ("ads $15k and SDRs $12k" → $27k spend). */
function add(g: Given, node: Node, v: number, say: string) {
  const had = g[node];
  g[node] = had ? { v: had.v + v, say: `(${had.say} + ${say})` } : { v, say };
}

/** Months between two month names ("from feb to jun" → 3, "in June … by December" → 6). */
function monthSpan(text: string): number | undefined {
  const found = [...text.matchAll(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/g)].filter((m) => m[1] !== 'may' || /\bmay\b(?! (?:we|i|be|have))/.test(m[0]));
  if (found.length !== 2) return undefined;
  const [a, b] = found.map((m) => MONTH_NAMES.indexOf(m[1]!));
  // "by December … in June": the one after "by/until" is the end.
  const endFirst = /\b(?:by|until|till|before)\s+$/.test(text.slice(Math.max(0, found[0]!.index - 8), found[0]!.index));
  const [s, e] = endFirst ? [b!, a!] : [a!, b!];
  return (e - s + 12) % 12 || 12;
}

/** Years between two years said beside amounts ("in 2024 … in 2025" → 12 months). */
function yearSpan(text: string): number | undefined {
  const ys = [...text.matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1]));
  return ys.length === 2 && ys[1]! > ys[0]! ? (ys[1]! - ys[0]!) * 12 : undefined;
}

/** Fractions said in words: "a fifth of our 45 demos" → 20, "half", "a quarter". */
const FRACTION: Record<string, number> = { half: 1 / 2, third: 1 / 3, quarter: 1 / 4, fifth: 1 / 5, tenth: 1 / 10 };

/** "…of revenue", "…of sales": a percentage said as a share of revenue; "…goes to hosting", "another 10% to fees": one that goes to a cost. */
const SHARE_OF_REVENUE = /^\s*of (?:our |the |total |all )?(?:revenue|sales|turnover|mrr)\b/;
const COST_BEFORE = /\b(?:cogs|costs? of (?:goods|sales|revenue)|hosting|cloud|servers?|infrastructure|fees|processing|support|delivery|direct costs?)\b[^.;?!%\d]{0,20}$/;
const SHARE_TO_COST = /^(?:\s*of (?:our |the |total |all )?(?:revenue|sales|turnover|mrr))?\s*(?:goes|go|went|is spent|are spent|is paid|gets paid) (?:to|on)\b|^\s*(?:to|on) (?!(?:the |our )?(?:revenue|sales))[a-z]/;

/**
 * The gross margin left when a message gives only the shares of revenue its COGS take ("30% of revenue
 * goes to hosting and another 10% to payment fees"): 100% minus those shares. Only when every
 * percentage of the message is such a share and it names no amount (an amount is read as it is).
 */
function cogsShares(raw: string): Value | undefined {
  const { text, figures } = readFigures(raw);
  const lower = text.toLowerCase();
  if (figures.some((f) => f.unit === 'money') || !figures.some((f) => f.unit === 'percent' && SHARE_OF_REVENUE.test(lower.slice(f.end)))) return undefined;
  const shares = figures.filter((f) => f.unit === 'percent');
  // Each share goes to a cost: said so after it ("goes to hosting"), or a cost named right before it ("COGS are 30%"), never a customer's share.
  const toCost = (f: ReadFigure) => SHARE_TO_COST.test(lower.slice(f.end)) || (SHARE_OF_REVENUE.test(lower.slice(f.end)) && COST_BEFORE.test(lower.slice(Math.max(0, f.start - 40), f.start)));
  if (!shares.every(toCost) || /\b(?:customers?|clients?|accounts?|logos?)\b/.test(lower.slice(0, shares.at(-1)!.start))) return undefined;
  const sum = shares.reduce((t, f) => t + f.value, 0);
  if (!(sum > 0 && sum < 1)) return undefined;
  return { v: 1 - sum, say: `100% − ${shares.map((f) => pct(f.value)).join(' − ')} of revenue`, derived: true };
}

/**
 * "CAC is half of (the) first-year revenue per customer", "CAC equals 8 months of revenue per customer",
 * "CAC is 1.5x annual revenue per account": the factor, then the span of revenue it is a factor of.
 * One fixed run of words; the revenue per customer is the ARPU the message gives (a month's).
 */
const CAC_OF_REVENUE =
  /\bcac (?:is|equals|=|comes to|is about|is roughly|is around|runs at) (?:(half|twice|double|\d+(?:\.\d+)?%|\d+(?:\.\d+)?(?:x| times)) (?:of |the |our )*(first[- ]year|annual|yearly|a year's|one year's|12 months'?)|(\d+(?:\.\d+)?) months? of) (?:the |our )?(?:revenue|sales|billings) (?:per|from each|from a|from an|of each|of a|of an) (?:customer|account|client|user)\b/;

function cacOfRevenue(lower: string, arpu: Value): Value | undefined {
  const m = CAC_OF_REVENUE.exec(lower);
  if (!m) return undefined;
  if (m[3]) {
    const months = Number(m[3]);
    return { v: months * arpu.v, say: `(${fmt.count(months)} months × ${arpu.say})`, derived: true };
  }
  const w = m[1]!;
  const k = w === 'half' ? 0.5 : w === 'twice' || w === 'double' ? 2 : w.endsWith('%') ? Number(w.slice(0, -1)) / 100 : Number(/[\d.]+/.exec(w)![0]);
  if (!(k > 0)) return undefined;
  return { v: k * 12 * arpu.v, say: `(${fmt.count(k)} × 12 × ${arpu.say})`, derived: true };
}

/** "the first 100 seats", "first 50 users": the size of the first price tier. */
const FIRST_TIER = /\bfirst (\d[\d,]*) (?:seats?|users?|licen[cs]es?|units?)\b/;
/** "the rest", "every seat above 100", "each additional seat", "seats beyond that": the tier after it. */
const NEXT_TIER = /\b(?:the rest|the remaining|every (?:seat|user|licen[cs]e|unit) (?:above|over|beyond|after)|(?:each|every|any) (?:additional|extra|further)|(?:seats?|users?|licen[cs]es?|units?) (?:above|over|beyond|after))\b/;

/**
 * Seats priced in two tiers, said with the tiers' sizes and prices and the seats bought: "first 100 seats at
 * $20, every seat above 100 at $15; 140 seats" is 100 × $20 + 40 × $15 a month. Undefined unless each part
 * is said: a price for each tier and one number of seats beyond the tiers' own numbers.
 */
function tieredSeats(raw: string): Value | undefined {
  const { text, figures } = readFigures(raw);
  const lower = text.toLowerCase();
  const first = FIRST_TIER.exec(lower);
  if (!first) return undefined;
  const size = Number(first[1]!.replace(/,/g, ''));
  const next = NEXT_TIER.exec(lower.slice(first.index + first[0].length));
  if (!next) return undefined;
  const nextAt = first.index + first[0].length + next.index;
  // A tier's price: an amount, or a bare number said "at" ("at 25 a month").
  const price = (f: ReadFigure) => f.unit === 'money' || (f.unit === 'count' && /\bat\s+$/.test(lower.slice(Math.max(0, f.start - 4), f.start)));
  const p1 = figures.find((f) => price(f) && f.start > first.index && f.start < nextAt);
  const p2 = figures.find((f) => price(f) && f.start > nextAt);
  const seats = figures.filter((f) => f.unit === 'count' && !price(f) && f.value !== size && f.value > 0 && Number.isInteger(f.value) && !(f.start >= first.index && f.start < first.index + first[0].length));
  if (!p1 || !p2 || seats.length !== 1) return undefined;
  const n = seats[0]!.value;
  const inFirst = Math.min(n, size);
  const rest = Math.max(0, n - size);
  const v = inFirst * p1.value + rest * p2.value;
  return { v, say: rest ? `${fmt.count(inFirst)} × ${fmt.money(p1.value)} + ${fmt.count(rest)} × ${fmt.money(p2.value)}` : `${fmt.count(inFirst)} × ${fmt.money(p1.value)}`, derived: true };
}

/** The figures a text gives, as graph nodes in canonical units. */
export function givens(raw: string): Given {
  const { text: normal, figures, changes } = readFigures(raw);
  const text = normal.toLowerCase();
  const g: Given = {};
  const near = (f: ReadFigure, re: RegExp, back = 40, ahead = 40) => re.test(text.slice(Math.max(0, f.start - back), f.end + ahead));
  const used = new Set<ReadFigure>();
  const headcountBefore = (f: ReadFigure) => figures.find((h) => h.metric === 'headcount' && h.unit === 'count' && h.end <= f.start && f.start - h.end < 30)?.value;
  const unlabelled: ReadFigure[] = [];
  for (const c of changes) {
    if (c.from.unit === 'percent') used.add(c.from).add(c.to);
    if (!c.metric || !['mrr', 'arr', 'revenue', 'customers'].includes(c.metric)) continue;
    g.start = { v: c.from.value, say: fmt.money(c.from.value) };
    g.end = { v: c.to.value, say: fmt.money(c.to.value) };
    used.add(c.from).add(c.to);
    // "200k -> 230k QoQ": a change said per period is over one period.
    const p = c.to.period ?? c.from.period;
    if (p && !c.from.period !== !c.to.period) g.span ??= { v: p === 'quarter' ? 3 : p === 'year' ? 12 : p === 'week' ? 12 / 52 : 1, say: `1 ${p}` };
  }
  for (const f of figures) {
    if (used.has(f)) continue;
    const before = text.slice(Math.max(0, f.start - 30), f.start);
    const after = text.slice(f.end, f.end + 30);
    switch (f.metric) {
      case 'cash':
        // "In January we had 1.4M, today 900k": a balance said for an earlier date is not the cash now.
        if (!/\b(?:in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|back in|ago|last (?:year|month|quarter)|at the start)\b/.test(before.split(/[,;]|\b(?:and|but)\b/).at(-1)!)) g.cash = { v: f.value, say: fmt.money(f.value) };
        break;
      case 'netBurn':
      case 'burn':
        // advshape3: "500 customers … and lose 15": a bare count lost beside a count of customers is customers lost, not a burn.
        if (!f.currency && !/[kmb]\b/i.test(f.raw) && f.value < 1e4 && /\b(?:lose|lost|losing)\s*$/.test(before) && /\b(?:customers?|clients?|accounts?|users?|logos?|subscribers?)\b/.test(text)) {
          add(g, 'lostCustomers', f.value, fmt.count(f.value));
          break;
        }
        // Said over a quarter or a year: a month's share is worked out, and is an answer when asked for.
        g.netBurn = f.period && f.period !== 'month' ? { v: monthly(f), say: `${money(f)} ÷ ${f.period === 'quarter' ? 3 : f.period === 'year' ? 12 : '12/52'}`, per: f.period === 'quarter' ? 3 : f.period === 'year' ? 12 : undefined } : { v: monthly(f), say: `${fmt.money(monthly(f))} a month` };
        break;
      case 'grossBurn':
        g.grossBurn = { v: monthly(f), say: `${fmt.money(monthly(f))} a month` };
        break;
      case 'mrr':
      case 'revenue':
      case 'arr': {
        if (f.each && headcountBefore(f) !== undefined) {
          const n = headcountBefore(f)!;
          add(g, /\bsdrs?\b|\breps?\b|\bsales|\bmarketers?\b/.test(before) ? 'spend' : 'costs', n * f.value, `${fmt.count(n)} × ${money(f)}`);
          break;
        }
        if (f.metric === 'revenue' && (/^\s*to (?:make|produce|build)\b/.test(after) || /\bcosts? us\s*$/.test(before))) {
          g.unitCost = { v: f.value, say: fmt.money(f.value) };
          break;
        }
        if (f.metric === 'revenue' && /\bcommission|\bsales (?:team|commission)/.test(text.slice(f.start - 20, f.start))) {
          add(g, 'variableCosts', f.value, fmt.money(f.value));
          break;
        }
        const annual = f.metric === 'arr' || /\bannuali[sz]ed\b|\bper year\b|\ba year\b/.test(after.slice(0, 20));
        const v = annual && !f.period ? f.value / 12 : monthly(f);
        if (g.revenue && f.metric !== 'revenue') {
          g.target ??= { v: f.value, say: fmt.money(f.value) };
          break;
        }
        if (/\b(?:goal|target|hit|reach|get to|want|aim for|aiming for)\b[^,.]*$/.test(before) || /^\s*(?:mrr |arr )?(?:goal|target)/.test(after)) {
          g.target = { v: f.value, say: fmt.money(f.value) };
          break;
        }
        g.revenue = { v, say: annual && !f.period ? `${fmt.money(f.value)} a year ÷ 12` : f.period && f.period !== 'month' ? `${money(f)} ÷ ${f.period === 'year' ? 12 : f.period === 'quarter' ? 3 : '12/52'}` : `${fmt.money(v)} a month` };
        g.start ??= { v: f.value, say: fmt.money(f.value) };
        if (f.metric === 'arr') g.arr = { v: f.value, say: fmt.money(f.value) };
        if (near(f, /\b(?:added|new|grew by|increased by|net new)\b/, 30, 0)) {
          const k = f.metric === 'arr' ? 1 : f.period === 'quarter' ? 4 : f.period === 'year' ? 1 : 12;
          g.revenueAdded = { v: f.value * k, say: k === 1 ? fmt.money(f.value) : `${k} × ${money(f)}` };
        }
        break;
      }
      case 'netNewArr': {
        // Kept as ARR added over the period said: new MRR counts twelve times.
        const mrr = /\bmrr\b/.test(text.slice(f.numEnd, f.numEnd + 20)) || /\bmrr\b/.test(before.slice(-12));
        g.revenueAdded = { v: mrr ? f.value * 12 : f.value, say: mrr ? `12 × ${fmt.money(f.value)} new MRR` : `${fmt.money(f.value)} new ARR` };
        break;
      }
      case 'costs':
      case 'otherCosts':
        if (f.each && headcountBefore(f) !== undefined) {
          const n = headcountBefore(f)!;
          add(g, /\bsdrs?\b|\breps?\b|\bsales|\bmarketers?\b/.test(before) ? 'spend' : 'costs', n * f.value, `${fmt.count(n)} × ${money(f)}`);
        } else if (/\bdirect\b|\bcogs\b/.test(before)) add(g, 'cogs', monthly(f), money(f));
        // "we spend 210k a month" is all costs; spent on ads or sales is acquisition spend.
        // "spend 2.4m a year on everything", "we spend 210k/mo" are all costs; spent on ads or sales is acquisition spend.
        else if (/\b(?:marketing|advertising|ads)\b[^,.]*$/.test(before.slice(-25)) || (/\b(?:spen[dt]|spending)\b[^,.]*$/.test(before.slice(-25)) && (f.period === undefined ? !/^[^,.]*\bon (?:everything|all|salaries|payroll|rent|opex|costs)\b/.test(after) : /^[^,.]*\bon\b(?! (?:everything|all|salaries|payroll|rent|opex|costs)\b)/.test(after))) || /^\s*(?:on )?(?:s&m|sales|marketing|ads|advertising)\b/.test(after)) add(g, 'spend', f.value, money(f));
        else {
          const yearly = !f.period && /\b(?:annual|yearly)\b[^,.]*$/.test(before);
          add(g, 'costs', yearly ? f.value / 12 : monthly(f), yearly ? `${fmt.money(f.value)} a year` : money(f));
        }
        break;
      case 'spend':
        // Spend and the customers it won are said over one period: kept as said.
        if (f.each && headcountBefore(f) !== undefined) add(g, 'spend', headcountBefore(f)! * f.value, `${fmt.count(headcountBefore(f)!)} × ${money(f)}`);
        else add(g, 'spend', f.value, money(f));
        break;
      case 'costPerPerson':
        if (headcountBefore(f) !== undefined) {
          const n = headcountBefore(f)!;
          add(g, /\bsdrs?\b|\breps?\b|\bsales/.test(before) ? 'spend' : 'costs', n * (f.period ? monthly(f) : f.value), `${fmt.count(n)} × ${money(f)}`);
        }
        break;
      case 'cogs':
        add(g, 'cogs', monthly(f), money(f));
        add(g, 'variableCosts', monthly(f), money(f));
        break;
      case 'variableCost':
        add(g, 'variableCosts', f.value, fmt.money(f.value));
        g.unitCost = { v: f.value, say: fmt.money(f.value) };
        break;
      case 'fixedCosts':
        g.fixedCosts = { v: monthly(f), say: money(f) };
        break;
      case 'cac':
        g.cac = { v: f.value, say: fmt.money(f.value) };
        break;
      case 'contributionMargin':
        // "each customer contributes £35": an amount is the contribution per unit, a percentage the margin.
        if (f.unit === 'money') g.contribution = { v: monthly(f), say: money(f) };
        else if (f.unit === 'percent') g.contributionMargin = { v: f.value, say: pct(f.value) };
        break;
      case 'ltv':
        g.ltv = { v: f.value, say: fmt.money(f.value) };
        break;
      case 'arpu':
      case 'price': {
        const annual = (/\b(?:acv|annual contract|annual plan|a year|per year)\b/.test(text.slice(Math.max(0, f.start - 22), f.end + 10)) && !f.period) || f.period === 'year';
        const v = annual ? f.value / 12 : monthly(f);
        g.arpu = { v, say: annual || f.period === 'year' ? `${fmt.money(f.value)} a year ÷ 12` : `${fmt.money(v)} a month` };
        g.price = { v: f.value, say: fmt.money(f.value) };
        break;
      }
      case 'profit':
        if (/\bgross\b/.test(before.slice(-16))) g.grossProfit = { v: f.value, say: fmt.money(f.value) };
        else g.profit = { v: f.value, say: fmt.money(f.value) };
        break;
      case 'grossMargin':
        g.grossMargin = { v: f.value, say: `${pct(f.value)} margin` };
        break;
      case 'profitMargin':
        g.profitMargin = { v: f.value, say: pct(f.value) };
        break;
      case 'growth': {
        const quarterly = f.period === 'quarter' || /\bquarterly\b|\b(?:a|per|each) quarter\b/.test(text.slice(Math.max(0, f.start - 20), f.end + 15));
        const yearly = f.period === 'year' || /\b(?:a|per|each) year\b|\bannual|\byearly\b|\b(?:last|this|over the) year\b|\byoy\b|year[- ]over[- ]year/.test(text.slice(Math.max(0, f.start - 20), f.end + 12));
        const weekly = f.period === 'week' || /\bweekly\b|\b(?:a|per|each) week\b/.test(text.slice(Math.max(0, f.start - 20), f.end + 12));
        const v = weekly ? (1 + f.value) ** (52 / 12) - 1 : quarterly ? (1 + f.value) ** (1 / 3) - 1 : yearly ? (1 + f.value) ** (1 / 12) - 1 : f.value;
        const plain = !quarterly && !yearly && !f.period && !/\bmonth|\bmom\b/.test(text.slice(Math.max(0, f.start - 25), f.end + 15));
        g.growth = { v, say: weekly ? `${pct(f.value)} a week` : quarterly ? `${pct(f.value)} a quarter` : yearly ? `${pct(f.value)} a year` : pct(f.value), plain };
        break;
      }
      case 'churn':
        if (f.unit === 'percent') {
          if (/\bnrr\b|\bretention\b/.test(text) && /\bof (?:starting|the starting|our starting)\b/.test(after)) g.lossShare = { v: f.value, say: pct(f.value) };
          else {
            // The period words of the figure's own clause only ("monthly churn 2%, what's annual…?").
            const yearly = f.period === 'year' || /\b(?:a|per|each|every) year\b|\bannual/.test(after.split(/[,;.?!]/)[0]!.slice(0, 20)) || /\b(?:annual|yearly)\b[^,.]*$/.test(before);
            g.churn = yearly ? { v: f.value / 12, say: `${pct(f.value)} a year ÷ 12`, per: 12, said: f.value } : { v: f.value, say: pct(f.value) };
          }
        } else if (f.unit === 'count') add(g, 'lostCustomers', f.value, fmt.count(f.value));
        break;
      case 'nrr':
        g.nrr = { v: f.value, say: pct(f.value) };
        break;
      case 'dau':
        g.dau = { v: f.value, say: `${fmt.count(f.value)} DAU` };
        break;
      case 'mau':
        g.mau = { v: f.value, say: `${fmt.count(f.value)} MAU` };
        break;
      case 'customers':
      case 'newCustomers':
        // "we lost 15 accounts": the verb before the count says what happened to them.
        if (f.unit === 'count' && (/\b(?:lost|lose|losing|churned|cancell?ed)\s*$/.test(before) || (/^\s*(?:[a-z]+ )?(?:churned|cancell?ed|left us|quit)\b/.test(after) && !/\b(?:of|out of) (?:our |the |all |all of our )?$/.test(before)))) {
          // ("3 of our 40 customers cancelled": the 40 is the base the 3 are lost from.)
          add(g, 'lostCustomers', f.value, fmt.count(f.value));
          break;
        }
        if (f.unit === 'money' || (f.period && /\bat\s*$/.test(before))) {
          g.arpu = { v: monthly(f), say: `${fmt.money(monthly(f))} a month` };
          g.price = { v: f.value, say: fmt.money(f.value) };
          break;
        }
        if (f.metric === 'newCustomers' || /\bnew\b|\bwin|\bwon\b|\bbring|\bget\b|\bsign/.test(before.slice(-20) + after.slice(0, 12))) add(g, 'newCustomers', f.value, fmt.count(f.value));
        else if (/\bstart\b|\bbegin/.test(before + after)) g.customersStart = { v: f.value, say: fmt.count(f.value) };
        else g.customersStart ??= { v: f.value, say: fmt.count(f.value) };
        break;
      case 'conversion':
      case 'activation': {
        if (f.unit !== 'percent') break;
        // "converted a quarter of our 80 trials": the customers won, and the funnel's top.
        const of = /^\s*of (?:our |the |those |these )?(\d[\d,]*) /.exec(text.slice(f.numEnd, f.numEnd + 30));
        if (of) {
          const top = Number(of[1]!.replace(/,/g, ''));
          g.funnelTop ??= { v: top, say: fmt.count(top) };
          if (/\b(?:won|win|converted|closed|signed)\s*$/.test(before)) add(g, 'newCustomers', top * f.value, `${fmt.count(top)} × ${pct(f.value)}`);
        }
        pushRate(g, f.value);
        break;
      }
      default:
        if (!f.metric) unlabelled.push(f);
    }
    if (f.unit === 'months' && f.metric !== 'runway') g.span = { v: f.value, say: fmt.months(f.value) };
  }
  readUnlabelled(g, text, unlabelled);
  readFractions(g, text);
  if (g.span === undefined) {
    if (g.revenueAdded && /\b(?:over the|that|this|last|per|a|the|in the) quarter\b|\bin q[1-4]\b/.test(text)) g.span = { v: 3, say: '3 months' };
    const qs = [...text.matchAll(/\bq([1-4])\b/g)].map((m) => Number(m[1]));
    const quarterSpan = qs.length === 2 && qs[1]! > qs[0]! && g.start && g.end ? (qs[1]! - qs[0]!) * 3 : undefined;
    const n = monthSpan(text) ?? yearSpan(text) ?? quarterSpan ?? (/\bover the (?:last |past )?quarter\b|\bin q[1-4]\b|\blast quarter\b/.test(text) && g.start && g.end ? 3 : /\b(?:over|in) the (?:last |past )?year\b|\blast year\b/.test(text) && g.start && g.end ? 12 : /\b(?:a|one|1|over a|after a|in a|for a) (?:full )?year\b/.test(text) ? 12 : undefined);
    if (n !== undefined) g.span = { v: n, say: fmt.months(n) };
  }
  // "EBITDA -1m on 12m revenue" a year: a profit said beside a yearly revenue is yearly too.
  const yearlyRevenue = figures.find((f) => f.metric === 'revenue' && f.period === 'year' && !used.has(f));
  const profit = figures.find((f) => f.metric === 'profit' && !f.period);
  if (yearlyRevenue && profit && g.profit) g.profit = { v: profit.value / 12, say: `${fmt.money(profit.value)} a year` };
  // "Revenue 4M last year and 5M this year, EBITDA 400k this year": the margin is on the latest revenue.
  const revenueChange = changes.find((c) => c.metric === 'revenue' || c.metric === 'arr' || c.metric === 'mrr');
  // "Revenue 4M last year and 5M this year": the later of two revenues said one after the other.
  const pairEnd = yearlyRevenue && g.start?.v === yearlyRevenue.value && g.end ? g.end.v : undefined;
  const latest = pairEnd ?? (revenueChange && !yearlyRevenue ? revenueChange.to.value : undefined);
  if (latest !== undefined && profit) g.profitMargin = { v: profit.value / latest, say: `${fmt.money(profit.value)} ÷ ${fmt.money(latest)}` };
  // A change of MRR or ARR over a span is the ARR it added (an MRR change counts twelve times).
  const change = changes.find((c) => c.metric === 'mrr' || c.metric === 'arr');
  if (change && g.start && g.end && g.span) {
    const k = change.metric === 'mrr' ? 12 : 1;
    g.netNewArr = { v: ((g.end.v - g.start.v) * k) / g.span.v, say: `${k === 12 ? '12 × ' : ''}${fmt.money(g.end.v - g.start.v)} over ${g.span.say}` };
  }
  return g;
}

function pushRate(g: Given, r: number) {
  const had = g.stepRates;
  g.stepRates = had ? { v: had.v * r, say: `${had.say} × ${pct(r)}` } : { v: r, say: pct(r) };
}

/** The months a rate is over, from period words: a quarter 3, a year 12, else a month. */
function ratePer(words: string): number {
  if (/\b(?:a|per|each|every|the|last|this|that|over the|in the|previous) quarter\b|\bquarterly\b|\bq[1-4]\b|\bqoq\b/.test(words)) return 3;
  if (/\b(?:a|per|each|every|the|last|this|that|over the|in the|previous) year\b|\bannual(?:ly)?\b|\byearly\b|\byoy\b/.test(words)) return 12;
  return 1;
}

/** Amounts no lexicon word named, placed by the graph's own cues (a goal, a start and an end, a rate of a step). */
function readUnlabelled(g: Given, text: string, fs: ReadFigure[]) {
  let feeShare: number | undefined;
  for (const f of fs) {
    const before = text.slice(Math.max(0, f.start - 30), f.start);
    const after = text.slice(f.numEnd, f.numEnd + 30);
    if (f.unit === 'percent') {
      const ofCount = /^\s*of (?:our |the |those |these )?(\d[\d,]*) /.exec(after);
      if (/\b(?:keep|keeps|kept|retain|retains|retained)\s*$/.test(before)) {
        // "we keep 92% of logos each quarter": a retention, over the period its clause says.
        const per = ratePer(after.split(/[,;.?!]/)[0]!);
        g.retention = { v: f.value, say: per > 1 ? `${pct(f.value)} a ${per === 3 ? 'quarter' : 'year'}` : pct(f.value), per };
      } else if (/\b(?:lose|lost|losing|churn)\s*$/.test(before)) {
        // advshape3: the period words of the figure's own clause only ("we lose 3% a month. annual churn?"); a quarter's rate keeps what was said.
        const per = ratePer(after.split(/[,;.?!]/)[0]!);
        g.churn = per > 1 ? { v: f.value / per, say: `${pct(f.value)} a ${per === 3 ? 'quarter' : 'year'} ÷ ${per}`, per, said: f.value } : { v: f.value, say: pct(f.value) };
      } else if (ofCount) {
        const top = Number(ofCount[1]!.replace(/,/g, ''));
        g.funnelTop ??= { v: top, say: fmt.count(top) };
        if (/\b(?:won|win|converted|closed|signed)\s*$/.test(before)) add(g, 'newCustomers', top * f.value, `${fmt.count(top)} × ${pct(f.value)}`);
        pushRate(g, f.value);
      } else if (/\bfees?\b/.test(before) && /^\s*of (?:the |each |every )?(?:order|price|sale|revenue)/.test(after)) feeShare = f.value;
      else if (/\b(?:dau ?\/ ?mau|stickiness)\b/.test(before)) g.stickiness = { v: f.value, say: pct(f.value) };
      else if (/→|\bto\b|conver|activat|\bclose|\bpaid\b|\bcome back|still around|of those|of them/.test(before + after)) pushRate(g, f.value);
      continue;
    }
    if (f.unit === 'money') {
      if (/^\s*(?:a month |per month |monthly )?fixed\b/.test(after)) g.fixedCosts = { v: monthly(f), say: money(f) };
      else if (/\b(?:goal|target|reach|hit|get to)\b[^,]*$/.test(before)) g.target = { v: f.value, say: fmt.money(f.value) };
      else if (/\b(?:sell|sold|order is|price is|priced at)\b[^.;]*$/.test(before) || /^\s*(?:per|a|each) (?:box|unit|order|item|bottle|kit|meal)\b/.test(after)) {
        g.price = { v: f.value, say: fmt.money(f.value) };
        g.arpu ??= { v: f.value, say: fmt.money(f.value) };
      } else if (/^\s*(?:to make|to produce|to build)\b/.test(after) || /\bcosts? us\s*$/.test(before)) g.unitCost = { v: f.value, say: fmt.money(f.value) };
      else if (/^\s*(?:a month |monthly |per month )?on (?:ads|advertising|sales|marketing|s&m)\b/.test(after)) add(g, 'spend', f.value, money(f));
      else if (/^\s*(?:a month |monthly |per month )?on\b/.test(after)) add(g, 'costs', monthly(f), money(f));
      else if (g.revenue || g.start) {
        if (g.end === undefined && g.start) g.end = { v: f.value, say: fmt.money(f.value) };
        g.target ??= { v: f.value, say: fmt.money(f.value) };
      } else if (/\bcommission|\bfees?\b/.test(before)) add(g, 'variableCosts', f.value, fmt.money(f.value));
      continue;
    }
    if (f.unit === 'count') {
      if (/\bunits?\b/.test(after.slice(0, 10))) g.units = { v: f.value, say: `${fmt.count(f.value)} units` };
      else if (/^\s*(?:completed|activated|converted|paid|signed|became)/.test(after)) g.funnelBottom = { v: f.value, say: fmt.count(f.value) };
      // The widest stage is the first one said ("8,000 visitors, 500 signups").
      else if (/\b(?:signups|sign-ups|trials?|leads|visitors|users)\b/.test(after.slice(0, 18)) || (f.period !== undefined && /\b(?:signups|sign-ups|trials|leads|visitors)(?: is| are| of|:)?\s*$/.test(before))) g.funnelTop ??= { v: f.value, say: fmt.count(f.value) };
      else if (/\bend\b/.test(before.slice(-12))) g.customersEnd = { v: f.value, say: fmt.count(f.value) };
      else if (/^\s*(?:customers |clients |logos |users |accounts )?(?:churned|lost|left|cancel)/.test(after) || /\b(?:lost|churned)\s*$/.test(before)) add(g, 'lostCustomers', f.value, fmt.count(f.value));
      else if (/\bnew\b|\bsigned\b|\bcame in\b/.test(after.slice(0, 20))) add(g, 'newCustomers', f.value, fmt.count(f.value));
      // "we had 400 at the start of it": the count a period starts from.
      else if (/^\s*(?:[a-z]+ )?(?:at the (?:start|beginning)|to (?:start|begin) with)\b/.test(after)) g.customersStart ??= { v: f.value, say: fmt.count(f.value) };
      // "we have 420 of them": a count of what was named before.
      else if (/\b(?:have|has|serve|count)\s*$/.test(before) && /^\s*of (?:them|those)\b/.test(after)) g.customersStart ??= { v: f.value, say: fmt.count(f.value) };
      else if (/\bfrom\b|\bof our\b|\bleads\b/.test(before.slice(-10)) || /\bleads\b/.test(after.slice(0, 8))) g.funnelTop ??= { v: f.value, say: fmt.count(f.value) };
    }
  }
  // "a payment fee of 3% of the order": a variable cost as a share of the price.
  if (feeShare !== undefined && g.price) add(g, 'variableCosts', feeShare * g.price.v, `${pct(feeShare)} × ${g.price.say}`);
}

/** "won a fifth of our 45 demos" → 20 won; "1 in 25 leaves" → 4%; "a third of our 900 users activated and a quarter of those paid". */
function readFractions(g: Given, text: string) {
  for (const m of text.matchAll(/\b(\d+) (?:in|out of) (\d+)\b[^.?!,]*?\b(leave|leaves|churn|cancel|quit|convert|pay|buy)/g)) {
    const r = Number(m[1]) / Number(m[2]);
    if (/leave|churn|cancel|quit/.test(m[3]!)) g.churn = { v: r, say: `${m[1]} ÷ ${m[2]}`, derived: true };
    else pushRate(g, r);
  }
  const words = [...text.matchAll(/\b(?:a |one )?(half|third|quarter|fifth|tenth)s? of (?:our |the |those |them|these )?(?:(\d[\d,]*) )?([a-z]+(?: [a-z]+)?)?/g)];
  for (const m of words) {
    const r = FRACTION[m[1]!]!;
    // "a fifth of our members every year": a share lost is a churn, not a funnel step.
    const tail = text.slice(m.index, m.index + 80);
    if (/\b(?:lose|lost|losing|churn)\b/.test(text.slice(Math.max(0, m.index - 12), m.index))) {
      const yearly = /\b(?:a|per|each|every) year\b|\bannual/.test(tail);
      g.churn = { v: yearly ? r / 12 : r, say: yearly ? `${pct(r)} a year ÷ 12` : pct(r) };
      continue;
    }
    if (m[2]) {
      const top = Number(m[2].replace(/,/g, ''));
      g.funnelTop ??= { v: top, say: fmt.count(top) };
      if (/\bwon\b|\bwin\b|\bconvert/.test(text.slice(Math.max(0, m.index - 10), m.index))) add(g, 'newCustomers', top * r, `${fmt.count(top)} × ${pct(r)}`);
    }
    pushRate(g, r);
  }
}

/* ---------- the chain ---------- */

interface Plan {
  cost: number;
  edge?: Edge;
  /** Given inputs it uses: more is better on a tie. */
  uses: number;
}

/** The cheapest way to each node from what is given (shortest chain; on a tie, the one using more figures). */
function plans(g: Given): Map<Node, Plan> {
  const best = new Map<Node, Plan>();
  for (const n of Object.keys(g) as Node[]) best.set(n, { cost: 0, uses: 1 });
  for (let changed = true, i = 0; changed && i < 12; i++) {
    changed = false;
    for (const e of EDGES) {
      if (best.get(e.out)?.cost === 0) continue;
      const ins = e.ins.map((n) => best.get(n));
      if (ins.some((p) => !p)) continue;
      // An estimate from parts loses a tie to a chain through the figure as said (a stated MRR beats price × customers).
      const cost = (e.estimate ? 1.5 : 1) + ins.reduce((s, p) => s + p!.cost, 0);
      const uses = ins.reduce((s, p) => s + p!.uses, 0);
      const had = best.get(e.out);
      if (!had || cost < had.cost || (cost === had.cost && uses > had.uses)) {
        best.set(e.out, { cost, edge: e, uses });
        changed = true;
      }
    }
  }
  return best;
}

function evaluate(node: Node, g: Given, best: Map<Node, Plan>, depth = 0): (Value & { label?: string }) | undefined {
  const given = g[node];
  if (given) return given;
  const p = best.get(node);
  if (!p?.edge || depth > 8) return undefined;
  const vals = p.edge.ins.map((n) => evaluate(n, g, best, depth + 1));
  if (vals.some((v) => !v)) return undefined;
  const x = vals.map((v) => v!.v);
  const v = p.edge.f(x);
  if (v === undefined || !Number.isFinite(v)) return undefined;
  return { v, say: p.edge.say(vals.map((y) => y!.say)), label: p.edge.label?.(x) };
}

/** The one input missing from the shortest chain that would close, counting the missing inputs. */
function missingInput(node: Node, g: Given, best: Map<Node, Plan>, seen = new Set<Node>()): { need: Node; gaps: number } | undefined {
  if (best.has(node)) return undefined;
  if (seen.has(node)) return { need: node, gaps: 99 };
  seen.add(node);
  let pick: { need: Node; gaps: number } | undefined;
  for (const e of EDGES.filter((x) => x.out === node)) {
    const gaps = e.ins.filter((n) => !best.has(n));
    // A chain one figure away: ask for that figure (the deepest missing one when it is derived).
    const inner = gaps.map((n) => missingInput(n, g, best, new Set(seen)) ?? { need: n, gaps: 1 });
    const total = inner.reduce((s, x) => s + x.gaps, 0);
    if (!pick || total < pick.gaps) pick = { need: gaps.length === 1 && inner[0]!.gaps === 1 && EDGES.every((x) => x.out !== gaps[0]) ? gaps[0]! : inner[0]!.need, gaps: total };
  }
  return pick ?? { need: node, gaps: 1 };
}

export interface GraphAnswer {
  node: Node;
  /** How many what-ifs of a follow-up changed a node before the chain ran. */
  applied?: number;
  label: string;
  kind: Kind;
  value: number;
  display: string;
  basis: string;
}

export type GraphResult = { answer: GraphAnswer } | { need: { node: Node; ask: string } } | undefined;

function show(node: Node, v: number, period?: 'quarter' | 'year' | 'week'): string {
  const info = INFO[node];
  switch (info.kind) {
    case 'money':
      if (info.flow) return period === 'quarter' ? `${fmt.money(v * 3)} a quarter` : period === 'year' ? `${fmt.money(v * 12)} a year` : `${fmt.money(v)} a month`;
      return fmt.money(v);
    case 'percent':
      return fmt.percent(v);
    case 'months':
      return fmt.months(v);
    case 'count':
      return fmt.count(Math.abs(v - Math.round(v)) < 1e-9 ? Math.round(v) : Math.ceil(v));
    default:
      return fmt.ratio(v);
  }
}

/**
 * Chains backwards from the metric asked in `text` over the graph, using the figures of the
 * message and then of the earlier turns (newest first), with what-ifs applied. Undefined
 * when no graph metric is asked.
 */
export function solve(text: string, earlier: readonly string[] = [], known: Given = {}): GraphResult {
  const asked = askedMetric(text, earlier);
  if (!asked) return undefined;
  const { g: read, applied } = merged(text, earlier);
  // The figures carried in `known` (known.ts sums cost lines and carries a conversation's figures) fill what the graph's own reading lacks.
  const g: Given = { ...known, ...read };
  if (known.costs && (!read.costs || known.costs.v > read.costs.v)) g.costs = known.costs;
  if (asked.node === 'funnelRate' && g.funnelTop && g.customersStart && !g.funnelBottom) g.funnelBottom = g.customersStart;
  // "we want 60 paying customers and trial-to-paid is 15%: how many trials?": the customers are the funnel's bottom.
  if (asked.node === 'funnelTop' && g.stepRates && g.customersStart && !g.funnelBottom && !g.newCustomers) g.funnelBottom = g.customersStart;
  // Two years apart ("2024 … 2025") and no month said: the growth asked is a year's.
  if (asked.node === 'growth' && !asked.period && g.span?.v === 12 && /\b20\d\d\b[^?]*\b20\d\d\b|\blast year\b[^?]*\bthis year\b/.test(text) && !/\bmonth/.test(asked.clause)) asked.node = 'annualGrowth';
  // A growth rate said with no period beside a Rule of 40 is the year's ("sales growth 35%").
  if (asked.node === 'ruleOf40' && g.growth?.plain) g.annualGrowth = { v: g.growth.v, say: g.growth.say };
  // Churn asked over a span ("after a year"): the share lost by then.
  if (asked.node === 'churn' && g.span && g.churn && /\b(?:after|over|in|within|by)\b/.test(asked.clause)) asked.node = 'lostShare';
  // advshape3: a churn said over a quarter or a year, asked compounded over another period, compounds the rate as said.
  if (asked.node === 'lostShare' && !g.span && g.churn?.per && g.churn.said !== undefined && /\bannual|\byear|\bquarter|\bcompound/.test(asked.clause)) {
    const over = rateOverAsked({ ...asked, node: 'churn', per: asked.per && asked.per > 1 ? asked.per : /\bquarter/.test(asked.clause) ? 3 : 12 }, g, plans(g), text);
    if (over) return { answer: over };
  }
  if (asked.node === 'lostShare' && !g.span && /\bannual|\byear|\bquarter|\bcompound/.test(asked.clause)) g.span = asked.per === 3 || (!asked.per && /\bquarter/.test(asked.clause)) ? { v: 3, say: '3' } : { v: 12, say: '12' };
  // A retention asked over a year from a monthly churn: the churn compounded over that span.
  if (asked.node === 'retention' && asked.per && asked.per > 1 && !g.retention && !g.span && g.churn && !g.lostCustomers) g.span = { v: asked.per, say: String(asked.per) };
  // "CAC is half of the first-year revenue per customer": CAC said as a share of what a customer pays.
  if (!g.cac && g.arpu && (asked.node === 'cac' || asked.node === 'ltvCac' || asked.node === 'payback')) {
    const cac = cacOfRevenue(readFigures(text).text.toLowerCase(), g.arpu);
    if (cac) g.cac = cac;
  }
  // Seats priced in tiers ("the first 50 seats at $30, every seat above at $20") for a number of seats given.
  if (!g.mrr && (asked.node === 'mrr' || asked.node === 'arr' || asked.node === 'revenue')) {
    const tiered = tieredSeats(text);
    if (tiered) g.mrr = tiered;
  }
  // Gross margin from the shares of revenue that go to COGS ("a third of revenue goes to hosting and another 10% to fees").
  if (asked.node === 'grossMargin' && !g.grossMargin && !g.cogs && !g.grossProfit && !g.unitCost) {
    const shares = cogsShares(text);
    if (shares) g.grossMargin = shares;
  }
  const best = plans(g);
  const rate = rateOverAsked(asked, g, best, text);
  if (rate) return { answer: rate };
  if (best.has(asked.node) && best.get(asked.node)!.cost > 0) {
    const v = evaluate(asked.node, g, best);
    if (v && asked.node === 'growth' && asked.period) {
      const k = asked.period === 'week' ? 12 / 52 : asked.period === 'quarter' ? 3 : 12;
      const r = (1 + v.v) ** k - 1;
      return { answer: { node: 'growth', label: `${asked.period === 'week' ? 'Weekly' : asked.period === 'quarter' ? 'Quarterly' : 'Annual'} growth`, kind: 'percent', value: r, display: fmt.percent(r), basis: v.say } };
    }
    if (v && asked.period !== 'week') {
      const value = INFO[asked.node].flow && asked.period ? v.v * (asked.period === 'quarter' ? 3 : 12) : v.v;
      const per = asked.node === 'churn' && asked.period ? ` a ${asked.period}` : '';
      return { answer: { node: asked.node, applied, label: v.label ?? INFO[asked.node].label, kind: INFO[asked.node].kind, value, display: show(asked.node, v.v, asked.period) + per, basis: v.say } };
    }
  }
  if (g[asked.node] && INFO[asked.node].flow && asked.period && asked.period !== 'week') {
    const v = g[asked.node]!;
    return { answer: { node: asked.node, label: INFO[asked.node].label, kind: 'money', value: v.v * (asked.period === 'quarter' ? 3 : 12), display: show(asked.node, v.v, asked.period), basis: `${v.say} × ${asked.period === 'quarter' ? 3 : 12}` } };
  }
  // A flow said over a quarter or a year, asked a month: its month's share ("down 270k in Q2 — per month?").
  if (g[asked.node]?.per && INFO[asked.node].flow && asked.per === 1) return { answer: { node: asked.node, label: INFO[asked.node].label, kind: INFO[asked.node].kind, value: g[asked.node]!.v, display: show(asked.node, g[asked.node]!.v), basis: g[asked.node]!.say } };
  if (g[asked.node]?.derived) return { answer: { node: asked.node, label: INFO[asked.node].label, kind: INFO[asked.node].kind, value: g[asked.node]!.v, display: show(asked.node, g[asked.node]!.v), basis: g[asked.node]!.say } };
  if (g[asked.node]) return undefined;
  const miss = missingInput(asked.node, g, best);
  return miss ? { need: { node: miss.need, ask: INFO[miss.need].ask } } : undefined;
}

/**
 * A churn or retention asked over another period than the one its figures are over: "lost 15 of
 * 500 last quarter — monthly churn?" compounds the quarter's 3% down to a month; "we keep 92%
 * each quarter — annual retention?" compounds it up to a year. Undefined when the periods agree.
 */
function rateOverAsked(asked: Asked, g: Given, best: Map<Node, Plan>, text: string): GraphAnswer | undefined {
  if ((asked.node !== 'churn' && asked.node !== 'retention') || !asked.per) return undefined;
  const given = g[asked.node];
  const plan = best.get(asked.node);
  let per: number | undefined;
  if (given) per = given.per;
  else if (plan?.edge && !plan.edge.ins.includes('span') && (plan.edge.ins.includes('lostCustomers') || plan.edge.ins.includes('customersEnd'))) {
    // Counts over a period: the period the message's inputs are said over (not the question's).
    per = ratePer(text.toLowerCase().replace(asked.clause, ''));
  }
  if (!per || per === asked.per) return undefined;
  const v = given?.said !== undefined ? { v: given.said, say: pct(given.said) } : given ?? evaluate(asked.node, g, best);
  if (!v) return undefined;
  const k = asked.per / per;
  const r = asked.node === 'churn' ? 1 - (1 - v.v) ** k : v.v ** k;
  const name = (n: number) => (n === 1 ? 'month' : n === 3 ? 'quarter' : 'year');
  const said = `${v.say}${given && given.said === undefined ? '' : ` a ${name(per)}`}`;
  return {
    node: asked.node,
    label: `${asked.per === 1 ? 'Monthly' : asked.per === 3 ? 'Quarterly' : 'Annual'} ${asked.node === 'churn' ? 'churn' : 'retention'}`,
    kind: 'percent',
    value: r,
    display: fmt.percent(r),
    basis: asked.node === 'churn' ? `1 − (1 − ${said})^(${asked.per}/${per})` : `(${said})^(${asked.per}/${per})`,
  };
}

/**
 * The figures of a conversation: the message's own first, then what earlier turns said
 * that it does not, with its what-ifs applied ("and if we double ad spend but get 50% more
 * customers?", "what if we lift the price to 99?", "it was 18k four months ago").
 */
function merged(text: string, earlier: readonly string[]): { g: Given; applied: number } {
  const now = givens(text);
  if (!earlier.length) return { g: now, applied: 0 };
  let applied = 0;
  const before: Given = {};
  for (const t of [...earlier].reverse()) Object.assign(before, givens(t));
  const g: Given = { ...before };
  const lower = text.toLowerCase();
  // A new starting value "N months ago" replaces the start of the change, and its span.
  if (now.span && /\bago\b/.test(lower) && before.end) {
    const amount = readFigures(text).figures.find((f) => f.unit === 'money');
    if (amount) {
      g.start = { v: amount.value, say: fmt.money(amount.value) };
      g.span = now.span;
      return { g, applied: 1 };
    }
  }
  Object.assign(g, now);
  for (const m of lower.matchAll(/\b(double|triple|halve|cut) (?:the |our )?([a-z][a-z ]{1,19}?)(?: by (\d+(?:\.\d+)?)%)?(?=\s|$|,|\?)/g)) {
    let node = nodeOfWords(m[2]!);
    if (node === 'spend' && !before.spend && before.costs) node = 'costs';
    if (!node || !before[node]) continue;
    const factor = m[1] === 'double' ? 2 : m[1] === 'triple' ? 3 : m[1] === 'halve' ? 0.5 : 1 - Number(m[3] ?? 0) / 100;
    // A part of a sum ("ad spend" of "ads + sales"): scale the part said before, keep the rest.
    const parts = partsOf(earlier, node, m[2]!);
    const delta = parts !== undefined ? parts * (factor - 1) : before[node]!.v * (factor - 1);
    g[node] = { v: before[node]!.v + delta, say: fmt.money(before[node]!.v + delta) };
    applied++;
  }
  for (const m of lower.matchAll(/\b(\d+(?:\.\d+)?)% (?:more|fewer|less) ([a-z ]{2,20}?)(?=\s|$|,|\?)/g)) {
    const node = nodeOfWords(m[2]!);
    if (!node || !before[node]) continue;
    const f = /more/.test(m[0]) ? 1 + Number(m[1]) / 100 : 1 - Number(m[1]) / 100;
    g[node] = { v: before[node]!.v * f, say: fmt.count(before[node]!.v * f) };
    applied++;
  }
  const priceBy = /\b(raise|increase|lift|cut|drop|lower)\s+(?:the |our )?(?:prices?|pricing)\s+by\s+(\d+(?:\.\d+)?)%/.exec(lower);
  if (priceBy && before.arpu) {
    const f = 1 + ((/raise|increase|lift/.test(priceBy[1]!) ? 1 : -1) * Number(priceBy[2])) / 100;
    g.arpu = { v: before.arpu.v * f, say: `${fmt.money(before.arpu.v * f)} a month` };
    applied++;
  }
  const priceTo = /\b(?:raise|increase|lift|cut|drop|lower|change|set|move)\s+(?:the |our )?(?:price|pricing)\s+(?:to|at)\s+\$?(\d[\d,.]*)/.exec(lower);
  if (priceTo && (before.arpu || before.price)) {
    const v = Number(priceTo[1]!.replace(/,/g, ''));
    g.arpu = { v, say: `${fmt.money(v)} a month` };
    g.price = { v, say: fmt.money(v) };
    applied++;
  }
  return { g, applied };
}

function nodeOfWords(words: string): Node | undefined {
  if (/\b(?:ad|ads|marketing|sales|spend|budget)\b/.test(words)) return 'spend';
  if (/\bcustomers?|clients?|signups\b/.test(words)) return 'newCustomers';
  if (/\bburn\b/.test(words)) return 'netBurn';
  if (/\bprice\b/.test(words)) return 'arpu';
  return undefined;
}

/** The amount an earlier turn gave one named part of a summed node ("$9k a month on ads"). */
function partsOf(earlier: readonly string[], node: Node, words: string): number | undefined {
  const key = /\bads?\b|\bad spend\b/.test(words) ? /\bads?\b/ : /\bsales\b/.test(words) ? /\bsales\b/ : undefined;
  if (!key || (node !== 'spend' && node !== 'costs')) return undefined;
  for (const t of earlier) {
    const r = readFigures(t);
    const lower = r.text.toLowerCase();
    const f = r.figures.find((x) => x.unit === 'money' && key.test(lower.slice(x.end, x.end + 25) + ' ' + lower.slice(Math.max(0, x.start - 15), x.start)));
    if (f) return f.value;
  }
  return undefined;
}

/* ---------- into the advisor's findings ---------- */

/** The advisor topic each graph metric answers (what a missing figure is reported for, and how a reply names it). */
const TOPIC: Record<Node, Topic> = {
  cash: 'runway', netBurn: 'netBurn', grossBurn: 'netBurn', revenue: 'mrr', mrr: 'mrr', costs: 'netBurn', runway: 'runway', arr: 'arr', netNewArr: 'burnMultiple', burnMultiple: 'burnMultiple',
  growth: 'growthRate', annualGrowth: 'growthRate', totalGrowth: 'growthRate', start: 'growthRate', end: 'growthRate', span: 'growthRate', target: 'target', monthsToTarget: 'target',
  churn: 'churn', lostShare: 'churn', retention: 'retention', customersStart: 'churn', customersEnd: 'retention', lostCustomers: 'churn', newCustomers: 'cac',
  nrr: 'nrr', lossShare: 'nrr', expansionShare: 'nrr', spend: 'cac', cac: 'cac', arpu: 'arpu', grossMargin: 'grossMargin', payback: 'payback', ltv: 'ltv',
  price: 'price', unitCost: 'grossMargin', cogs: 'grossMargin', grossProfit: 'grossMargin', variableCosts: 'contributionMargin', contributionMargin: 'contributionMargin',
  contribution: 'contributionMargin', units: 'contributionMargin', totalContribution: 'contributionMargin', fixedCosts: 'breakEven', breakEvenUnits: 'breakEven',
  breakEvenCustomers: 'breakEven', revenueGap: 'breakEven', profit: 'ruleOf40', profitMargin: 'ruleOf40', ruleOf40: 'ruleOf40', revenueAdded: 'magicNumber', magicNumber: 'magicNumber',
  dau: 'stickiness', mau: 'stickiness', stickiness: 'stickiness', stepRates: 'conversion', funnelRate: 'conversion', funnelTop: 'conversion', funnelBottom: 'conversion',
  ltvCac: 'ltvCac', cohortLeft: 'cohort', current: 'target',
};

/** What a figure means and one thing to do, by the metric it is: short, so the figure and its arithmetic lead. */
function reading(a: GraphAnswer): { meaning: string; advice: string; tone: Finding['tone'] } {
  const v = a.value;
  switch (a.node) {
    case 'runway':
      return v < 6 ? { meaning: 'critical: no time for a normal raise', advice: 'cut burn now and talk to existing investors', tone: 'bad' } : v < 12 ? { meaning: 'tight: a raise takes about 6 months', advice: 'start fundraising now', tone: 'watch' } : { meaning: 'workable', advice: `start fundraising by month ${fmt.count(Math.max(0, Math.floor(v - 6)))}`, tone: 'good' };
    case 'burnMultiple':
      return v < 1 ? { meaning: 'excellent efficiency', advice: 'you can afford to spend more on growth', tone: 'good' } : v <= 2 ? { meaning: 'good efficiency', advice: 'keep the burn tied to new ARR', tone: 'good' } : { meaning: 'each new dollar of ARR costs a lot of burn', advice: 'cut the spend that does not add ARR', tone: 'watch' };
    case 'payback':
      return v <= 12 ? { meaning: 'within the 12 months investors like', advice: 'you can afford to spend more on this channel', tone: 'good' } : { meaning: 'longer than the 12 months investors like', advice: 'raise price or cut CAC before scaling spend', tone: 'watch' };
    case 'grossMargin':
    case 'contributionMargin':
      return v >= 0.7 ? { meaning: 'software-grade', advice: 'look at the largest cost line first', tone: 'good' } : { meaning: 'below the 70% of software', advice: 'look at the largest cost line first', tone: 'watch' };
    case 'ruleOf40':
      return v >= 40 ? { meaning: 'at or above 40', advice: 'keep the balance of growth and margin', tone: 'good' } : { meaning: 'below 40', advice: 'improve margin or growth, whichever is cheaper', tone: 'watch' };
    case 'magicNumber':
      return v >= 0.75 ? { meaning: 'efficient sales and marketing', advice: 'spend more on what works', tone: 'good' } : { meaning: 'sales and marketing returns little', advice: 'fix the channel before spending more', tone: 'watch' };
    case 'stickiness':
      return v >= 0.2 ? { meaning: 'sticky: 20% or more is good for most apps', advice: 'lead new users to what the daily users do', tone: 'good' } : { meaning: 'under the 20% of a sticky app', advice: 'find what the daily users do and lead new users to it', tone: 'watch' };
    case 'churn':
    case 'lostShare':
      return { meaning: 'the share of customers lost', advice: 'talk to the customers who left about why', tone: v > 0.05 ? 'bad' : 'watch' };
    case 'retention':
      return { meaning: 'the share still with you', advice: 'cut churn in the first months, where most of it happens', tone: v >= 0.9 ? 'good' : 'watch' };
    default:
      return { meaning: 'worked out from your figures', advice: 'track it monthly and plan against it', tone: 'watch' };
  }
}

/**
 * The graph's answer for a question: a finding for the metric asked, or the one input
 * missing from its shortest chain. Undefined when the question asks no graph metric.
 */
export function graphAnalysis(q: Question, earlier: readonly Question[], k?: Known): { finding?: Finding; applied?: number; missing?: { topic: Topic; need: string } } | undefined {
  if (q.intent !== 'number' && q.intent !== 'decision') return undefined;
  const known: Given = {};
  if (k?.cash !== undefined) known.cash = { v: k.cash, say: fmt.money(k.cash) };
  if (k?.monthlyCosts !== undefined) known.costs = { v: k.monthlyCosts, say: `${fmt.money(k.monthlyCosts)} costs a month` };
  if (k?.monthlyRevenue !== undefined) known.revenue = { v: k.monthlyRevenue, say: `${fmt.money(k.monthlyRevenue)} revenue a month` };
  if (k?.monthlyNetBurn !== undefined && !k.burnFromCosts) known.netBurn = { v: k.monthlyNetBurn, say: `${fmt.money(k.monthlyNetBurn)} a month` };
  const r = solve(q.text, earlier.map((e) => e.text), known);
  if (!r) return undefined;
  if ('need' in r) {
    const asked = askedMetric(q.text, earlier.map((e) => e.text))!;
    const need = r.need.ask.replace(/\?$/, '');
    return { missing: { topic: TOPIC[asked.node], need: need.charAt(0).toLowerCase() + need.slice(1) } };
  }
  const a = r.answer;
  const { meaning, advice, tone } = reading(a);
  // Percentages as fractions, as the formulas' findings give them.
  const value = a.value;
  return { applied: a.applied ?? 0, finding: { topic: TOPIC[a.node], label: a.label, display: a.display, value, basis: a.basis, meaning, advice, tone } };
}
