/**
 * From what a founder said to what an advisor would compute: the figures the message
 * gives (and, for a follow-up, the ones said before it) go through the founder math,
 * and each result comes back as a finding with its figure, how it was worked out,
 * what it means and one recommendation. When a question asks for something the
 * figures cannot give, `missing` says what to ask for.
 */
import { capTableAnswer } from './cap-table';
import * as fm from './founder-math';
import * as fmt from './format';
import { followUpAnalysis, hireOnTop } from './follow-up';
import { formulaFindings } from './formulas';
import { graphAnalysis } from './graph';
import { knownFrom, perMonth, type Known } from './known';
import { figure, type Question, type Topic } from './question';

export interface Finding {
  topic: Topic;
  /** "Runway" */
  label: string;
  /** The headline number as written ("14.1 months"). */
  display: string;
  /** The number itself, in the unit of `display` (months, dollars, percent as 0.075 → 7.5). */
  value: number;
  /** How it was worked out ("$1.2M cash ÷ $85k a month"). */
  basis: string;
  /** What it means, in a few words. */
  meaning: string;
  /** One concrete recommendation. */
  advice: string;
  /** A what-if's own figure (a hire plan's burn, the hires a runway allows): it answers the question before the figures it changes. */
  scenario?: boolean;
  /** good / watch / bad, for the styles' tone. */
  tone: 'good' | 'watch' | 'bad';
}

export interface Analysis {
  findings: Finding[];
  /** What to ask for, when a question cannot be answered: "your monthly net burn". */
  missing: { topic: Topic; need: string }[];
}

/* ---------- findings ---------- */

function runwayFinding(k: Known, q: Question): Finding | undefined {
  if (k.cash === undefined || k.monthlyNetBurn === undefined) return undefined;
  if (k.monthlyNetBurn <= 0) {
    return {
      topic: 'runway',
      label: 'Runway',
      display: 'not limited',
      value: Number.POSITIVE_INFINITY,
      basis: `revenue covers costs by ${fmt.money(-k.monthlyNetBurn)} a month`,
      meaning: 'you are cash-flow positive, so the cash is not running down',
      advice: 'invest the surplus in the channel with the fastest payback',
      tone: 'good',
    };
  }
  const months = fm.runwayMonths(k.cash, k.monthlyNetBurn)!;
  const adjusted = q.adjustments.length > 0;
  const tone = months < 6 ? 'bad' : months < 12 ? 'watch' : 'good';
  const start = fm.monthsUntilFundraise(months, k.raiseMonths)!;
  return {
    topic: 'runway',
    label: adjusted ? 'New runway' : 'Runway',
    display: fmt.span(months, fmt.askedSpanUnit(q.text)),
    value: months,
    basis: `${fmt.money(k.cash)} ÷ ${fmt.money(k.monthlyNetBurn)} net burn a month`,
    meaning:
      months < 6
        ? 'that is critical: there is no time for a normal raise'
        : months < 12
          ? 'that is tight: a raise takes about 6 months'
          : months < 18
            ? 'that is workable, not comfortable'
            : 'that is comfortable',
    advice:
      months < 6
        ? 'cut burn now and talk to existing investors about a bridge this week'
        : start <= 0
          ? 'start fundraising now, since a round takes about 6 months'
          : `start fundraising by month ${fmt.count(Math.floor(start))}, 6 months before the cash runs out`,
    tone,
  };
}

function fundraiseFinding(k: Known): Finding | undefined {
  const runway = k.runway ?? (k.cash !== undefined && k.monthlyNetBurn ? fm.runwayMonths(k.cash, k.monthlyNetBurn) : undefined);
  if (runway === undefined) return undefined;
  const raise = k.raiseMonths ?? fm.TYPICAL_RAISE_MONTHS;
  const start = fm.monthsUntilFundraise(runway, raise)!;
  return {
    topic: 'fundraise',
    label: 'Start raising',
    display: start <= 0 ? 'now' : `in ${fmt.months(start)}`,
    value: start,
    basis: `${fmt.months(runway)} of runway − a ${fmt.count(raise)}-month raise`,
    meaning: start <= 0 ? 'the runway is already shorter than a typical raise' : 'that leaves a typical raise time to close before the cash runs out',
    advice:
      start <= 0
        ? 'open conversations this week and cut burn to buy time'
        : start <= 3
          ? 'build the investor list and the deck now'
          : 'use the months before to hit the milestone that makes the round easy',
    tone: start <= 0 ? 'bad' : start <= 3 ? 'watch' : 'good',
  };
}

function netBurnFinding(k: Known): Finding | undefined {
  if (!k.burnFromCosts || k.monthlyCosts === undefined || k.monthlyNetBurn === undefined) return undefined;
  const v = k.monthlyNetBurn;
  // With the cash known, the net burn says how long it lasts in the same sentence.
  const lasts = k.cash !== undefined && v > 0 ? `; ${fmt.money(k.cash)} cash lasts ${fmt.months(fm.runwayMonths(k.cash, v)!)} at that` : '';
  return {
    topic: 'netBurn',
    label: 'Net burn',
    display: `${fmt.money(Math.abs(v))} a month`,
    value: v,
    basis: `${fmt.money(k.monthlyCosts)} costs − ${fmt.money(k.monthlyRevenue ?? 0)} revenue${lasts}`,
    meaning: v <= 0 ? 'revenue already covers costs' : `each month costs ${fmt.money(v)} of cash`,
    advice: v <= 0 ? 'keep growth spending tied to payback' : k.cash !== undefined ? 'cut the costs that do not bring revenue before you raise' : 'tell me your cash and I will turn this into runway',
    tone: v <= 0 ? 'good' : 'watch',
  };
}

/** Deciding whether (or when) to raise. */
const raising = (q: Question) => q.intent === 'decision' && /\b(?:rais|fundrais|round|investors?)/i.test(q.text);

/** Default alive and weighing a raise: no need to raise to survive, so raise from strength, in time. */
function raiseFromStrength(k: Known): string {
  const runway = k.runway ?? (k.cash !== undefined && k.monthlyNetBurn ? fm.runwayMonths(k.cash, k.monthlyNetBurn) : undefined);
  const start = runway !== undefined ? fm.monthsUntilFundraise(runway, k.raiseMonths) : undefined;
  if (start === undefined) return 'you need not raise to survive: raise from strength, when growth makes the round easy';
  return start <= 0
    ? 'you need not raise to survive, but the runway is short: start the raise now'
    : `wait and raise from strength, starting by month ${fmt.count(Math.floor(start))} while runway covers a 6-month raise`;
}

function aliveFinding(k: Known, q: Question): Finding | undefined {
  if (k.monthlyRevenue === undefined || k.growth === undefined || k.monthlyCosts === undefined || k.cash === undefined) return undefined;
  const r = fm.defaultAlive(k.monthlyRevenue, k.growth, k.monthlyCosts, k.cash);
  if (!r) return undefined;
  if (r.alive) {
    const be = r.breakEvenMonths ?? 0;
    return {
      topic: 'defaultAlive',
      label: 'Default alive',
      display: be === 0 ? 'already profitable' : `break-even in ${fmt.months(be)}`,
      value: be,
      basis: `${fmt.money(k.monthlyRevenue)} growing ${fmt.percent(k.growth)} a month vs ${fmt.money(k.monthlyCosts)} costs, ${fmt.money(r.cashAtBreakEven ?? 0)} left then`,
      meaning: 'revenue catches costs before the cash runs out, if growth holds',
      advice: raising(q) ? raiseFromStrength(k) : 'protect the growth rate: it is what keeps you alive',
      tone: 'good',
    };
  }
  const out = r.cashOutMonths;
  return {
    topic: 'defaultAlive',
    label: 'Default dead',
    display: out !== undefined ? `cash runs out in ${fmt.months(out)}` : 'costs outgrow revenue',
    value: out ?? 0,
    basis: `${fmt.money(k.monthlyRevenue)} growing ${fmt.percent(k.growth)} a month vs ${fmt.money(k.monthlyCosts)} costs${r.breakEvenMonths !== undefined ? `; break-even would take ${fmt.months(r.breakEvenMonths)}` : ''}`,
    meaning: 'at this growth, revenue does not catch costs before the money is gone',
    advice: raising(q) ? 'raise now and cut costs at the same time; waiting makes both harder' : 'cut costs or raise now; waiting makes both harder',
    tone: 'bad',
  };
}

function targetFinding(k: Known, q: Question): Finding | undefined {
  const multiple = q.adjustments.find((a) => a.factor && ['mrr', 'arr', 'revenue'].includes(a.metric))?.factor;
  if (k.target === undefined && multiple && k.horizon !== undefined && q.asks.includes('growthNeeded')) {
    // "triple MRR in 10 months" needs no starting figure: the multiple is enough.
    const g = fm.growthNeeded(1, multiple, k.horizon)!;
    return {
      topic: 'growthNeeded',
      label: 'Growth needed',
      display: `${fmt.percent(g)} a month`,
      value: g * 100,
      basis: `${fmt.count(multiple)}× in ${fmt.months(k.horizon)}`,
      meaning: g > 0.15 ? 'that is exceptional; few companies sustain it' : g > 0.07 ? 'that is strong but achievable' : 'that is a steady pace',
      advice: g > 0.15 ? 'either extend the deadline or find one channel that can double' : 'set a weekly new-revenue goal that adds up to it',
      tone: g > 0.15 ? 'bad' : g > 0.07 ? 'watch' : 'good',
    };
  }
  if (k.target === undefined || k.monthlyRevenue === undefined) return undefined;
  const arrTerms = q.asks.includes('arr') || /\barr\b/i.test(q.text);
  const current = arrTerms && k.revenueLabel === 'ARR' ? k.monthlyRevenue * 12 : k.monthlyRevenue;
  // A target at or below where revenue is already needs no growth: nothing to compute.
  if (k.target <= current) return undefined;
  if (k.horizon !== undefined && (q.asks.includes('growthNeeded') || k.growth === undefined)) {
    const g = fm.growthNeeded(current, k.target, k.horizon);
    if (g === undefined) return undefined;
    return {
      topic: 'growthNeeded',
      label: 'Growth needed',
      display: `${fmt.percent(g)} a month`,
      value: g * 100,
      basis: `${fmt.money(current)} to ${fmt.money(k.target)} in ${fmt.months(k.horizon)}`,
      meaning: g > 0.15 ? 'that is exceptional; few companies sustain it' : g > 0.07 ? 'that is strong but achievable' : 'that is a steady pace',
      advice: g > 0.15 ? 'either extend the deadline or find one channel that can double' : 'set a weekly new-revenue goal that adds up to it',
      tone: g > 0.15 ? 'bad' : g > 0.07 ? 'watch' : 'good',
    };
  }
  if (k.growth === undefined) return undefined;
  const m = fm.monthsToTarget(current, k.target, k.growth);
  if (m === undefined) return undefined;
  return {
    topic: 'target',
    label: `Time to ${fmt.money(k.target)}`,
    display: fmt.months(m),
    value: m,
    basis: `${fmt.money(current)} growing ${fmt.percent(k.growth)} a month`,
    meaning: m > 24 ? 'that is a long way at this pace' : m > 12 ? 'over a year at this pace' : 'within a year if growth holds',
    advice: m > 12 ? 'find what lifts the growth rate; a point more saves months' : 'track it monthly and plan hiring against it',
    tone: m > 24 ? 'bad' : m > 12 ? 'watch' : 'good',
  };
}

function burnMultipleFinding(k: Known): Finding | undefined {
  if (!k.netNewArr || !k.burnInPeriod) return undefined;
  const burn = perMonth(k.burnInPeriod.value, k.burnInPeriod.period);
  const added = perMonth(k.netNewArr.value, k.netNewArr.period);
  const v = fm.burnMultiple(burn, added);
  if (v === undefined) return undefined;
  return {
    topic: 'burnMultiple',
    label: 'Burn multiple',
    display: fmt.ratio(v),
    value: v,
    basis: `${fmt.money(k.burnInPeriod.value)} burned ÷ ${fmt.money(k.netNewArr.value)} net new ARR`,
    meaning: v < 1 ? 'excellent efficiency' : v < 1.5 ? 'good efficiency' : v < 2 ? 'acceptable, but watch it' : 'expensive growth: investors look for under 2',
    advice: v < 1.5 ? 'you can afford to spend more on growth' : 'cut the spend that adds the least ARR before raising',
    tone: v < 1.5 ? 'good' : v < 2 ? 'watch' : 'bad',
  };
}

function unitEconomics(k: Known, q: Question): Finding[] {
  const out: Finding[] = [];
  let cac = k.cac;
  if (cac === undefined && k.spend !== undefined && k.newCustomers) {
    cac = fm.cac(k.spend, k.newCustomers);
    if (cac !== undefined) {
      out.push({
        topic: 'cac',
        label: 'CAC',
        display: fmt.money(cac),
        value: cac,
        basis: `${fmt.money(k.spend)} ÷ ${fmt.count(k.newCustomers)} new customers`,
        meaning: k.arpu ? `${fmt.months(cac / k.arpu)} of revenue to earn it back` : 'what each new customer costs you',
        advice: k.arpu ? (cac / k.arpu > 12 ? 'aim for payback under 12 months: cut the weakest channel' : 'payback is healthy: scale the best channel') : 'compare it with what a customer pays you over their lifetime',
        tone: k.arpu && cac / k.arpu > 12 ? 'watch' : 'good',
      });
    }
  }
  let ltv = k.ltv;
  if (ltv === undefined && k.arpu !== undefined && k.churn) {
    const y = k.yearly;
    ltv = y ? fm.ltv(y.arpu, y.churn, k.grossMargin ?? 1) : fm.ltv(k.arpu, k.churn, k.grossMargin ?? 1);
    if (ltv !== undefined) {
      const margin = k.grossMargin !== undefined ? ` × ${fmt.percent(k.grossMargin)} margin` : '';
      out.push({
        topic: 'ltv',
        label: 'LTV',
        display: fmt.money(ltv),
        value: ltv,
        basis: y ? `${fmt.money(y.arpu)} a year${margin} ÷ ${fmt.percent(y.churn)} yearly churn` : `${fmt.money(k.arpu)} a month${margin} ÷ ${fmt.percent(k.churn)} monthly churn`,
        meaning: `an average customer stays ${fmt.months(1 / k.churn)}`,
        advice: k.churn > 0.05 ? 'cutting churn raises LTV fastest' : 'keep CAC under a third of it',
        tone: k.churn > 0.05 ? 'watch' : 'good',
      });
    }
  }
  if (cac !== undefined && k.arpu !== undefined && q.asks.includes('payback')) {
    const months = fm.cacPaybackMonths(cac, k.arpu, k.grossMargin ?? 1);
    if (months !== undefined) {
      out.unshift({
        topic: 'payback',
        label: 'CAC payback',
        display: fmt.months(months),
        value: months,
        basis: `${fmt.money(cac)} ÷ (${fmt.money(k.arpu)} a month${k.grossMargin !== undefined ? ` × ${fmt.percent(k.grossMargin)} margin` : ''})`,
        meaning: months <= 12 ? 'within the 12 months investors like to see' : 'longer than the 12 months investors like to see',
        advice: months <= 12 ? 'you can afford to spend more on this channel' : 'raise price or lower CAC before scaling spend',
        tone: months <= 12 ? 'good' : 'watch',
      });
    }
  }
  // "what LTV do we need for 3:1?": the ratio is a goal, the answer is ratio × CAC.
  if (k.ltvCac !== undefined && cac !== undefined && ltv === undefined && q.asks.includes('ltv') && /\bneed|target|goal|to get\b/i.test(q.text)) {
    const need = k.ltvCac * cac;
    return [
      {
        topic: 'ltv',
        label: 'LTV needed',
        display: fmt.money(need),
        value: need,
        basis: `${fmt.ratio(k.ltvCac)} × ${fmt.money(cac)} CAC`,
        meaning: k.arpu ? `a customer paying ${fmt.money(k.arpu)} a month must stay ${fmt.months(need / k.arpu)}` : 'what each customer must be worth',
        advice: 'raise price or cut churn until the lifetime value gets there',
        tone: 'watch',
      },
    ];
  }
  const ratio = k.ltvCac ?? (ltv !== undefined && cac !== undefined ? fm.ltvToCac(ltv, cac) : undefined);
  if (ratio !== undefined) {
    const ok = ratio >= fm.HEALTHY_LTV_TO_CAC;
    out.unshift({
      topic: 'ltvCac',
      label: 'LTV:CAC',
      display: `${fmt.ratio(ratio)}:1`,
      value: ratio,
      basis: ltv !== undefined && cac !== undefined ? `${fmt.money(ltv)} LTV ÷ ${fmt.money(cac)} CAC` : 'as given',
      meaning: ok ? (ratio > 5 ? 'above the 3:1 bar, maybe under-investing in growth' : 'above the usual 3:1 bar') : 'below the usual 3:1 bar',
      advice: ok ? (ratio >= 4 ? 'you can afford to spend more on acquisition' : 'scale the channels that got you here') : 'raise price or cut churn before spending more on acquisition',
      tone: ok ? 'good' : 'bad',
    });
  }
  if (q.asks.includes('ltvCac')) out.sort((a, b) => (a.topic === 'ltvCac' ? -1 : b.topic === 'ltvCac' ? 1 : 0));
  return out;
}

function churnFindings(q: Question): Finding[] {
  const out: Finding[] = [];
  for (const p of q.parts.filter((x) => x.kind === 'lost')) {
    const rate = fm.churnRate(p.part.value, p.whole.value);
    if (rate === undefined) continue;
    const money = p.part.unit === 'money';
    const quarter = /quarter/i.test(q.text);
    const monthly = quarter ? 1 - (1 - rate) ** (1 / 3) : rate;
    out.push({
      topic: 'churn',
      label: money ? 'Revenue churn' : 'Churn',
      display: `${fmt.percent(rate)}${quarter ? ' a quarter' : ' a month'}`,
      value: rate * 100,
      basis: `${money ? fmt.money(p.part.value) : fmt.count(p.part.value)} of ${money ? fmt.money(p.whole.value) : fmt.count(p.whole.value)} lost`,
      meaning: monthly > 0.05 ? `high: about ${fmt.percent(1 - (1 - monthly) ** 12)} gone in a year` : monthly > 0.02 ? 'above the 2% a month good SaaS aims for' : 'healthy',
      advice: monthly > 0.02 ? 'call every customer who left this month and fix the top reason' : 'keep watching it by cohort',
      tone: monthly > 0.05 ? 'bad' : monthly > 0.02 ? 'watch' : 'good',
    });
  }
  const lost = figure(q, 'lostCustomers');
  const base = figure(q, 'customers');
  // "From 600 accounts to 570 in a month, nobody new": two counts of the same customers, the later one lower;
  // churn is what went over what there was (only when no new customers came in between).
  const labelled = q.figures.filter((f) => f.metric === 'customers' && f.unit !== 'percent');
  // "400 clients last month and 380 now": the bare count beside one labelled count is a count of the same customers.
  // Not "30 gone by the end": a count followed by a word of leaving is the customers lost, not the count after.
  // …also a few words on in its clause ("18 are leaving", "80 of the ones we had at the start had cancelled"): x of y lost is x/y, never (y − x)/y.
  const leaving = (raw: string) => {
    const after = q.text.slice(q.text.indexOf(raw) + raw.length, q.text.indexOf(raw) + raw.length + 60);
    const clause = after.split(/[,.;:?!]|\b(?:and|but|while|whereas)\b/)[0]!;
    return /^\s*(?:[a-z]+\s+)?(?:gone|lost|left|leave|churn|cancel|quit|drop|walked)/i.test(after) || /\b(?:gone|lost|left|leav(?:e|es|ing)|churn(?:ed|ing|s)?|cancel(?:l?ed|l?ing|s)?|quit|dropped|walked)\b/i.test(clause);
  };
  const counted = q.unlabelled.filter((f) => f.unit === 'count' && Number.isInteger(f.value) && f.value > 1);
  const bare = counted.filter((f) => !leaving(f.raw));
  const gone = counted.filter((f) => leaving(f.raw));
  // "450 users at the start, 18 left by the end": the bare count said with a word of leaving is the count lost.
  const counts = labelled.length === 1 && bare.length === 1 ? [labelled[0]!, bare[0]!] : labelled.length === 1 && gone.length === 1 && !bare.length && gone[0]!.value < labelled[0]!.value ? [labelled[0]!, { ...gone[0]!, value: labelled[0]!.value - gone[0]!.value }] : labelled;
  const gained = figure(q, 'newCustomers');
  // A churn rate worked out from customer counts: the period the message says, judged on its monthly rate.
  const churnFromCounts = (rate: number, basis: string) => {
    const period = /\bquarter/i.test(q.text) ? ' a quarter' : /\byear|annual/i.test(q.text) ? ' a year' : /\bweek/i.test(q.text) ? ' a week' : ' a month';
    const monthly = period === ' a quarter' ? 1 - (1 - rate) ** (1 / 3) : period === ' a year' ? 1 - (1 - rate) ** (1 / 12) : rate;
    out.push({
      topic: 'churn',
      label: 'Churn',
      display: `${fmt.percent(rate)}${period}`,
      value: rate * 100,
      basis,
      meaning: monthly > 0.05 ? 'high for a subscription business' : monthly > 0.02 ? 'above the 2% a month good SaaS aims for' : 'healthy',
      advice: monthly > 0.02 ? 'interview the customers who left and fix the top reason' : 'keep watching it by cohort',
      tone: monthly > 0.05 ? 'bad' : monthly > 0.02 ? 'watch' : 'good',
    });
  };
  const noneNew = !gained || gained.value === 0 || /\b(?:no|zero|without)\s+(?:new\s+)?(?:sign-?ups|customers|accounts|users|adds|additions|wins)\b/i.test(q.text);
  if (!out.length && !lost && counts.length === 2 && noneNew && counts[1]!.value < counts[0]!.value && counts[0]!.value > 0 && q.asks.includes('churn')) {
    const [from, to] = [counts[0]!.value, counts[1]!.value];
    churnFromCounts((from - to) / from, `${fmt.count(from)} − ${fmt.count(to)} = ${fmt.count(from - to)} lost of ${fmt.count(from)}`);
  }
  // "500 at the start, 30 new signed, 510 at the end": the customers lost are start + new − end.
  if (!out.length && !lost && q.asks.includes('churn') && labelled.length === 1) {
    const around = (raw: string) => {
      const at = q.text.indexOf(raw);
      return [q.text.slice(Math.max(0, at - 24), at), q.text.slice(at + raw.length, at + raw.length + 24)] as const;
    };
    const isNew = (raw: string) => {
      const [b, a] = around(raw);
      return /^\s*(?:new|more|additional)\b/i.test(a) || /\b(?:added|adding|won|signed|gained|acquired)\s+$/i.test(b);
    };
    const isEnd = (raw: string) => {
      const [b, a] = around(raw);
      return /\b(?:end(?:ed|ing)?|finish(?:ed)?|closed)\b[^,.;:\d]{0,16}$/i.test(b) || /^\s*(?:[a-z]+\s+)?(?:now|today|at (?:the )?end|by (?:the )?end|at month end|at (?:the )?close)\b/i.test(a);
    };
    const added = gained ? [gained] : counted.filter((f) => isNew(f.raw) && !isEnd(f.raw));
    const ends = counted.filter((f) => isEnd(f.raw) && !isNew(f.raw));
    const start = labelled[0]!.value;
    if (added.length === 1 && ends.length === 1 && added[0]!.value > 0 && !isEnd(labelled[0]!.raw)) {
      const gone = start + added[0]!.value - ends[0]!.value;
      if (gone > 0 && gone < start) {
        churnFromCounts(gone / start, `${fmt.count(start)} + ${fmt.count(added[0]!.value)} new − ${fmt.count(ends[0]!.value)} = ${fmt.count(gone)} lost of ${fmt.count(start)}`);
      }
    }
  }
  if (!out.length && lost && base) {
    const rate = fm.churnRate(lost.value, base.value);
    if (rate !== undefined) {
      const quarter = /quarter/i.test(q.text);
      const monthly = quarter ? 1 - (1 - rate) ** (1 / 3) : rate;
      out.push({
        topic: 'churn',
        label: 'Churn',
        display: `${fmt.percent(rate)}${quarter ? ' a quarter' : ''}`,
        value: rate * 100,
        basis: `${fmt.count(lost.value)} lost of ${fmt.count(base.value)}`,
        meaning: monthly > 0.05 ? 'high for a subscription business' : monthly > 0.02 ? 'above the 2% a month good SaaS aims for' : 'healthy',
        advice: monthly > 0.02 ? 'interview the customers who left and fix the top reason' : 'keep watching it by cohort',
        tone: monthly > 0.05 ? 'bad' : monthly > 0.02 ? 'watch' : 'good',
      });
    }
  }
  return out;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const STAGE_WORDS: [string, RegExp][] = [
  ['visitors', /\bvisit/g],
  ['leads', /\bleads?\b|\bmqls?\b|\bsqls?\b/g],
  ['signups', /\bsign-?(?:ups?|ed up)\b|\bregistr/g],
  ['activated', /\bactivat/g],
  ['trials', /\btrials?\b|\bdemos?\b/g],
  ['paid', /\bpaid\b|\bpaying\b|\bclos(?:e|ed|ing)\b|\bwon\b/g],
];

/** The two stages the question names, in funnel order, when both are in the funnel. */
function stepAsked(q: Question, stages: { stage: string; count: number }[]): [{ stage: string; count: number }, { stage: string; count: number }] | undefined {
  const sentences = q.text.toLowerCase().split(/(?<=[.?!])\s+/);
  const asked = [...sentences].reverse().find((x) => x.includes('?'));
  if (!asked) return undefined;
  const named = STAGE_WORDS.filter(([, re]) => asked.match(re)).map(([stage]) => stages.findIndex((s) => s.stage === stage)).filter((i) => i >= 0);
  if (named.length < 2) return undefined;
  const a = Math.min(...named);
  const z = Math.max(...named);
  return a < z ? [stages[a]!, stages[z]!] : undefined;
}

function funnelFinding(q: Question): Finding | undefined {
  const stages = q.funnel.length >= 2 ? q.funnel : [];
  const conv = q.parts.find((p) => p.kind === 'converted');
  const counts = stages.length ? stages.map((s) => s.count) : conv ? [conv.whole.value, conv.part.value] : [];
  const names = stages.length ? stages.map((s) => s.stage) : conv ? ['the start', 'paid'] : [];
  const f = fm.funnel(counts);
  if (!f) return undefined;
  // "trial-to-paid?", "what % of activated users convert to paid?": the step asked for.
  const step = stages.length > 2 ? stepAsked(q, stages) : undefined;
  if (step) {
    const [a, z] = step;
    const r = z.count / a.count;
    return {
      topic: 'conversion',
      label: `${cap(a.stage === 'trials' ? 'trial' : a.stage)} to ${z.stage}`,
      display: fmt.percent(r),
      value: r * 100,
      basis: `${fmt.count(z.count)} of ${fmt.count(a.count)}`,
      meaning: `${fmt.percent(f.overall)} overall from ${stages[0]!.stage}`,
      advice: 'work on the weakest step first: it moves the total most',
      tone: r >= 0.15 ? 'good' : 'watch',
    };
  }
  const weakest = f.steps.reduce((w, s, i) => (s.rate < f.steps[w]!.rate ? i : w), 0);
  const steps = f.steps.map((s) => fmt.percent(s.rate)).join(' then ');
  return {
    topic: 'conversion',
    label: 'Conversion',
    display: `${fmt.percent(f.overall)} overall`,
    value: f.overall * 100,
    basis: f.steps.length > 1 ? `${steps} by step` : `${fmt.count(counts[1]!)} of ${fmt.count(counts[0]!)}`,
    meaning: f.steps.length > 1 ? `the weakest step is ${names[weakest]} to ${names[weakest + 1]}` : f.overall >= 0.15 ? 'a good rate' : 'room to improve',
    advice: `work on the ${f.steps.length > 1 ? `${names[weakest]} to ${names[weakest + 1]}` : 'conversion'} step first: it moves the total most`,
    tone: f.overall >= 0.15 ? 'good' : 'watch',
  };
}

function dilutionFinding(k: Known): Finding | undefined {
  if (k.round === undefined || (k.preMoney === undefined && k.postMoney === undefined)) return undefined;
  const t = fm.roundTerms(k.round, { preMoney: k.postMoney === undefined ? k.preMoney : undefined, postMoney: k.postMoney });
  if (!t) return undefined;
  return {
    topic: 'dilution',
    label: 'Dilution',
    display: fmt.percent(t.dilution),
    value: t.dilution * 100,
    basis: `${fmt.money(k.round)} ÷ ${fmt.money(t.postMoney)} post-money; pre-money ${fmt.money(t.preMoney)}`,
    meaning: t.dilution > 0.25 ? 'more than the usual 15–25% for a round' : t.dilution < 0.1 ? 'light dilution' : 'within the usual 10–25% for a round',
    advice: t.dilution > 0.25 ? 'negotiate valuation or raise less' : 'model the option pool top-up before you sign',
    tone: t.dilution > 0.25 ? 'watch' : 'good',
  };
}

function concentrationFinding(q: Question): Finding | undefined {
  const p = q.parts.find((x) => x.kind === 'share' || (x.kind === 'other' && x.part.unit === 'money'));
  const share = p ? fm.revenueShare(p.part.value, p.whole.value) : q.customerShare;
  if (share === undefined) return undefined;
  const risky = share > fm.CONCENTRATION_RISK_SHARE;
  return {
    topic: 'concentration',
    label: 'Revenue concentration',
    display: `${fmt.percent(share)} of revenue`,
    value: share * 100,
    basis: p ? `${fmt.money(p.part.value)} of ${fmt.money(p.whole.value)}` : 'as given',
    meaning: risky ? `a real risk: above the ${fmt.percent(fm.CONCENTRATION_RISK_SHARE)} most investors flag` : 'a manageable share',
    advice: risky ? 'sign a longer contract with them and win two more of that size' : 'keep diversifying as you grow',
    tone: share > 0.4 ? 'bad' : risky ? 'watch' : 'good',
  };
}

function priceFinding(k: Known, q: Question): Finding | undefined {
  const priceChange = q.changes.find((c) => c.metric === 'price' && c.from.unit === 'money');
  const churnChange = q.changes.find((c) => c.metric === 'churn');
  const pct =
    q.priceChange ?? (priceChange ? priceChange.to.value / priceChange.from.value - 1 : q.adjustments.find((a) => a.metric === 'price' && a.factor)?.factor);
  if (pct === undefined) return undefined;
  const change = q.priceChange !== undefined || priceChange ? pct : pct - 1;
  const effect = fm.priceChangeEffect({
    priceChange: change,
    lostShare: q.lostShare,
    churnBefore: churnChange?.from.value,
    churnAfter: churnChange?.to.value,
  });
  if (effect === undefined || (q.lostShare === undefined && !churnChange && !q.churnFlat)) return undefined;
  const basis = q.churnFlat && !churnChange && q.lostShare === undefined
    ? `${change >= 0 ? '+' : ''}${fmt.percent(change)} price with churn unchanged`
    : churnChange
    ? `${change >= 0 ? '+' : ''}${fmt.percent(change)} price, churn ${fmt.percent(churnChange.from.value)} → ${fmt.percent(churnChange.to.value)} a month, over 12 months`
    : `${change >= 0 ? '+' : ''}${fmt.percent(change)} price × ${fmt.percent(1 - q.lostShare!)} of customers kept`;
  return {
    topic: 'price',
    label: 'Net revenue effect',
    display: `${effect >= 0 ? '+' : ''}${fmt.percent(effect)}`,
    value: effect * 100,
    basis,
    meaning: effect > 0 ? 'the price rise pays for the churn it caused' : 'the churn costs more than the price rise brings',
    advice: effect > 0 ? 'keep the new price and win back the lost segment with a cheaper plan' : 'roll back for existing customers or add value to the plan',
    tone: effect > 0 ? 'good' : 'bad',
  };
}

function pointFindings(q: Question): Finding[] {
  const out: Finding[] = [];
  for (const c of q.changes) {
    if (c.metric === 'price' || c.from.unit === 'money') continue;
    if (c.metric === 'churn' && q.changes.some((x) => x.metric === 'price')) continue;
    const scale = c.from.unit === 'percent' ? 100 : 1;
    const d = fm.pointChange(c.from.value * scale, c.to.value * scale);
    if (!d) continue;
    const name = c.metric === 'nps' ? 'NPS' : c.metric === 'grossMargin' ? 'Gross margin' : c.metric === 'churn' ? 'Churn' : c.metric === 'conversion' ? 'Conversion' : 'Change';
    const worse = c.metric === 'churn' ? d.points > 0 : d.points < 0;
    const big = Math.abs(d.points) >= (c.metric === 'nps' ? 10 : 5);
    out.push({
      topic: 'points',
      label: name,
      display: fmt.points(d.points),
      value: d.points,
      basis: `${fmt.count(c.from.value * scale)}${scale === 100 ? '%' : ''} → ${fmt.count(c.to.value * scale)}${scale === 100 ? '%' : ''}${d.relative !== undefined ? `, ${fmt.percent(d.relative)}` : ''}`,
      meaning: worse ? (big ? 'a sharp drop worth acting on now' : 'a dip to watch') : big ? 'a real improvement' : 'a small gain',
      advice: worse
        ? c.metric === 'nps'
          ? 'read the detractor comments this week and call five of them'
          : 'find what changed this period and reverse it'
        : c.metric === 'grossMargin'
          ? 'it buys room for growth spending: reinvest part of it'
          : 'find what drove it and do more of it',
      tone: worse ? (big ? 'bad' : 'watch') : 'good',
    });
  }
  return out;
}

function arrFinding(k: Known, q: Question): Finding | undefined {
  if (!q.asks.includes('arr') || k.revenueLabel === 'ARR' || k.monthlyRevenue === undefined || k.target !== undefined) return undefined;
  const arr = fm.annualize(k.monthlyRevenue)!;
  return {
    topic: 'arr',
    label: 'ARR',
    display: fmt.money(arr),
    value: arr,
    basis: `12 × ${fmt.money(k.monthlyRevenue)} MRR`,
    meaning: arr >= 1e6 ? 'past the $1M ARR milestone' : `${fmt.money(1e6 - arr)} short of $1M ARR`,
    advice: arr >= 1e6 ? 'a Series A story needs growth next to it' : 'show the monthly growth next to it when you pitch',
    tone: 'good',
  };
}

function mrrFinding(k: Known, q: Question): Finding | undefined {
  if (!q.asks.includes('mrr') || k.arpu === undefined || !k.customers || (k.monthlyRevenue !== undefined && k.revenueLabel !== undefined)) return undefined;
  const v = k.arpu * k.customers;
  return {
    topic: 'mrr',
    label: 'MRR',
    display: fmt.money(v),
    value: v,
    basis: `${fmt.count(k.customers)} customers × ${fmt.money(k.arpu)} a month`,
    meaning: `${fmt.money(v * 12)} ARR at this run rate`,
    advice: v < 100_000 ? 'push the price or seats per customer before adding channels' : 'track net revenue retention next to it',
    tone: 'good',
  };
}

function arpuFinding(k: Known, q: Question): Finding | undefined {
  if (!q.asks.includes('arpu') || k.monthlyRevenue === undefined || !k.customers) return undefined;
  const v = fm.arpu(k.monthlyRevenue, k.customers)!;
  return {
    topic: 'arpu',
    label: 'ARPU',
    display: `${fmt.money(v)} a month`,
    value: v,
    basis: `${fmt.money(k.monthlyRevenue)} ÷ ${fmt.count(k.customers)} customers`,
    meaning: v < 50 ? 'low-touch pricing: sales must be self-serve' : v > 1000 ? 'enough to pay for a sales team' : 'mid-market pricing',
    advice: 'test a higher tier with your ten best customers',
    tone: 'good',
  };
}

const NEEDS: Partial<Record<Topic, (k: Known, q: Question) => string | undefined>> = {
  runway: (k) => (k.cash === undefined ? 'your cash in the bank' : k.monthlyNetBurn === undefined ? 'your monthly net burn' : undefined),
  fundraise: (k) => (k.runway === undefined && (k.cash === undefined || k.monthlyNetBurn === undefined) ? 'your runway, or cash and monthly burn' : undefined),
  netBurn: (k) => (k.monthlyCosts === undefined && k.monthlyNetBurn === undefined ? 'your monthly costs and revenue' : undefined),
  ltv: (k) => (k.arpu === undefined ? 'what does a customer pay a month' : k.churn === undefined ? 'your monthly churn' : undefined),
  cac: (k) => (k.spend === undefined ? 'your sales and marketing spend' : k.newCustomers === undefined ? 'how many new customers did that spend win' : undefined),
  ltvCac: (k) => (k.cac === undefined && k.spend === undefined ? 'your CAC' : k.ltv === undefined && k.churn === undefined ? 'your monthly churn' : undefined),
  churn: (k) => (k.churn === undefined ? 'how many customers did you start with, and how many left' : undefined),
  target: (k) => (k.monthlyRevenue === undefined ? 'your current MRR' : k.growth === undefined ? 'your monthly growth rate' : 'the target'),
  growthNeeded: (k) => (k.monthlyRevenue === undefined ? 'your current MRR' : 'the target and the deadline'),
  defaultAlive: (k) =>
    k.monthlyRevenue === undefined ? 'your monthly revenue' : k.growth === undefined ? 'your monthly growth' : k.monthlyCosts === undefined ? 'your monthly costs' : 'your cash',
  burnMultiple: (k) => (k.burnInPeriod === undefined ? 'your net burn' : 'the net new ARR added in the same period'),
  dilution: (k) => (k.round === undefined ? 'the round size' : 'the pre-money valuation'),
  conversion: () => 'the counts at each step of the funnel',
  concentration: () => "your largest customer's revenue and your total",
  arr: (k) => (k.monthlyRevenue === undefined ? 'your MRR' : undefined),
  arpu: (k) => (k.monthlyRevenue === undefined ? 'your MRR' : !k.customers ? 'how many customers you have' : undefined),
  payback: (k) => (k.cac === undefined && k.spend === undefined ? 'your CAC' : k.arpu === undefined ? 'your ARPA (what each customer pays a month)' : undefined),
};

/** Topics a follow-up may take over from the question it follows. */
const FIGURE_TOPICS = new Set<Topic>(['runway', 'fundraise', 'netBurn', 'ltv', 'cac', 'ltvCac', 'churn', 'target', 'growthNeeded', 'defaultAlive', 'burnMultiple', 'dilution', 'conversion', 'concentration', 'arr', 'mrr', 'arpu', 'payback']);

/**
 * A follow-up that asks no figure of its own asks the one the conversation was about:
 * "and if we cut burn to $60k?", "what if we hire two engineers at $150k?" or "should we
 * be worried?" after a runway are about the runway, recomputed with what changed.
 */
function followUpAsks(q: Question, earlier: Question[]): Question {
  if (!earlier.length || q.asked.some((t) => FIGURE_TOPICS.has(t))) return q;
  if (!q.refersBack && !q.adjustments.length && q.priceChange === undefined) return q;
  const prior = earlier.find((e) => e.asked.some((t) => FIGURE_TOPICS.has(t)));
  if (!prior) return q;
  const topics = prior.asked.filter((t) => FIGURE_TOPICS.has(t));
  return { ...q, asks: [...new Set([...topics, ...q.asks])], asked: [...new Set([...topics, ...q.asked])] };
}

/** Every finding the figures allow, the ones asked about first, and what is missing for the rest. */
/**
 * What a question asks, computed: the graph of formulas (graph.ts, ADR 067) answers the metric
 * asked when a chain closes; the shape branches below answer what the graph does not cover yet
 * (scenarios that change costs or hires, cap tables, cohorts' revenue), and what it misses.
 */
export function analyseQuestion(asked: Question, earlier: Question[] = []): Analysis {
  // Follow-ups that build on earlier answers (follow-up.ts): a gap between two answers, a what-if re-run, a judgement.
  const q = earlier.length ? hireOnTop(asked) : asked;
  return followUpAnalysis(q, earlier, analyseQuestion, () => analyseTurn(q, earlier)) ?? analyseTurn(q, earlier);
}

/** One turn's answer from its own figures and those carried from the turns before. */
function analyseTurn(asked: Question, earlier: Question[]): Analysis {
  const graph = graphAnalysis(asked, earlier, knownFrom(followUpAsks(asked, earlier), earlier));
  const shape = analyseByShape(asked, earlier);
  const lead = shape.findings[0];
  // A scenario the graph did not apply (a hire, a cut in one cost line) is the shape branches' to answer.
  const scenario = (earlier.length > 0 && asked.adjustments.length > 0) || asked.judges === true || /\bhir(?:e|es|ing)\b/i.test(asked.text) || (lead !== undefined && (lead.scenario === true || lead.label.startsWith('New ') || lead.label.endsWith(' lost')));
  // Both answer the same metric: the one whose arithmetic uses more of the figures said wins, the graph on a tie.
  // Only the user's own numbers count, not the constants of the working ("1 +", "^12").
  const said = numbersIn([asked.text, ...earlier.map((e) => e.text)].join(' '));
  const figuresIn = (f: Finding) => new Set(numbersIn(f.basis).filter((n) => said.includes(n))).size;
  const same = lead !== undefined && graph?.finding !== undefined && lead.topic === graph.finding.topic;
  const applied = (graph?.applied ?? 0) > 0;
  const fuller = same && !applied && figuresIn(lead) > figuresIn(graph.finding!);
  // The cap table is not in the graph: its own answer (a stake, a pool, a SAFE) wins over a graph metric read from the same words.
  const CAP = ['dilution', 'optionPool', 'safe'];
  const capTable = lead !== undefined && CAP.includes(lead.topic) && graph?.finding !== undefined && !CAP.includes(graph.finding.topic);
  // A contribution level (CM1, CM2) takes off only its own lines: the graph's contribution takes off all.
  const level = lead !== undefined && lead.topic === 'contributionMargin' && /^CM[1-3]\b/.test(lead.label);
  // The graph only echoing a figure said ("Retention: 92% (92%)") while the shape branches convert it (a monthly rate asked per year).
  // Likewise a rate compounded over the period asked ("…)^12") beside the graph's figure for one period.
  const echo = same && !applied && ((/^(?:[$€£]|CHF ?)?[\d.,]+(?:%|k|m|bn)?(?: \(?as given\)?)?$/i.test(graph.finding!.basis.trim()) && /[×÷−+^]/.test(lead.basis)) || (/^(?:Annual|Quarterly|Monthly|Weekly) /.test(lead.label) && /\^/.test(lead.basis) && !/\^/.test(graph.finding!.basis)));
  if (graph?.finding && (!scenario || applied) && !fuller && !capTable && !level && !echo) return { findings: [graph.finding], missing: [] };
  // In the graph but no chain closes, and nothing else answers or asks: the one input the shortest chain lacks.
  if (!shape.findings.length && !shape.missing.length && graph?.missing) return { findings: [], missing: [graph.missing] };
  return shape;
}

/** The values of the numbers in a text, scales read ("$6k" and "6,000" are one value). */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/(?<![\d,.])(\d[\d,]*(?:\.\d+)?)\s?(k|m|bn)?\b/gi)].map((m) => Number(m[1]!.replace(/,/g, '')) * ({ k: 1e3, m: 1e6, bn: 1e9 }[m[2]?.toLowerCase() ?? ''] ?? 1));
}

/** The runway asked in so many words: "runway", "months of cash", "how many months do we have", "months left". */
const RUNWAY_WORDS = /\brunway\b|\bmonths? of (?:cash|money|runway)\b|\bhow many months (?:do we have|have we got|can we (?:last|survive|go)|are left)\b|\bmonths (?:left|remaining)\b/i;

function analyseByShape(asked: Question, earlier: Question[]): Analysis {
  const q = followUpAsks(asked, earlier);
  const k = knownFrom(q, earlier);
  const all = [
    runwayFinding(k, q),
    netBurnFinding(k),
    aliveFinding(k, q),
    targetFinding(k, q),
    burnMultipleFinding(k),
    // What the founder says changed comes before what can be derived from it.
    priceFinding(k, q),
    ...pointFindings(q),
    ...unitEconomics(k, q),
    ...churnFindings(q),
    funnelFinding(q),
    dilutionFinding(k),
    concentrationFinding(q),
    arrFinding(k, q),
    mrrFinding(k, q),
    arpuFinding(k, q),
  ].filter((f): f is Finding => Boolean(f));
  // Asked about fundraising (or deciding whether to raise) with a runway: when to start.
  if (q.asks.includes('fundraise') || (q.intent === 'decision' && /\braise|fundrais|round\b/i.test(q.text))) {
    const f = fundraiseFinding(k);
    // Asked when to raise: answer that first; otherwise the runway's advice already says it.
    if (f && (q.asks.includes('fundraise') || !all.some((x) => x.topic === 'runway'))) all.push(f);
  }
  // "Default alive? Runway first": asked for the runway in so many words beside the default-alive test,
  // the runway at today's burn leads and alive or dead follows it.
  const runwayFirst = q.asks.includes('defaultAlive') && RUNWAY_WORDS.test(q.text);
  const rank = (f: Finding) => {
    if (runwayFirst && f.topic === 'runway') return -2;
    const i = q.asks.indexOf(f.topic === 'growthNeeded' ? 'growthNeeded' : f.topic);
    if (i >= 0) return i;
    // "What if growth slows to 2%?": a what-if on the growth rate changes when revenue catches costs, not the runway's cash ÷ burn.
    if (f.topic === 'defaultAlive' && q.adjustments.length && q.adjustments.every((a) => a.metric === 'growth')) return -1;
    // Asked "when do we run out" and got default-alive: the runway question is answered by it.
    if (f.topic === 'defaultAlive' && (q.asks.includes('runway') || q.asks.includes('fundraise'))) return q.intent === 'decision' ? -1 : q.asks.length;
    return 100;
  };
  // A net burn from costs alone ("$0.90 insurance" − no revenue said) beside another question is only its costs again.
  const noise = (f: Finding) => f.topic === 'netBurn' && k.monthlyRevenue === undefined && k.cash === undefined && !q.asks.includes('netBurn') && !q.asks.includes('runway');
  let findings = all.filter((f) => all.length === 1 || !noise(f)).map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map((x) => x.f);
  // The runway asked first and the default-alive test beside it: one answer, the runway at today's burn
  // and then alive or dead with its break-even, so the verdict is never cut off by the runway's advice.
  const alive = findings.find((f) => f.topic === 'defaultAlive');
  if (runwayFirst && findings[0]?.topic === 'runway' && alive) {
    const runway = { ...findings[0], meaning: `${alive.label.toLowerCase()}: ${alive.display} (${alive.basis})`, advice: alive.advice, tone: alive.tone };
    findings = [runway, ...findings.slice(1).filter((f) => f !== alive)];
  }
  const answered = new Set(findings.map((f) => f.topic));
  if (answered.has('defaultAlive') || alive) answered.add('runway').add('defaultAlive');
  if (answered.has('ltvCac')) answered.add('ltv').add('cac');
  if (answered.has('growthNeeded')) answered.add('target');
  if (answered.has('target')) answered.add('growthNeeded');
  if (answered.has('price')) answered.add('churn').add('points');
  const missing: Analysis['missing'] = [];
  const computable: Topic[] = ['runway', 'fundraise', 'netBurn', 'ltv', 'cac', 'ltvCac', 'churn', 'target', 'growthNeeded', 'defaultAlive', 'burnMultiple', 'dilution', 'conversion', 'concentration', 'arr', 'arpu', 'payback'];
  for (const t of q.intent === 'statement' || q.intent === 'smalltalk' || q.intent === 'message' ? [] : q.asked) {
    if (answered.has(t) || !computable.includes(t)) continue;
    if (t === 'fundraise' && answered.has('runway')) continue;
    const need = NEEDS[t]?.(k, q);
    if (need) missing.push({ topic: t, need });
  }
  // The cap table (cap-table.ts) answers its own questions first: "my stake after", "post-money?",
  // "how many new options", "what does the SAFE convert at" are not the round's plain dilution.
  const capTable = capTableAnswer(q, earlier);
  if (capTable?.finding) return { findings: [capTable.finding], missing: [] };
  if (capTable?.need && !findings.some((f) => q.asked.includes(f.topic))) return { findings: [], missing: [capTable.need] };
  // The standard formulas (formulas.ts) answer what the figures above do not: a finding for what
  // was asked wins over one derived on the side ("what's our new runway if we hire…" is the hire's).
  // A follow-up about the previous answer ("what's that per year?") may build on the figure it computed.
  const prior = earlier.length && q.refersBack && !q.figures.length ? analyseByShape(earlier[0]!, earlier.slice(1)).findings[0] : undefined;
  const extra = formulaFindings(q, earlier, prior);
  const askedAnswered = findings.some((f) => q.asked.includes(f.topic));
  const lead = extra.findings[0];
  // A formula only these questions ask for (a SAFE, a pool, NRR…) wins even over an asked topic the older findings cover.
  const specific = new Set<Topic>(['safe', 'optionPool', 'nrr', 'grr', 'magicNumber', 'ruleOf40', 'stickiness', 'breakEven', 'cohort', 'priceChange', 'mrr', 'arr', 'growthRate', 'retention']);
  // A scenario's own figure ("New runway", "Runway lost") wins over the figure before the scenario.
  // A runway asked backwards ("how much cash for 18 months?") is answered by its inverse, not the runway it implies.
  const inverse = lead !== undefined && (lead.label === 'Cash needed' || lead.label === 'Burn allowed');
  if (lead && (!askedAnswered || inverse || lead.label.startsWith('New ') || lead.label.endsWith(' lost') || lead.scenario === true || specific.has(lead.topic))) {
    // A cohort's retention already says what its churn is: a churn from one of its counts beside it would contradict it.
    const cohortLead = lead.topic === 'cohort' || lead.topic === 'retention';
    // A unit's contribution reads its price and cost lines: a net burn from the same per-unit lines would be nonsense.
    // A hire's cost reads pay lines, which may read as revenue or costs: a net burn from them is nonsense too.
    const unitLead = lead.topic === 'contributionMargin' || lead.topic === 'breakEven' || lead.topic === 'hiringCost';
    // A price change already says the MRR before and after: an MRR beside it multiplies one price by the other count.
    const priceLead = lead.topic === 'priceChange';
    return { findings: [lead, ...findings.filter((f) => f.topic !== lead.topic && !noise(f) && !(cohortLead && (f.topic === 'churn' || f.topic === 'ltv')) && !(unitLead && f.topic === 'netBurn') && !(priceLead && (f.topic === 'mrr' || f.topic === 'arr' || f.topic === 'arpu')))], missing: [] };
  }
  if (!findings.length && !missing.length && extra.missing.length) return { findings, missing: extra.missing.slice(0, 1) };
  return { findings, missing };
}
