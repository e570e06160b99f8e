/**
 * Attempts of a visitor who is not signed in, kept in this browser (localStorage): the
 * words and the advice, never the recording. They move to the account on sign-in.
 */
import { z } from 'zod';
import { PitchAnalysisSchema, PitchFeedbackSchema, PitchTranscriptSchema, type PitchResult } from '../../../contract/pitch';

const KEY = 'mnemo.pitch.attempts';
export const LOCAL_ATTEMPTS_MAX = 20;

const LocalAttemptSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  transcript: PitchTranscriptSchema,
  analysis: PitchAnalysisSchema,
  feedback: PitchFeedbackSchema,
});
export type LocalAttempt = z.infer<typeof LocalAttemptSchema>;

export function readLocalAttempts(): LocalAttempt[] {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return [];
    const parsed = z.array(LocalAttemptSchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function write(list: LocalAttempt[]) {
  try {
    if (list.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    /* storage full or disabled: the attempt stays on screen only */
  }
}

export function addLocalAttempt(title: string, result: PitchResult): LocalAttempt {
  const a: LocalAttempt = { id: `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, title, createdAt: new Date().toISOString(), ...result };
  write([a, ...readLocalAttempts()].slice(0, LOCAL_ATTEMPTS_MAX));
  return a;
}

export function removeLocalAttempt(id: string) {
  write(readLocalAttempts().filter((a) => a.id !== id));
}

export function clearLocalAttempts() {
  write([]);
}
