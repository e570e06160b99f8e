/** Endpoints of Business OS: the signed-in user's saved sessions. */
import { defineEndpoint } from '../endpoint';
import {
  CreateSessionBodySchema,
  OkResponseSchema,
  RecordSessionEventBodySchema,
  SessionInsightsSchema,
  SessionListResponseSchema,
  SessionParamsSchema,
  SessionSchema,
  UpdateSessionBodySchema,
} from '../business-os';

/** The body is optional: a new session from nothing. */
const CreateSessionOptionalBodySchema = CreateSessionBodySchema.optional();

export const businessOsApi = {
  sessions: defineEndpoint({ method: 'GET', path: '/api/business-os/sessions', response: { 200: SessionListResponseSchema } }),
  createSession: defineEndpoint({
    method: 'POST',
    path: '/api/business-os/sessions',
    body: CreateSessionOptionalBodySchema,
    response: { 201: SessionSchema },
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/api/business-os/sessions/:id',
    params: SessionParamsSchema,
    response: { 200: SessionSchema },
  }),
  insights: defineEndpoint({
    method: 'GET',
    path: '/api/business-os/sessions/:id/insights',
    params: SessionParamsSchema,
    response: { 200: SessionInsightsSchema },
  }),
  saveSession: defineEndpoint({
    method: 'PUT',
    path: '/api/business-os/sessions/:id',
    params: SessionParamsSchema,
    body: UpdateSessionBodySchema,
    response: { 200: SessionSchema },
  }),
  deleteSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/business-os/sessions/:id',
    params: SessionParamsSchema,
    response: { 200: OkResponseSchema },
  }),
  recordEvent: defineEndpoint({
    method: 'POST',
    path: '/api/business-os/sessions/:id/events',
    params: SessionParamsSchema,
    body: RecordSessionEventBodySchema,
    response: { 200: OkResponseSchema },
  }),
} as const;
