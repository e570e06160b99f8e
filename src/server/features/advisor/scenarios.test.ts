/**
 * Cohorts, price changes with a volume response, and hire plans (scenarios.ts), with sentences
 * written for these tests (none is in bench/advisor), through the whole offline advisor.
 */
import { describe, expect, it } from 'vitest';
import { answer, lead } from '../../../../tests/support/advisor-chat';

describe('cohorts', () => {
  it.each([
    // A first month unlike the rest, followed to a month by its index.
    ['Our Q2 cohort had 500 accounts. Only 70% made it through the first month and after that 90% stick around each month. Accounts remaining by month 5?', 500 * 0.7 * 0.9 ** 4],
    ['Month 1 churn is 25% for a 1,200-user cohort; from then on 4% leave per month. How many users are still active at the end of month 10?', 1200 * 0.75 * 0.96 ** 9],
    // One verb for both rates: the second takes the sense of the first.
    ['Each signup cohort drops 35% during the first month and then 6% monthly. Of 2,000 signups, how many remain after 8 months?', 2000 * 0.65 * 0.94 ** 7],
    // The share kept, asked without a count.
    ['First-month retention 60%, later 97% retained every month. What retention do we have by month 7?', 0.6 * 0.97 ** 6],
  ])('%s', (q, value) => {
    expect(lead(q)!.value).toBeCloseTo(value, 2);
  });

  it('adds up what a cohort pays over its first months', () => {
    const v = lead('600 customers at €25 a month join in January; each month 8% of them cancel. What is the cumulative revenue from them over the first 6 months?')!.value;
    let total = 0;
    for (let m = 1; m <= 6; m++) total += 600 * 25 * 0.92 ** (m - 1);
    expect(v).toBeCloseTo(total, 0);
  });

  it('reads a retention at month N from values said month by month', () => {
    expect(lead('Cohort revenue: 40k in month 0, 36k in month 6 and 38k in month 12. What is the revenue retention of that cohort at month 6?')!.value).toBeCloseTo(0.9, 4);
    expect(lead('We signed 250 logos in month 0 and 180 are left in month 9. Retention at month 9?')!.value).toBeCloseTo(0.72, 4);
  });
});

describe('price changes where the customer count responds', () => {
  it.each([
    ['Dropping our plan price from $80 to $60 would triple the number of users from 150. New MRR?', 450 * 60],
    ['We charge £12 per licence on 3 000 licences. If prices go up 25% and 10% of licences cancel, by how much does MRR change?', 2700 * 15 - 36000],
    ['Halving the price from 40 to 20 a month doubles our subscribers from 900; what will the MRR be?', 1800 * 20],
  ])('%s', (q, value) => {
    expect(lead(q)!.value).toBeCloseTo(value, 0);
  });
});

describe('hire plans', () => {
  it.each([
    // A load said as a multiplier, the monthly burn it adds.
    ['Adding three designers on 90k a year each with a 1.25x overhead multiplier: by how much will our monthly burn increase?', (3 * 90_000 * 1.25) / 12],
    // Monthly pay, fully loaded: the runway it costs.
    ['Cash 2.4M, net burn 120k a month. We plan 4 new hires at 8k/mo each, fully loaded. How much runway would we lose?', 20 - 2_400_000 / 152_000],
    // The most hires a runway floor allows, whole people.
    ['We have €3M in the bank and burn €150k a month. How many developers at €12k a month fully loaded can we add and still keep 15 months of runway?', 4],
  ])('%s', (q, value) => {
    expect(lead(q)!.value).toBeCloseTo(value, 1);
  });

  it('leads with the figure, in the question currency, with no template', () => {
    const text = answer('We have €3M in the bank and burn €150k a month. How many developers at €12k a month fully loaded can we add and still keep 15 months of runway?');
    expect(text).toMatch(/^Hires you can afford: 4 \(/);
    expect(text).not.toMatch(/\$|Focus:|Key numbers:/);
  });
});

describe('what a hire plan costs (session 37)', () => {
  it.each([
    // Pay said per month after a count of people, a load in words: the team's month.
    ['Bringing on 4 developers at 5k/month gross each, plus 18% employer taxes on top. Total monthly cost for the team?', 4 * 5000 * 1.18],
    // One-off costs count in the first year only.
    ['£50k salary, 13% employer NI and pension, and a £2k laptop once. What is the first-year cost to the company?', 50000 * 1.13 + 2000],
    // A commission on top of the base carries the same load.
    ['Annual cost of an account exec: $80k base plus $40k commission, 10% payroll taxes on both?', 120000 * 1.1],
  ])('%s', (q, value) => {
    expect(lead(q)!.value).toBeCloseTo(value, 0);
  });

  it('reads a multiplier on the salary and the runway the hires cost', () => {
    expect(lead('We have $3M and burn $150k a month. Adding three engineers on $100k/yr, loaded = salary x 1.2. New runway?')!.value).toBeCloseTo(3e6 / (150000 + 30000), 2);
    expect(lead('How many months of runway would a CFO on 240k/yr all-in cost us? Cash 1.8M, net burn 90k/mo.')!.value).toBeCloseTo(20 - 1.8e6 / 110000, 2);
  });
});

describe('break-even in units (session 37)', () => {
  it.each([
    ['Overheads of 24k a month and each subscriber contributes 80/mo after variable costs. How many subscribers to break even?', 300],
    ['We charge $40 per box, the variable cost per box is $15 and fixed costs are $50k a month. Break-even boxes?', 2000],
    ['Right now 120 clients pay $250/mo at a 60% gross margin; fixed costs run $45k/mo. How many more clients until we break even?', 45000 / 150 - 120],
  ])('%s', (q, value) => {
    expect(lead(q)!.value).toBeCloseTo(value, 1);
  });
});

describe('price changes with a volume response (session 37)', () => {
  it.each([
    // The units said "at" a price, the new price said as a move, a share lost.
    ['Today 400 users at $50; if we move them to $60, about 10% of them will cancel. What happens to MRR, by how much?', 360 * 60 - 400 * 50],
    // The count itself moves, prices without a currency.
    ['Dropping the price from 30 to 24 should take subscribers from 1,000 to 1,300. How much does MRR change?', 1300 * 24 - 1000 * 30],
    // Yearly prices joined by an arrow; a churn the change causes; the ARR asked.
    ['Our yearly contract moves 2,000 -> 2,300 for 150 companies and we expect 20% churn because of it. What is the new ARR?', 120 * 2300],
  ])('%s', (q, value) => {
    expect(lead(q)!.value).toBeCloseTo(value, 0);
  });

  it('counts the units a rise can lose before revenue falls below today', () => {
    expect(lead('A +25% price on 800 licences at 20/mo: how many licences could we lose before MRR drops under today?')!.value).toBeCloseTo(800 * (1 - 1 / 1.25), 2);
    expect(lead('Going from 50 to 60 a seat for 300 seats, what share of seats can we lose before we earn less?')!.value).toBeCloseTo(1 - 50 / 60, 4);
  });
});

describe('cohort shapes (session 37)', () => {
  it('reads a cohort table by its month columns and the row the question names', () => {
    const table = 'signup month | m0 | m1 | m2\njan | 5000 | 4600 | 4400\nfeb | 8000 | 7600 | 7900\nWhat is m2 revenue retention for feb?';
    expect(lead(table)!.value).toBeCloseTo(7900 / 8000, 4);
  });

  it('adds up a cohort said as one MRR amount that decays', () => {
    let total = 0;
    for (let t = 0; t < 6; t++) total += 8000 * 0.9 ** t;
    expect(lead('The April cohort starts at €8k MRR and loses 10% of that MRR each month. Total revenue from it over the first 6 months?')!.value).toBeCloseTo(total, 0);
  });

  it('takes a share said "of" a group counted before as a share of that count', () => {
    expect(lead('2,500 trials started, 500 converted, and 70% of converted renewed after a year. How many renewed customers is that?')!.value).toBeCloseTo(350, 4);
  });
});

describe('a cohort seen at one point (session 38)', () => {
  it.each([
    // Step shares chained "of those": the product.
    ['The autumn cohort counted 900 trial users. 70% converted after the first month and 85% of those renewed in month two. How many remain?', 900 * 0.7 * 0.85],
    // One share said at the point asked, times what each pays, shifted by a share said of the price.
    ['Our 2024 cohort: 320 accounts paying $40 a month each. Two years on, 55% are still active and they spend 15% more than at signup. What MRR does that cohort bring now?', 320 * 0.55 * 40 * 1.15],
    ['A cohort of 2,500 installs; at month 6, 12% are still active, each paying £8/mo. Revenue from the cohort at month 6?', 2500 * 0.12 * 8],
  ])('%s', (q, value) => {
    expect(lead(q)!.value).toBeCloseTo(value, 2);
  });

  it('sums every count lost, the later ones said without a verb of their own', () => {
    expect(lead('The October cohort opened with 64 clients; 5 cancelled in November, 3 in December and 2 in January. Retention over the three months?')!.value).toBeCloseTo(54 / 64, 4);
    // No "cohort" word: two or more counts lost from one starting count.
    expect(lead('We onboarded 200 schools last spring. 9 dropped out in June and 11 in July. What share did we keep?')!.value).toBeCloseTo(180 / 200, 4);
  });

  it('leaves a rate said for every month to the compounding cohort formula', () => {
    expect(lead('A cohort of 400 members, each paying €20/month, loses 5% every month. What MRR is left after 10 months?')!.value).not.toBeCloseTo(400 * 0.95 * 20, 0);
  });
});

describe('price changes said on revenue, with no customer count (session 38)', () => {
  it.each([
    ['Our MRR is €120k. A 10% price rise would cost us 4% of our customers. What is MRR after it?', 120000 * 1.1 * 0.96],
    ['ARR $3M today; if we lift prices by 20% and lose 8% of logos, what is the resulting ARR?', 3e6 * 1.2 * 0.92],
    // The break-even loss needs no count.
    ['If we put through a 50% price increase, what percentage of clients could walk away before revenue drops?', 1 - 1 / 1.5],
  ])('%s', (q, value) => {
    expect(lead(q)!.value).toBeCloseTo(value, 3);
  });

  it('reads customers won or lost as a count beside a price cut', () => {
    // 240 seats at 50, price cut 20% wins 60 seats: 300 × 40 − 240 × 50.
    expect(lead('We sell 240 seats at $50 per seat per month. Cutting the price 20% should win 60 more seats. By how much does MRR change?')!.value).toBeCloseTo(300 * 40 - 240 * 50, 0);
  });
});

describe('the cost of a hire (session 38)', () => {
  it('loads the pay when "fully loaded" is what is asked, not what the pay is', () => {
    expect(lead('A data scientist earns £84k a year and employer on-costs add 20%. Fully loaded, what is that per month?')!.value).toBeCloseTo((84000 * 1.2) / 12, 0);
    // Pay said already loaded: no load on top.
    expect(lead('Our sales lead costs 96k fully loaded. Monthly cost?')!.value).toBeCloseTo(8000, 0);
  });

  it('adds running costs a head said with their own period, unloaded', () => {
    expect(lead('Base 60k per year, 25% for taxes and benefits, plus $250 a month of software licences. Fully loaded per month?')!.value).toBeCloseTo((60000 * 1.25) / 12 + 250, 0);
  });

  it('pays hires staggered through the year from their start month to December', () => {
    const v = lead('We add 3 support agents in March and 2 more in September, each on 48k a year. What do they cost this year?')!.value;
    expect(v).toBeCloseTo(3 * 4000 * 10 + 2 * 4000 * 4, 0);
    expect(lead('Hiring a CFO on 180k salary, starting in October. Cost for the rest of the year?')!.value).toBeCloseTo(15000 * 3, 0);
  });

  it('counts a recruiting fee said as a share of salary once', () => {
    expect(lead('Backend hire at 100k salary, 10% employer charges, a placement agency fee of 20% of salary. First-year cost?')!.value).toBeCloseTo(110000 + 20000, 0);
  });
});

describe('break-even from revenue and costs (session 38)', () => {
  it('the rise in revenue it takes', () => {
    expect(lead('Turnover is €90k a month against €117k of expenses. How much does revenue need to rise, in %, to break even?')!.value).toBeCloseTo(117 / 90 - 1, 4);
  });

  it('the months at a growth rate, with costs held flat', () => {
    expect(lead('Revenue is 50k a month, costs 75k, and revenue is growing 8% a month. When do we break even?')!.value).toBeCloseTo(Math.log(1.5) / Math.log(1.08), 3);
  });
});

describe('a rate over a quarter or a week (session 38)', () => {
  it.each([
    ['Churn runs at 2% a week. What is the quarterly churn, compounded?', 1 - 0.98 ** (3 * (52 / 12))],
    ['We keep 95% of customers every quarter. What is annual retention?', 0.95 ** 4],
    ['Quarterly growth of 30%: what is that per month, compounded?', 1.3 ** (1 / 3) - 1],
    // A retention per month over a year; the other side of the rate when the ask names it.
    ['Subscribers stay with us at 96% each month. What is their annual retention?', 0.96 ** 12],
    ['Each month we keep 97% of accounts. What is the yearly churn?', 1 - 0.97 ** 12],
  ])('%s', (q, value) => {
    expect(lead(q)!.value).toBeCloseTo(value, 3);
  });
});

describe('contribution from a list of per-unit lines (advshape3)', () => {
  it.each([
    // Every variable line comes off the price, a fee as a share of it; fixed costs stay out.
    ['Our candle kit retails at £40. Per kit we pay wax £7, jars £5, courier £6 and a card fee of 2% of the price; rent is £3,000 fixed. Contribution margin %?', (40 - 7 - 5 - 6 - 0.8) / 40],
    // Bare numbers with no currency, asked as money per unit.
    ['per meal: average basket 35, food cost 11, rider fee 6, packaging 1.5. CM per meal in money?', 35 - 11 - 6 - 1.5],
    // CM1 takes off only the product's own cost.
    ['Average order value $120, COGS $48, shipping $9, paid social $15 per order. CM1 per order in dollars?', 120 - 48],
    // "How much does each … contribute" is an amount.
    ['licence price €900 a year; per licence onboarding €150 and cloud €90. how much does each licence contribute?', 900 - 150 - 90],
  ])('%s', (q, value) => {
    expect(lead(q)!.value).toBeCloseTo(value, 2);
  });

  it('says no net burn from the per-unit lines', () => {
    expect(answer('price per bottle €25, liquid €6, glass €3, label €1. contribution per bottle in euros?')).not.toMatch(/net burn/i);
  });
});

describe('break-even and cohorts read from their lines (advshape3)', () => {
  it('break-even takes every variable line off what a customer pays', () => {
    expect(lead('Fixed overheads are 30k a month. A subscriber pays 50 a month; hosting 8 and support 12 per subscriber. Subscribers needed to break even?')!.value).toBeCloseTo(1000, 4);
  });

  it('a cohort table asked across its rows pools them (each member counts once)', () => {
    const table = 'cohort | m0 | m1 | m3\nJan | 200 | 150 | 120\nFeb | 300 | 240 | 210\nMar | 500 | 350 | 300\nOverall M3 retention, pooled across all cohorts?';
    expect(lead(table)!.value).toBeCloseTo((120 + 210 + 300) / 1000, 4);
  });

  it('"N% of the remaining" is a share lost when the verb before it loses', () => {
    expect(lead('2,500 trial users: 40% drop in month 1, then 10% of the remaining drop every month. How many are left after month 5?')!.value).toBeCloseTo(2500 * 0.6 * 0.9 ** 4, 1);
  });

  it('members kept, some of them on another price, give the cohort MRR', () => {
    expect(lead('Our spring cohort began with 400 members at $25 a month; a year on, 260 are still active and 30 of them moved to the $60 plan. Cohort MRR today?')!.value).toBeCloseTo(230 * 25 + 30 * 60, 4);
  });
});

describe('price moves and hire plans said in other shapes (advshape3)', () => {
  it('a new price said in its own sentence, after the old one, with a share cancelling', () => {
    expect(lead('1,500 subscribers pay 20 a month. We plan to move the price to 25 and think 8% of subscribers will cancel. New MRR?')!.value).toBeCloseTo(1380 * 25, 0);
  });

  it('a loading factor said after its number, and pay read at a count of people', () => {
    expect(lead('Yearly all-in cost for 4 developers at 90k base each, using a 1.25 overhead multiplier?')!.value).toBeCloseTo(4 * 90000 * 1.25, 0);
  });

  it('single hires said in words, each with its own start month', () => {
    expect(lead('We hire one designer in March and another in September, each 5k a month all-in. Cost this year?')!.value).toBeCloseTo(5000 * (10 + 4), 0);
  });
});

describe('hire costs said with dates and with a restated total (advshape4)', () => {
  it('a start said as a date counts from its month to December', () => {
    // 10 + 4 months of €7.5k for two and one.
    expect(lead('Two engineers join on the 1st of March and one designer on 1 September, each at €90k a year all-in. What do they cost this year?')!.value).toBeCloseTo((2 * 10 + 4) * 7500, 0);
  });

  it('an amount said as the total of the pay lines before it restates them, it is not another line', () => {
    expect(lead('Our new account manager: £50k base, £25k on-target bonus, and 10% employer charges on the combined £75k. Loaded cost per year?')!.value).toBeCloseTo(82_500, 0);
  });
});

describe('a contribution level defined in the question (advshape4)', () => {
  it('takes off the lines named after "after" and keeps those named after "before"', () => {
    expect(lead('Sales 300k; product cost 120k, packaging 15k, couriers 30k, influencers 45k. CM2 in % (after product cost, packaging and couriers, before influencers)?')!.value).toBeCloseTo(135 / 300, 4);
    expect(lead('Sales 300k; product cost 120k, packaging 15k, couriers 30k, influencers 45k. Contribution margin as a % before couriers and influencers?')!.value).toBeCloseTo(165 / 300, 4);
  });
});

describe('customers lost over a period (advshape4)', () => {
  it('the count times the share lost, compounded over the period asked', () => {
    expect(lead('Roughly 2,400 subscribers, 4% cancel every month. How many cancel in a month?')!.value).toBeCloseTo(96, 4);
    expect(lead('We have 1,500 accounts and lose 2% of them each month. How many accounts do we lose over a year?')!.value).toBeCloseTo(1500 * (1 - 0.98 ** 12), 3);
  });

  it('a follow-up that asks another period and only says the rate again', () => {
    expect(lead('and over a quarter? still 4% a month, compounding', ['Roughly 2,400 subscribers, 4% cancel every month. How many cancel in a month?'])!.value).toBeCloseTo(2400 * (1 - 0.96 ** 3), 3);
  });
});

describe('a price change answers alone (advshape4)', () => {
  it('no MRR beside it that multiplies the new price by the old count', () => {
    const raised = answer('We have 250 subscribers paying €60 a month. We lift the price to €75 and expect 8% of them to cancel. New MRR?')!;
    expect(raised).toMatch(/^New MRR: €17\.3k \(230 × €75\)/);
    expect(raised).not.toMatch(/250 customers × €75/);
    expect(answer('If we move the price from $30 to $36 a month, how many of our 600 customers can we lose and keep MRR flat?')).not.toMatch(/600 customers × \$36/);
  });
});
