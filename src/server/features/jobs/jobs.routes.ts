/**
 * GET /api/jobs/:id: a background job the signed-in user started, with its state and
 * progress. Someone else's job, or one started by the system, is "not found".
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsApi } from '../../../contract/endpoints/jobs';
import type { JobResponse } from '../../../contract/jobs';
import { NotFoundError } from '../../errors';
import { requireUser } from '../../platform/auth';
import type { Jobs } from '../../platform/jobs';
import { UUID_RE } from '../../../contract/common';

export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: Jobs }> = async (app, { jobs }) => {
  app.get('/jobs/:id', { schema: jobsApi.get.schema }, async (request): Promise<JobResponse> => {
    const user = requireUser(request);
    const status = UUID_RE.test(request.params.id) ? await jobs.get(request.params.id) : null;
    if (!status || status.ownerId !== user.id) throw new NotFoundError('Job not found.');
    return {
      id: status.id,
      name: status.name,
      state: status.state,
      progress: status.progress,
      attempts: status.attempts,
      result: status.result,
      error: status.error,
      createdAt: new Date(status.createdAt).toISOString(),
      completedAt: status.completedAt ? new Date(status.completedAt).toISOString() : null,
    };
  });
};
