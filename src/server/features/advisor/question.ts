/**
 * Reads a founder's message: what is asked (a decision, a number, a plan, a message to
 * write, small talk) and which figures it gives, each labelled with the metric it
 * measures (MRR, burn, cash, churn, CAC, ...) from the words around it. Rules over
 * the words, no model: "burn $90k", "$40k MRR", "3 of our 40 customers cancelled",
 * "NPS fell from 52 to 31", "raising $2M at an $8M pre-money", "cut burn by 20%".
 */
import { clauseBreaks, contextOf, dailyRunRates, inheritListPeriods, isDatePart, MAX_CHARS, MAX_QUANTITIES, resolveRelations, resolveRelativeAmounts, saidOverAWeek, weeklyCountsMonthly, withoutBreakdowns } from '../../platform/ai/offline/reader/figures';
import { labelQuantity, termAfter, termBefore, type Metric } from '../../platform/ai/offline/reader/lexicon';
import { findQuantities, normalise, periodOf, type Period, type Quantity, type Unit } from '../../platform/ai/offline/reader/quantities';

export type Intent = 'smalltalk' | 'message' | 'plan' | 'decision' | 'number' | 'statement';

export type { Metric };

export interface Figure {
  metric: Metric;
  value: number;
  unit: Unit;
  period?: Period;
  raw: string;
  /** The verb said right before the amount, as its stem ("added 1.5M" → "add"): the role a follow-up's amount may take over. */
  verb?: string;
}

/** "NPS fell from 52 to 31", "price from $49 to $59". */
export interface Change {
  metric?: Metric;
  from: Figure;
  to: Figure;
}

/** "3 of our 40 customers", "$25k of our $80k MRR". */
export interface PartOf {
  part: Figure;
  whole: Figure;
  /** What the part is: lost (churn), biggest customers (concentration), converted (funnel). */
  kind: 'lost' | 'share' | 'converted' | 'other';
}

/** "cut burn by 20%" → burn × 0.8; "if growth drops to 5%" → growth = 0.05. */
export interface Adjustment {
  metric: Metric;
  factor?: number;
  set?: number;
  /** "what if we raise $1M more" → cash + 1M. */
  add?: number;
  /** The stem of the verb the amount was said with ("add"), for a follow-up whose amount has an earlier role. */
  verb?: string;
}

export interface Question {
  text: string;
  intent: Intent;
  /** Topics the message mentions, the ones in its question first. */
  asks: Topic[];
  /** Topics its question (or request) asks for: what a missing figure would be reported for. */
  asked: Topic[];
  figures: Figure[];
  changes: Change[];
  parts: PartOf[];
  /** Funnel stage counts, widest first, when stages are named (visitors, signups, trials, paid). */
  funnel: { stage: string; count: number }[];
  adjustments: Adjustment[];
  /** One-off share of customers lost ("lost 5% of customers"). */
  lostShare?: number;
  /** Share of revenue from the largest customer(s) ("one client is 45% of revenue"). */
  customerShare?: number;
  /** A price change as a fraction ("we raised prices 20%" → 0.2). */
  priceChange?: number;
  /** The share a round buys ("25% for $2M" → 0.25). */
  stake?: number;
  /** "churn stayed flat": a change that did not move churn. */
  churnFlat: boolean;
  /** Whether the message refers back to something said earlier ("what if...", "and then?", "that"). */
  refersBack: boolean;
  /** "Should we be worried?", "is that dangerous?": a judgement of the figure said before. */
  judges?: boolean;
  /** Amounts no words labelled; the question asked may still tell their role (runway: the stock is cash). */
  unlabelled: Omit<Figure, 'metric'>[];
}

export type Topic =
  | 'runway'
  | 'netBurn'
  | 'target'
  | 'growthNeeded'
  | 'defaultAlive'
  | 'fundraise'
  | 'burnMultiple'
  | 'cac'
  | 'ltv'
  | 'ltvCac'
  | 'churn'
  | 'conversion'
  | 'dilution'
  | 'concentration'
  | 'price'
  | 'points'
  | 'arr'
  | 'arpu'
  | 'mrr'
  | 'payback'
  | 'hiring'
  | 'segment'
  | 'pivot'
  | 'cofounder'
  | 'growthRate'
  | 'retention'
  | 'nrr'
  | 'grr'
  | 'cohort'
  | 'grossMargin'
  | 'contributionMargin'
  | 'ruleOf40'
  | 'magicNumber'
  | 'stickiness'
  | 'breakEven'
  | 'priceChange'
  | 'hiringCost'
  | 'optionPool'
  | 'safe';

/* ---------- labels ---------- */

interface Span extends Quantity {
  metric?: Metric;
  /** Set by a pattern: the generic labeller leaves it alone. */
  fixed?: boolean;
}

function sentenceOf(text: string, at: number): string {
  const a = Math.max(text.lastIndexOf('.', at - 1), text.lastIndexOf('?', at - 1), text.lastIndexOf('!', at - 1), text.lastIndexOf('\n', at - 1)) + 1;
  const rest = text.slice(at).search(/[.?!\n](\s|$)/);
  return text.slice(a, rest < 0 ? text.length : at + rest + 1);
}

const QUARTER_CONTEXT = /\b(last|this|per|the|a|for the|in the|each|every) quarter\b|\bquarterly\b|\bq[1-4]\b/i;
const YEAR_CONTEXT = /\b(last|this|per|a|for the|in the|each|every|over the|over the last|in the past|this past) year\b|\bannual(ly)?\b|\byearly\b/i;

const figureOf = (s: Span, metric: Metric): Figure => ({ metric, value: s.value, unit: s.unit, period: s.period, raw: s.raw });

/** The stem of the verb right before an amount ("we burned 3M" → "burn", "add 2.5M" → "add"), if a verb stands there. */
export function verbStem(before: string): string | undefined {
  const w = /\b([a-z]{3,})\s+(?:about\s+|around\s+|roughly\s+|another\s+|an? (?:extra|further)\s+)?$/i.exec(before)?.[1]?.toLowerCase();
  if (!w || /^(?:the|our|and|for|with|was|were|are|from|into|than|its|about|of|at|by|is)$/.test(w)) return undefined;
  return w.replace(/(?:ing|ed|es|s|t)$/, '').replace(/(.)\1$/, '$1') || undefined;
}

/* ---------- intent ---------- */

const SMALLTALK =
  /^(?:hi|hello|hey|hiya|yo|howdy|good (?:morning|afternoon|evening|day|night)|(?:g'?)?night|thanks?|thank you|thx|cheers|great|cool|nice|ok(?:ay)?|bye|goodbye|see you|how are you|how's it going|how are things|what's up|sup|who are you|what can you do)\b/i;
const MESSAGE = /\b(?:write|draft|compose|prepare|craft|help me (?:write|word|phrase))\b[^.?!]*\b(?:e-?mail|message|update|note|post|letter|announcement|reply|intro(?:duction)?|memo|tweet|pitch|blurb|text)\b/i;
// A request for a plan, not any sentence with the word ("the Q3 hiring plan").
const PLAN =
  /\b(?:(?:give|make|build|draft|create|write|need|want|suggest|outline|lay out|propose|map out)\s+(?:me\s+|us\s+)?(?:a\s+|an\s+|the\s+)?(?:\w+\s+)?(?:plan|roadmap|playbook)|(?:plan|roadmap|playbook)\s+(?:to|for)\b|what(?:'s| is| are) the (?:plan|next steps|steps)|steps to|next steps|how (?:do|can|should|could) (?:we|i) (?:cut|reduce|improve|increase|grow|lower|get|fix|build|hit|reach|double))/i;
const DECISION =
  /\b(?:should (?:we|i|our|my|the|it|this)|shall (?:we|i)|is it (?:smart|wise|worth|better|time|a good idea)|do we need|would you|worth it|who'?s right|how (?:do|should) (?:we|i) decide|or (?:should|wait|not|stay|keep|focus)|raise now|now or|better to|makes? sense to|good idea|right time|the time to|is now)\b/i;
const NUMBER_Q =
  /\b(?:what(?:'s|s| is| are| was|'re)?|how (?:much|many|long|bad|good|healthy|worried|risky)|when|calculate|compute|work out|figure out|runway\??|is that|does that|did it|are we|is our|how does)\b/i;

export function intentOf(text: string, hasFigures: boolean): Intent {
  const t = text.trim();
  const words = t.split(/\s+/).filter(Boolean).length;
  if (SMALLTALK.test(t) && words <= 8 && !hasFigures && !/\b(revenue|burn|cash|churn|raise|hire|price|customers?|runway|mrr|arr)\b/i.test(t)) return 'smalltalk';
  if (MESSAGE.test(t)) return 'message';
  if (DECISION.test(t)) return 'decision';
  if (PLAN.test(t)) return 'plan';
  // Looks like finance, but no figure given answers it: a yes/no on what no formula computes (tax, law), or a
  // prediction from nothing said. It is outside what the engine computes (said so, with what it can).
  if (!hasFigures && !/\d/.test(t) && (/^(?:is|are|can|could|does|do|will|would)\b[^?]*\b(?:tax(?:able|[- ]deductible)?|deductible|legal|lawful|compliant|allowed|vat)\b/i.test(t) || /\b(?:predict|forecast|guess|prophes[yi])\b/i.test(t))) return 'statement';
  if (NUMBER_Q.test(t) || /\?/.test(t)) return 'number';
  if (hasFigures && namesAtEdge(t)) return 'number';
  return 'statement';
}

/** Metric names a message may ask for by naming them alone. */
const EDGE_METRIC = /\b(?:activation(?: rate)?|ltv|clv|cac|lifetime value|acquisition cost|payback|churn(?: rate)?|retention|nrr|grr|ndr|(?:gross|contribution) margin|gm|margin|stickiness|dau ?\/ ?mau|conversion(?: rate)?|magic number|burn multiple|rule of 40|runway|arpu|arr|mrr|break[- ]?even)\b/i;

/**
 * "Lifetime value: €60 a month, 2.5% churn", "…, 1.6% churn monthly: LTV": a message with figures
 * that names a metric as its head (before the first colon) or its tail (after the last break,
 * no number in it) asks for that metric.
 */
function namesAtEdge(t: string): boolean {
  const head = /^([^:\d]{2,60}):/.exec(t)?.[1];
  let tail = t.split(/[:;,.]\s|\s[–—-]\s/).at(-1)!.trim();
  while (tail.endsWith('.') || tail.endsWith('!')) tail = tail.slice(0, -1);
  const short = (x: string | undefined) => x !== undefined && !/\d/.test(x) && x.split(/\s+/).length <= 6;
  return (short(head) && EDGE_METRIC.test(head!)) || (short(tail) && EDGE_METRIC.test(tail));
}

/* ---------- topics asked ---------- */

const TOPICS: [Topic, RegExp][] = [
  ['ltvCac', /ltv ?[:/] ?cac|ltv to cac|unit economics/i],
  ['burnMultiple', /burn multiple|efficien(?:t|cy)/i],
  ['defaultAlive', /default (?:alive|dead)|\balive\b|\bdead\b|make it to (?:profitab|break)|profitab|break[- ]?even|ramen|survive|make it\b|stay alive|run out before|before running out/i],
  ['fundraise', /\b(?:late|early|time|ready) to (?:raise|fundraise|start raising)|\b(?:start|kick off|begin|open)\b[^.?!]*\b(?:rais|fundrais|round|seed|series|investors?|pitching|vcs?)\b|\bwhen\b[^.?!]*\b(?:rais|fundrais)|\braise now\b|\bfundrais/i],
  ['growthNeeded', /what (?:monthly |weekly |annual )?growth|required (?:monthly |weekly )?growth|growth (?:is )?required|(?:need|have|must|got) to grow|growth (?:rate )?(?:do|would) we need|how fast (?:do|must|should) we grow/i],
  ['target', /how many (?:months|weeks|quarters) (?:to|until|till|before) \S*\d|\bmonths? (?:to|until|till) \$?\d|how long (?:until|till|to|before|does it take)(?! (?:we(?:'re| are| run)? )?(?:out of|run out|broke)| (?:the |our )?(?:money|cash) runs? out)|when (?:do|will|would|can|should) we (?:reach|hit|get to|cross|pass|exceed|top|break)|months? to (?:reach|hit)|until we (?:hit|reach|pass)/i],
  ['netBurn', /net burn(?! multiple)|what(?:'s| is) (?:our |the )?burn\b(?! multiple)/i],
  ['runway', /runway|run(?:ning)? out\b|months? (?:left|of cash|of money)|how many months (?:do we have|have we got|left)|how long (?:can|will|could|would) (?:we|i|the company) (?:keep going|last|survive|go on|hold out|stay alive)|how (?:many )?(?:long|months|weeks)[^.?!]*(?:last|have|left|until we'?re out|run out|out of (?:money|cash))|how long (?:will|does) (?:the|our|it)[^.?!]*last|out of (?:money|cash)/i],
  ['cac', /\bcac\b(?! payback)|acquisition cost(?! payback)|what does a customer cost|cost (?:us )?to (?:acquire|get) a customer|cost per customer/i],
  ['payback', /payback|pays? back|paid back|earn (?:it )?back|recoup|recover (?:it|the cac|the cost|what we|our)|months to recover/i],
  ['ltv', /\bltv\b|lifetime value/i],
  ['churn', /churn|cancell?ation rate|retention/i],
  ['conversion', /conversion|convert|activation rate/i],
  ['dilution', /dilut|give up|post[- ]?money|pre[- ]?money|how much (?:of the company|equity)|ownership|stake|\bequity\b/i],
  ['concentration', /concentrat|biggest customer|largest customer|top \d+ customers|one (?:client|customer)|(?:too|how) (?:risky|dependent)/i],
  ['price', /pric(?:e|es|ing)|pay off/i],
  ['points', /\bnps\b|from \S+ to \S+|margin went/i],
  ['arr', /\barr\b|annuali[sz]ed|annual run[- ]rate|per year\?/i],
  ['mrr', /what(?:'s| is| are) (?:our |the )?(?:mrr|monthly revenue|revenue)\b|\bmrr\?/i],
  ['arpu', /\barpu\b|arpa|revenue per (?:customer|user)/i],
  ['hiring', /\bhire|hiring|salesperson|engineer|recruit/i],
  ['segment', /enterprise|self[- ]serve|smb|mid[- ]market|plg|product[- ]led/i],
  ['pivot', /pivot|different market|new market|change (?:direction|market)/i],
  ['cofounder', /co-?founder/i],
];

function topicsAsked(text: string, intent: Intent): { asks: Topic[]; asked: Topic[] } {
  // The question sentence first (the last one with '?'), then the rest.
  const sentences = text.split(/(?<=[.?!])\s+/);
  const asked = [...sentences].reverse().find((s) => /\?/.test(s)) ?? (NUMBER_Q.test(text) || PLAN.test(text) || intent === 'number' ? text : '');
  const order = new Map<Topic, number>();
  for (const [topic, re] of TOPICS) {
    const inQ = re.exec(asked);
    if (inQ) order.set(topic, inQ.index);
  }
  for (const [topic, re] of TOPICS) {
    if (!order.has(topic) && re.test(text)) order.set(topic, 10_000);
  }
  const sorted = [...order.entries()].sort((a, b) => a[1] - b[1]);
  return { asks: sorted.map(([t]) => t), asked: sorted.filter(([, i]) => i < 10_000).map(([t]) => t) };
}

/* ---------- the reader ---------- */

const REFERS_BACK =
  /^(?:what(?:'s| is| about)|how about|and) (?:that|this|it)\b|^(?:and|so|then|but|also|ok(?:ay)?,? (?:and|so|what)|what about|how about|what if|and if|if (?:we|i|it|that|they)|same (?:question|but)|then what|assuming that|what happens (?:to (?:\w+ ){1,2})?(?:if|when|after)|what would happen|suppose|supposing|let'?s say|say we|now what if|ok(?:ay)?,? what if)\b|\b(?:at|with) (?:that|this|the same) (?:rate|pace|growth|burn|churn)\b|\b(?:that|this|those|these|it) (?:number|figure|rate|runway|burn|plan|scenario|case)\b|\bthen\s*\?$|\binstead\b|\bin that case\b|\bwith that\b/i;
/** "Should we be worried?", "is that OK?": a judgement of what was said before, when the message gives no figure of its own. */
const JUDGES_BACK = /\b(?:should|do|must) (?:we|i) (?:be )?(?:worried|concerned|nervous|scared|panic)|\b(?:is|isn't|are) (?:that|this|it|we) (?:\w+ )?(?:ok|okay|good|bad|enough|healthy|a problem|dangerous|risky|worrying|concerning|alarming|scary|safe|fine|normal|too (?:short|low|high|long)|in trouble|in danger)\b|\bhow (?:bad|worried|concerned|risky|dangerous) is (?:that|this|it)\b/i;

const CHANGE_VERB = /(?:cut|reduce|lower|trim|slash|drop|decrease|shrink)|(?:increase|raise|grow|boost|lift|bump|add)/i;

/**
 * A question is read from its first MAX_READ_CHARS characters and first MAX_QUANTITIES
 * numbers. NOTE: the patterns pair every number with its neighbours; on a 20,000-character
 * message of nothing but numbers an unbounded read took 8 s of one core.
 */
export const MAX_READ_CHARS = MAX_CHARS;

export function readQuestion(raw: string): Question {
  const text = resolveRelations(weeklyCountsMonthly(dailyRunRates(resolveRelativeAmounts(normalise(raw.slice(0, MAX_READ_CHARS)))))).trim();
  const lower = text.toLowerCase();
  const spans: Span[] = withoutBreakdowns(text, findQuantities(text).filter((s) => !isDatePart(text, s))).slice(0, MAX_QUANTITIES);
  const breaks = clauseBreaks(text);
  const changes: Change[] = [];
  /** Where changes started: history, not a current figure. */
  const changeStarts = new Set<Span>();
  const parts: PartOf[] = [];
  const adjustments: Adjustment[] = [];
  const funnelStages: { stage: string; count: number; at: number }[] = [];
  let lostShare: number | undefined;
  let customerShare: number | undefined;
  let priceChange: number | undefined;

  const between = (a: Span, b: Span) => text.slice(a.end, b.start);
  // A number's words: its clause, and before it only what follows the previous number (a term
  // before an earlier number belongs to that number: "spending $95k a month ... our $1.14M").
  const ctx = contextOf(text, spans, breaks);

  // 1. Adjustments: "cut burn by 20%", "if growth drops to 5%", "double the price".
  for (const s of spans) {
    const before = lower.slice(Math.max(0, s.start - 60), s.start);
    // "cut $20k of costs", "trim $15k from the burn": money off the burn.
    if (s.unit === 'money' && /\b(?:cut|cutting|trim|trimming|save|saving|reduce|reducing|remove|removing|drop|dropping)\s+(?:another\s+|an extra\s+)?$/.test(before) && /^\s*(?:a month\s+|per month\s+|monthly\s+)?(?:of|from|in|off)\s+(?:our\s+|the\s+|monthly\s+)*(?:[a-z&-]+\s+){0,2}?(?:costs?|expenses?|burn|spend(?:ing)?|opex|payroll|tools|software|subscriptions)\b/.test(lower.slice(s.end, s.end + 50))) {
      adjustments.push({ metric: 'burn', add: -(s.period === 'year' ? s.value / 12 : s.value) });
      s.fixed = true;
      continue;
    }
    // "if revenue goes up by $50k a month": revenue on top, burn down by as much.
    if (s.unit === 'money' && /\b(?:revenue|mrr|sales|income) (?:(?:goes|went|grows|grew|increases|increased|rises|rose|is) )?(?:up )?by $/.test(before)) {
      adjustments.push({ metric: 'revenue', add: s.period === 'year' ? s.value / 12 : s.value });
      s.fixed = true;
      continue;
    }
    // "with $40k more revenue per month": revenue on top, burn down by as much.
    // …and "what if we add 10k of MRR?" (a what-if, not the net new ARR a burn multiple is about).
    const added = /^\s*(?:(?:of|in)\s+)?(?:(?:more|extra|additional|new)\s+)?(?:monthly\s+)?(?:revenue|mrr|sales|income)\b/.test(lower.slice(s.end, s.end + 40));
    if (s.unit === 'money' && added && (/^\s*(?:more|extra|additional|of extra|of new|new)\s/.test(lower.slice(s.end, s.end + 40)) || (/\b(?:what if|if we|suppose)\b/.test(lower) && /\b(?:add|adding|sign|signing|win|land|gain)\s+(?:another\s+|an? extra\s+)?$/.test(before)))) {
      adjustments.push({ metric: 'revenue', add: s.period === 'year' ? s.value / 12 : s.value });
      s.fixed = true;
      continue;
    }
    // "What if we raise $1M more?", "if we add $500k": new money on top of the cash.
    // …unless the question is about the round itself ("what's the post-money if we raise €2M?").
    if (s.unit === 'money' && !/post[- ]?money|pre[- ]?money|valuation|dilut|\bstake\b|\bequity\b|\bown\b|ownership/.test(lower) && /\b(?:what if|if we|if i|suppose|assuming|were to)\b/.test(sentenceOf(lower, s.start)) && /\b(?:raise|raised|add|added|get|bring in|inject|close|secure|take)\w*\s+(?:another\s+|an extra\s+|a further\s+|an?\s+)?$/.test(before)) {
      adjustments.push({ metric: 'cash', add: s.value, verb: verbStem(before) });
      s.fixed = true;
      continue;
    }
    const by = /\b(cut|reduc|lower|trim|slash|drop|decreas|shrink|increas|rais|grow|boost|lift|bump)\w* (?:our |the |my )?([a-z:() ]{2,40}?) by $/.exec(before);
    const fallsBy = /\b([a-z: ]{2,30}?) (drops?|dropped|falls?|fell|rises?|rose|goes up|goes down|go up|go down|went up|went down|grows?|grew|shrinks?|increases?|increased|decreases?|decreased|jumps?|jumped|climbs?|climbed)(?: by)? $/.exec(before);
    const to =
      /\b(?:if|when|what if|and if|assuming|suppose|imagine) (?:our |the )?([a-z: ]{2,30}?) (?:drops?|dropped|falls?|fell|goes|go|went|rises?|rose|grows?|grew|slows?|slowed|is|were|was|gets?|got|becomes?|became|increases?|increased|decreases?|decreased)(?: down| up)? to $/.exec(before) ??
      // "and if we cut burn to $60k?", "what if we raise the price to $80": the new value, verb first.
      /\b(?:cut|cutting|reduc\w*|lower\w*|trim\w*|slash\w*|drop\w*|decreas\w*|shrink\w*|increas\w*|rais\w*|boost\w*|lift\w*|bump\w*|bring\w*|brought|get|getting|take|taking|move|moving|change|changing|set|setting|push\w*)(?: down| up)? (?:our |the |my |monthly |net )*([a-z: ]{2,30}?)(?: down| up)? to $/.exec(before);
    const term = (words: string | undefined) => (words ? termBefore(words, s.unit === 'percent' && /burn|cost|spend|price|revenue|mrr|arr/.test(words) ? 'money' : s.unit) ?? termBefore(words, 'money') ?? termBefore(words, 'percent') : undefined);
    // "what if we grow 10% a month", "if revenue grows 20% a month": a new monthly growth rate, not a one-off rise.
    const monthlyRate = s.period === 'month' || /^\s*(?:(?:a|per|each|every) month|monthly|month[- ]over[- ]month|mom)\b/.test(lower.slice(s.end, s.end + 24));
    const whatIf = /\b(?:what if|if|suppose|assuming|imagine)\b/.test(sentenceOf(lower, s.start));
    if (
      s.unit === 'percent' &&
      ((monthlyRate && /\b(?:what if|if|suppose|assuming|imagine)\b(?:\s+(?:we|our|the|revenue|mrr|arr|sales))*\s+(?:grows?|grew|growing|can grow|could grow|keep growing)\s+(?:by\s+|at\s+)?$/.test(before)) ||
        // "what if we managed 9% a month growth?"
        (whatIf && /^\s*(?:(?:a|per) month\s+|monthly\s+|month[- ]over[- ]month\s+|mom\s+)?(?:monthly\s+)?(?:revenue\s+|mrr\s+)?growth\b/.test(lower.slice(s.end, s.end + 40)) && /\b(?:managed?|manag\w+|hit|hits|reach\w*|get|got|achiev\w*|had|have|do|did|sustain\w*|at|with)\s+(?:a\s+|an\s+)?$/.test(before)))
    ) {
      adjustments.push({ metric: 'growth', set: s.value });
      s.fixed = true;
      s.metric = 'growth';
      continue;
    }
    if ((by || fallsBy) && s.unit === 'percent') {
      const words = by ? by[2] : fallsBy![1];
      const verb = by ? by[1]! : fallsBy![2]!;
      const metric = term(words);
      if (metric) {
        const down = /cut|reduc|lower|trim|slash|drop|decreas|shrink|fall|fell|down/.test(verb);
        // A price change is what the price finding reads, said as a fact or as a what-if.
        if (metric === 'price') priceChange = down ? -s.value : s.value;
        else adjustments.push({ metric, factor: down ? 1 - s.value : 1 + s.value });
        s.fixed = true;
        s.metric = undefined;
        continue;
      }
    }
    // "cut burn by $30k", "cut marketing by 30k a month", "if costs go up by 20k a month": an amount off or on top, not the new value.
    if ((by || fallsBy) && s.unit === 'money') {
      const metric = term((by ? by[2]! : fallsBy![1]!).replace(/[()]/g, ' '));
      const verb = by ? by[1]! : fallsBy![2]!;
      if (metric && BY_AMOUNT.has(metric)) {
        const down = /cut|reduc|lower|trim|slash|drop|decreas|shrink|fall|fell|down/.test(verb);
        const monthly = metric === 'cash' ? s.value : s.period === 'year' ? s.value / 12 : s.period === 'quarter' ? s.value / 3 : s.period === 'week' ? (s.value * 52) / 12 : s.value;
        adjustments.push({ metric, add: down ? -monthly : monthly });
        s.fixed = true;
        s.metric = undefined;
        continue;
      }
    }
    if (to) {
      const metric = term(to[1]);
      if (metric) {
        adjustments.push({ metric, set: s.value });
        s.fixed = true;
        s.metric = metric;
      }
    }
  }
  const multiply = (verb: string, words: string) => {
    // A rate first ("halve churn"), then an amount ("double the price"), then a count.
    const metric = termBefore(words, 'percent') ?? termBefore(words, 'money') ?? termBefore(words, 'count');
    if (metric) adjustments.push({ metric, factor: /^double/.test(verb) ? 2 : /^triple/.test(verb) ? 3 : 0.5 });
  };
  // "double the price", "halve churn"; "if churn halves", "what if MRR doubles".
  for (const m of lower.matchAll(/\b(double|halve|triple|cut in half)(?:s|d)? (?:our |the |my )?([a-z ]{2,20}?)\b(?=[.?!,]|$| and| if| then| in | by | within | over )/g)) multiply(m[1]!, m[2]!);
  for (const m of lower.matchAll(/\b([a-z]{2,20}) (doubles|doubled|double|halves|halved|halve|triples|tripled|triple|is cut in half|gets cut in half)\b(?! (?:the|our|my|it|them)\b)/g)) multiply(m[2]!.replace(/^(is|gets) cut in half$/, 'halve'), m[1]!);

  // What one hire costs a month: a salary is a year's unless said otherwise ("two engineers at $150k each"
  // is $25k a month, not $300k); a small amount with no period ("$12k each") is a month's.
  const salaryPerMonth = (x: { value: number; period?: string }) => {
    const yearly = x.period === 'year' || (!x.period && x.value >= 15_000);
    return yearly ? x.value / 12 : x.period === 'quarter' ? x.value / 3 : x.value;
  };
  // "what if we hire 3 more engineers at $12k each": their cost on top of the burn.
  for (let i = 0; i + 1 < spans.length; i++) {
    const a = spans[i]!;
    const b = spans[i + 1]!;
    if (a.fixed || b.fixed || a.unit !== 'count' || b.unit !== 'money') continue;
    if (!/\b(?:hire|hiring|add|adding|bring on|onboard)\s+$/.test(lower.slice(Math.max(0, a.start - 20), a.start))) continue;
    if (!/^\s*(?:more\s+|new\s+|extra\s+)?(?:[a-z-]+\s+){0,2}(?:at|for|costing|on|paid)\s+(?:about\s+|around\s+)?$/.test(between(a, b))) continue;
    adjustments.push({ metric: 'burn', add: a.value * salaryPerMonth(b) });
    a.fixed = b.fixed = true;
  }
  // "what if we hire the VP of Sales at 180k a year": one person, a salary a year unless said otherwise.
  for (const s of spans) {
    if (s.fixed || s.unit !== 'money' || adjustments.some((x) => x.metric === 'burn' && x.add !== undefined)) continue;
    if (!/\b(?:hire|hiring|add|adding|bring on|onboard)\s+(?:a|an|the|one|our|my|another|1)\s+(?:[a-z&-]+\s+){0,4}?(?:at|for|costing|on|paid)\s+(?:about\s+|around\s+|roughly\s+)?$/.test(lower.slice(Math.max(0, s.start - 60), s.start))) continue;
    adjustments.push({ metric: 'burn', add: salaryPerMonth(s) });
    s.fixed = true;
  }

  // "We raised prices 20%", "prices went up by 15%", "cut our price 10%".
  for (const s of spans) {
    if (s.fixed || s.unit !== 'percent') continue;
    const before = lower.slice(Math.max(0, s.start - 50), s.start);
    const up = /\b(?:rais|increas|hik|bump|lift|put up|push(?:ed)? up)\w*\s+(?:our\s+|the\s+|all\s+|its\s+)?(?:prices?|pricing|plans?|fees?)\s+(?:up\s+)?(?:by\s+)?$|\b(?:prices?|pricing|fees?)\s+(?:(?:went|go|goes|are going|is going|going|is|are|was|were)\s+)?up\s+(?:by\s+)?$/.test(before);
    const down = /\b(?:cut|lower|drop|reduc|discount)\w*\s+(?:our\s+|the\s+|all\s+)?(?:prices?|pricing|plans?|fees?)\s+(?:by\s+)?$/.test(before);
    const after = lower.slice(s.end, s.end + 30);
    const upAfter = /^\s*(?:price|pricing)\s+(?:increase|rise|hike|bump)\b/.test(after);
    const downAfter = /^\s*(?:price|pricing)\s+(?:cut|decrease|drop|reduction|discount)\b/.test(after);
    if (up || down || upAfter || downAfter) {
      priceChange = up || upAfter ? s.value : -s.value;
      s.fixed = true;
    }
  }

  // "grew ARR by $800k", "added $40k of MRR": net new ARR (new MRR counts twelve times).
  for (const s of spans) {
    if (s.fixed || s.unit !== 'money') continue;
    const before = lower.slice(Math.max(0, s.start - 40), s.start);
    const after = lower.slice(s.end, s.end + 30);
    const grewBy = /\b(?:grew|grow|grown|increased|increase|added|add|expanded|lifted|boosted)\s+(?:our\s+|the\s+)?(arr|mrr)\s+by\s+$/.exec(before);
    const added = /\b(?:added|add|adding|booked|won)\s+$/.test(before) ? /^\s*(?:of\s+|in\s+)?(?:net\s+)?(?:new\s+)?(arr|mrr)\b/.exec(after) : null;
    const unitWord = grewBy?.[1] ?? added?.[1];
    if (unitWord) {
      if (unitWord === 'mrr') s.value *= 12;
      s.metric = 'netNewArr';
      s.fixed = true;
      // "added $800k of new ARR this year": over the period its sentence names.
      const sentence = sentenceOf(lower, s.start);
      if (!s.period) s.period = QUARTER_CONTEXT.test(sentence) ? 'quarter' : YEAR_CONTEXT.test(sentence) ? 'year' : undefined;
    }
  }

  // "25% for $2M", "$500k for 10%": the stake a round buys.
  let stake: number | undefined;
  for (let i = 0; i + 1 < spans.length; i++) {
    const a = spans[i]!;
    const b = spans[i + 1]!;
    if (a.fixed || b.fixed || !/^\s*(?:of (?:the company|equity)\s+|equity\s+|stake\s+)?for\s+(?:a\s+)?$/i.test(between(a, b))) continue;
    const [pct, money] = a.unit === 'percent' && b.unit === 'money' ? [a, b] : a.unit === 'money' && b.unit === 'percent' ? [b, a] : [];
    if (!pct || !money) continue;
    stake = pct.value;
    money.metric = 'round';
    pct.fixed = money.fixed = true;
  }

  // 2. Changes: "from 52 to 31", "from $49 to $59".
  for (let i = 0; i + 1 < spans.length; i++) {
    const a = spans[i]!;
    const b = spans[i + 1]!;
    if (a.fixed || b.fixed) continue;
    const pre = lower.slice(Math.max(0, a.start - 6), a.start);
    if (!/from\s*$/.test(pre) || !/^\s*(?:to|→|->)\s*$/.test(between(a, b))) continue;
    const { before } = ctx(a);
    const beforeFrom = before.replace(/from\s*$/i, '');
    const unit = a.unit === 'count' && b.unit === 'percent' ? 'percent' : a.unit;
    // The word right after the second number is the most specific ("from $25k to $100k MRR").
    let metric = termAfter(ctx(b).after, unit) ?? termBefore(beforeFrom, unit) ?? termBefore(beforeFrom, 'count');
    if (!metric && unit === 'money' && /\bpric|\bplan|charg|moved|per (?:month|seat|user|licen[cs]e|head|year)|a month|\/mo/.test(lower)) metric = 'price';
    if (!metric && unit === 'money') metric = termBefore(beforeFrom, 'money');
    const fa = { ...figureOf(a, metric ?? 'revenue'), unit: unit === 'percent' && a.unit === 'count' ? 'percent' : a.unit, value: unit === 'percent' && a.unit === 'count' ? a.value / 100 : a.value };
    const fb = figureOf(b, metric ?? 'revenue');
    changes.push({ metric, from: fa as Figure, to: fb });
    changeStarts.add(a);
    a.fixed = b.fixed = true;
    a.metric = metric;
    b.metric = metric;
  }

  // "40 now, up from 28": the same change written backwards.
  for (let i = 0; i + 1 < spans.length; i++) {
    const a = spans[i]!;
    const b = spans[i + 1]!;
    if (a.fixed || b.fixed || a.unit !== b.unit || !/^\s*(?:(?:now|today|currently|this (?:month|quarter|year)),?\s*|,\s*)?(?:up|down|rising|falling|climbing|dropping|from)\s+(?:from\s+)?$/i.test(between(a, b))) continue;
    const metric = termBefore(ctx(a).before, a.unit === 'count' ? 'count' : a.unit) ?? termAfter(ctx(a).after, a.unit);
    changes.push({ metric, from: figureOf(b, metric ?? 'revenue'), to: figureOf(a, metric ?? 'revenue') });
    changeStarts.add(b);
    a.fixed = b.fixed = true;
    a.metric = metric;
    b.metric = metric;
  }

  // 3. Parts of a whole: "3 of our 40 customers", "$25k of our $80k MRR", "$60k out of $150k".
  for (let i = 0; i + 1 < spans.length; i++) {
    const a = spans[i]!;
    const b = spans[i + 1]!;
    if (a.fixed || b.fixed || a.unit !== b.unit || !/^\s*(?:[a-z]+\s+)?(?:of|out of)\s+(?:(?:our|the|a|all|its|their|my)\s*)?(?:total\s+|combined\s+)?$/i.test(between(a, b))) continue;
    const { after } = ctx(b);
    const sentence = sentenceOf(lower, a.start);
    const whole = termAfter(after, b.unit) ?? termAfter(between(a, b), b.unit) ?? (b.unit === 'money' ? 'revenue' : 'customers');
    const kind: PartOf['kind'] = /lost|lose|losing|cancel|churn|left us|quit|leave|left|(?:did not|didn't|not|won't|will not) renew|downgraded/.test(sentence)
      ? 'lost'
      : /biggest|largest|top|one (?:client|customer)|single|anchor|whale/.test(sentence)
        ? 'share'
        : /convert|paid|paying|signed|closed|became|upgrade/.test(sentence)
          ? 'converted'
          : 'other';
    const partMetric: Metric = kind === 'lost' ? (a.unit === 'money' ? 'revenue' : 'lostCustomers') : whole;
    parts.push({ part: figureOf(a, partMetric), whole: figureOf(b, whole), kind });
    a.fixed = b.fixed = true;
    a.metric = partMetric;
    b.metric = whole;
  }

  // 3b. "Out of 1,200 subscribers ..., 36 cancelled": the whole first, then the part and what happened to it.
  for (let i = 0; i + 1 < spans.length; i++) {
    const a = spans[i]!;
    const b = spans[i + 1]!;
    if (a.fixed || b.fixed || a.unit !== b.unit || a.unit === 'percent') continue;
    if (!/\b(?:out of|of)\s+(?:our\s+|the\s+|all\s+)?$/.test(lower.slice(Math.max(0, a.start - 12), a.start))) continue;
    const gap = between(a, b);
    if (gap.length > 60 || !/,|;/.test(gap)) continue;
    const verb = lower.slice(b.end, b.end + 40);
    const kind: PartOf['kind'] | undefined = /^\s*(?:of them\s+|customers\s+|users\s+|subscribers\s+)?(?:cancel|churn|left|quit|lost|did not renew|didn't renew)/.test(verb)
      ? 'lost'
      : /^\s*(?:of them\s+)?(?:convert|paid|became|bought|signed|upgraded|closed)/.test(verb)
        ? 'converted'
        : undefined;
    if (!kind) continue;
    const whole = termAfter(text.slice(a.end, a.end + 30), a.unit) ?? (a.unit === 'money' ? 'revenue' : 'customers');
    const partMetric: Metric = kind === 'lost' ? (a.unit === 'money' ? 'revenue' : 'lostCustomers') : whole;
    parts.push({ part: figureOf(b, partMetric), whole: figureOf(a, whole), kind });
    a.fixed = b.fixed = true;
    a.metric = whole;
    b.metric = partMetric;
  }

  // 3c. "started with 400 users and ended with 380": the difference was lost.
  for (let i = 0; i + 1 < spans.length; i++) {
    const a = spans[i]!;
    const b = spans[i + 1]!;
    if (a.fixed || b.fixed || a.unit !== 'count' || b.unit !== 'count' || b.value >= a.value) continue;
    if (!/\b(?:start(?:ed)?|began|begin|opened)\b[^.?!]{0,30}\b(?:with|at)\s+$/.test(lower.slice(Math.max(0, a.start - 45), a.start))) continue;
    if (!/\b(?:end(?:ed)?|finish(?:ed)?|clos(?:ed|ing)|now (?:have|at))\b[^.?!]{0,20}?(?:with|at)?\s*$/.test(between(a, b))) continue;
    // "…ended with 770 after adding 50 new ones": new customers came in between, so the difference is not what was lost.
    if (spans.some((c) => c !== a && c !== b && c.unit === 'count' && sentenceOf(lower, c.start) === sentenceOf(lower, a.start) && (/^\s*(?:new|more|additional)\b/.test(lower.slice(c.end, c.end + 14)) || /\b(?:added|adding|won|signed|gained|acquired)\s+$/.test(lower.slice(Math.max(0, c.start - 12), c.start))))) continue;
    const whole = termAfter(text.slice(a.end, a.end + 30), 'count') ?? 'customers';
    parts.push({ part: { metric: 'lostCustomers', value: a.value - b.value, unit: 'count', raw: `${a.value - b.value}` }, whole: figureOf(a, whole), kind: 'lost' });
    a.fixed = b.fixed = true;
    a.metric = whole;
  }

  // 4. Percentages of a whole: "lost 5% of customers", "45% of revenue", "lose 3% of them each month".
  for (const s of spans) {
    if (s.fixed || s.unit !== 'percent') continue;
    const { before, after } = ctx(s);
    const sentence = sentenceOf(lower, s.start);
    if (/^\s*of\s+(?:our\s+|the\s+|all\s+|them|total\s+)*(?:customers?|clients?|users?|accounts?|subscribers?|them|the base|our base)/i.test(after)) {
      if (/lost|lose|losing|cancel|churn|left|leave|quit/i.test(`${before} ${after}`)) {
        if (s.period || /each month|every month|a month|per month|monthly/.test(sentence)) {
          s.metric = 'churn';
          s.period ??= 'month';
        } else {
          lostShare = s.value;
          s.metric = undefined;
        }
        s.fixed = true;
      }
    } else if (/^\s*of\s+(?:our\s+|the\s+|total\s+)*(?:revenue|mrr|arr|sales|income|billings?)/i.test(after)) {
      customerShare = s.value;
      s.fixed = true;
    }
  }

  // 5. Funnels: stage nouns after counts ("10,000 visitors, 400 signups, 60 paying customers"; "of 500 trials, 85 converted").
  const STAGES: [string, RegExp][] = [
    ['visitors', /^\s*(?:unique\s+|site\s+|website\s+|monthly\s+)?(?:visitors|visits|sessions|impressions|views)\b/i],
    ['clicks', /^\s*(?:clicks|click-throughs)\b/i],
    ['leads', /^\s*(?:qualified\s+)?(?:leads|mqls?|sqls?|prospects)\b/i],
    ['signups', /^\s*(?:free\s+|new\s+)?(?:sign-?ups|signed up|registrations|registered|accounts created|free users|(?:app\s+)?installs|downloads)\b/i],
    ['activated', /^\s*(?:activated|active users|onboarded|activations|(?:completed|finished|went through) (?:the )?onboarding)\b/i],
    ['trials', /^\s*(?:(?:free\s+)?trials?|trialists|trial users|demos?|calls|meetings)\b/i],
    ['paid', /^\s*(?:of (?:them|those)\s+)?(?:paying(?:\s+customers)?|became paying|paid(?:\s+customers)?|customers|converted|became paying|upgraded|bought|purchased|closed|deals|subscribed|subscribers|subscriptions|purchases|orders|sales)\b/i],
  ];
  // …or the stage named right before its count ("Demo requests 150, closed-won 18", "converted to paid 108").
  const STAGES_BEFORE: [string, RegExp][] = [
    ['visitors', /\b(?:visitors|visits|sessions|impressions|views)\s*(?::\s*)?$/i],
    ['leads', /\b(?:leads|mqls?|sqls?|prospects)\s*(?::\s*)?$/i],
    ['signups', /\b(?:sign-?ups|registrations|installs|downloads)\s*(?::\s*)?$/i],
    ['activated', /\b(?:activated|activations|onboarded)\s*(?::\s*)?$/i],
    ['trials', /\b(?:(?:free )?trials?|trialists|demos?(?: requests?| booked| calls)?|demo requests?)\s*(?::\s*)?$/i],
    ['paid', /\b(?:paid|paying|customers|closed(?:[- ]won)?|won|deals(?: closed| won)?|purchases|orders)\s*(?::\s*)?$/i],
  ];
  for (const s of spans) {
    if (s.fixed || s.unit !== 'count') continue;
    const after = text.slice(s.end, s.end + 40);
    const stage = STAGES.find(([, re]) => re.test(after))?.[0] ?? STAGES_BEFORE.find(([, re]) => re.test(text.slice(Math.max(0, s.start - 30), s.start)))?.[0];
    if (stage) funnelStages.push({ stage, count: s.value, at: s.start });
  }
  const namedStages = new Set(funnelStages.map((f) => f.stage));
  const funnel = namedStages.size >= 2 && funnelStages.length >= 2 ? funnelStages.sort((a, b) => a.at - b.at) : [];

  // 6. Everything else: the metric word right after the number, else the nearest one before it in its clause.
  for (const s of spans) {
    if (s.fixed) continue;
    const { before, after } = ctx(s);
    const label = labelQuantity(s, before, ctx(s).words);
    s.unit = label.unit;
    // "$12k on Google Ads", "$8k on content": money spent on a channel.
    const onChannel = s.unit === 'money' && /^\s*(?:on|for)\s+(?:s&m\b|sales\b|google|facebook|meta|linkedin|tiktok|twitter|x |ads|advertising|marketing|content|seo|sem|events?|sponsorships?|outbound|paid|campaigns?|influencers?|conferences?|trade shows?)/i.test(after);
    // "customers pay $120 a month", "each user pays $15": what a customer pays, whatever else the clause names.
    const pays = s.unit === 'money' && /\b(?:customers?|clients?|users?|accounts?|they|subscribers?|each)\s+(?:\w+\s+)?(?:pays?|paid|paying|spends?)\s+(?:us\s+)?(?:about\s+|around\s+|roughly\s+|on average\s+)?$/i.test(before);
    // "the clients pay us 55k a month", "our customers bring in": what all of them pay together is revenue.
    const allPay = s.unit === 'money' && /\b(?:the|our|all(?: of)?(?: our| the)?) (?:customers|clients|users|accounts|subscribers) (?:all )?(?:pay|paid|bring in|brought in)\s+(?:us\s+)?(?:about\s+|around\s+|roughly\s+|in total\s+)?$/i.test(before) && !s.each && !/\b(?:each|per (?:customer|client|user|account|seat|head)|on average|average)\b/i.test(ctx(s).words.slice(0, 30));
    let metric = allPay ? 'revenue' : pays ? 'arpu' : onChannel ? 'spend' : label.metric;
    const sentence = sentenceOf(lower, s.start);
    if (s.unit === 'money') {
      if (s.each && /\bpay|salar|cost|each|per (?:person|head|employee)/.test(before.toLowerCase() + ' ' + sentence) && /people|employees|engineers|staff|team|heads|hires|person/.test(sentence)) {
        metric = 'costPerPerson';
      } else if (!metric && /\b(?:customers?|clients?|users?) pay\b|\bpays?\b/.test(before.toLowerCase())) metric = 'arpu';
      if (!metric && /\b(?:have|has|had|got|hold|holding|sitting on|left with|still have|there is|there's)\s+(?:about\s+|around\s+|roughly\s+|just\s+|only\s+|nearly\s+|almost\s+|over\s+|under\s+)?$/.test(before.toLowerCase())) metric = 'cash';
    }
    if (s.unit === 'percent' && !metric) {
      if (/\bgrow|\bup\b/.test(sentence)) metric = 'growth';
      // "how long to reach $600k at 5% a month?": a rate with a period after "at", in a question of time, is the growth.
      else if (s.period && /\bat\s+$/i.test(before) && /\bhow (?:long|many (?:months|weeks|quarters|years))\b|\bwhen\b/i.test(sentence)) metric = 'growth';
    }
    if (s.unit === 'count' && metric === 'newCustomers' && !/new|lands?|landed|signs?|signed|wins?|won|closes?|closed|acquires?|acquired|brings?|brought|adds?|added|generated|got us/.test((before + after).toLowerCase())) metric = 'customers';
    if (s.unit === 'count' && !metric && /\blost\b|\bcancel|\bchurned\b|\bleft\b/.test(before.toLowerCase())) metric = 'lostCustomers';
    if (s.unit === 'count' && (!metric || metric === 'customers') && /^\s*(?:of them\s+|customers?\s+|clients?\s+|users?\s+)?(?:had\s+|have\s+|has\s+|were\s+)?(?:cancel\w*|churn\w*|left|quit|did not renew|didn't renew|lost)\b/i.test(after)) metric = 'lostCustomers';
    if (s.unit === 'months' && !metric && /\b(?:stay|stays|stayed|sticks? around|stuck around|lifetime|remain|remains|retained|live|lives)\b/.test(`${before} ${after}`.toLowerCase())) metric = 'lifetime';
    if (s.unit === 'months' && !metric) {
      if (/\bin $|\bwithin $|\bnext $|\bover (?:the )?(?:(?:next|last|past) )?$/i.test(before)) metric = 'horizon';
      else if (/rais|fundrais|round|close/.test(sentence) && /take|takes|took|last|lasts/.test(sentence)) metric = 'raiseMonths';
      else if (/runway|left|have|got|last/.test(sentence)) metric = 'runway';
    }
    if (s.unit === 'ratio' && !metric && /ltv|cac/.test(sentence)) metric = 'ltvCac';
    // MRR added counts twelve times in ARR.
    if (metric === 'netNewArr' && /new mrr|mrr added/.test(`${before} ${after}`.toLowerCase())) s.value *= 12;
    // A target: "hit/reach/get to/until $100k".
    // ...but "ARR hit $1.4M", "revenue reached $2M" report where it is now.
    const reached = /\b(?:mrr|arr|revenue|sales|bookings)\s+(?:just\s+|finally\s+)?(?:hit|reached|crossed|passed|topped|broke|exceeded)\s+$/i.test(before);
    if (
      !reached &&
      (s.unit === 'money' || s.unit === 'count') &&
      (/\b(?:hit|reach|get to|cross|pass|exceed|top|break|until|till|to hit|to reach|target(?:ing)?|goal of|goal is|want|need|aim for|aiming for|aim to hit|gets? us to|takes? us to|get us to)\s+(?:about\s+|around\s+)?$/i.test(before) ||
        /\b(?:months?|long|time|weeks?|quarters?)\s+(?:to|until|till|before)\s+$/i.test(before))
    ) {
      s.metric = 'target';
      // "hit $1M ARR": a goal said as a year's revenue.
      if (s.unit === 'money' && !s.period && /^\s*(?:in\s+)?(?:arr|annual recurring revenue|annual revenue|a year in revenue)\b/i.test(ctx(s).words)) s.period = 'year';
      s.fixed = true;
      continue;
    }
    // A flow's period from its sentence when the number says none ("last quarter we burned $600k").
    if (!s.period && s.unit === 'money' && metric && FLOWS.has(metric)) {
      if (QUARTER_CONTEXT.test(sentence)) s.period = 'quarter';
      else if (YEAR_CONTEXT.test(sentence) && metric !== 'arr') s.period = 'year';
      else if (WEEKLY_FLOWS.has(metric) && saidOverAWeek(text, s, ctx(s).before)) s.period = 'week';
    }
    const adjective = /\b(weekly|monthly|quarterly|annual|yearly|annually|annuali[sz]ed)\b/i.exec(before);
    if (!s.period && adjective && (metric === 'growth' || metric === 'churn' || (s.unit === 'money' && metric && FLOWS.has(metric)))) s.period = periodOf(adjective[1]!.replace(/^annual$/i, 'annually'));
    if (!s.period && s.unit === 'percent' && (metric === 'growth' || metric === 'churn')) {
      if (QUARTER_CONTEXT.test(sentence)) s.period = 'quarter';
      else if (YEAR_CONTEXT.test(sentence)) s.period = 'year';
    }
    s.metric = metric;
  }

  inheritListPeriods(text, spans);
  // "Last year we had 1.9M in the account, now there is 1.2M": a stock said in the past is history when one is said now.
  const stocks = spans.filter((s) => s.metric === 'cash' && !changeStarts.has(s));
  if (stocks.length >= 2) {
    const when = (s: Span) => sentenceOf(lower, s.start).slice(0, Math.max(0, s.start - (lower.lastIndexOf('.', s.start - 1) + 1)) + 40);
    const past = (s: Span) => /\b(?:last (?:year|month|quarter)|a year ago|ago|used to|at the start|in (?:january|february|march|april|june|july|august|september|october|november|december))\b|\b(?:was|were|had)\b/.test(ctx(s).before.toLowerCase() + ' ' + when(s).slice(0, 30));
    const present = (s: Span) => /\b(?:now|today|currently|left|remaining|at the moment|right now)\b/.test(`${ctx(s).before} ${ctx(s).words}`.toLowerCase());
    if (stocks.some(present)) for (const s of stocks) if (!present(s) && past(s)) changeStarts.add(s);
  }
  // A change's starting value is history: only where it ended counts as the current figure.
  const verbOf = (s: Span) => verbStem(text.slice(Math.max(0, s.start - 30), s.start));
  const figures: Figure[] = spans.filter((s) => s.metric && !changeStarts.has(s)).map((s) => ({ ...figureOf(s, s.metric!), verb: verbOf(s) }));
  // "flat, no growth for a year": a growth of zero, said in words.
  if (!figures.some((f) => f.metric === 'growth') && /\b(?:no|zero) growth\b|\bnot growing\b|\b(?:revenue|sales|mrr) (?:is |has been |stays |stayed |remains |remained )?flat\b/i.test(text)) {
    figures.push({ metric: 'growth', value: 0, unit: 'percent', period: 'month', raw: 'no growth' });
  }
  const hasFigures = spans.length > 0;
  const intent = intentOf(text, hasFigures);
  return {
    text,
    intent,
    ...topicsAsked(text, intent),
    figures,
    changes,
    parts,
    funnel: funnel.map(({ stage, count }) => ({ stage, count })),
    adjustments,
    lostShare,
    customerShare,
    priceChange,
    stake,
    churnFlat: /churn[^.?!]{0,30}\b(?:stayed|remained|held|was|is)?\s*(?:flat|the same|unchanged|steady|stable)|no (?:extra |more )?churn|didn't (?:change|move) churn|churn didn't (?:change|move)/i.test(text),
    unlabelled: spans.filter((s) => !s.metric && !s.fixed).map((s) => ({ value: s.value, unit: s.unit, period: s.period, raw: s.raw, verb: verbOf(s) })),
    judges: spans.length === 0 && JUDGES_BACK.test(text),
    refersBack: REFERS_BACK.test(text.trim()) || (spans.length === 0 && JUDGES_BACK.test(text)) || (CHANGE_VERB.test(text) && /\bby \d/.test(text) && /^(?:what|and|if|how about)/i.test(text.trim())),
  };
}

/** What an amount said "by" may move: the burn, a cost line, the cash. */
const BY_AMOUNT = new Set<Metric>(['burn', 'netBurn', 'costs', 'cash', 'otherCosts', 'cogs', 'fixedCosts', 'spend']);

/** Money flows whose period matters (stocks such as cash and valuations have none). */
/** Flows a week's amount can run at ("9,200 of revenue last week"); a price or ARPU said in a week is no weekly figure. */
const WEEKLY_FLOWS = new Set<Metric>(['mrr', 'revenue', 'burn', 'netBurn', 'costs', 'spend']);
const FLOWS = new Set<Metric>(['mrr', 'revenue', 'burn', 'netBurn', 'costs', 'otherCosts', 'costPerPerson', 'spend', 'netNewArr', 'arpu', 'price']);

/** The first figure for `metric`, if any. */
export function figure(q: Pick<Question, 'figures'>, metric: Metric): Figure | undefined {
  return q.figures.find((f) => f.metric === metric);
}
