/** The deck coach's calls (/api/julia/coach). */
import { assistantApi } from '../../../../contract/endpoints/assistant';
import { juliaApi } from '../../../../contract/endpoints/julia';
import { DECK_FIELD, type StakeholderBody, type StakeholderPatch } from '../../../../contract/julia';
import { call } from '../../../lib/api';

export const COACH_KEY = ['julia', 'coach'] as const;
export const coachQuery = () => ({ queryKey: COACH_KEY, queryFn: () => call(juliaApi.coach) });

export function uploadDeck(file: File) {
  const form = new FormData();
  form.append(DECK_FIELD, file, file.name);
  return call(juliaApi.uploadDeck, { body: form });
}
export const pasteDeck = (text: string, title?: string) => call(juliaApi.pasteDeck, { body: { text, title: title || undefined } });
export const reviewDeck = () => call(juliaApi.reviewDeck);
export const resetCoach = () => call(juliaApi.resetCoach);
export const sendCoachMessage = (message: string) => call(juliaApi.chat, { body: { message } });
export const addStakeholder = (body: StakeholderBody) => call(juliaApi.addStakeholder, { body });
export const updateStakeholder = (id: string, patch: StakeholderPatch) => call(juliaApi.updateStakeholder, { params: { id }, body: patch });
export const removeStakeholder = (id: string) => call(juliaApi.removeStakeholder, { params: { id } });
export const shareDeck = (emails: string[], note: string) => call(juliaApi.share, { body: { emails, note } });
export const analyzeMarket = (prompt: string, context: unknown) => call(assistantApi.analyze, { body: { prompt, context } });
