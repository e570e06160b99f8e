/**
 * The lexicon of the one reader of quantities (issue 30, ADR 062): every metric a founder
 * names, with its synonyms, the kind of unit its figures have (money, percent, count,
 * months, ratio) and the period a flow is quoted in when none is said. The advisor, the
 * Business OS session insights and the offline analyst all label numbers with it.
 *
 * Matching never depends on the order of this table: a number takes the term written right
 * after it (the longest one there), else the term nearest before it in its clause (the
 * longest one ending there). Words that measure a stock only in one position ("$500k left",
 * never "customers left") say which side of the number they may stand on.
 */
import type { Period, Quantity, Unit } from './quantities';
import { corrected } from './spelling';

export type Metric =
  | 'mrr'
  | 'arr'
  | 'revenue'
  | 'burn'
  | 'netBurn'
  | 'grossBurn'
  | 'costs'
  | 'otherCosts'
  | 'costPerPerson'
  | 'cash'
  | 'runway'
  | 'growth'
  | 'churn'
  | 'revenueChurn'
  | 'nrr'
  | 'grr'
  | 'cac'
  | 'ltv'
  | 'arpu'
  | 'grossMargin'
  | 'contributionMargin'
  | 'burnMultiple'
  | 'nps'
  | 'conversion'
  | 'activation'
  | 'dau'
  | 'mau'
  | 'headcount'
  | 'price'
  | 'preMoney'
  | 'postMoney'
  | 'valuation'
  | 'valuationCap'
  | 'discount'
  | 'optionPool'
  | 'round'
  | 'dilution'
  | 'customers'
  | 'newCustomers'
  | 'lostCustomers'
  | 'spend'
  | 'netNewArr'
  | 'target'
  | 'horizon'
  | 'raiseMonths'
  | 'ltvCac'
  | 'lifetime'
  | 'fixedCosts'
  | 'variableCost'
  | 'cogs'
  | 'expansion'
  | 'contraction'
  | 'churnedRevenue'
  | 'profitMargin'
  | 'shares'
  | 'interest'
  | 'profit';

export interface Entry {
  metric: Metric;
  /** How a person reads it: "MRR", "Net burn". */
  label: string;
  /** Synonyms as one pattern source (lower case, no anchors); each phrase belongs to one metric only. */
  terms: string;
  /** The units its figures have. */
  units: readonly Unit[];
  /** The period a flow is quoted in when none is said (ARR is a year, a salary a year). */
  period?: Period;
  /** The nouns that name the metric on their own, with no number ("how do we cut churn?"). */
  names?: string;
  /** Head words its phrases are built on, for the morphology reader ("contribution": "each customer contributes £35"). */
  heads?: string;
  /** Where the word may stand: right after the number only ("$500k left"), before only, or either. */
  side?: 'after' | 'before';
}

const M: Unit[] = ['money'];
const P: Unit[] = ['percent'];
const C: Unit[] = ['count'];

export const LEXICON: readonly Entry[] = [
  { metric: 'netNewArr', label: 'Net new ARR', names: 'net new arr|new arr', terms: 'net new arr|new arr|arr added|net new mrr|new mrr', units: M },
  // A fall in the cash stock over a period is that period's net burn ("cash went down by 270k in Q2").
  { metric: 'netBurn', label: 'Net burn', names: 'net burn', terms: 'net burn|cash (?:went|has gone|is|was) down(?: by)?|cash (?:fell|dropped|decreased|declined|shrank)(?: by)?', units: M, period: 'month' },
  { metric: 'grossBurn', label: 'Gross burn', names: 'gross burn', terms: 'gross burn', units: M, period: 'month' },
  // "$350k/mo gross": a burn said gross, right after its amount.
  { metric: 'grossBurn', label: 'Gross burn', terms: 'gross\\b(?! (?:revenue|sales|profit|margin|income|bookings|merchandise|transaction|volume|billings))', units: M, period: 'month', side: 'after' },
  { metric: 'burnMultiple', label: 'Burn multiple', names: 'burn multiple', terms: 'burn multiple', units: ['ratio', 'count'] },
  { metric: 'preMoney', label: 'Pre-money', names: 'pre[- ]money(?: valuation)?', terms: 'pre[- ]?money|pre\\b', units: M },
  { metric: 'postMoney', label: 'Post-money', names: 'post[- ]money(?: valuation)?', terms: 'post[- ]?money|post\\b', units: M },
  { metric: 'valuationCap', label: 'Valuation cap', names: 'valuation cap', terms: '(?:(?:post|pre)[- ]?(?:money )?)?(?:valuation )?cap\\b|capped at', units: M },
  { metric: 'valuation', label: 'Valuation', names: 'valuation', terms: 'valuation|valued at|valuing', units: M },
  { metric: 'discount', label: 'Discount', terms: 'discount', units: P },
  { metric: 'optionPool', label: 'Option pool', names: 'option pool|esop', terms: '(?:employee )?(?:option|esop|equity) pool|esop', units: P },
  { metric: 'ltvCac', label: 'LTV:CAC', names: 'ltv ?(?:[:/]|to) ?cac', terms: 'ltv ?[:/] ?cac|ltv to cac', units: ['ratio', 'count'] },
  // "contribution margin 40%", and as an amount, "contribution per customer $300".
  { metric: 'contributionMargin', label: 'Contribution margin', names: 'contribution margins?', heads: 'contribution', terms: 'contribution margins?(?: (?:per|a|each|of each) (?:customer|client|unit|user|account|order|sale))?|contribution (?:per|a|from each|of each) (?:customer|client|unit|user|account|order|sale)', units: ['percent', 'money'] },
  // "EBITDA 0.9M", "net profit of $200k": a profit as an amount.
  { metric: 'profit', label: 'Profit', terms: 'ebitda\\b(?! margin)|operating (?:profit|income)\\b(?! margin)|net (?:profit|income)\\b(?! margin)|free cash flow\\b(?! margin)|\\bfcf\\b(?! margin)|profits?\\b(?! margin)', units: M },
  { metric: 'profitMargin', label: 'Profit margin', names: '(?:ebitda|profit|operating|net|fcf|free cash flow) margin', terms: '(?:ebitda|profit|operating|net|fcf|free[- ]cash[- ]flow|cash flow) margins?', units: P },
  { metric: 'grossMargin', label: 'Gross margin', names: 'gross margins?', terms: 'gross margins?|margins?|\\bgm\\b', units: P },
  { metric: 'nrr', label: 'Net revenue retention', names: '\\bnrr\\b|\\bndr\\b|net (?:revenue|dollar) retention', terms: '\\bnrr\\b|\\bndr\\b|net (?:revenue|dollar) retention', units: P },
  { metric: 'grr', label: 'Gross revenue retention', names: '\\bgrr\\b|gross (?:revenue|dollar) retention', terms: '\\bgrr\\b|gross (?:revenue|dollar) retention', units: P },
  { metric: 'revenueChurn', label: 'Revenue churn', names: '(?:revenue|net revenue|dollar|mrr) churn', terms: '(?:revenue|net revenue|dollar|mrr) churn', units: P },
  {
    metric: 'otherCosts',
    label: 'Other costs',
    terms:
      'other (?:costs?|expenses?|spend)|everything else|non[- ]payroll|\\brent\\b|\\btools\\b|software|hosting|another|on top|misc\\b|miscellaneous|marketing\\b(?! spend| budget)|advertising|contractors|legal|office|infrastructure|servers|cloud|aws|gcp|azure|insurance|travel',
    units: M,
    period: 'month',
  },
  { metric: 'mrr', label: 'MRR', names: '\\bmrr\\b', terms: '\\bmrr\\b|monthly recurring revenue', units: M, period: 'month' },
  { metric: 'arr', label: 'ARR', names: '\\barr\\b', terms: '\\barr\\b|annual recurring revenue|run[- ]?rate', units: M, period: 'year' },
  {
    metric: 'cac',
    label: 'CAC', names: '\\bcac\\b',
    terms: '\\bcac\\b|acquisition costs?|cost (?:per|to acquire an?) (?:customer|acquisition|user)|to (?:acquire|get|win|land) (?:a|one|each|every) (?:new )?(?:customer|client|user)|per (?:new )?(?:customer|client) acquired|to (?:acquire|get|win|land) (?:one|each one|a new one)\\b',
    units: M,
  },
  { metric: 'ltv', label: 'LTV', names: '\\bltv\\b', terms: '\\bltv\\b|\\bclv\\b|lifetime value|lifetime (?:gross )?(?:profit|margin|revenue)', units: M },
  {
    metric: 'arpu',
    label: 'ARPU', names: '\\barpu\\b',
    terms: '\\barpu\\b|\\barpa\\b|\\bacv\\b|average revenue per|per customer|per user|per account|per seat|(?:average )?contract(?: value| size)?|deal size|average (?:deal|order)',
    units: M,
    period: 'month',
  },
  { metric: 'nps', label: 'NPS', names: '\\bnps\\b', terms: '\\bnps\\b|net promoter', units: C },
  { metric: 'dau', label: 'DAU', names: '\\bdau\\b', terms: '\\bdau\\b|daily active(?: users)?|daily (?:users|actives|visitors|uniques)|daily unique (?:users|visitors)|(?:people|users) (?:use|using|open|opening|on|in) (?:the |our )?(?:app|product|site|platform|it)(?: (?:every|each|a|per) day| daily)|(?:use|open|log into|visit) (?:the |our )?(?:app|product|site|platform|it)(?: (?:every|each|a|per) day| daily)', units: C },
  { metric: 'mau', label: 'MAU', names: '\\bmau\\b', terms: '\\bmau\\b|monthly active(?: users)?|monthly (?:users|actives|visitors|uniques)|monthly unique (?:users|visitors)', units: C },
  { metric: 'activation', label: 'Activation', names: 'activation(?: rate)?', terms: 'activat(?:ion|e|ed|es)', units: P },
  { metric: 'churn', label: 'Churn', names: '(?:logo )?churn(?: rate)?', terms: 'churn(?:ed|ing|s)?|cancell?ations?|cancel(?:s|led|ling)?|attrition|leave|leaves|quit|drop off|drops off', units: P, period: 'month' },
  { metric: 'conversion', label: 'Conversion', names: 'conversion(?: rate)?|converts?', terms: 'conver(?:sion|t|ts|ted|ting)', units: P },
  { metric: 'growth', label: 'Growth', names: 'growth(?: rate)?|growing', terms: 'grow(?:th|ing|s)?|grew|up\\b|increas(?:e|ing)|compound(?:ing)?|add(?:s|ing)?|adding', units: P, period: 'month' },
  { metric: 'dilution', label: 'Dilution', names: 'dilution', terms: 'dilut(?:ion|e|ed)|give up|giving up', units: P },
  { metric: 'interest', label: 'Interest', terms: '(?:simple |compound )?interest', units: P },
  { metric: 'runway', label: 'Runway', names: 'runway', terms: 'runway', units: ['months'] },
  {
    metric: 'spend',
    label: 'Sales and marketing spend',
    terms: '(?:sales|marketing|s&m|growth)(?: (?:and|&) marketing)?(?: team)? (?:costs?|spend|budget)|sales (?:and|&) marketing|s&m\\b|sales (?:salaries|payroll|team|reps?)|sdrs?\\b|\\bads\\b|(?:sales and |s&m |ad |ads |marketing |acquisition )spend|spent|spending on (?:ads|marketing|sales)|marketing budget|ad budget|(?:marketing |ad |growth )?agency|we paid|paid',
    units: M,
  },
  { metric: 'cogs', label: 'COGS', names: '\\bcogs\\b|cost of (?:revenue|goods sold|sales)', terms: '\\bcogs\\b|cost of (?:revenue|goods(?: sold)?|sales)|(?:hosting|support|delivery)(?: (?:plus|and) (?:hosting|support|delivery))? costs?', units: M, period: 'month' },
  { metric: 'fixedCosts', label: 'Fixed costs', names: 'fixed costs?', terms: 'fixed costs?', units: M, period: 'month' },
  { metric: 'variableCost', label: 'Variable cost', terms: 'variable costs?(?: per unit)?|product cost|unit cost|cost per unit|shipping|payment fees', units: M },
  { metric: 'expansion', label: 'Expansion', names: 'expansion', terms: 'expan(?:sion|ded) (?:arr|mrr|revenue)|expansion|expanded|expanding|upsells?|upsold|upgrades?|upgraded|gained', units: M },
  { metric: 'contraction', label: 'Contraction', names: 'contraction', terms: '(?:contraction|downgraded) (?:arr|mrr|revenue)|contraction|contracted|downgrades?|downgraded', units: M },
  // "churned ARR 120k": the revenue lost, not the ARR (longer than the "arr" inside it).
  { metric: 'churnedRevenue', label: 'Churned revenue', terms: '(?:churn(?:ed)?|lost|cancell?ed) (?:arr|mrr|revenue)|churn(?:ed)?|lost to|cancell?ations?', units: M },
  { metric: 'burn', label: 'Burn', names: 'burn(?:ing)?(?: rate)?', terms: 'burn(?:ing|ed| rate)?|losing|lose|loses|lost money|in the red', units: M, period: 'month' },
  {
    metric: 'costPerPerson',
    label: 'Salary',
    terms: 'salary each|salary per|(?:gross|base) (?:salary|pay)|fully loaded|loaded cost|per (?:person|head|employee|engineer|hire)',
    units: M,
    period: 'year',
  },
  { metric: 'costs', label: 'Costs', terms: 'costs?|expenses?|opex|spend(?:ing)?|payroll|salar(?:y|ies)|wages|outgoings?|outflows?|overheads?', units: M, period: 'month' },
  { metric: 'cash', label: 'Cash', names: 'cash(?: in the bank| on hand)?', terms: 'cash|\\bbank\\b|in the bank|bank balance|in our bank|bank account|account shows|balance is|savings|on hand|treasury|(?:on (?:the |our )?)?balance sheet', units: M },
  // "a customer pays 40 a month": what a customer pays, only right before an amount.
  { metric: 'arpu', label: 'ARPU', terms: 'paying(?: us)?|pays?(?: us)?', units: M, side: 'before' },
  // Stock words that say "cash" only right after an amount: "$500k left", never "customers left".
  { metric: 'cash', label: 'Cash', terms: '(?:is )?left\\b(?! us\\b)|raised|remaining|(?:in|on) (?:the|our) (?:bank )?account|banked|in reserve', units: M, side: 'after' },
  // …and "sitting on $2M", only right before an amount ("we raised $2M" is a round, read as cash only for a runway).
  { metric: 'cash', label: 'Cash', terms: 'sitting on|(?:we |i )?hold(?:ing)?', units: M, side: 'before' },
  {
    metric: 'round',
    label: 'Round size', names: 'round size|seed round|series [a-d]',
    terms: 'rais(?:e|ing)|round|bridge(?: round| loan)?|invest(?:ment|s|ing)?|offer(?:s|ing|ed)?|cheque|check|seed|series [a-d]|term ?sheet|taking|accept(?:ing)?|safe\\b|convertible note|note\\b',
    units: M,
  },
  // "the product sells for €50": a price, only right before its amount.
  { metric: 'price', label: 'Price', terms: 'sells? (?:it |them )?for|sold (?:it |them )?for|selling (?:it |them )?for|retails? (?:for|at)', units: M, side: 'before' },
  { metric: 'price', label: 'Price', names: 'price(?: increase| point)?|pricing', terms: 'prices?|pricing|charg(?:e|es|ing)|plan|subscription(?! revenue| sales| income)', units: M, period: 'month' },
  {
    metric: 'revenue',
    label: 'Revenue', names: 'revenue',
    terms: 'revenue|sales|turnover|income|inflows?|incoming|coming in|comes in|collect(?:s|ed|ing)?|subscriptions\\b|bring(?:ing)? in|making|make|makes|earn(?:s|ing)?|generat(?:e|es|ing)|billings?|takings',
    units: M,
    period: 'month',
  },
  {
    metric: 'newCustomers',
    label: 'New customers',
    terms: 'new (?:paying |paid |active )?(?:customers?|clients?|logos?|accounts?|users?|deals?)|deals(?: closed| won)?\\b|closed[- ]won\\b|(?:lands?|landed|signs?|signed|wins?|won|closes?|closed|acquires?|acquired|brings?(?: in)?|brought(?: in)?|adds?|added|generated|got us|won us)\\b',
    units: C,
  },
  { metric: 'shares', label: 'Shares', terms: '(?:shares|options)(?: outstanding)?|fully diluted', units: C },
  { metric: 'headcount', label: 'Headcount', names: 'headcount|employees', terms: 'people|employees|engineers|developers|staff|heads|headcount|hires|team members|team of|sales ?people|sales ?reps|reps\\b|sdrs\\b|bdrs\\b|aes\\b|account executives|designers|marketers|analysts|product managers|pms\\b|(?:data )?scientists|recruiters|support agents', units: C },
  { metric: 'customers', label: 'Customers', terms: 'customers?|clients?|logos?|accounts?|seats\\b|subscribers?|subs\\b|users?|paying', units: C },
];

/** The label of a metric ("MRR", "Net burn"). */
export function labelOf(metric: Metric): string {
  return LEXICON.find((e) => e.metric === metric)?.label ?? metric;
}

/** The period a metric's flow is quoted in when none is said, if it is a flow. */
export function defaultPeriod(metric: Metric): Period | undefined {
  return LEXICON.find((e) => e.metric === metric)?.period;
}

interface Compiled {
  entry: Entry;
  /** Anchored at the start of the text after a number. */
  atStart: RegExp;
  /** Every occurrence starting at a word, for the words before a number. */
  anywhere: RegExp;
  /** Every occurrence of its names. */
  named?: RegExp;
}

const COMPILED: Compiled[] = LEXICON.map((entry) => ({
  entry,
  atStart: new RegExp(`^(?:${entry.terms})`),
  anywhere: new RegExp(`\\b(?:${entry.terms})`, 'g'),
  named: entry.names ? new RegExp(`\\b(?:${entry.names})\\b`, 'g') : undefined,
}));

// Words between a number and what it measures ("$300k of net new ARR", "$150k monthly revenue"); whole words only.
// Period words are filler too ("$1,200 a year ARPA", "£40/mo subscription").
const AFTER_FILLER =
  /^(?:\s+|(?:(?:per|a|an|every) (?:week|month|quarter|year)|of|in|out|our|the|a|an|to|total|current|monthly|annual|yearly|quarterly|weekly|now|today|each)\b|\/\s*(?:mo|month|yr|year|wk|week|qtr|quarter)\b)*\s*/i;

const PERIOD_LEAD = /^\s*(?:\/\s*(?:mo|mth|month|m|yr|year|y|q|qtr|quarter|wk|week)\b|(?:per|a|an|each|every) (?:month|year|quarter|week)\b|monthly\b|annually\b|yearly\b|quarterly\b|weekly\b|p\.\s?a\b\.?|pcm\b)\s*/;

/** The metric named right after a number: the longest term there, whatever its place in the table. */
export function termAfter(after: string, unit: Unit): Metric | undefined {
  const lower = after.toLowerCase();
  // The words right after the number first ("250,000 monthly active users"), then past the filler ("$150k of monthly revenue").
  const direct = lower.length - lower.trimStart().length;
  // "$350k/mo gross": the period words of the amount stand between it and its term.
  const periodLead = PERIOD_LEAD.exec(lower)?.[0].length ?? direct;
  const lead = Math.max(periodLead, AFTER_FILLER.exec(lower.slice(periodLead))![0].length + periodLead);
  for (const start of [...new Set([direct, periodLead, lead])].sort((a, b) => a - b)) {
    const rest = lower.slice(start);
    let best: { metric: Metric; len: number } | undefined;
    for (const c of COMPILED) {
      if (!c.entry.units.includes(unit) || c.entry.side === 'before') continue;
      // "$500k left" is the cash; "$500k, leaving…" is not: side-after words must follow closely.
      if (c.entry.side === 'after' && start > Math.max(1, periodLead)) continue;
      const m = c.atStart.exec(rest);
      if (m && (!best || m[0].length > best.len)) best = { metric: c.entry.metric, len: m[0].length };
    }
    if (best) return best.metric;
  }
  return undefined;
}

/** Linking words between a term and its number ("CAC is 600", "cash of $2M"). */
const LINKS = new Set(['is', 'was', 'are', 'of', 'at', 'about', 'around', 'roughly', 'still', 'now', 'only', 'just', 'avg', 'average', 'approx', 'approximately']);

/** A term written right before the number, with only linking words between ("burn 80k", "CAC is 600", "GM: 70%"). */
export function termAdjacentBefore(before: string, unit: Unit): Metric | undefined {
  return adjacentBefore(before, unit)?.metric;
}

/** The term right before the number and how long it is. */
function adjacentBefore(before: string, unit: Unit): { metric: Metric; len: number } | undefined {
  let head = before.toLowerCase();
  for (let i = 0; i < 4; i++) {
    head = head.trimEnd();
    while (head && ':=~'.includes(head.at(-1)!)) head = head.slice(0, -1).trimEnd();
    const word = head.slice(head.lastIndexOf(' ') + 1);
    if (!LINKS.has(word)) break;
    head = head.slice(0, head.length - word.length);
  }
  return head ? bestAtLen(head, unit) : undefined;
}

/** The longest term ending exactly at the end of `head`. */
function bestAt(head: string, unit: Unit): Metric | undefined {
  return bestAtLen(head, unit)?.metric;
}

function bestAtLen(head: string, unit: Unit): { metric: Metric; len: number } | undefined {
  let best: { metric: Metric; len: number } | undefined;
  for (const c of COMPILED) {
    if (!c.entry.units.includes(unit) || c.entry.side === 'after') continue;
    for (const m of head.matchAll(c.anywhere)) {
      if (m.index + m[0].length !== head.length) continue;
      if (!best || m[0].length > best.len) best = { metric: c.entry.metric, len: m[0].length };
    }
  }
  return best;
}

/** The units a metric's figures have. */
export function unitsOf(metric: Metric): readonly Unit[] {
  return LEXICON.find((e) => e.metric === metric)?.units ?? [];
}

/**
 * The metric of a number from the words around it (`before` is its clause up to it, `after`
 * the rest of the clause), and its unit when the metric says what a bare number is:
 * "3.5k daily actives" is a count, "CAC 600" and "pays 50/month" are money.
 * A term written right before the number wins ("burn 80k cash 1.2m"), then the term right
 * after it, then the nearest one before it.
 */
export function labelQuantity(q: Quantity, before: string, after: string): { metric?: Metric; unit: Unit } {
  const bare = !q.currency;
  const tryUnit = (unit: Unit) => ownAfter(after, unit) ?? termAdjacentBefore(before, unit) ?? termBefore(before, unit);
  let metric = tryUnit(q.unit) ?? (q.unit === 'percent' && q.period && /\+\s*$/.test(before) ? 'growth' : undefined);
  // "-3% MoM": a rate said with a period-over-period marker and no metric is a growth rate.
  if (!metric && q.unit === 'percent' && /\b(?:mom|wow|qoq|yoy|m\/m|month[- ]over[- ]month|week[- ]over[- ]week|year[- ]over[- ]year)\b/i.test(q.raw)) metric = 'growth';
  // "LTV: $60/mo": a lifetime value has no period; an amount a month beside it is what a customer pays.
  if (metric === 'ltv' && q.unit === 'money' && (q.period === 'month' || q.period === 'week')) metric = 'arpu';
  // "80k MAU": an amount without a currency sign that names a count is a count.
  // "€60/month per customer": what a customer pays.
  if (!metric && q.unit === 'money' && /\bper (?:customer|client|user|account|seat|subscriber)\b/i.test(q.raw)) return { metric: 'arpu', unit: 'money' };
  if (bare && q.unit === 'money') {
    // "7.5k a month each" is money whatever count is named before it; "10k monthly actives" names its count after.
    const asCount = ownAfter(after, 'count') ?? (q.period || q.each ? undefined : termAdjacentBefore(before, 'count'));
    if (asCount && (!metric || (!ownAfter(after, 'money') && ownAfter(after, 'count')))) return { metric: asCount, unit: 'count' };
    if (!metric && !q.period && !q.each && termBefore(before, 'count') && COUNT_ONLY.has(termBefore(before, 'count')!)) return { metric: termBefore(before, 'count'), unit: 'count' };
  }
  // "CAC 600", "customers pay 50/month": a bare number a money term names is money.
  if (bare && q.unit === 'count' && (!metric || (!ownAfter(after, 'count') && !termAdjacentBefore(before, 'count')))) {
    const money = ownAfter(after, 'money') ?? termAdjacentBefore(before, 'money');
    if (money && MONEY_ONLY.has(money)) return { metric: money, unit: 'money' };
  }
  // "revenue per account 1,000", "customers paying 160/mo each": the money term written right
  // before the number is longer than the count term inside it, or ties with it on an amount per period or each.
  if (bare && q.unit === 'count' && !ownAfter(after, 'count')) {
    const money = adjacentBefore(before, 'money');
    const count = adjacentBefore(before, 'count');
    if (money && count && MONEY_ONLY.has(money.metric) && (money.len > count.len || (money.len === count.len && (q.each || q.period)))) return { metric: money.metric, unit: 'money' };
  }
  // No term written in full: the head of the phrase the amount is attached to, by its stem; else unlabelled.
  return { metric: metric ?? headLabel(before, after, q.unit), unit: q.unit };
}

/**
 * The term right after a number, unless it names the next number instead: in "burn 80k cash
 * 1.2m", "cash" is the 1.2m's, so the 80k takes "burn" before it.
 */
function ownAfter(after: string, unit: Unit): Metric | undefined {
  const metric = termAfter(after, unit);
  if (!metric) return undefined;
  const next = after.search(/[-$€£¥₹]?\d|\b(?:usd|eur|gbp|chf)\s?\d/i);
  if (next < 0 || next > 30) return metric;
  const head = after.slice(0, next).toLowerCase();
  // The next number's unit, roughly: a currency sign or a scale is money, a % a percentage.
  const nextText = after.slice(next, next + 16);
  const nextUnit: Unit = /^-?[$€£¥₹]|^(?:usd|eur|gbp|chf)\s?\d|^\d[\d,.]*\s?(?:k|m|bn|million|thousand)\b/i.test(nextText) ? 'money' : /^\d[\d,.]*\s?%/.test(nextText) ? 'percent' : 'count';
  // Only a term written straight before the next number is that number's ("cash 1.2m", "cash: $2M"); "investment at $6M" stays with the first.
  const bare = head.trimEnd().replace(/[:=]$/, '').replace(/ (?:is|of)$/, '').trimEnd();
  if (bestAt(bare, nextUnit) === metric) return undefined;
  // "DAU 1.2M MAU 3M": a scaled amount with no currency sign may be a count its term names.
  return nextUnit === 'money' && !/^-?[$€£]/.test(nextText) && bestAt(bare, 'count') === metric ? undefined : metric;
}

const COUNT_ONLY = new Set<Metric>(['dau', 'mau', 'customers', 'newCustomers', 'headcount', 'shares']);
const MONEY_ONLY = new Set<Metric>(['cac', 'ltv', 'arpu', 'price', 'mrr', 'arr', 'revenue', 'burn', 'netBurn', 'grossBurn', 'cash', 'costs', 'cogs', 'fixedCosts', 'variableCost', 'spend']);

/** The metric named nearest before a number: the term ending closest to it, the longest one on a tie. */
export function termBefore(before: string, unit: Unit): Metric | undefined {
  const lower = before.toLowerCase();
  let best: { metric: Metric; end: number; len: number } | undefined;
  for (const c of COMPILED) {
    if (!c.entry.units.includes(unit) || c.entry.side === 'after') continue;
    for (const m of lower.matchAll(c.anywhere)) {
      const end = m.index + m[0].length;
      // "we raised $2M": words that name a stock only when the amount follows them directly.
      if (c.entry.side === 'before' && lower.slice(end).trim().replace(/^(?:about|around|roughly|nearly|almost|over|just|only)\b/, '').trim() !== '') continue;
      if (!best || end > best.end || (end === best.end && m[0].length > best.len)) best = { metric: c.entry.metric, end, len: m[0].length };
    }
  }
  return best?.metric;
}

export interface Mention {
  metric: Metric;
  label: string;
  start: number;
  end: number;
}

/**
 * Every metric a text names, with or without a number ("how do we reduce churn?" names
 * churn): the longest term wins where two overlap, whatever the table's order. Terms
 * that read as a metric only beside an amount ("left", "raised", "up", "make") are not
 * mentions on their own.
 */
export function mentionsIn(text: string): Mention[] {
  const lower = text.toLowerCase();
  const found: Mention[] = [];
  for (const c of COMPILED) {
    if (!c.named) continue;
    for (const m of lower.matchAll(c.named)) found.push({ metric: c.entry.metric, label: c.entry.label, start: m.index, end: m.index + m[0].length });
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Mention[] = [];
  for (const f of found) if (!kept.some((k) => f.start < k.end && f.end > k.start)) kept.push(f);
  return kept.sort((a, b) => a.start - b.start);
}


/* ---------- the noun-phrase head reader ---------- */

/** A word's stem: "billing", "bills", "billed" → "bill"; "contributes", "contribution" → "contribut". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  for (const suffix of ['ations', 'ation', 'ions', 'ion', 'ings', 'ing', 'ers', 'er', 'ed', 'es', 's']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4 && !(suffix === 's' && w.endsWith('ss'))) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.endsWith('e') && w.length >= 5) w = w.slice(0, -1);
  return w;
}

/** The top-level alternatives of a terms pattern ("a|b(?:c|d)|e" → a, b(?:c|d), e). */
function alternatives(pattern: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(pattern.slice(from, i));
      from = i + 1;
    }
  }
  out.push(pattern.slice(from));
  return out;
}

/**
 * The one-word terms of the lexicon by stem (a stem two metrics share names neither), for each
 * unit: the heads a phrase's own word is matched to when no term is written in full.
 */
const HEADS: Map<string, { metric: Metric; units: readonly Unit[] } | null> = (() => {
  const map = new Map<string, { metric: Metric; units: readonly Unit[] } | null>();
  for (const e of LEXICON) {
    if (e.side) continue;
    const words = [...alternatives(e.terms), ...alternatives(e.names ?? ''), ...(e.heads ? e.heads.split('|') : [])]
      .map((a) => a.replace(/\\b/g, '').replace(/s\?$/, ''))
      .filter((a) => /^[a-z]{4,}$/.test(a));
    for (const w of words) {
      const k = stem(w);
      const had = map.get(k);
      if (had === undefined) map.set(k, { metric: e.metric, units: e.units });
      else if (had && had.metric !== e.metric) map.set(k, null);
    }
  }
  return map;
})();

/** The metric a single word heads, through its stem (a misspelling corrected first), for an amount of `unit`. */
export function headMetric(word: string, unit: Unit): Metric | undefined {
  const w = word.toLowerCase();
  if (w.length < 4) return undefined;
  for (const form of [w, corrected(w)]) {
    if (!form) continue;
    const hit = HEADS.get(stem(form));
    if (hit && hit.units.includes(unit)) return hit.metric;
  }
  return undefined;
}

// Linking words between a label and the amount after it ("X is/was/of/at/: AMOUNT").
const LINK_BEFORE = /^(?:is|are|was|were|be|been|of|at|about|around|roughly|nearly|almost|just|only|still|now|approx|approximately|currently|today)$/;
// What may open the phrase after an amount before its head ("AMOUNT of/in/for X", "AMOUNT a month in X").
const LEAD_AFTER = /^(?:of|in|for|the|our|my|their|its|a|an|total|monthly|weekly|yearly|annual|quarterly|per|each|every|month|week|year|quarter|mo|yr|worth)$/;
// Words before a verb that make it one ("we bill", "they pay"): a verb's subject.
const SUBJECT = /^(?:we|i|they|you|he|she|it|who|that|which|each|every|and)$/;

/**
 * The label of an amount from the head of the phrase attached to it in its clause, when no
 * lexicon term is written in full, matched to a metric by its stem: the word right before it
 * past linking words ("X is/was/of/at/: AMOUNT"; a verb after its subject, "we bill 95k",
 * "each customer contributes £35"), else the first content word after it ("AMOUNT X",
 * "AMOUNT of/in/for X"). Undefined when the head names no metric: the amount stays unlabelled.
 * A preposition of its own ("AMOUNT on X", "to X", "from X") attaches X to the verb, not to the amount.
 */
export function headLabel(before: string, after: string, unit: Unit): Metric | undefined {
  if (!/[,;.!?)(]\s*$/.test(before)) {
    const back = before.toLowerCase().replace(/[:=~]/g, ' ').split(/[^a-z']+/).filter(Boolean);
    while (back.length && LINK_BEFORE.test(back.at(-1)!)) back.pop();
    const head = back.at(-1);
    const lead = back.at(-2);
    // A bare word after another content word is a noun compound's head ("server bill"): only a verb form or a word after its subject counts.
    if (head && (lead === undefined || SUBJECT.test(lead) || /(?:s|ed|ing)$/.test(head))) {
      const m = headMetric(head, unit);
      if (m) return m;
    }
  }
  const ahead = after.toLowerCase().split(/[,;.!?(]/)[0]!.split(/[^a-z']+/).filter(Boolean);
  let i = 0;
  while (i < ahead.length && LEAD_AFTER.test(ahead[i]!)) i++;
  const first = ahead[i];
  // "90 became paying": a verb after the amount makes it the subject, whose noun is not said.
  return first && !/ed$/.test(first) ? headMetric(first, unit) : undefined;
}
