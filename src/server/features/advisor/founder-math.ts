/**
 * The founder arithmetic the advisor shows: every formula in one place, pure, with
 * its unit tests beside it. Money is in one currency unit, rates are fractions
 * (0.08 for 8 %), periods are months unless a name says otherwise. Functions return
 * `undefined` when the inputs cannot give a meaningful answer (a zero denominator,
 * a negative amount) rather than Infinity or NaN.
 */

/** A typical priced round takes about six months from first meeting to money in the bank. */
export const TYPICAL_RAISE_MONTHS = 6;
/** The usual bar for unit economics. */
export const HEALTHY_LTV_TO_CAC = 3;
/** Above this share of revenue one customer (or group) is a concentration risk. */
export const CONCENTRATION_RISK_SHARE = 0.2;

const finite = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n);
const positive = (n: number | undefined): n is number => finite(n) && n > 0;

/** Months the cash lasts at a constant monthly net burn. */
export function runwayMonths(cash: number, monthlyNetBurn: number): number | undefined {
  if (!finite(cash) || cash < 0 || !positive(monthlyNetBurn)) return undefined;
  return cash / monthlyNetBurn;
}

/** Net burn: what goes out minus what comes in (negative means cash-flow positive). */
export function netBurn(monthlyCosts: number, monthlyRevenue = 0): number | undefined {
  if (!finite(monthlyCosts) || !finite(monthlyRevenue)) return undefined;
  return monthlyCosts - monthlyRevenue;
}

/** Monthly costs from a team (people × cost per person) and other costs. */
export function teamCosts(people: number, costPerPerson: number, otherCosts = 0): number | undefined {
  if (!finite(people) || people < 0 || !finite(costPerPerson) || costPerPerson < 0 || !finite(otherCosts)) return undefined;
  return people * costPerPerson + otherCosts;
}

/** A rate per period converted to the equivalent compound rate per month. */
export function monthlyRate(rate: number, period: 'week' | 'month' | 'quarter' | 'year' = 'month'): number | undefined {
  if (!finite(rate) || rate <= -1) return undefined;
  const months = period === 'year' ? 12 : period === 'quarter' ? 3 : period === 'week' ? 12 / 52 : 1;
  return (1 + rate) ** (1 / months) - 1;
}

/** A churn rate per period as the monthly rate with the same survival: 1 − (1 − c)^(1/months). */
export function monthlyChurn(rate: number, period: 'week' | 'month' | 'quarter' | 'year' = 'month'): number | undefined {
  if (!finite(rate) || rate < 0 || rate >= 1) return undefined;
  const months = period === 'year' ? 12 : period === 'quarter' ? 3 : period === 'week' ? 12 / 52 : 1;
  return 1 - (1 - rate) ** (1 / months);
}

/** Months for `current` to reach `target` growing at `rate` per month (compounding). */
export function monthsToTarget(current: number, target: number, rate: number): number | undefined {
  if (!positive(current) || !positive(target) || !finite(rate)) return undefined;
  if (target <= current) return 0;
  if (rate <= 0) return undefined;
  return Math.log(target / current) / Math.log(1 + rate);
}

/** The monthly growth rate that takes `current` to `target` in `months`. */
export function growthNeeded(current: number, target: number, months: number): number | undefined {
  if (!positive(current) || !positive(target) || !positive(months)) return undefined;
  return (target / current) ** (1 / months) - 1;
}

export interface DefaultAlive {
  alive: boolean;
  /** Months until revenue covers costs (fractional, from the growth curve); undefined if it never does in 10 years. */
  breakEvenMonths?: number;
  /** Months until the cash runs out (fractional) when it does, before break-even. */
  cashOutMonths?: number;
  /** Cash left at break-even when alive. */
  cashAtBreakEven?: number;
}

/**
 * Paul Graham's "default alive": with costs flat and revenue growing at its current
 * monthly rate, does revenue cover costs before the cash runs out? Month by month:
 * each month the gap between costs and that month's revenue leaves the bank.
 */
export function defaultAlive(monthlyRevenue: number, monthlyGrowth: number, monthlyCosts: number, cash: number): DefaultAlive | undefined {
  if (!finite(monthlyRevenue) || monthlyRevenue < 0 || !finite(monthlyGrowth) || !positive(monthlyCosts) || !finite(cash) || cash < 0) {
    return undefined;
  }
  const breakEven =
    monthlyRevenue >= monthlyCosts ? 0 : monthlyRevenue > 0 && monthlyGrowth > 0 ? Math.log(monthlyCosts / monthlyRevenue) / Math.log(1 + monthlyGrowth) : undefined;
  let left = cash;
  let revenue = monthlyRevenue;
  for (let month = 0; month < 120; month++) {
    if (revenue >= monthlyCosts) return { alive: true, breakEvenMonths: breakEven, cashAtBreakEven: left };
    const gap = monthlyCosts - revenue;
    if (gap > left) return { alive: false, breakEvenMonths: breakEven, cashOutMonths: month + left / gap };
    left -= gap;
    revenue *= 1 + monthlyGrowth;
  }
  return { alive: false, breakEvenMonths: breakEven };
}

/** Months from now to start a raise so the money arrives before the runway ends (0 = start now). */
export function monthsUntilFundraise(runway: number, raiseMonths = TYPICAL_RAISE_MONTHS): number | undefined {
  if (!finite(runway) || runway < 0 || !positive(raiseMonths)) return undefined;
  return Math.max(0, runway - raiseMonths);
}

/** Burn multiple: net burn over the net new ARR added in the same period (below 1 is excellent, above 2 is costly). */
export function burnMultiple(netBurnInPeriod: number, netNewArrInPeriod: number): number | undefined {
  if (!finite(netBurnInPeriod) || !positive(netNewArrInPeriod)) return undefined;
  return netBurnInPeriod / netNewArrInPeriod;
}

/** Customer acquisition cost: sales and marketing spend over the customers it won. */
export function cac(salesAndMarketingSpend: number, newCustomers: number): number | undefined {
  if (!finite(salesAndMarketingSpend) || salesAndMarketingSpend < 0 || !positive(newCustomers)) return undefined;
  return salesAndMarketingSpend / newCustomers;
}

/** Lifetime value: monthly revenue per customer × gross margin ÷ monthly churn. */
export function ltv(monthlyArpu: number, monthlyChurn: number, grossMargin = 1): number | undefined {
  if (!finite(monthlyArpu) || monthlyArpu < 0 || !positive(monthlyChurn) || monthlyChurn > 1 || !finite(grossMargin) || grossMargin < 0) return undefined;
  return (monthlyArpu * grossMargin) / monthlyChurn;
}

export function ltvToCac(lifetimeValue: number, acquisitionCost: number): number | undefined {
  if (!finite(lifetimeValue) || !positive(acquisitionCost)) return undefined;
  return lifetimeValue / acquisitionCost;
}

/** Months of gross profit to earn back the acquisition cost. */
export function cacPaybackMonths(acquisitionCost: number, monthlyArpu: number, grossMargin = 1): number | undefined {
  if (!finite(acquisitionCost) || acquisitionCost < 0 || !positive(monthlyArpu * grossMargin)) return undefined;
  return acquisitionCost / (monthlyArpu * grossMargin);
}

/** Churn rate for a period: customers (or revenue) lost over what the period started with. */
export function churnRate(lost: number, atStart: number): number | undefined {
  if (!finite(lost) || lost < 0 || !positive(atStart) || lost > atStart) return undefined;
  return lost / atStart;
}

export interface FunnelStep {
  from: number;
  to: number;
  rate: number;
}

/** Step-by-step and overall conversion of a funnel given as counts, widest stage first. */
export function funnel(stages: number[]): { steps: FunnelStep[]; overall: number } | undefined {
  if (stages.length < 2 || !stages.every((s) => finite(s) && s >= 0) || !positive(stages[0])) return undefined;
  const steps: FunnelStep[] = [];
  for (let i = 1; i < stages.length; i++) {
    const from = stages[i - 1]!;
    const to = stages[i]!;
    if (!positive(from) || to > from) return undefined;
    steps.push({ from, to, rate: to / from });
  }
  return { steps, overall: stages[stages.length - 1]! / stages[0]! };
}

export interface RoundTerms {
  preMoney: number;
  postMoney: number;
  /** The new investors' share after the round, i.e. the founders' dilution. */
  dilution: number;
}

/** A priced round from its size and the pre-money (or post-money) valuation. */
export function roundTerms(roundSize: number, valuation: { preMoney?: number; postMoney?: number }): RoundTerms | undefined {
  if (!positive(roundSize)) return undefined;
  const post = valuation.postMoney ?? (finite(valuation.preMoney) ? valuation.preMoney + roundSize : undefined);
  if (!positive(post) || post <= roundSize) return undefined;
  return { preMoney: post - roundSize, postMoney: post, dilution: roundSize / post };
}

/** The share of revenue from one customer or group. */
export function revenueShare(part: number, total: number): number | undefined {
  if (!finite(part) || part < 0 || !positive(total) || part > total) return undefined;
  return part / total;
}

/** Revenue over `months` from a cohort paying `price` monthly and churning at `monthlyChurn`. */
export function cohortRevenue(price: number, monthlyChurn: number, months = 12, customers = 1): number | undefined {
  if (!finite(price) || price < 0 || !finite(monthlyChurn) || monthlyChurn < 0 || monthlyChurn >= 1 || !positive(months)) return undefined;
  if (monthlyChurn === 0) return price * customers * months;
  return (price * customers * (1 - (1 - monthlyChurn) ** months)) / monthlyChurn;
}

/**
 * The revenue effect of a price change against the churn it caused, over `months`:
 * the relative change in a cohort's revenue (0.14 = 14 % more). Either a one-off loss
 * of customers (`lostShare`) or a change of monthly churn (`churnBefore` → `churnAfter`).
 */
export function priceChangeEffect(opts: {
  priceChange: number;
  lostShare?: number;
  churnBefore?: number;
  churnAfter?: number;
  months?: number;
}): number | undefined {
  const { priceChange, lostShare = 0, months = 12 } = opts;
  if (!finite(priceChange) || priceChange <= -1 || !finite(lostShare) || lostShare < 0 || lostShare >= 1) return undefined;
  const before = opts.churnBefore ?? 0;
  const after = opts.churnAfter ?? before;
  const old = cohortRevenue(1, before, months);
  const now = cohortRevenue(1 + priceChange, after, months, 1 - lostShare);
  if (!positive(old) || now === undefined) return undefined;
  return now / old - 1;
}

/** A change in points (NPS 52 → 31 is −21) and relative to where it started. */
export function pointChange(from: number, to: number): { points: number; relative?: number } | undefined {
  if (!finite(from) || !finite(to)) return undefined;
  return { points: to - from, relative: from !== 0 ? (to - from) / Math.abs(from) : undefined };
}

/** A monthly figure as a yearly one: ARR = 12 × MRR. */
export function annualize(monthly: number): number | undefined {
  return finite(monthly) ? monthly * 12 : undefined;
}

/** Revenue per customer. */
export function arpu(revenue: number, customers: number): number | undefined {
  if (!finite(revenue) || revenue < 0 || !positive(customers)) return undefined;
  return revenue / customers;
}
