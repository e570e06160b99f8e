import { queryOptions } from '@tanstack/react-query';
import {
  PITCH_AUDIO_FIELD,
  type AnalyzeTextBody,
  type CreatePitchAttemptBody,
  type PitchAttempt,
  type PitchAttemptList,
  type PitchResult,
} from '../../../contract/pitch';
import { apiJson, apiRequest } from '../../lib/api-client';

/** POST /api/pitch/analyze: a pasted pitch, times estimated from the stated rate. */
export const analyzePitchText = (body: AnalyzeTextBody) => apiJson<PitchResult>('POST', '/api/pitch/analyze', body);

/** POST /api/pitch/analyze-audio: a recording or an uploaded file, recognised with word times on the server. */
export function analyzePitchAudio(audio: Blob, fileName: string, source: 'upload' | 'recording') {
  const form = new FormData();
  form.append(PITCH_AUDIO_FIELD, audio, fileName);
  return apiJson<PitchResult>('POST', `/api/pitch/analyze-audio?source=${source}`, form);
}

export function pitchAttemptsQuery(userId: string) {
  return queryOptions({
    queryKey: ['pitch', 'attempts', userId] as const,
    queryFn: () => apiJson<PitchAttemptList>('GET', '/api/pitch/attempts'),
  });
}

export function pitchAttemptQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: ['pitch', 'attempt', userId, id] as const,
    queryFn: () => apiJson<PitchAttempt>('GET', `/api/pitch/attempts/${id}`),
    staleTime: Infinity,
  });
}

export const createPitchAttempt = (body: CreatePitchAttemptBody) => apiJson<PitchAttempt>('POST', '/api/pitch/attempts', body);
export const deletePitchAttempt = (id: string) => apiJson<{ ok: true }>('DELETE', `/api/pitch/attempts/${id}`);

export function uploadPitchAudio(id: string, audio: Blob, fileName: string) {
  const form = new FormData();
  form.append(PITCH_AUDIO_FIELD, audio, fileName);
  return apiJson<PitchAttempt>('PUT', `/api/pitch/attempts/${id}/audio`, form);
}

/** The attempt's recording as a blob (an object URL of it seeks reliably, unlike a streamed response). */
export async function fetchPitchAudio(id: string): Promise<Blob> {
  const res = await apiRequest('GET', `/api/pitch/attempts/${id}/audio`);
  return res.blob();
}
