import { queryOptions } from '@tanstack/react-query';
import { pitchApi } from '../../../contract/endpoints/pitch';
import { PITCH_AUDIO_FIELD, type AnalyzeTextBody, type CreatePitchAttemptBody } from '../../../contract/pitch';
import { call, callRaw } from '../../lib/api';

/** POST /api/pitch/analyze: a pasted pitch, times estimated from the stated rate. */
export const analyzePitchText = (body: AnalyzeTextBody) => call(pitchApi.analyzeText, { body });

/** POST /api/pitch/analyze-audio: a recording or an uploaded file, recognised with word times on the server. */
export function analyzePitchAudio(audio: Blob, fileName: string, source: 'upload' | 'recording') {
  const form = new FormData();
  form.append(PITCH_AUDIO_FIELD, audio, fileName);
  return call(pitchApi.analyzeAudio, { query: { source }, body: form });
}

export function pitchAttemptsQuery(userId: string) {
  return queryOptions({
    queryKey: ['pitch', 'attempts', userId] as const,
    queryFn: () => call(pitchApi.attempts),
  });
}

export function pitchAttemptQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: ['pitch', 'attempt', userId, id] as const,
    queryFn: () => call(pitchApi.attempt, { params: { id } }),
    staleTime: Infinity,
  });
}

export const createPitchAttempt = (body: CreatePitchAttemptBody) => call(pitchApi.createAttempt, { body });
export const deletePitchAttempt = (id: string) => call(pitchApi.deleteAttempt, { params: { id } });

export function uploadPitchAudio(id: string, audio: Blob, fileName: string) {
  const form = new FormData();
  form.append(PITCH_AUDIO_FIELD, audio, fileName);
  return call(pitchApi.attachAudio, { params: { id }, body: form });
}

/** The attempt's recording as a blob (an object URL of it seeks reliably, unlike a streamed response). */
export async function fetchPitchAudio(id: string): Promise<Blob> {
  const res = await callRaw(pitchApi.audio, { params: { id } });
  return res.blob();
}
