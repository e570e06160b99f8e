// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_DEMO_PROGRESS } from '../../../../contract/demo';
import { clearSessionProgress, readSessionProgress, SESSION_PROGRESS_KEY, withDecision, withTask, writeSessionProgress } from './session-progress';

afterEach(() => window.sessionStorage.clear());

describe("a visitor's demo progress in sessionStorage", () => {
  it('round-trips, replaces a repeated completion and clears', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    let p = withDecision(EMPTY_DEMO_PROGRESS, 'vp-sales', { optionId: 'a' }, now);
    p = withDecision(p, 'vp-sales', { optionId: 'b' }, now);
    p = withDecision(p, 'q1-roadmap', { ranking: ['x', 'y'] }, now);
    p = withTask(withTask(p, 'soc2', now), 'soc2', now);
    writeSessionProgress(p);
    expect(readSessionProgress()).toEqual({
      completedDecisions: [
        { decisionId: 'vp-sales', optionId: 'b', ranking: null, completedAt: now.toISOString() },
        { decisionId: 'q1-roadmap', optionId: null, ranking: ['x', 'y'], completedAt: now.toISOString() },
      ],
      completedTasks: [{ taskId: 'soc2', completedAt: now.toISOString() }],
    });
    clearSessionProgress();
    expect(readSessionProgress()).toEqual(EMPTY_DEMO_PROGRESS);
  });

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem(SESSION_PROGRESS_KEY, '{not json');
    expect(readSessionProgress()).toEqual(EMPTY_DEMO_PROGRESS);
    window.sessionStorage.setItem(SESSION_PROGRESS_KEY, JSON.stringify({ completedDecisions: 'all' }));
    expect(readSessionProgress()).toEqual(EMPTY_DEMO_PROGRESS);
  });
});
