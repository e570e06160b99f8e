// @vitest-environment jsdom
/**
 * Spec §9's timings, as the user meets them: a toast closes itself after 5 s, a tooltip
 * opens 700 ms after the pointer arrives (and a second one at once within 300 ms).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { Tooltip, TooltipProvider } from './tooltip';
import { dismissToast, getToastsSnapshot, toast } from './use-toast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const t of getToastsSnapshot()) dismissToast(t.id);
  cleanup();
  vi.useRealTimers();
});

describe('spec §9 timings', () => {
  it('a toast closes itself 5 seconds after it appears', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4_999));
    expect(getToastsSnapshot()[0]?.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(getToastsSnapshot()[0]?.open).toBe(false);
  });

  it('a tooltip opens 700 ms after the pointer arrives; a second within 300 ms opens at once', () => {
    render(
      <TooltipProvider>
        <Tooltip content="First hint">
          <button type="button">One</button>
        </Tooltip>
        <Tooltip content="Second hint">
          <button type="button">Two</button>
        </Tooltip>
      </TooltipProvider>,
    );
    fireEvent.pointerMove(screen.getByRole('button', { name: 'One' }), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('First hint');

    // Closed (Escape), then another trigger within the skip delay: no wait this time.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(299));
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Two' }), { pointerType: 'mouse' });
    expect(screen.getByRole('tooltip').textContent).toBe('Second hint');
  });

  it('after the skip delay has passed, the next tooltip waits its 700 ms again', () => {
    render(
      <TooltipProvider>
        <Tooltip content="First hint">
          <button type="button">One</button>
        </Tooltip>
        <Tooltip content="Second hint">
          <button type="button">Two</button>
        </Tooltip>
      </TooltipProvider>,
    );
    fireEvent.pointerMove(screen.getByRole('button', { name: 'One' }), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(700));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Two' }), { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip').textContent).toBe('Second hint');
  });
});
