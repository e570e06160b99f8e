/**
 * Business OS calls: the session API of this feature, and the assistant and voice
 * endpoints it uses (spec §7). Types come from the contracts.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AssistantChatBody, CommentaryStyle, WorkspaceData } from '../../../contract/assistant';
import type { CreateSessionBody, RecordSessionEventBody, UpdateSessionBody } from '../../../contract/business-os';
import { assistantApi } from '../../../contract/endpoints/assistant';
import { businessOsApi } from '../../../contract/endpoints/business-os';
import { healthApi } from '../../../contract/endpoints/health';
import { voiceApi } from '../../../contract/endpoints/voice';
import type { GenerateAudioBody } from '../../../contract/voice';
import { call, callRaw } from '../../lib/api';

/** The query keys' root (other code invalidates by it). */
const SESSIONS = businessOsApi.sessions.path;

export const sessionKeys = {
  all: [SESSIONS] as const,
  one: (id: string) => [`${SESSIONS}/${id}`] as const,
};

export const listSessions = async () => (await call(businessOsApi.sessions)).sessions;

export function sessionsQuery() {
  return queryOptions({ queryKey: sessionKeys.all, queryFn: listSessions, staleTime: 0 });
}

export const fetchSession = (id: string) => call(businessOsApi.session, { params: { id } });
export const createSession = (body: CreateSessionBody = {}) => call(businessOsApi.createSession, { body });
export const saveSession = (id: string, body: UpdateSessionBody) => call(businessOsApi.saveSession, { params: { id }, body });
export const deleteSession = (id: string) => call(businessOsApi.deleteSession, { params: { id } });
/**
 * Best effort as the tab goes away: the same PUT with fetch's `keepalive`, so it outlives
 * the page; failures are ignored.
 */
export function saveSessionKeepalive(id: string, body: UpdateSessionBody): void {
  void callRaw(businessOsApi.saveSession, { params: { id }, body, keepalive: true }).catch(() => undefined);
}
export const recordSessionEvent = (id: string, body: RecordSessionEventBody) => call(businessOsApi.recordEvent, { params: { id }, body });

/**
 * What the saved session is about (mind map, Current Summary). Keyed by the content it
 * is read from, so moving a block asks nothing; the previous answer stays on screen
 * while a newer one loads.
 */
export function insightsQuery(id: string, fingerprint: string, enabled: boolean) {
  return queryOptions({
    queryKey: [`${SESSIONS}/${id}/insights`, fingerprint] as const,
    queryFn: () => call(businessOsApi.insights, { params: { id } }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export const assistantChat = (body: AssistantChatBody) => call(assistantApi.chat, { body });

export const workspaceCommentary = (body: { workspaceData: WorkspaceData; style?: CommentaryStyle; sessionId?: string }) =>
  call(assistantApi.workspaceCommentary, { body });

export async function generateAudio(body: GenerateAudioBody, signal?: AbortSignal): Promise<Blob> {
  const res = await callRaw(voiceApi.generateAudio, { body });
  if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  return res.blob();
}

export { transcribe } from '../../lib/transcribe';

/** GET /api/health: which AI and speech engines this server has (read once per visit). */
export function healthQuery() {
  return queryOptions({
    queryKey: ['/api/health'] as const,
    queryFn: () => call(healthApi.health),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
