/**
 * The figures a message gives (and, for a follow-up, the ones said before it), in
 * monthly terms where they are flows: what the findings are computed from. Earlier
 * messages fill only what the new one leaves out; adjustments ("cut burn by 20%")
 * apply last. Amounts no word labelled take the role the question implies.
 */
import * as fm from './founder-math';
import type { Period } from '../../platform/ai/offline/reader/quantities';
import { figure, type Figure, type Metric, type Question } from './question';

export const perMonth = (value: number, period: Period | undefined, fallback: Period = 'month') => {
  const p = period ?? fallback;
  return p === 'year' ? value / 12 : p === 'quarter' ? value / 3 : p === 'week' ? (value * 52) / 12 : value;
};

const fmtRaw = (v: number) => (v >= 1e6 ? `${v / 1e6}M` : v >= 1e3 ? `${v / 1e3}k` : String(v));

const rateMonthly = (f: Figure | undefined) => (f ? fm.monthlyRate(f.value, f.period ?? 'month') : undefined);

/** The figures the advisor works from, each in monthly terms where it is a flow. */
export interface Known {
  cash?: number;
  monthlyRevenue?: number;
  revenueLabel?: string;
  monthlyCosts?: number;
  monthlyNetBurn?: number;
  burnFromCosts?: boolean;
  growth?: number;
  runway?: number;
  runwayGiven?: boolean;
  churn?: number;
  grossMargin?: number;
  arpu?: number;
  cac?: number;
  ltv?: number;
  spend?: number;
  newCustomers?: number;
  customers?: number;
  headcount?: number;
  target?: number;
  horizon?: number;
  raiseMonths?: number;
  round?: number;
  preMoney?: number;
  postMoney?: number;
  burnInPeriod?: { value: number; period: Period };
  netNewArr?: { value: number; period: Period };
  ltvCac?: number;
  /** ARPU and churn both given per year. */
  yearly?: { arpu: number; churn: number };
}

/** Collects the figures of a question into monthly terms; adjustments ("cut burn by 20%") applied last. */
export function knownFrom(q: Question, earlier: Question[] = []): Known {
  // Earlier messages fill in only what the new one does not say.
  // "and if next year we add 2.5M?" after "we added 1.5M net new ARR": a follow-up's unlabelled amount
  // said with the same verb as an earlier figure takes that figure's role.
  const said = earlier.flatMap((e) => e.figures);
  // A scaled amount with no currency ("add 2.5M") read as a count is money when the earlier one of its role was.
  const sameUnit = (u: Omit<Figure, 'metric'>, x: Figure) => x.unit === u.unit || (x.unit === 'money' && u.unit === 'count' && /\d\s?(?:k|m|mn|bn|million|billion)\b/i.test(u.raw));
  const carried: Figure[] = q.refersBack
    ? [...q.unlabelled, ...q.figures.filter((f) => f.unit === 'count')].flatMap((u) => {
        const f = said.find((x) => x.verb !== undefined && x.verb === u.verb && sameUnit(u, x));
        return f ? [{ ...u, unit: f.unit, metric: f.metric }] : [];
      })
    : [];
  // "and if we add 2M next year?" after "we added 1M net new ARR": the money added is the earlier role's, not new cash.
  const rerouted = new Set<(typeof q.adjustments)[number]>();
  if (q.refersBack && !said.some((x) => x.metric === 'cash')) {
    for (const a of q.adjustments) {
      const f = a.metric === 'cash' && a.add !== undefined && a.verb ? said.find((x) => x.unit === 'money' && x.verb === a.verb) : undefined;
      if (f) {
        carried.push({ metric: f.metric, value: a.add!, unit: 'money', raw: fmtRaw(a.add!) });
        rerouted.add(a);
      }
    }
  }
  const all = [...carried, ...q.figures, ...said];
  const get = (m: Metric) => figure({ figures: all }, m);
  const k: Known = {};
  const mrr = get('mrr');
  const arr = get('arr');
  const revenue = get('revenue');
  if (mrr) {
    k.monthlyRevenue = perMonth(mrr.value, mrr.period === 'year' ? 'year' : 'month');
    k.revenueLabel = 'MRR';
  } else if (revenue) {
    k.monthlyRevenue = perMonth(revenue.value, revenue.period);
    k.revenueLabel = 'revenue';
  } else if (arr) {
    k.monthlyRevenue = arr.value / 12;
    k.revenueLabel = 'ARR';
  }
  const cash = get('cash');
  if (cash) k.cash = cash.value;
  // "we raised $2M, burn $100k: runway?": the round is the cash when nothing else is.
  if (k.cash === undefined && q.asks.some((t) => t === 'runway' || t === 'defaultAlive')) {
    const round = get('round');
    if (round && /\braised\b/i.test(q.text)) k.cash = round.value;
  }
  const people = get('headcount');
  const each = get('costPerPerson');
  // Cost lines add up ("salaries $180k, rent $15k, tools $5k"): all of the newest message that names any, else the earlier ones.
  const source = [q, ...earlier].find((x) => x.figures.some((f) => f.metric === 'costs' || f.metric === 'otherCosts')) ?? q;
  const sum = (m: Metric) => source.figures.filter((f) => f.metric === m).reduce((t, f) => t + perMonth(f.value, f.period), 0);
  const hasCosts = source.figures.some((f) => f.metric === 'costs');
  const other = sum('otherCosts');
  const team = people && each ? fm.teamCosts(people.value, perMonth(each.value, each.period)) : undefined;
  // Asked for net burn with cost lines given: amounts no word labelled are more cost lines ("AWS $12k").
  const extra = q.asks.includes('netBurn') && (hasCosts || other) ? q.unlabelled.filter((f) => f.unit === 'money').reduce((t, f) => t + perMonth(f.value, f.period), 0) : 0;
  const grossBurn = get('grossBurn');
  if (grossBurn && !hasCosts && !other) k.monthlyCosts = perMonth(grossBurn.value, grossBurn.period);
  else if (hasCosts) k.monthlyCosts = sum('costs') + other + (team ?? 0) + extra;
  else if (team !== undefined) k.monthlyCosts = team + other;
  else if (other) k.monthlyCosts = other + extra;
  if (people) k.headcount = people.value;
  // Amounts no word labelled take the role the question implies: for runway, the stock is cash and the monthly flow is burn.
  if (q.asks.some((t) => t === 'runway' || t === 'defaultAlive' || t === 'fundraise')) {
    const money = q.unlabelled.filter((f) => f.unit === 'money');
    const stock = money.find((f) => !f.period);
    if (k.cash === undefined && stock) k.cash = stock.value;
  }
  // For a target, an unlabelled amount is where revenue is now ("we want $50k MRR and we're at $30k").
  if ((q.asks.includes('growthNeeded') || q.asks.includes('target')) && !mrr && !revenue && !arr) {
    const now = q.unlabelled.find((f) => f.unit === 'money');
    const goal = get('target');
    if (now) {
      const annual = goal && /arr/i.test(q.text) && !/mrr/i.test(q.text);
      k.monthlyRevenue = annual ? now.value / 12 : now.value;
      k.revenueLabel = annual ? 'ARR' : 'MRR';
    }
  }
  const flow = q.asks.includes('runway') && !get('netBurn') && !get('burn') && k.monthlyCosts === undefined ? q.unlabelled.find((f) => f.unit === 'money' && f.period) : undefined;
  const netBurn = get('netBurn') ?? get('burn') ?? (flow ? { ...flow, metric: 'burn' as const } : undefined);
  if (netBurn) {
    k.monthlyNetBurn = perMonth(netBurn.value, netBurn.period);
    k.burnInPeriod = { value: netBurn.value, period: netBurn.period ?? 'month' };
  } else if (k.monthlyCosts !== undefined) {
    k.monthlyNetBurn = fm.netBurn(k.monthlyCosts, k.monthlyRevenue ?? 0);
    k.burnFromCosts = true;
  }
  // Burn is taken as net burn: costs are then burn plus revenue.
  if (k.monthlyCosts === undefined && k.monthlyNetBurn !== undefined && k.monthlyRevenue !== undefined) k.monthlyCosts = k.monthlyNetBurn + k.monthlyRevenue;
  const growth = get('growth');
  if (growth && growth.unit === 'percent') k.growth = rateMonthly(growth);
  const runway = get('runway');
  if (runway) {
    k.runway = runway.value;
    k.runwayGiven = true;
  }
  if (k.cash === undefined && k.runway !== undefined && k.monthlyNetBurn && k.monthlyNetBurn > 0) k.cash = k.runway * k.monthlyNetBurn;
  const churn = get('churn');
  if (churn && churn.unit === 'percent') k.churn = fm.monthlyChurn(churn.value, churn.period ?? 'month');
  // "customers stay 24 months on average": monthly churn is one over the lifetime.
  const lifetime = get('lifetime');
  if (k.churn === undefined && lifetime && lifetime.value > 0) k.churn = 1 / lifetime.value;
  const margin = get('grossMargin');
  if (margin && margin.unit === 'percent') k.grossMargin = margin.value;
  const arpu = get('arpu') ?? get('price');
  if (arpu) k.arpu = perMonth(arpu.value, arpu.period);
  // Price and churn both per year: LTV is worked out in years, as people quote it.
  if (arpu?.period === 'year' && churn?.period === 'year' && churn.unit === 'percent') k.yearly = { arpu: arpu.value, churn: churn.value };
  // "and if we raise prices by 20%?" after a payback or LTV: what a customer pays, moved by the change.
  if (q.priceChange !== undefined && q.refersBack && k.arpu !== undefined && !figure(q, 'arpu') && !figure(q, 'price')) k.arpu *= 1 + q.priceChange;
  const cac = get('cac');
  if (cac) k.cac = cac.value;
  const ltv = get('ltv');
  if (ltv) k.ltv = ltv.value;
  // Spend by channel adds up ("$12k on Google Ads, $8k on content").
  const spendLines = (q.figures.some((f) => f.metric === 'spend') ? q : (earlier.find((e) => e.figures.some((f) => f.metric === 'spend')) ?? q)).figures.filter((f) => f.metric === 'spend');
  // "2 SDRs at 6k/mo each": a line said per person counts once per person.
  const headcount = figure(q, 'headcount')?.value;
  const line = (f: Figure) => f.value * (headcount && /\beach\b|\bper (?:person|head|rep)\b/.test(f.raw) ? headcount : 1);
  let spend = spendLines.length ? { value: spendLines.reduce((t, f) => t + line(f), 0) } : get('newCustomers') ? (get('costs') ?? get('otherCosts')) : undefined;
  // Asked for CAC with no CAC given: the sales team and the marketing lines of the message are the acquisition spend too.
  if (!get('cac') && q.asks.some((t) => t === 'cac' || t === 'payback' || t === 'ltvCac')) {
    const team = headcount && figure(q, 'costPerPerson') ? headcount * figure(q, 'costPerPerson')!.value : 0;
    const marketing = /\bmarketing|advertis|agency|\bads\b|campaign/i.test(q.text) ? q.figures.filter((f) => f.metric === 'otherCosts').reduce((t, f) => t + f.value, 0) : 0;
    if (team || marketing) spend = { value: (spendLines.length ? spend!.value : 0) + team + marketing };
  }
  if (spend) k.spend = spend.value;
  // "300 signups of which 50 became paying customers": the paid end of a funnel is what the spend won.
  const paid = q.funnel.length >= 2 && q.funnel.at(-1)!.stage === 'paid' ? { value: q.funnel.at(-1)!.count } : undefined;
  const newCustomers = get('newCustomers') ?? (spend ? (paid ?? get('customers')) : undefined);
  if (newCustomers) k.newCustomers = newCustomers.value;
  const customers = get('customers');
  if (customers) k.customers = customers.value;
  // A revenue target is an amount: "3 new customers in 3 months" is no target for MRR.
  const target = get('target');
  // "$1M ARR from $40k MRR": a yearly goal over a monthly revenue is a twelfth a month.
  if (target && target.unit === 'money') k.target = target.period === 'year' && k.revenueLabel !== 'ARR' ? target.value / 12 : target.value;
  // "go from $25k to $100k MRR": a revenue change read as where you are and where you want to be.
  const climb = [q, ...earlier].flatMap((x) => x.changes).find((c) => c.from.unit === 'money' && (!c.metric || ['mrr', 'arr', 'revenue'].includes(c.metric)) && c.to.value > c.from.value);
  if (k.target === undefined && climb && (q.asks.includes('target') || q.asks.includes('growthNeeded'))) {
    k.target = climb.to.value;
    k.monthlyRevenue = climb.metric === 'arr' ? climb.from.value / 12 : climb.from.value;
    k.revenueLabel = climb.metric === 'arr' ? 'ARR' : 'MRR';
  }
  // A span said with an earlier change ("from 40k to 52k in 3 months") is history, not a deadline for this question.
  const horizon = figure(q, 'horizon') ?? earlier.filter((e) => !e.changes.length).flatMap((e) => e.figures).find((f) => f.metric === 'horizon');
  if (horizon) k.horizon = horizon.value;
  // "…and if we keep that up, when do we hit 100k?": the compound monthly rate of the change said before.
  if (k.growth === undefined && q.asks.includes('target')) {
    for (const x of [q, ...earlier]) {
      const c = x.changes.find((ch) => ch.from.unit === 'money' && (!ch.metric || ['mrr', 'arr', 'revenue'].includes(ch.metric)) && ch.from.value > 0 && ch.to.value > ch.from.value);
      const span = figure(x, 'horizon');
      if (c && span && span.value > 0) {
        k.growth = (c.to.value / c.from.value) ** (1 / span.value) - 1;
        if (!figure(q, 'mrr') && !figure(q, 'revenue')) k.monthlyRevenue = c.metric === 'arr' ? c.to.value / 12 : c.to.value;
        break;
      }
    }
  }
  const raise = get('raiseMonths');
  if (raise) k.raiseMonths = raise.value;
  const round = get('round');
  if (round) k.round = round.value;
  const pre = get('preMoney') ?? get('valuation');
  if (pre) k.preMoney = pre.value;
  const post = get('postMoney');
  if (post) k.postMoney = post.value;
  // "25% for $2M": the post-money the stake implies.
  const stake = q.stake ?? earlier.find((e) => e.stake !== undefined)?.stake;
  if (k.postMoney === undefined && k.preMoney === undefined && stake && k.round) k.postMoney = k.round / stake;
  // "grew ARR from $1M to $3M": the difference is the net new ARR.
  const arrGrowth = [q, ...earlier].flatMap((x) => x.changes).find((c) => c.from.unit === 'money' && (c.metric === 'arr' || c.metric === 'mrr') && c.to.value > c.from.value);
  const nna = get('netNewArr') ?? (arrGrowth && q.asks.includes('burnMultiple') ? { ...arrGrowth.to, metric: 'netNewArr' as const, value: (arrGrowth.to.value - arrGrowth.from.value) * (arrGrowth.metric === 'mrr' ? 12 : 1) } : undefined);
  // Net new ARR without a period of its own is over the same period as the burn beside it.
  // ARR that grew "over the last 6 months" was added over those months: per month, beside a monthly burn.
  const span = get('horizon');
  if (nna && !nna.period && arrGrowth && span && span.value > 0 && k.burnInPeriod?.period === 'month') k.netNewArr = { value: nna.value / span.value, period: 'month' };
  else if (nna) k.netNewArr = { value: nna.value, period: nna.period ?? k.burnInPeriod?.period ?? 'month' };
  // …and a burn without a period of its own is over the period of the net new ARR beside it
  // ("net new ARR last year was $1.5M and we burned $3M": both over the year).
  if (nna?.period && k.burnInPeriod && netBurn?.period === undefined) k.burnInPeriod = { ...k.burnInPeriod, period: nna.period };
  const ratio = get('ltvCac');
  if (ratio) k.ltvCac = ratio.value;

  for (const a of [...earlier.flatMap((e) => e.adjustments), ...q.adjustments.filter((x) => !rerouted.has(x))]) {
    const apply = (v: number | undefined) => (v === undefined ? v : a.set !== undefined ? a.set : a.add !== undefined ? v + a.add : v * (a.factor ?? 1));
    const applyToCosts = () => {
      // Only a burn was given: it is the costs net of revenue.
      if (k.monthlyCosts === undefined && k.monthlyNetBurn !== undefined) k.monthlyCosts = k.monthlyNetBurn + (k.monthlyRevenue ?? 0);
      k.monthlyCosts = apply(k.monthlyCosts);
      if (k.monthlyCosts !== undefined) k.monthlyNetBurn = k.monthlyCosts - (k.monthlyRevenue ?? 0);
      k.runwayGiven = false;
      k.runway = undefined;
    };
    switch (a.metric) {
      case 'burn':
      case 'netBurn':
        k.monthlyNetBurn = apply(k.monthlyNetBurn);
        if (k.monthlyNetBurn !== undefined && k.monthlyRevenue !== undefined) k.monthlyCosts = k.monthlyNetBurn + k.monthlyRevenue;
        k.runway = k.runwayGiven && k.cash !== undefined && k.monthlyNetBurn ? undefined : k.runway;
        k.runwayGiven = false;
        break;
      case 'otherCosts':
      case 'cogs':
      case 'fixedCosts':
      case 'spend':
        // "cut marketing by $30k": a cost line's amount comes off the costs, and so off the burn.
        if (a.add !== undefined) applyToCosts();
        else if (a.metric === 'spend') k.cac = apply(k.cac);
        break;
      case 'costs':
        applyToCosts();
        break;
      case 'growth':
        k.growth = a.set !== undefined ? fm.monthlyRate(a.set) : k.growth !== undefined ? k.growth * (a.factor ?? 1) : undefined;
        break;
      case 'mrr':
      case 'revenue':
      case 'arr':
        if (a.add !== undefined) {
          // New revenue on top: burn falls by as much.
          k.monthlyRevenue = (k.monthlyRevenue ?? 0) + a.add;
          if (k.monthlyNetBurn !== undefined) k.monthlyNetBurn -= a.add;
          k.runwayGiven = false;
          k.runway = undefined;
        } else k.monthlyRevenue = apply(k.monthlyRevenue);
        break;
      case 'cash':
        k.cash = apply(k.cash);
        k.runwayGiven = false;
        k.runway = undefined;
        break;
      case 'churn':
        k.churn = apply(k.churn);
        break;
      case 'cac':
        k.cac = apply(k.cac);
        break;
      case 'price':
      case 'arpu':
        k.arpu = apply(k.arpu);
        break;
      default:
        break;
    }
  }
  return k;
}

