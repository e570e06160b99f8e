import { describe, expect, it } from 'vitest';
import {
  annualize,
  arpu,
  burnMultiple,
  cac,
  cacPaybackMonths,
  churnRate,
  cohortRevenue,
  defaultAlive,
  funnel,
  growthNeeded,
  ltv,
  ltvToCac,
  monthlyChurn,
  monthlyRate,
  monthsToTarget,
  monthsUntilFundraise,
  netBurn,
  pointChange,
  priceChangeEffect,
  revenueShare,
  roundTerms,
  runwayMonths,
  teamCosts,
} from './founder-math';

describe('founder math', () => {
  it('runway: cash over monthly net burn', () => {
    expect(runwayMonths(1_000_000, 80_000)).toBeCloseTo(12.5);
    expect(runwayMonths(300_000, 100_000)).toBe(3);
    expect(runwayMonths(500_000, 0)).toBeUndefined();
    expect(runwayMonths(500_000, -10_000)).toBeUndefined();
    expect(runwayMonths(-1, 10)).toBeUndefined();
  });

  it('net burn: costs minus revenue, and team costs from heads', () => {
    expect(netBurn(150_000, 40_000)).toBe(110_000);
    expect(netBurn(50_000, 70_000)).toBe(-20_000);
    expect(teamCosts(8, 12_000, 25_000)).toBe(121_000);
    expect(teamCosts(-2, 12_000)).toBeUndefined();
  });

  it('monthly rates from quarterly and yearly ones, compounding', () => {
    expect(monthlyRate(0.05)).toBeCloseTo(0.05);
    expect(monthlyRate(1, 'year')).toBeCloseTo(2 ** (1 / 12) - 1);
    expect(monthlyRate(0.331, 'quarter')).toBeCloseTo(0.1, 3);
    expect(monthlyRate(-1.5)).toBeUndefined();
    // 3% a week compounds to (1.03)^(52/12) − 1 a month.
    expect(monthlyRate(0.03, 'week')).toBeCloseTo(1.03 ** (52 / 12) - 1);
  });

  it('monthly churn from a yearly or quarterly one keeps the same survival', () => {
    // 20% a year lost: 0.8 survive, so 0.8^(1/12) a month.
    expect(monthlyChurn(0.2, 'year')).toBeCloseTo(1 - 0.8 ** (1 / 12));
    expect(monthlyChurn(0.1, 'quarter')).toBeCloseTo(1 - 0.9 ** (1 / 3));
    expect(monthlyChurn(0.04)).toBeCloseTo(0.04);
    expect(monthlyChurn(1.2)).toBeUndefined();
  });

  it('months to a revenue target at a growth rate, and the growth a deadline needs', () => {
    expect(monthsToTarget(25_000, 50_000, 0.15)).toBeCloseTo(Math.log(2) / Math.log(1.15));
    expect(monthsToTarget(80, 60, 0.1)).toBe(0);
    expect(monthsToTarget(80, 160, 0)).toBeUndefined();
    expect(growthNeeded(10_000, 40_000, 24)).toBeCloseTo(4 ** (1 / 24) - 1);
    expect(growthNeeded(10_000, 40_000, 0)).toBeUndefined();
  });

  it('default alive: revenue growing into flat costs before the cash runs out', () => {
    const alive = defaultAlive(50_000, 0.1, 80_000, 500_000)!;
    expect(alive.alive).toBe(true);
    expect(alive.breakEvenMonths).toBeCloseTo(Math.log(1.6) / Math.log(1.1));
    // Gaps 30k, 25k, 19.5k, 13.45k, 6.8k before month 5's revenue (80.5k) covers 80k.
    expect(alive.cashAtBreakEven).toBeCloseTo(500_000 - 30_000 - 25_000 - 19_500 - 13_450 - 6_795, 0);

    const dead = defaultAlive(10_000, 0.02, 90_000, 200_000)!;
    expect(dead.alive).toBe(false);
    // 80k, 79.8k, then 40.2k left against a 79.596k gap.
    expect(dead.cashOutMonths).toBeCloseTo(2 + 40_200 / 79_596, 3);

    expect(defaultAlive(100_000, 0, 90_000, 0)).toMatchObject({ alive: true, breakEvenMonths: 0 });
    expect(defaultAlive(10_000, 0, 90_000, 1_000_000)).toMatchObject({ alive: false, breakEvenMonths: undefined });
  });

  it('when to start fundraising: six months before the runway ends, or now', () => {
    expect(monthsUntilFundraise(20)).toBe(14);
    expect(monthsUntilFundraise(4)).toBe(0);
    expect(monthsUntilFundraise(12, 9)).toBe(3);
  });

  it('burn multiple: net burn over net new ARR', () => {
    expect(burnMultiple(900_000, 600_000)).toBe(1.5);
    expect(burnMultiple(100_000, 0)).toBeUndefined();
  });

  it('CAC, LTV with margin, LTV:CAC and payback', () => {
    expect(cac(60_000, 40)).toBe(1_500);
    expect(cac(60_000, 0)).toBeUndefined();
    expect(ltv(150, 0.05)).toBe(3_000);
    expect(ltv(150, 0.05, 0.7)).toBeCloseTo(2_100);
    expect(ltv(150, 0)).toBeUndefined();
    expect(ltvToCac(2_100, 700)).toBeCloseTo(3);
    expect(cacPaybackMonths(1_200, 150, 0.8)).toBe(10);
  });

  it('churn rate from counts, ARPU and ARR', () => {
    expect(churnRate(6, 120)).toBe(0.05);
    expect(churnRate(130, 120)).toBeUndefined();
    expect(arpu(36_000, 240)).toBe(150);
    expect(annualize(42_000)).toBe(504_000);
  });

  it('conversion funnels: each step and overall', () => {
    const f = funnel([2_000, 300, 45])!;
    expect(f.steps.map((s) => s.rate)).toEqual([0.15, 0.15]);
    expect(f.overall).toBeCloseTo(0.0225);
    expect(funnel([100])).toBeUndefined();
    expect(funnel([100, 200])).toBeUndefined();
  });

  it('dilution and valuations from round size and pre- or post-money', () => {
    expect(roundTerms(3_000_000, { preMoney: 12_000_000 })).toEqual({ preMoney: 12_000_000, postMoney: 15_000_000, dilution: 0.2 });
    expect(roundTerms(1_000_000, { postMoney: 8_000_000 })).toEqual({ preMoney: 7_000_000, postMoney: 8_000_000, dilution: 0.125 });
    expect(roundTerms(1_000_000, { postMoney: 500_000 })).toBeUndefined();
  });

  it('revenue concentration', () => {
    expect(revenueShare(18_000, 60_000)).toBeCloseTo(0.3);
    expect(revenueShare(70_000, 60_000)).toBeUndefined();
  });

  it('price change against the churn it caused, over twelve months', () => {
    // A one-off loss: 1.1 × 0.9 = 0.99.
    expect(priceChangeEffect({ priceChange: 0.1, lostShare: 0.1 })).toBeCloseTo(-0.01);
    // Monthly churn 1% → 4% after a 25% rise.
    const before = cohortRevenue(1, 0.01, 12)!;
    const after = cohortRevenue(1.25, 0.04, 12)!;
    expect(priceChangeEffect({ priceChange: 0.25, churnBefore: 0.01, churnAfter: 0.04 })).toBeCloseTo(after / before - 1);
    expect(cohortRevenue(10, 0, 12)).toBe(120);
    expect(priceChangeEffect({ priceChange: -2 })).toBeUndefined();
  });

  it('point changes, with the relative change', () => {
    expect(pointChange(52, 31)).toEqual({ points: -21, relative: -21 / 52 });
    expect(pointChange(0, 12)).toEqual({ points: 12, relative: undefined });
  });
});
