/**
 * Endpoints of the pitch coach (/makeitshutup): analysing a pasted or recorded pitch
 * (anyone) and the signed-in user's saved attempts with their recordings.
 */
import { defineEndpoint } from '../endpoint';
import {
  AnalyzeAudioQuerySchema,
  AnalyzeTextBodySchema,
  CreatePitchAttemptBodySchema,
  OkSchema,
  PitchAttemptListSchema,
  PitchAttemptParamsSchema,
  PitchAttemptSchema,
  PitchResultSchema,
} from '../pitch';

export const pitchApi = {
  analyzeText: defineEndpoint({ method: 'POST', path: '/api/pitch/analyze', body: AnalyzeTextBodySchema, response: { 200: PitchResultSchema } }),
  /** Multipart: the recording in field PITCH_AUDIO_FIELD ('audio'). */
  analyzeAudio: defineEndpoint({
    method: 'POST',
    path: '/api/pitch/analyze-audio',
    query: AnalyzeAudioQuerySchema,
    bodyKind: 'multipart',
    response: { 200: PitchResultSchema },
  }),
  attempts: defineEndpoint({ method: 'GET', path: '/api/pitch/attempts', response: { 200: PitchAttemptListSchema } }),
  createAttempt: defineEndpoint({
    method: 'POST',
    path: '/api/pitch/attempts',
    body: CreatePitchAttemptBodySchema,
    response: { 201: PitchAttemptSchema },
  }),
  attempt: defineEndpoint({ method: 'GET', path: '/api/pitch/attempts/:id', params: PitchAttemptParamsSchema, response: { 200: PitchAttemptSchema } }),
  deleteAttempt: defineEndpoint({ method: 'DELETE', path: '/api/pitch/attempts/:id', params: PitchAttemptParamsSchema, response: { 200: OkSchema } }),
  /** Multipart: the attempt's recording in field PITCH_AUDIO_FIELD ('audio'). */
  attachAudio: defineEndpoint({
    method: 'PUT',
    path: '/api/pitch/attempts/:id/audio',
    params: PitchAttemptParamsSchema,
    bodyKind: 'multipart',
    response: { 200: PitchAttemptSchema },
  }),
  /** The attempt's recording (inline, for an `<audio>`). */
  audio: defineEndpoint({ method: 'GET', path: '/api/pitch/attempts/:id/audio', params: PitchAttemptParamsSchema, responseKind: 'file' }),
} as const;
