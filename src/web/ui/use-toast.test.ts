import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToastsSnapshot, toast } from './use-toast';

// The toast's 5 s and the tooltip's delays, as a user meets them: toast-tooltip-timing.test.tsx.
describe('toasts (spec §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time and forgets a dismissed one after the removal delay', () => {
    vi.useFakeTimers();
    toast({ title: 'first' });
    const second = toast({ title: 'second' });
    expect(getToastsSnapshot().map((t) => t.title)).toEqual(['second']);
    dismissToast(second.id);
    expect(getToastsSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(1_000_000 - 1); // spec §9: removed 1,000,000 ms after dismissal
    expect(getToastsSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastsSnapshot()).toHaveLength(0);
  });
});
