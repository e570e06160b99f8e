/**
 * Business OS calls: the session API of this feature, and the assistant and voice
 * endpoints it uses (spec §7). Types come from the contracts.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AssistantChatBody,
  AssistantChatResponse,
  WorkspaceCommentaryResponse,
  WorkspaceData,
} from '../../../contract/assistant';
import type { CommentaryStyle } from '../../../contract/assistant';
import type {
  CreateSessionBody,
  RecordSessionEventBody,
  Session,
  SessionInsights,
  SessionSummary,
  UpdateSessionBody,
} from '../../../contract/business-os';
import type { Health } from '../../../contract/common';
import type { GenerateAudioBody } from '../../../contract/voice';
import { apiJson, apiRequest } from '../../lib/api-client';

const SESSIONS = '/api/business-os/sessions';

export const sessionKeys = {
  all: [SESSIONS] as const,
  one: (id: string) => [`${SESSIONS}/${id}`] as const,
};

export const listSessions = async () => (await apiJson<{ sessions: SessionSummary[] }>('GET', SESSIONS)).sessions;

export function sessionsQuery() {
  return queryOptions({ queryKey: sessionKeys.all, queryFn: listSessions, staleTime: 0 });
}

export const fetchSession = (id: string) => apiJson<Session>('GET', `${SESSIONS}/${id}`);
export const createSession = (body: CreateSessionBody = {}) => apiJson<Session>('POST', SESSIONS, body);
export const saveSession = (id: string, body: UpdateSessionBody) => apiJson<Session>('PUT', `${SESSIONS}/${id}`, body);
export const deleteSession = (id: string) => apiJson<{ ok: true }>('DELETE', `${SESSIONS}/${id}`);
export const recordSessionEvent = (id: string, body: RecordSessionEventBody) =>
  apiJson<{ ok: true }>('POST', `${SESSIONS}/${id}/events`, body);

/**
 * What the saved session is about (mind map, Current Summary). Keyed by the content it
 * is read from, so moving a block asks nothing; the previous answer stays on screen
 * while a newer one loads.
 */
export function insightsQuery(id: string, fingerprint: string, enabled: boolean) {
  return queryOptions({
    queryKey: [`${SESSIONS}/${id}/insights`, fingerprint] as const,
    queryFn: () => apiJson<SessionInsights>('GET', `${SESSIONS}/${id}/insights`),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export const assistantChat = (body: AssistantChatBody) => apiJson<AssistantChatResponse>('POST', '/api/assistant/chat', body);

export const workspaceCommentary = (body: { workspaceData: WorkspaceData; style?: CommentaryStyle; sessionId?: string }) =>
  apiJson<WorkspaceCommentaryResponse>('POST', '/api/assistant/workspace-commentary', body);

export async function generateAudio(body: GenerateAudioBody, signal?: AbortSignal): Promise<Blob> {
  const res = await apiRequest('POST', '/api/generate-audio', body);
  if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  return res.blob();
}

export { transcribe } from '../../lib/transcribe';

/** GET /api/health: which AI and speech engines this server has (read once per visit). */
export function healthQuery() {
  return queryOptions({
    queryKey: ['/api/health'] as const,
    queryFn: () => apiJson<Health>('GET', '/api/health'),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
