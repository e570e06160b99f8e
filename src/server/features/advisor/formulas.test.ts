/**
 * The standard formulas (formulas.ts) and the answers around them, with sentences written
 * for these tests (none is in bench/advisor): each metric of issue 30 from its inputs in
 * a founder's words, scenario follow-ups on the figures said before, the one missing
 * figure asked for as a question, and never the commentary template.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_WORD_LIMITS } from '../../../contract/assistant';
import { loadAnalyst } from '../../platform/ai/offline/analyst';
import type { AnalystInput } from '../../platform/ai/types';
import { analyseQuestion } from './compute';
import { hireRunway } from './demo-offline';
import { groundingFor } from './grounding';
import { answer, chat } from '../../../../tests/support/advisor-chat';
import { readQuestion } from './question';
import { advise } from './reply';

/** The figure the answer leads with. */
function lead(focus: string, earlier: string[] = []) {
  const g = groundingFor(chat(focus, earlier))!;
  return g.analysis.findings[0];
}

describe('the standard formulas', () => {
  it.each([
    ['ARR climbed from $600k to $900k across 5 months; what is the compound monthly growth?', 'Growth', 0.0845],
    ['Beginning ARR of $4M, upsells of $600k, downgrades of $200k and $200k churned. NRR?', 'Net revenue retention', 1.05],
    ['Beginning ARR of $4M, upsells of $600k, downgrades of $200k and $200k churned. GRR?', 'Gross revenue retention', 0.9],
    ['Sales are $400k and cost of goods sold is $100k. What is the gross margin?', 'Gross margin', 0.75],
    ['Revenue of $50k a month with $20k of variable costs. Contribution margin?', 'Contribution margin', 0.6],
    ['Growth is 30% a year and EBITDA margin is 15%. Where are we on the rule of 40?', 'Rule of 40', 45],
    ['Net new ARR of $600k this quarter on $800k of S&M last quarter: magic number?', 'Magic number', 0.75],
    ['We see 9,000 DAU against 30,000 MAU. DAU/MAU?', 'DAU/MAU', 0.3],
    ['Fixed costs of $90k a month and a 60% gross margin: what revenue do we need to break even?', 'Break-even revenue', 150_000],
    ['Monthly churn is 3%. What share of a cohort is retained after 6 months?', 'Retention after 6 months', 0.97 ** 6],
    ['We have 200 customers on $50 a month. If the price goes to $60 and we lose 10% of them, what is the new MRR?', 'New MRR', 10_800],
    ['A designer on a $100k salary with 20% on top for taxes: fully loaded cost?', 'Fully loaded cost', 120_000],
    ['With 4M shares outstanding, how many options make a 20% option pool?', 'New options', 1_000_000],
    ['A $1M SAFE on a $10M post-money cap: what do the SAFE holders own?', 'SAFE holders own', 0.1],
    ['I hold 50% and we sell 20% of the company in the round. What do I own after?', 'Ownership after', 0.4],
    ['Monthly churn of 2%: what is the annual churn, compounded?', 'Annual churn', 1 - 0.98 ** 12],
    ['Cash went from $3M in March to $2.4M in June. What is our monthly burn?', 'Net burn', 200_000],
    ['Gross burn? Payroll $70k, rent $8k and tools $2k a month.', 'Gross burn', 80_000],
    ['Our ARR stands at $3.6M; what is the MRR?', 'MRR', 300_000],
    ['Each unit sells for $80 and variable costs are $20 per unit. Contribution margin?', 'Contribution margin', 0.75],
    ['A $250k convertible note at 6% simple interest converts after 2 years. Principal plus interest?', 'Converts', 280_000],
    ['What is LTV if a customer pays 40 a month and monthly churn is 4%, ignoring margin?', 'LTV', 1000],
    ['800 customers pay $25 a month. If the price rises 20% and 5% of them leave, by how much does MRR change?', 'MRR change', 2800],
    ['Net burn is $50k/month and ARR grew from $2M to $2.2M over the last 4 months. Burn multiple?', 'Burn multiple', 1],
    // Gross burn over the period its sentence names, and per person.
    ['Our yearly opex is €2.16m and revenue is €40k a month. Monthly gross burn?', 'Gross burn', 180_000],
    ['In total we spent $700k across the last 5 months. What was gross burn?', 'Gross burn', 140_000],
    ['9 engineers at 11k a month each plus 21k of other costs a month: gross monthly burn?', 'Gross burn', 120_000],
    // Net burn from the cash.
    ['We burned 450k of cash during the last quarter. Net burn per month?', 'Net burn', 150_000],
    ['We started the year with $5M and ended it with $3.2M. Average monthly burn?', 'Net burn', 150_000],
    // MRR and ARR from customers and what they pay, over tiers.
    ['300 accounts pay €120 each per month. What is our monthly recurring revenue?', 'MRR', 36_000],
    ['500 people on the $15/month plan and 40 companies on the $300/month plan: MRR?', 'MRR', 19_500],
    ['We have 30 customers on yearly contracts averaging $36k a year. What is our ARR?', 'ARR', 1_080_000],
    ['ARR is CHF 2.4M. What is that as a monthly figure, per month?', 'MRR', 200_000],
    // Compound growth per year, per week, from a multiple.
    ['Revenue went from $1M to $2.25M over two years. What is the yearly growth rate?', 'Growth', 0.5],
    ['Signups went from 1,000 to 1,210 in 2 weeks. Weekly growth rate?', 'Growth', 0.1],
    ['Our MRR tripled in 12 months. Monthly growth rate?', 'Growth', 3 ** (1 / 12) - 1],
    // Months to a goal, compound and linear; break-even months.
    ['How many months to get from $20k to $80k MRR growing 20% a month?', 'Time to $80k', Math.log(4) / Math.log(1.2)],
    ['We have 250 paying teams and grow 10% a month. When will we reach 1,000 teams?', 'Time to 1,000', Math.log(4) / Math.log(1.1)],
    ['At 12% monthly growth, how many months until we double our MRR from 45k?', 'Time to $90k', Math.log(2) / Math.log(1.12)],
    ['MRR is $50k and grows 8% a month; costs are flat at $100k a month. When do we break even?', 'Break-even in', Math.log(2) / Math.log(1.08)],
    ['How long until we reach 6,000 members if we have 1,500 today and grow 20% a month?', 'Time to 6,000', Math.log(4) / Math.log(1.2)],
    // Session 35, unit economics and product metrics (sentences written for these tests).
    // Revenue churn counts downgrades; net revenue churn takes expansion off.
    ['Opening MRR €80k; cancelled MRR €2k, downgrades €1.2k, upsells €3k. Gross revenue churn?', 'Revenue churn', 0.04],
    ['Opening MRR €80k; cancelled MRR €2k, downgrades €1.2k, upsells €3k. Net revenue churn?', 'Revenue churn', 0.0025],
    // Churn from the ones still there, and from a lifetime.
    ['We began the quarter with 600 members and 582 of them are still paying. Churn rate?', 'Churn', 0.03],
    ['Clients stick around 40 months on average. What monthly churn does that imply?', 'Monthly churn', 0.025],
    // Logo retention with new customers left out.
    ['We opened the year at 400 clients, 60 cancelled and 90 joined. Logo retention?', 'Logo retention', 0.85],
    // Cohorts: a first month apart and then a share of the previous month; NRR compounding; average compounded retention.
    ['A cohort of 2,000 members: 50% remain after month 1, then each month retains 80% of the previous month. How many after month 3?', 'Customers left', 640],
    ['Our May cohort bills $10k MRR; its net revenue retention runs at 105% a month. What is that cohort MRR after 6 months?', 'Cohort MRR', 10_000 * 1.05 ** 6],
    ['A cohort of 1,000 teams, we lose 10% of the remaining ones every month. How many are left after 3 months?', 'Customers left', 729],
    ['1,000 joined in February and 810 of them were still active in April. Average monthly retention, compounded?', 'Monthly retention', 0.9],
    // Margins per unit, with a cost as a share of the price.
    ['Per delivery: fee $20, courier payout $12, packaging $3. Contribution margin %', 'Contribution margin', 0.25],
    ['Basket value €80, goods €40, shipping €8, card fee 2.5% of order value. Contribution margin per order in euros?', 'Contribution margin', 30],
    // Magic number from an MRR change; DAU/MAU asked as a bare ratio.
    ['MRR went from 100k to 125k over the quarter, S&M spend last quarter was 600k. Magic number?', 'Magic number', 0.5],
    ['There are 50k monthly actives and some 10k daily actives. Ratio?', 'DAU/MAU', 0.2],
    // CAC from a total whose breakdown is in brackets.
    ['S&M last quarter $300k (events $100k, salaries $200k) and 150 new customers. CAC?', 'CAC', 2000],
    // LTV from a revenue a month and a lifetime.
    ['Revenue-based LTV: €50/mo, clients stay 30 months, CAC €500. LTV:CAC?', 'LTV:CAC', 3],
    // Payback said as recovering the cost.
    ['It costs us €900 to acquire a client, who then pays €60/month at 75% gross margin. How many months until we recover it?', 'CAC payback', 20],
    // Funnels: a rate at each step.
    ['Top of funnel: 20k visits, 4% sign up, 50% of signups start a trial, 30% of trials pay. How many paying customers?', 'Paying customers', 120],
    ['We had 2,000 sign-ups last month and 300 of them became paying. Conversion from signup to paid?', 'Conversion', 15],
    ['Activation rate for March: 5,000 signups and 2,000 finished onboarding', 'Conversion', 40],
    // Price changes: ARR, the share a rise can lose, the customers a cut needs, the MRR change.
    ['We sit at €2M ARR and will lift prices 10% for all accounts at renewal, assuming nobody leaves. What is the new ARR?', 'New ARR', 2_200_000],
    ['If the plan moves from €20 to €25, what share of customers can we lose before MRR falls below today?', 'Customers you can lose', 0.2],
    ['We drop the price from $50 to $40 a month with 800 customers. How many customers do we need to keep the same MRR?', 'Customers needed', 1000],
    ['Thinking of a 10% price rise for our 2,000 subs paying $20; we would lose 5% of them. What is the change in MRR?', 'MRR change', 1800],
    // Hiring: employer contributions on a monthly salary; the runway a hire costs.
    ['Gross salary 6k per month plus 25% employer social charges: what does that employee cost us per year, fully loaded?', 'Fully loaded cost', 90_000],
    ['Cash 2.4M, burn 180k/mo. If we hire a head of sales at 240k/yr all-in, how much runway do we lose?', 'Runway lost', 2.4e6 / 180e3 - 2.4e6 / 200e3],
    // Rule of 40 and break-even customers.
    ['Revenue was 5M last year -> 6M this year and our EBITDA margin is 10%. Rule-of-40?', 'Rule of 40', 30],
    ['With €200 ARPA and a 75% margin, how many customers cover €150k of fixed costs a month?', 'Break-even', 1000],
  ])('%s', (text, label, value) => {
    const f = lead(text);
    expect(f?.label).toBe(label);
    expect(f!.value).toBeCloseTo(value, 3);
  });

  it('reads runway in any currency notation, and a burn said gross net of what customers pay', () => {
    expect(lead("We hold CHF 1'320'000 and burn CHF 60'000 a month. Runway?")?.value).toBeCloseTo(22, 1);
    expect(lead('Runway? We have 3,3 Mio € in the bank and burn 150k € a month.')?.value).toBeCloseTo(22, 1);
    expect(lead('Runway check. Bank: $2.7M. Burn: about $250k/mo gross; we collect $25k/mo from clients.')?.value).toBeCloseTo(12, 1);
    expect(lead('Runway? £1.8m in the bank, spending £130k pcm with £30k pcm coming in.')?.value).toBeCloseTo(18, 1);
    // Net burn with the cash known says the runway in its first sentence.
    expect(answer('Costs are 90k a month, MRR is 30k. Net burn and runway with 900k in the bank?').split('. ')[0]).toMatch(/15 months/);
  });

  it('does not add a net burn made of one cost line and no revenue beside another answer', () => {
    const text = answer('Per delivery: fee $20, courier payout $12, insurance $1.50. Contribution margin %');
    expect(text).toMatch(/^Contribution margin: 32\.5%/);
    expect(text).not.toMatch(/net burn/i);
  });

  it('default alive from a growth written with a plus sign', () => {
    expect(answer('Revenue $20k a month, +5% per month; costs $110k a month flat; cash $400k. Default alive?')).toMatch(/dead/i);
  });

  // Issue 30, unit economics and product metrics: each class in new words (written for these tests).
  it.each([
    // a metric named as the head or tail of a message with no question mark
    ['Customer lifetime value: subscribers pay $45/month each, churn 3% monthly, 80% gross margin', 'LTV', 1200],
    ['monthly revenue per seat 500, gross margin 70 percent, churn 2% monthly: LTV', 'LTV', 17_500],
    // a lifetime in months instead of a churn; "paying" before the amount
    ['Accounts stick around 30 months, paying $90/month, 60% margin. LTV?', 'LTV', 1620],
    // a yearly price and a yearly churn
    ['LTV with $2,400 a year ARPA, 50% gross margin and 20% annual churn?', 'LTV', 6000],
    // churn: the period asked for
    ['About 2% of our members cancel every month. What is that over a year, compounded?', 'Annual churn', 1 - 0.98 ** 12],
    ['annual churn 30%, what is the monthly equivalent compounded?', 'Monthly churn', 1 - 0.7 ** (1 / 12)],
    ['we lost 2k MRR to cancellations, MRR at the start was 80k. revenue churn %?', 'Revenue churn', 0.025],
    // retention and cohorts
    ['If 4% of users leave each month, what share is left after a year?', 'Retention after 12 months', 0.96 ** 12],
    ['Logo retention: 250 customers at the start of 2024, 220 of them still with us at year end', 'Logo retention', 0.88],
    ['March cohort: 500 users. 5% monthly churn. How many after 6 months?', 'Customers left', 500 * 0.95 ** 6],
    ['A cohort of 2,000 signups loses 30% in the first month and then 4% per month. How many remain after 5 months?', 'Customers left', 2000 * 0.7 * 0.96 ** 4],
    ['Cohort revenue: 50 customers at $200/month each, churn 2%/month. MRR from that cohort after 6 months?', 'Cohort MRR', 50 * 200 * 0.98 ** 6],
    // NRR: signed lines, verbs, a cohort's two ends
    ['opening MRR 50k, +5k expansion, -2k contraction, -1k churn. net revenue retention', 'Net revenue retention', 1.04],
    ['Work out NRR: opening ARR 4M, churned 0.4M, contracted 0.2M, expanded 1M', 'Net revenue retention', 1.1],
    ['The 2023 cohort began at 20k MRR; a year later it is 23k MRR. NRR of that cohort?', 'Net revenue retention', 1.15],
    ['A cohort of 100 customers at $300 MRR each; a year on 90 remain and they pay $350 each on average. Net revenue retention?', 'Net revenue retention', (90 * 350) / (100 * 300)],
    // margins: "GM", "CM", cost lines added up
    ['We charge $80 per user per month; each user costs us $10 in hosting and $6 in support. GM?', 'Gross margin', 0.8],
    ['Turnover of £800k, variable costs of £600k. CM ratio?', 'Contribution margin', 0.25],
    // DAU/MAU in words
    ['DAU 300k MAU 1.2M whats the ratio', 'DAU/MAU', 0.25],
    ['Stickiness: 4,000 daily users, 20,000 monthly users', 'DAU/MAU', 0.2],
    ['About 3k people use the app every day and 12k every month. DAU/MAU?', 'DAU/MAU', 0.25],
    // conversion: stages named before their counts, the step asked for
    ['Demos booked 80, closed-won 12. Conversion rate?', 'Conversion', 15],
    ['Signups 2,000, activated 800, converted to paid 120. What share of activated users convert to paid?', 'Activated to paid', 15],
    // price changes and their MRR effect
    ['Moving our price from $40 to $50 with 600 subscribers; we expect 10% to cancel. New MRR?', 'New MRR', 27_000],
    ['A price rise of 5% on 200k MRR, and we expect to lose 2% of customers. How much does MRR change?', 'MRR change', 200_000 * 1.05 * 0.98 - 200_000],
    ['We cut the price from $30 to $25 a month. We have 500 customers today. How many customers in total do we need to keep MRR flat?', 'Customers needed', 600],
    ['If we move our 100 customers from $200 to $250 per month and nobody leaves, how much extra MRR?', 'MRR change', 5000],
    // fully loaded hiring cost and its runway effect
    ['Fully loaded yearly cost of an engineer on a €80k gross salary with 25% employer costs?', 'Fully loaded cost', 100_000],
    ['Hiring 2 AEs at $90k base each, 20% on top for benefits: extra burn per month?', 'Monthly cost', 18_000],
    ['What is the monthly all-in cost of 3 designers at 80k each per year with 25% overhead?', 'Monthly cost', 25_000],
    ['We have $2m and net burn of $100k/month. We plan to hire a CFO at $180k/year fully loaded. What is the runway after?', 'New runway', 2_000_000 / 115_000],
  ])('%s', (text, label, value) => {
    const f = lead(text);
    expect(f?.label).toBe(label);
    expect(f!.value).toBeCloseTo(value, 2);
  });

  it('churn: dates are no quantities, "left us" is customers lost, new ones are not', () => {
    expect(answer('We had 400 accounts on 1 March and 12 of them had cancelled by 31 March. Churn for March?')).toMatch(/^(?:\w+ )?churn: 3%/i);
    expect(answer('Q2: 1,000 customers at the start, 60 left us and 90 new ones joined. Quarterly churn?')).toMatch(/^Churn: 6% a quarter/);
  });

  it('CAC from the sales team and marketing lines, and payback from what each new customer pays', () => {
    expect(lead('CAC: ads 30k/mo, 3 SDRs at 5k/mo each, 90 new customers per month')).toMatchObject({ label: 'CAC', value: 500 });
    expect(lead('Acquisition cost please: 2 salespeople at $8k/month each, $24k/month marketing, 20 deals a month')).toMatchObject({ label: 'CAC', value: 2000 });
    expect(lead('We spend 60,000 on S&M, 400 free signups of which 40 became paying customers. CAC per paying customer?')).toMatchObject({ label: 'CAC', value: 1500 });
    expect(lead('S&M spend of 90k brought 60 new customers paying 100/mo each, 75% GM. CAC payback period in months')).toMatchObject({ label: 'CAC payback', value: 20 });
    expect(lead('when does a customer pay back: acquisition cost $600, $50/mo subscription, margin 80%')).toMatchObject({ label: 'CAC payback', value: 15 });
  });

  it('asks for exactly the figure it is missing, as a question', () => {
    expect(answer('Our LTV is $4,500. LTV:CAC?')).toMatch(/CAC/);
    expect(answer('What would the post-money be if we raise $3M?')).toMatch(/pre-money/);
    expect(answer('How long is our runway with $2M in the bank?')).toMatch(/^What is your monthly net burn\?/);
    expect(answer('What is our DAU/MAU with 5,000 daily active users?')).toMatch(/^What is your monthly active users\?|^What are your monthly active users\?/);
  });
});

describe('scenario follow-ups reuse the figures said before', () => {
  const base = 'We have $1.2M in cash and burn $100k a month. Runway?';
  it('a new burn, a hire at a yearly salary, a bridge, new revenue', () => {
    expect(lead('And if burn drops to $80k?', [base])?.value).toBeCloseTo(15, 1);
    expect(lead('What if we hire three engineers at $120k a year each?', [base])?.value).toBeCloseTo(1_200_000 / 130_000, 1);
    expect(lead('What if we raise a $600k bridge?', [base])?.value).toBeCloseTo(18, 1);
    expect(lead('What if revenue goes up by $20k a month?', [base])?.value).toBeCloseTo(15, 1);
  });

  it('"should we be worried?" answers from the runway just computed', () => {
    const f = lead('Should we be worried?', [base]);
    expect(f?.topic).toBe('runway');
    expect(f?.value).toBeCloseTo(12, 1);
  });

  it('a scenario said verb first, a hire of one person at a yearly salary, a cost line cut', () => {
    expect(lead('and if we cut burn to $75k?', [base])?.value).toBeCloseTo(16, 1);
    expect(lead('What happens if we hire a head of marketing at 120k a year?', [base])?.value).toBeCloseTo(1_200_000 / 110_000, 1);
    expect(lead('and what if we also cut 25k of tooling costs?', [base])?.value).toBeCloseTo(16, 1);
    // The payback asked before, at the new price.
    expect(lead('What if we raise the price to $100?', ['CAC is $1,200 and customers pay $75/mo at 80% margin. Payback?'])?.value).toBeCloseTo(15, 1);
    // A price what-if on the customers said before.
    expect(lead('And if prices go up 10% and 20% of them leave?', ['We have 400 customers at $50/month. MRR?'])?.value).toBeCloseTo(17_600, 0);
    // A growth carried to a named month; a steady number added each month to a goal.
    expect(lead('At that growth, what is MRR in October?', ['MRR was 40k in April and 50k in July, monthly growth?'])?.value).toBeCloseTo(62_500, 0);
    expect(lead('If we sign 25 a month, when do we reach 400?', ['We have 150 clients.'])?.value).toBeCloseTo(10, 1);
  });

  it('"is that dangerous?" gives the verdict on the runway just computed, with the figure first', () => {
    const a = answer('is that dangerous?', ['Runway with €600k cash and €120k monthly net burn?']);
    expect(a.split(/(?<=\.)\s/)[0]).toMatch(/5 months/);
    expect(a).toMatch(/^Yes/);
    expect(answer('should we be concerned?', ['We have $4M and burn $100k a month. Runway?'])).toMatch(/^No\b[^.]*40 months/);
  });

  it('the formula asked before, on the new figure', () => {
    expect(lead('and if COGS falls to $30k?', ['Revenue is $150k a month and COGS is $45k. Gross margin?'])?.value).toBeCloseTo(0.8, 3);
  });
});

describe('churn from two counts, and a target below where you are', () => {
  it('churn is the drop between two counts of the same customers over the first, when nobody new came', () => {
    expect(lead('Subscribers: 2,000 at the start of March and 1,940 at the end, zero new customers. Churn rate?')?.value).toBeCloseTo(3, 3);
    expect(lead('We had 850 clients in January and 799 now, with no new signups. What churn is that?')?.value).toBeCloseTo(6, 3);
    // "18 gone" is the customers lost, not the count after.
    expect(lead('We began the quarter with 450 customers; 18 gone by its end, nobody new. Quarterly churn?')?.value).toBeCloseTo(4, 3);
  });

  it('months to a lower goal at a negative growth rate: ln(goal ÷ now) ÷ ln(1 + g)', () => {
    expect(lead('ARR is 3M and sliding, -4% MoM. How long until it drops to 2.4M?')?.value).toBeCloseTo(Math.log(0.8) / Math.log(0.96), 3);
    expect(answer('Our MRR sits at $120k, -2% MoM. How many months until we hit $100k?')).toMatch(/^Time to \$100k: 9 months \(\$120k shrinking 2% a month/);
  });
});

describe('no nonsense and no template', () => {
  it('a count is never a revenue target: no negative "growth needed"', () => {
    const q = { ...readQuestion('MRR 52k. We want 3 new customers in 3 months.'), intent: 'statement' as const };
    expect(analyseQuestion(q).findings.find((f) => f.topic === 'growthNeeded')).toBeUndefined();
  });

  it('a chat always gets an answer, a question for one figure, or one sentence on what it computes; never labelled sections', () => {
    const texts = [
      'Which investor should I talk to first?',
      'Our gross margin is 70%.',
      'What is the weather like in Lisbon?',
      'Tell me about our team morale.',
      'We have 40 employees and 3 offices.',
      'good night',
    ];
    for (const t of texts) {
      const a = answer(t);
      expect(a, t).toBeTruthy();
      expect(a, t).not.toMatch(/(?:^|[.!?]\s+)(?:Focus|Key numbers?|Next step):/);
    }
    expect(answer('What is the weather like in Lisbon?')).toMatch(/^That is outside what I compute offline; from your figures I can work out runway/);
  });

  it('never a bracketed placeholder: no "[Name]", "[milestone]" or "[date]" left for the user to fill', () => {
    const texts = [
      'Put together a quarterly letter for our shareholders: revenue grew to $3.1M and we hired 4 people.',
      'Could you write a LinkedIn post announcing our Series A?',
      'Prepare a message for the team about the office move.',
      'Write a cold email to a fund partner, we are at $45k MRR.',
      'Draft the notice to customers that our plans get 15% dearer in March.',
      'Send a welcome note to people who just signed up.',
      'Give me a plan to lift activation this quarter.',
      'Make a plan to fix our hiring funnel.',
      'Should we open an office in Berlin?',
      'hello there',
      'We have $900k and spend $75k a month. How long do we last?',
      'What is our brand awareness score?',
    ];
    for (const t of texts) expect(answer(t), t).not.toMatch(/\[[A-Za-z][^\]]*\]/);
  });
});

describe('the demo advisor: a hire changes the runway', () => {
  beforeAll(() => loadAnalyst(), 30_000);
  const demo: AnalystInput = {
    task: 'advisor',
    style: 'business',
    wordLimit: AI_WORD_LIMITS.advisor,
    focus: 'What happens to runway if we hire the VP of Sales?',
    metrics: { arr: '$847K', burnRate: '$140K/month', cash: '$2.1M' },
    decisions: [
      {
        title: 'Hire a VP of Sales',
        status: 'pending',
        urgency: 'high',
        options: [{ title: 'Retained executive search', investment: '$85K search fee + $240K salary' }],
      },
    ],
  };

  it('prices the hire from the decision and computes the new runway', () => {
    const text = hireRunway(demo)!;
    // (2.1M − 85k) ÷ (140k + 20k) = 12.6 months, down from 15.
    expect(text).toMatch(/^New runway: 12\.6 months/);
    expect(text).toContain('down from 15 months');
  });

  it('answers only a hire question', () => {
    expect(hireRunway({ ...demo, focus: 'What is our runway?' })).toBeUndefined();
  });

  it('the plain runway question is still the runway', () => {
    const g = groundingFor({ ...demo, focus: 'What is our runway?' })!;
    expect(advise({ question: g.question, analysis: g.analysis, style: 'business', wordLimit: 50 })).toMatch(/^Runway: 15 months/);
  });
});

describe('flows, targets, break-even and follow-ups (issue 30, round 3)', () => {
  const first = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/)[0]!;

  it('answers a runway in the unit asked, from a stock said in words', () => {
    // 300k ÷ (15k × 52 / 12) = 4.6 months = 20 weeks.
    expect(first(answer('Roughly how many weeks does three hundred thousand last when we spend 15k a week with no revenue?'))).toMatch(/20 weeks/);
    expect(first(answer('two and a half million in the bank, burn 125k a month: runway?'))).toMatch(/20 months/);
  });

  it('takes the cash said now over the cash said before, and what all the customers pay as revenue', () => {
    // 900k ÷ (100k − 40k) = 15.
    expect(first(answer('In January we had 1.4M in the bank, today there is 900k. Costs are 100k a month and our customers pay us 40k a month. Runway?'))).toMatch(/15 months/);
  });

  it('reads a growth said to be zero: flat revenue is default dead when costs are higher', () => {
    expect(answer('Revenue is 30k a month with no growth, costs 70k a month, 1M in the bank. Default alive?')).toMatch(/^Default dead: cash runs out in 25 months/);
  });

  it('averages spends said month by month, and burn between two balances with a raise between', () => {
    expect(lead('We spent 90k in April, 110k in May and 130k in June. Average gross burn a month?')?.value).toBeCloseTo(110_000);
    // (1.5M + 500k − 1.7M) ÷ 3 months.
    expect(lead('Balance was 1.5M in March and 1.7M in June after a 500k bridge came in. Net burn per month over the 3 months?')?.value).toBeCloseTo(100_000);
  });

  it('turns a quarter’s revenue into MRR and converts a growth rate between periods', () => {
    expect(lead('Subscription revenue last quarter was 270k, flat across the months. MRR?')?.value).toBeCloseTo(90_000);
    expect(lead('We grow 3% a month. As a yearly rate, compounded?')?.value).toBeCloseTo(1.03 ** 12 - 1, 4);
    expect(lead('Bookings went from 100k in Q2 to 144k in Q4. Average quarterly growth?')?.value).toBeCloseTo(0.2, 4);
  });

  it('months to a goal: in weeks, to an ARR goal from an MRR, when the revenue triples, and linear', () => {
    expect(lead('500 members now, growing 10% a week. How many weeks to 1,000 members?')?.display).toBe('7.3 weeks');
    // 600k ARR = 50k MRR; ln(50/25)/ln(1.05) = 14.2.
    expect(lead('How long to reach $600k ARR from $25k MRR at 5% a month?')?.value).toBeCloseTo(Math.log(2) / Math.log(1.05), 2);
    expect(lead('At 10% growth per quarter, how many months until our revenue doubles from 200k?')?.value).toBeCloseTo((3 * Math.log(2)) / Math.log(1.1), 1);
    expect(lead('MRR is $10k and we add a steady $2k of new MRR each month. Months to reach $30k MRR?')?.value).toBeCloseTo(10);
  });

  it('break-even: per customer contribution, price less variable cost, linear revenue, a year’s revenue', () => {
    expect(lead('Fixed costs are $60k a month and contribution per customer is $200 a month. How many customers to break even?')?.value).toBeCloseTo(300);
    expect(lead('Fixed costs $30k a month, a kit sells for $90, variable cost $40. Kits per month to break even?')?.value).toBeCloseTo(600);
    expect(lead('Costs are 180k a month, flat. MRR is 60k and grows by 20k every month. Months until break-even?')?.value).toBeCloseTo(6);
    expect(lead('Fixed costs of 600k a year at a 60% contribution margin. Break-even revenue per year?')?.display).toBe('$1M a year');
  });

  it('Rule of 40 from an EBITDA amount', () => {
    // 25% growth + 400k ÷ 5M = 8% → 33.
    expect(lead('Revenue 4M last year and 5M this year, EBITDA this year 400k. Rule of 40 score?')?.value).toBeCloseTo(33);
  });

  it('follow-ups change two inputs in turn, carry a growth to a target, re-run a formula, convert a rate', () => {
    const burn = ['Cash 1.8M, burn 120k a month. Runway?', 'What if we hire 2 designers at $90k a year each?'];
    // 1.8M ÷ (120k + 15k − 25k).
    expect(lead('And if we also cut ads by 25k a month?', [...burn].reverse())?.value).toBeCloseTo(1_800_000 / 110_000, 2);
    expect(lead('And if burn rises by 30k?', ['We have 900k and net burn is 60k a month. Runway?'])?.value).toBeCloseTo(10);
    // (33/25)^(1/2) − 1 a month from 33k to 50k.
    const g = Math.sqrt(33 / 25) - 1;
    expect(lead('And at that pace, when do we hit 50k?', ['Revenue went from 25k to 33k in 2 months. Monthly growth?'])?.value).toBeCloseTo(Math.log(50 / 33) / Math.log(1 + g), 1);
    expect(lead('And if we cut COGS by 10k?', ['Gross margin with revenue 100k and COGS 40k?'])?.value).toBeCloseTo(0.7);
    expect(lead('What is that per year, compounded?', ['We had 400 accounts and lost 12 this month. Churn?'])?.value).toBeCloseTo(1 - 0.97 ** 12, 3);
    expect(lead('And in 6 months?', ['MRR 50k, churn 3% a month and no new sales. MRR in 3 months?'])?.value).toBeCloseTo(50_000 * 0.97 ** 6, 0);
    expect(lead('And if we add 2M next year with the same burn?', ['We burned 4M and added 1M net new ARR this year. Burn multiple?'])?.value).toBeCloseTo(2);
    expect(lead('And if we raise prices by 25%?', ['CAC 900, ARPA 60 a month at 80% gross margin. Payback?'])?.value).toBeCloseTo(900 / (75 * 0.8), 2);
  });

  it('answers a runway asked backwards: the cash for a span, the burn a span allows', () => {
    expect(lead('Our net burn is 45k a month. How much cash do we need to last 20 months?')?.value).toBeCloseTo(900_000);
    expect(lead('We hold 960k. What burn lets us last 2 years?')?.value).toBeCloseTo(40_000);
  });

  it('says a pitch or any other email is beyond it, with what it computes instead', () => {
    expect(answer('Can you write our pitch to an angel?')).toMatch(/^I cannot write pitches or other prose offline: I only know the figures you give me/);
    expect(answer('Write an email to a supplier about the late invoice.')).toMatch(/^I cannot write emails or other prose offline, so no draft on the late invoice\. What I compute are founder figures/);
    // The figures of the request are read back and what follows from them is offered.
    expect(answer('Compose the monthly note to our angels: ARR now $2.3M, 140 customers, 11 months of cash left.')).toMatch(
      /^I cannot write messages or other prose offline; from your figures: ARR \$2\.3M, customers 140, runway 11 months\./,
    );
  });
});
