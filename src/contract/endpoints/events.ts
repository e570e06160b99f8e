/** GET /api/events: the signed-in user's live updates, server-sent events of UserEventSchema (contract/events.ts). */
import { defineEndpoint } from '../endpoint';

export const eventsApi = {
  stream: defineEndpoint({ method: 'GET', path: '/api/events', responseKind: 'events' }),
} as const;
