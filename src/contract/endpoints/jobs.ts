/** GET /api/jobs/:id: one background job of the signed-in user. */
import { defineEndpoint } from '../endpoint';
import { JobParamsSchema, JobResponseSchema } from '../jobs';

export const jobsApi = {
  get: defineEndpoint({ method: 'GET', path: '/api/jobs/:id', params: JobParamsSchema, response: { 200: JobResponseSchema } }),
} as const;
