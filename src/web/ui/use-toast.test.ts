import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip';
import { dismissToast, getToastsSnapshot, toast, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './use-toast';

describe('toasts and tooltips (spec §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('uses the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('shows one toast at a time and forgets a dismissed one after the removal delay', () => {
    vi.useFakeTimers();
    toast({ title: 'first' });
    const second = toast({ title: 'second' });
    expect(getToastsSnapshot().map((t) => t.title)).toEqual(['second']);
    dismissToast(second.id);
    expect(getToastsSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastsSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastsSnapshot()).toHaveLength(0);
  });
});
