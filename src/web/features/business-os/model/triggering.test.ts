import { describe, expect, it } from 'vitest';
import { shouldTrigger, TriggerGate } from './triggering';

describe('AI triggering rules (spec §4)', () => {
  const idle = { inFlight: false, lastTriggerAt: null };

  it('needs more than 3 characters', () => {
    expect(shouldTrigger('ok', idle, 10_000)).toBe(false);
    expect(shouldTrigger('yes', idle, 10_000)).toBe(false);
    expect(shouldTrigger('  yes  ', idle, 10_000)).toBe(false);
    expect(shouldTrigger('okay', idle, 10_000)).toBe(true);
  });

  it('never starts a second request while one is in flight', () => {
    expect(shouldTrigger('tell me about churn', { inFlight: true, lastTriggerAt: 0 }, 60_000)).toBe(false);
  });

  it('waits at least 1 second after the last trigger', () => {
    expect(shouldTrigger('tell me about churn', { inFlight: false, lastTriggerAt: 5000 }, 5999)).toBe(false);
    expect(shouldTrigger('tell me about churn', { inFlight: false, lastTriggerAt: 5000 }, 6000)).toBe(true);
  });

  it('the gate applies all three rules across a run of segments', () => {
    let now = 0;
    const gate = new TriggerGate(() => now);
    expect(gate.tryStart('our revenue grew')).toBe(true);
    expect(gate.inFlight).toBe(true);
    now = 3000;
    expect(gate.tryStart('and churn fell')).toBe(false); // still in flight
    gate.finish();
    expect(gate.tryStart('and churn fell')).toBe(true);
    gate.finish();
    now = 3500;
    expect(gate.tryStart('hiring is slow')).toBe(false); // under 1 s since the last trigger
    now = 4000;
    expect(gate.tryStart('hmm')).toBe(false); // too short
    expect(gate.tryStart('hiring is slow')).toBe(true);
  });
});
