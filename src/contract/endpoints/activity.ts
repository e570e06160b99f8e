/** Endpoints of the activity dashboard (spec §7): the user's history, entries, demo data and token stats. */
import { defineEndpoint } from '../endpoint';
import {
  ActivityHistoryQuerySchema,
  ActivityHistorySchema,
  AddActivityBodySchema,
  AddActivityResponseSchema,
  RemoveDemoResponseSchema,
  SeedActivityBodySchema,
  SeedActivityResponseSchema,
} from '../activity';
import { ActivityStatsSchema } from '../assistant';

export const activityApi = {
  history: defineEndpoint({
    method: 'GET',
    path: '/api/user/activity-history',
    query: ActivityHistoryQuerySchema,
    response: { 200: ActivityHistorySchema },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/user/activity',
    body: AddActivityBodySchema,
    response: { 201: AddActivityResponseSchema },
  }),
  /** The body may be absent (the spec's client sends none). */
  seed: defineEndpoint({
    method: 'POST',
    path: '/api/user/seed-activity',
    body: SeedActivityBodySchema,
    response: { 201: SeedActivityResponseSchema },
  }),
  removeDemo: defineEndpoint({ method: 'DELETE', path: '/api/user/seed-activity', response: { 200: RemoveDemoResponseSchema } }),
  stats: defineEndpoint({ method: 'GET', path: '/api/user/activity-stats', response: { 200: ActivityStatsSchema } }),
} as const;
