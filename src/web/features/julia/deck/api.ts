/** The deck coach's calls (/api/julia/coach). */
import type { AnalyzeResponse } from '../../../../contract/assistant';
import {
  DECK_FIELD,
  type CoachChatResponse,
  type CoachState,
  type Deck,
  type ShareDeckResponse,
  type Stakeholder,
  type StakeholderBody,
  type StakeholderPatch,
} from '../../../../contract/julia';
import { apiJson, apiRequest } from '../../../lib/api-client';

export const COACH_KEY = ['julia', 'coach'] as const;
export const coachQuery = () => ({ queryKey: COACH_KEY, queryFn: () => apiJson<CoachState>('GET', '/api/julia/coach') });

export function uploadDeck(file: File) {
  const form = new FormData();
  form.append(DECK_FIELD, file, file.name);
  return apiJson<Deck>('POST', '/api/julia/coach/deck', form);
}
export const pasteDeck = (text: string, title?: string) => apiJson<Deck>('POST', '/api/julia/coach/deck/text', { text, title: title || undefined });
export const reviewDeck = () => apiJson<Deck>('POST', '/api/julia/coach/review');
export const resetCoach = () => apiJson<CoachState>('POST', '/api/julia/coach/reset');
export const sendCoachMessage = (message: string) => apiJson<CoachChatResponse>('POST', '/api/julia/coach/chat', { message });
export const addStakeholder = (body: StakeholderBody) => apiJson<Stakeholder>('POST', '/api/julia/coach/stakeholders', body);
export const updateStakeholder = (id: string, patch: StakeholderPatch) => apiJson<Stakeholder>('PATCH', `/api/julia/coach/stakeholders/${id}`, patch);
export const removeStakeholder = (id: string) => apiRequest('DELETE', `/api/julia/coach/stakeholders/${id}`);
export const shareDeck = (emails: string[], note: string) => apiJson<ShareDeckResponse>('POST', '/api/julia/coach/share', { emails, note });
export const analyzeMarket = (prompt: string, context: unknown) => apiJson<AnalyzeResponse>('POST', '/api/ai-dashboard/analyze', { prompt, context });
