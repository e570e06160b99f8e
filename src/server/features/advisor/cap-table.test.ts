/**
 * The cap table (cap-table.ts), with sentences written for these tests (none is in
 * bench/advisor): dilution over one round and several, pre- and post-money from each other,
 * from a stake and from a price per share, the option pool and its shuffle, SAFEs and notes,
 * follow-ups that change one term, answers in the user's currency, and the figure asked for
 * when one is missing.
 */
import { describe, expect, it } from 'vitest';
import { answer, lead } from '../../../../tests/support/advisor-chat';

const firstSentence = (s: string) => s.split(/(?<=[.!?])\s+(?=[A-Z])/)[0]!;

describe('dilution', () => {
  it.each([
    // One round, the share sold in any words.
    ['Suppose we accept €800k at a €3.2M pre-money: what share do we hand over?', 'Dilution', 0.2],
    ['Pre-seed: 1.5M on 6M pre. What % do the investors get?', 'Dilution', 0.2],
    ['The offer is €2M on a €6M pre. How much ownership do we lose?', 'Dilution', 0.25],
    ['Raising 3M on 9M pre. Post-money and dilution?', 'Dilution', 0.25],
    // A stake held, diluted by the round.
    ['I own 52% and we raise $4M at $16M pre. What is my stake afterwards?', 'Ownership after', 0.416],
    ['The two cofounders have 40% each and 20% is the pool. We raise 2M at 8M pre. What does each founder hold after?', 'Each holds after', 0.32],
    // A stake said as a share "of the company", before a round that sells a share "of the company": held, then diluted.
    ['We hold 75% of the equity between us; the seed sells 15% of the company and the A another 20%. What do we hold at the end?', 'Ownership after', 0.75 * 0.85 * 0.8],
    ['She has 30% of the business and the bridge gives the fund 10% of the company. Her share after?', 'Ownership after', 0.27],
    // Several rounds compound.
    ['We sold 15% at pre-seed and will sell 20% in the seed. What do the existing shareholders keep?', 'Existing holders keep', 0.85 * 0.8],
    ['We own 100% and plan three rounds selling 20%, 20% and 15%. What will we own at the end?', 'Ownership after', 0.8 * 0.8 * 0.85],
    // A plain valuation is read as the pre-money; "they" are the new investors.
    ['If a fund puts 6 million into us at a 24 million valuation, what percentage of the company do they take?', 'Dilution', 0.2],
    // Earlier investors hold a stake like anyone else.
    ['Our angels hold 10%. If the next round sells 25%, what do our angel investors hold afterwards?', 'Ownership after', 0.075],
    // New shares over the total after.
    ["We'll issue 2M new shares at £1 each; we have 8M shares now. What share do the new investors end up with?", 'Dilution', 0.2],
  ])('%s', (q, label, value) => {
    const f = lead(q)!;
    expect(f.label).toBe(label);
    expect(f.value).toBeCloseTo(value, 4);
  });

  it.each([
    // A stake asked as "my %", "our share".
    ['I have 30%. What is my percentage once a round selling 20% closes?', 'Ownership after', 0.24],
    // Rounds said to dilute everyone by a share.
    ['We own 55%. The seed dilutes all of us by 15% and the A another 20%. What is our share after both?', 'Ownership after', 0.55 * 0.85 * 0.8],
    // A share count said once, the other elliptically ("6M outstanding"); the new holders' share.
    ['We plan to issue 1.5M new shares and have 6M outstanding. What % do the new shareholders get?', 'Dilution', 0.2],
  ])('%s', (q, label, value) => {
    const f = lead(q)!;
    expect(f.label).toBe(label);
    expect(f.value).toBeCloseTo(value, 4);
  });

  it('counts the shares a round buys at its price', () => {
    const f = lead('How many shares go to an investor paying €900k at €0.30 a share?')!;
    expect(f.label).toBe('New shares');
    expect(f.value).toBeCloseTo(3_000_000, 0);
  });

  it('finds the lowest valuation that keeps dilution under a limit', () => {
    const f = lead('We need 2M and want to give up no more than 20%. What is the lowest pre-money we can accept?')!;
    expect(f.label).toBe('Minimum pre-money');
    expect(f.value).toBeCloseTo(8_000_000, 0);
    expect(lead('What valuation do we need so a 1.5M raise only costs us 12% dilution?')!.value).toBeCloseTo(11_000_000, 0);
  });
});

describe('pre- and post-money', () => {
  it.each([
    ['An angel offers £250k for 5% of the company. What valuation does that put on us post-money?', 'Post-money', 5_000_000],
    ['We take $1M for 12.5%. What is the pre-money valuation?', 'Pre-money', 7_000_000],
    ["What's the pre-money if the post-money is 30M and the new money is 6M?", 'Pre-money', 24_000_000],
    ['Pre-money valuation 10M, raising 2.5M: post-money?', 'Post-money', 12_500_000],
    // From a price per share and the shares before the round.
    ["The round is priced at $0.80 per share and we have 12M shares before it, raising $3M. What's the post-money?", 'Post-money', 12_600_000],
    ['We have 4M shares and the seed is priced at €0.50 a share. What is the pre-money?', 'Pre-money', 2_000_000],
  ])('%s', (q, label, value) => {
    const f = lead(q)!;
    expect(f.label).toBe(label);
    expect(f.value).toBeCloseTo(value, 0);
  });

  it('reads the round beside a valuation in words no rule names', () => {
    const f = lead('On lève 2 M€ à 8 M€ pre-money. Post-money?')!;
    expect(f.label).toBe('Post-money');
    expect(f.value).toBeCloseTo(10_000_000, 0);
  });

  it('asks for the share count when only the price per share is given', () => {
    expect(firstSentence(answer('The Series A is priced at $1.20 a share. What is the pre-money?'))).toBe('How many shares are there before the round?');
  });
});

describe('the option pool', () => {
  it.each([
    ['We have 5M shares and want to set aside a 15% option pool after the grant. How many options do we create?', 'New options', (5e6 * 0.15) / 0.85],
    // Options already in the pool count toward the target.
    ['8M fully diluted shares today, of which a 400k option pool. We want the pool at 12% of the new total: how many new options?', 'New options', (0.12 * 8e6 - 400e3) / 0.88],
    ['Our ESOP holds 600k options and the company has 7.4M shares fully diluted. What % is the pool?', 'Option pool', 600 / 7400],
    // Shares after the round said with any verb of holding ("the fund took 22%"): the founders hold the rest.
    ['After the round the fund took 22% and the pool sits at 8% post-money. What share is left for the founders?', 'Founders hold', 0.7],
    // The shuffle: a pool sized on the post-money, carved out of the pre-money.
    ['Series A: $8M at a $32M pre, plus a 10% option pool in the post-money taken from the pre. What do we founders keep if we own 75% now?', 'Founders own after', 0.75 * 0.7],
    ['The VC wants a 20% pool pre-money. We raise $4M at $16M pre. How much do the founders keep from their 90%?', 'Founders own after', 0.9 * 0.6],
    ['We are raising 2 million at a 10 million pre-money valuation with a 10% option pool created before the round. What is our dilution?', 'Dilution to existing holders', 2 / 12 + 0.1],
    // The shuffle asked as the pre-money that is left once the pool is paid for.
    ['Round of $3M on $12M pre with a 15% post-money pool from the pre. What is the true pre-money?', 'Effective pre-money', 12e6 - 0.15 * 15e6],
    // A pool with no round: it alone dilutes every holder.
    ['Founders have 70%. We create a 10% ESOP. What do the founders own after?', 'Ownership after', 0.63],
    // A pool grown from one share of the fully diluted total to another.
    ['Expand the ESOP from 8% to 12%; 10M fully diluted shares. How many options must we add?', 'New options', (0.04 * 10e6) / 0.88],
  ])('%s', (q, label, value) => {
    const f = lead(q)!;
    expect(f.label).toBe(label);
    expect(f.value).toBeCloseTo(value, 4);
  });
});

describe('SAFEs and convertible notes', () => {
  it.each([
    ['How does a $1M SAFE at a $12M post-money cap dilute us?', 'SAFE holders own', 1 / 12],
    ['Two post-money SAFEs of $250k each, both at a $4M post-money cap. Combined ownership of the holders?', 'SAFE holders own', 0.125],
    ['We have 3 SAFEs: $50k, $75k and $125k, each at a $2.5M post-money cap. Combined ownership?', 'SAFE holders own', 0.1],
    ['A pre-money SAFE of $300k with a $2.7M cap: what will the holder own?', 'SAFE holders own', 0.1],
    // A post-money SAFE, then a priced round that sells a stake (the cap is not a limit on dilution).
    ['$600k post-money SAFE with a $6M cap; the seed later sells 25%. What does the SAFE own after the seed?', 'SAFE holders own after', 0.075],
    // The lower of the cap price and the discount price.
    ["SAFE: $250k, $5M post-money valuation cap, 20% discount. Next round priced at $1.00 per share on an $8M pre-money. What's the conversion price?", 'Conversion price', 0.625],
    ['Our SAFE has a 25% discount and no cap; the A is at $3.20 a share. Conversion price?', 'Conversion price', 2.4],
    // Interest on a note, simple unless compounding is said.
    ['Our convertible note of $500k has 8% interest and converts after 15 months. What is the total converting?', 'Converts', 500_000 * (1 + 0.08 * 1.25)],
    ['Convertible note: $150k principal at 5% interest compounded yearly, converting in 3 years. How much converts?', 'Converts', 150_000 * 1.05 ** 3],
    // Shares issued at the conversion price.
    ['We have a $200k note with a $4M cap and 20% discount. The Series A is at $2.00 a share on a $10M pre-money. How many shares does the note get?', 'Shares', 250_000],
    ['A note worth $90k with interest, 10% discount, no cap, Series A at $1.50/share. How many shares?', 'Shares', 90_000 / 1.35],
  ])('%s', (q, label, value) => {
    const f = lead(q)!;
    expect(f.label).toBe(label);
    expect(f.value).toBeCloseTo(value, 4);
  });

  it('asks how long the note runs when interest is given without a term', () => {
    expect(firstSentence(answer('A $300k note at 6% interest: how much converts?'))).toBe('How long until the note converts?');
  });
});

describe('cap-table follow-ups and wording', () => {
  it('changes one term and keeps the question asked before', () => {
    expect(lead('And if the pre-money is 6M?', ['I own 60%. We raise 1M at 4M pre. What do I own after?'])!.value).toBeCloseTo(0.6 * (6 / 7), 4);
    expect(lead('what about at $12M pre?', ['We raise $2M at $8M pre. How much dilution?'])!.value).toBeCloseTo(2 / 14, 4);
    expect(lead('and with an $8M cap?', ['SAFE $100k, cap $5M. What does it own?'])!.value).toBeCloseTo(100 / 8000, 4);
  });

  it('writes amounts in the currency of the question and leads with the figure', () => {
    const text = answer('Pre-money of £12M and a £3M round: what is the post-money?');
    expect(firstSentence(text)).toMatch(/^Post-money: £15M \(/);
    expect(text).not.toMatch(/\$/);
    expect(text).not.toMatch(/Focus:|Key numbers:|Next step:/);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(60);
  });
});

describe('cap-table classes read from the words around each figure (session 36)', () => {
  it.each([
    // A stake held as shares of the total, diluted by new shares issued.
    ['My cofounder owns 3,000,000 out of the 10,000,000 outstanding shares and we will create 2,500,000 additional shares. Her percentage afterwards?', 'Ownership after', (3 / 10) * (10 / 12.5)],
    // A stake said with a possessive ("our 62%"), asked as what it becomes or what is left after.
    ['A fund is wiring £900k for 18% of the company. What does my 40% turn into?', 'Ownership after', 0.4 * 0.82],
    ['Seed of 2M on an 8M post; I have 55% going in. How much is left after the round?', 'Ownership after', 0.55 * 0.75],
    // A pool's size today is its share of the fully diluted count; a target pool "after" is a top-up.
    ['Our option pool equals 15% of 6,000,000 fully diluted shares. How many options are in it?', 'Options in the pool', 900_000],
    ['There are 4 500 000 shares now and we need a pool which should be 20% of the total once it is created. How many new options?', 'New options', 1_125_000],
    ['Cap table: 20 000 000 fully diluted including an ESOP of 1 000 000. Target 8% after topping it up. How many new options do we issue?', 'New options', (0.08 * 20e6 - 1e6) / 0.92],
  ])('%s', (q, label, value) => {
    const f = lead(q)!;
    expect(f.label).toBe(label);
    expect(f.value).toBeCloseTo(value, 2);
  });

  it('adds several SAFEs each over its own cap', () => {
    const f = lead('Three post-money SAFEs: $100k at a $5M cap, $250k at a $10M cap and $50k at a $2M cap. What share do they own together?')!;
    expect(f.value).toBeCloseTo(0.02 + 0.025 + 0.025, 4);
  });

  it('gives the valuation a note converts at: the lower of the cap and the discounted round', () => {
    expect(lead('Convertible with a €8M cap and a 15% discount. Series A priced at €12M pre-money. What valuation does it convert at?')!.value).toBeCloseTo(8e6, 0);
    expect(lead('Our note has a 20M cap and a 25% discount; the round is priced at 16M pre. Which valuation does the note convert at?')!.value).toBeCloseTo(12e6, 0);
  });
});

describe('cap-table shapes (session 37)', () => {
  it('reads a round named by the share it sells, after one said as dilution', () => {
    expect(lead('I hold 50% today. The seed dilutes us 20%, and later a 10% series A. What is my stake after both?')!.value).toBeCloseTo(0.5 * 0.8 * 0.9, 4);
  });

  it('splits what is left after the round between equal founders', () => {
    expect(lead('Three equal co-founders own 100% now. Post-money, the lead investor gets 30% and the ESOP 12%. What does each founder end up with?')!.value).toBeCloseTo(0.58 / 3, 4);
    expect(lead('After the round (post-money) the new investors hold 18% and a 12% option pool; the founders own the rest. Founders total?')!.value).toBeCloseTo(0.7, 4);
  });

  it('reads a discount in brackets and a round price said as "round price"', () => {
    expect(lead('A SAFE, discount only (20%), converts in a round at $5 per share. $100k in. How many shares?')!.value).toBeCloseTo(25000, 0);
    expect(lead('Our $200k convertible note has a 25% discount to the $4.00 round price, no interest. Shares?')!.value).toBeCloseTo(200000 / 3, 0);
  });
});

describe('cap-table classes (session 38)', () => {
  it.each([
    // The stake said as what the investor receives.
    ['An angel writes a $750k cheque and receives 12.5%. What is the pre-money?', 'Pre-money', 750000 / 0.125 - 750000],
    // Each verb form of a stake sold, rounds chained.
    ['I held 60% going into the pre-seed. The pre-seed gave away 10% and the seed another 25%. My stake after both?', 'Ownership after', 0.6 * 0.9 * 0.75],
    // The price per share from a valuation and the fully diluted count.
    ['Pre-money valuation of €18M and 12,000,000 fully diluted shares. What is the price per share?', 'Price per share', 1.5],
    // Several SAFEs, each said with its own cap.
    ['We have a $400k SAFE at an $8M post-money cap and $300k at a $6M post cap. What do SAFE holders own in total?', 'SAFE holders own', 0.05 + 0.05],
    // Options still free to grant.
    ['The ESOP is 15% of 20,000,000 fully diluted shares and 1.8M options are granted. How many options remain?', 'Options left', 1.2e6],
    // The pool counted in the post-money, the investor's stake said as what they want.
    ['The fund wants 25% and a 12% post-money option pool. What do the founders end up with?', 'Founders hold', 0.63],
  ])('%s', (q, label, value) => {
    const f = lead(q)!;
    expect(f.label).toBe(label);
    expect(f.value).toBeCloseTo(value, 4);
  });

  it('an effective pre-money asked of the existing holders', () => {
    const f = lead('Offer: 2M raise at a 8M pre-money that includes a new 10% option pool on the post. What is the effective pre-money for current holders?')!;
    expect(f.value).toBeCloseTo(8e6 - 0.1 * 10e6, 0);
  });
});

describe('shares, prices and pools said in other shapes (advshape3)', () => {
  it('new shares from the stake bought and the shares today', () => {
    expect(lead('A fund takes 20% of the company for $2M. We have 8M shares outstanding. Number of new shares to issue?')!.value).toBeCloseTo(2_000_000, 0);
  });

  it('a bare price per share said "in the round" gives the pre-money', () => {
    expect(lead('The seed price per share is 1.20 and we have 5,000,000 shares today. What is the pre-money?')!.value).toBeCloseTo(6_000_000, 0);
  });

  it('a pool in shares is diluted by the shares a round issues', () => {
    expect(lead('Our pool holds 600k options of 8M fully diluted shares; the round issues 2M new shares. Pool % after the round?')!.value).toBeCloseTo(0.06, 4);
  });
});
