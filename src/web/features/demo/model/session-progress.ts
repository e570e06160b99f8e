/**
 * A visitor's demo progress, kept for their browser session (sessionStorage): gone
 * when the tab closes, like the spec's local completed list, but it survives a reload.
 */
import { DemoProgressSchema, EMPTY_DEMO_PROGRESS, type DemoProgress } from '../../../../contract/demo';

export const SESSION_PROGRESS_KEY = 'mnemo.demo.progress';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: progress lives as long as the page
  }
}

export function readSessionProgress(): DemoProgress {
  const raw = storage()?.getItem(SESSION_PROGRESS_KEY);
  if (!raw) return EMPTY_DEMO_PROGRESS;
  try {
    const parsed = DemoProgressSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_DEMO_PROGRESS;
  } catch {
    return EMPTY_DEMO_PROGRESS;
  }
}

export function writeSessionProgress(progress: DemoProgress): void {
  try {
    storage()?.setItem(SESSION_PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    /* quota or privacy mode: keep it in memory only */
  }
}

export function clearSessionProgress(): void {
  storage()?.removeItem(SESSION_PROGRESS_KEY);
}

/** The progress with one more completed decision (a repeat replaces the earlier entry). */
export function withDecision(p: DemoProgress, decisionId: string, choice: { optionId?: string; ranking?: string[] }, now = new Date()): DemoProgress {
  return {
    ...p,
    completedDecisions: [
      ...p.completedDecisions.filter((c) => c.decisionId !== decisionId),
      { decisionId, optionId: choice.optionId ?? null, ranking: choice.ranking ?? null, completedAt: now.toISOString() },
    ],
  };
}

export function withTask(p: DemoProgress, taskId: string, now = new Date()): DemoProgress {
  return { ...p, completedTasks: [...p.completedTasks.filter((c) => c.taskId !== taskId), { taskId, completedAt: now.toISOString() }] };
}
