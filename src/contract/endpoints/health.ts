/** GET /api/health: the server's state and its engines (also answered by the fast path, ADR 041). */
import { defineEndpoint } from '../endpoint';
import { HealthSchema } from '../common';

export const healthApi = {
  health: defineEndpoint({ method: 'GET', path: '/api/health', response: { 200: HealthSchema } }),
} as const;
