/**
 * Follow-ups that build on the answers already given (follow-up.ts): a what-if that replaces one
 * input re-runs the earlier question, a turn asking the gap between two answers subtracts them,
 * a judgement judges the answer before. Sentences written for these tests (none is in bench/advisor).
 */
import { describe, expect, it } from 'vitest';
import { lead } from '../../../../tests/support/advisor-chat';
import { asksGap } from './follow-up';

describe('a what-if that replaces one input re-runs the earlier question', () => {
  it('a labelled figure of the same family replaces the one said before', () => {
    // "burn" after "net burn": the same input.
    expect(lead('ok, and suppose the burn were 50k?', ['We have €900k in the bank and a net burn of €75k a month. Runway?'])!.value).toBeCloseTo(18, 4);
  });

  it('"N instead of M" replaces M wherever it was said', () => {
    const v = lead('what if it had reached 90k rather than 72k?', ['Revenue climbed from 50k to 72k over 4 months. Monthly compound growth?'])!.value;
    expect(v).toBeCloseTo((90 / 50) ** (1 / 4) - 1, 3);
  });

  it('a count said again replaces the count of the earlier question', () => {
    expect(lead('and if only 40 signed up?', ['Spent $60k on ads in May which brought 150 new customers. What was our CAC?'])!.value).toBeCloseTo(1500, 4);
  });

  it('a bare number after a preposition replaces the one after the same preposition', () => {
    const six = lead('Revenue is $20k a month and growing 10% a month. Where will revenue be in 3 months?')!.value;
    const twelve = lead('and in 9?', ['Revenue is $20k a month and growing 10% a month. Where will revenue be in 3 months?'])!.value;
    expect(six).toBeCloseTo(20000 * 1.1 ** 3, 0);
    expect(twelve).toBeCloseTo(20000 * 1.1 ** 9, 0);
  });

  it('a bare amount with no preposition to match replaces the one earlier amount of its size', () => {
    expect(lead('and at 45k?', ['What runway do we have with 900k in cash and 60k net burn?'])!.value).toBeCloseTo(20, 4);
  });

  it('a multiple on an input scales the one figure of that family', () => {
    expect(lead('what happens if the net new ARR triples?', ['We burned $900k last year and added $300k of net new ARR. Burn multiple?'])!.value).toBeCloseTo(1, 4);
  });
});

describe('a what-if on revenue re-runs the runway chain', () => {
  it('revenue added in a what-if lowers the net burn, it is no new cash', () => {
    expect(lead('suppose we sign 12k of new MRR?', ['Bank balance €1.2M, net burn €72k a month: runway?'])!.value).toBeCloseTo(1.2e6 / 60000, 4);
    expect(lead('and what if we add 6k of MRR?', ['Bank balance €1.2M, net burn €72k a month: runway?'])!.value).toBeCloseTo(1.2e6 / 66000, 4);
  });
});

describe('what-ifs stack', () => {
  it('people and pay said in a later what-if add to the burn on top of the earlier one', () => {
    const earlier = ['We hold $2.4M and net burn is $120k a month. Runway?', 'what if we hire a PM at 12k a month?'];
    expect(lead('and two more developers at 8k a month each on top?', earlier)!.value).toBeCloseTo(2.4e6 / (120000 + 12000 + 16000), 2);
  });
});

describe('the gap between two earlier answers', () => {
  it.each([
    'how many months more is that than the original figure?',
    'what is the difference between the two runways?',
    'so versus the first one, how much longer?',
  ])('%s', (q) => {
    const earlier = ['and with net burn at $40k?', 'Cash is $600k, net burn $60k per month. How long is our runway?'];
    // earlier turns oldest first, as the chat sends them
    expect(lead(q, [...earlier].reverse())!.value).toBeCloseTo(15 - 10, 4);
  });

  it('subtracts percentages as points', () => {
    const f = lead('how many points better than the first margin is that?', ['Sales 400k, cost of goods 120k: gross margin?', 'and if cost of goods falls to 80k?'])!;
    expect(f.value).toBeCloseTo(10, 4);
    expect(f.display).toMatch(/points/);
  });

  it('is asked only by comparing words', () => {
    expect(asksGap('what is the runway?')).toBe(false);
    expect(asksGap('how does this compare with the first answer?')).toBe(true);
  });
});

describe('a judgement with no figure of its own', () => {
  it('judges the answer before it', () => {
    const f = lead('is that a problem?', ['Our monthly logo churn is 4%. What is that over a year, compounded?'])!;
    expect(f.value * (f.display.includes('%') && f.value < 1 ? 100 : 1)).toBeCloseTo((1 - 0.96 ** 12) * 100, 1);
  });
});

describe('short follow-ups asked of the figures before (session 38)', () => {
  it('a gap asked beside a what-if: this answer less the one referred to', () => {
    const v = lead('suppose we also trim burn by 10k: how many months longer than the original answer?', ['We hold $900k and burn $90k net per month. How long is our runway?'])!.value;
    expect(v).toBeCloseTo(900 / 80 - 10, 3);
  });

  it('a period alone asks the earlier question in that period', () => {
    expect(lead('what about quarterly?', ['Each month 4% of our subscribers cancel. What is annual churn, compounded?'])!.value).toBeCloseTo(1 - 0.96 ** 3, 4);
  });

  it('a currency asked converts the figure named at the rate said', () => {
    const f = lead('and the cash in pounds?', ['We have 2m dollars in the bank and net burn is 160k dollars a month; 0.8 pounds per dollar. Runway?'])!;
    expect(f.value).toBeCloseTo(1.6e6, 0);
    expect(lead('burn in francs?', ['Net burn €200k a month, €2.4M of cash, 1 euro = 0.95 francs. How long does it last?'])!.value).toBeCloseTo(190000, 0);
  });

  it('asks nothing new without a rate', () => {
    expect(lead('burn in yen?', ['Net burn €200k a month, €2.4M of cash. Runway?'])?.label ?? '').not.toMatch(/ in /);
  });
});

describe('a correction and a one-word re-ask re-run the earlier question (advshape3)', () => {
  it('"N, not M" and "sorry, X is N" correct the figure said before', () => {
    const before = ['Bank balance 600k, we burn 50k each month.'];
    expect(lead('oops, the balance is 800k, not 600k', before)!.value).toBeCloseTo(16, 4);
    expect(lead('correction: burn is 40k', ['We hold $1M and burn $50k monthly. How long will it last?'])!.value).toBeCloseTo(25, 4);
  });

  it('a bare amount replaces the same metric said with a currency', () => {
    expect(lead('and what if the CAC were 900?', ['CAC sits at €1,800, ARPA is €150 a month at 75% gross margin. Months to recover CAC?'])!.value).toBeCloseTo(8, 4);
  });

  it('a churn said per quarter compounds to a year from the rate as said', () => {
    expect(lead('and churn per year, compounded?', ['We lose 9% of our accounts every quarter. What is that monthly?'])!.value).toBeCloseTo(1 - 0.91 ** 4, 4);
    expect(lead('quarterly churn, compounded? we lose 2% of members a month.')!.value).toBeCloseTo(1 - 0.98 ** 3, 4);
  });

  it('customers lost said as a bare count beside the base give churn and retention', () => {
    expect(lead('We began May with 800 subscribers and lost 24. Churn rate?')!.value).toBeCloseTo(0.03, 4);
    expect(lead('and retention?', ['We serve 250 accounts and lose 5 each month. What is churn?'])!.value).toBeCloseTo(0.98, 4);
  });

  it('"new customers per week?" after a funnel is its bottom', () => {
    expect(lead('2,400 leads a week, 5% convert to paid. new customers per week?')!.value).toBeCloseTo(120, 4);
  });
});

describe('a short follow-up that asks the other side of a rate, or another period', () => {
  it('"and churn?" after a retention converted: the churn over the same period', () => {
    expect(lead('and churn?', ['We hold on to 92% of subscribers each month. Annual retention?'])!.value).toBeCloseTo(1 - 0.92 ** 12, 3);
    expect(lead('what about retention?', ['Logo churn sits at 3% a month. What is it over a year?'])!.value).toBeCloseTo(0.97 ** 12, 3);
  });

  it('"monthly?" after a rate said per quarter and a question with no period: the rate per month', () => {
    expect(lead('monthly?', ['Every quarter 12% of our accounts cancel. Should I worry?'])!.value).toBeCloseTo(1 - 0.88 ** (1 / 3), 3);
  });
});

describe('a currency asked with the rate in the same turn', () => {
  it('converts the answer before at the rate the turn gives, whichever way the rate is written', () => {
    expect(lead('and in euros? 1 USD = 0.9 EUR', ['Our MRR is $50k. What is the ARR?'])!.value).toBeCloseTo(540_000, 0);
    expect(lead("what's that in pounds, at 0.8 pounds per dollar?", ['ARR stands at $1.5M.'])!.value).toBeCloseTo(1_200_000, 0);
  });
});

describe('a what-if said with the bare verb, and the gap to the first answer', () => {
  it('"if sales halve", "if costs double": the named figure changes and the answer with it', () => {
    expect(lead('and if our sales halve?', ['We hold $900k, spend $100k a month and have sales of $40k a month. Runway?'])!.value).toBeCloseTo(900 / 80, 3);
  });

  it('a third turn compares with the first answer, not the second', () => {
    const turns = ['We hold $900k, spend $100k a month and have sales of $40k a month. Runway?', 'what if sales double?'];
    expect(lead('how many months more than the first answer is that?', turns)!.value).toBeCloseTo(900 / 20 - 15, 3);
  });
});

describe('a rate carried from the answer before is the computed one, not its rounded display', () => {
  it('compounds the unrounded monthly growth', () => {
    // 1.3^(12/3) − 1 exactly; the display's 9.14% would give 1.8563.
    expect(lead('and per year, compounded?', ['MRR rose from $40k to $52k over 3 months. Compound monthly growth?'])!.value).toBeCloseTo(1.3 ** 4 - 1, 4);
  });
});
