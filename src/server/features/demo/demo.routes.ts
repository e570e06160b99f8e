import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoApi } from '../../../contract/endpoints/demo';
import { requireUser } from '../../platform/auth';
import type { DemoService } from './demo.service';

/**
 * GET /api/demo: the sample company (public). /api/demo/progress: the signed-in person's
 * own completions (401 signed out; a visitor's stay in the browser session).
 */
export const demoRoutes: FastifyPluginAsyncZod<{ service: DemoService; perMinute: number }> = async (app, { service, perMinute }) => {
  const rateLimit = { max: perMinute, timeWindow: '1 minute' };

  app.get('/demo', { schema: demoApi.overview.schema }, async () => service.overview());

  // Signed-out callers get 401 before any body validation.
  const signedIn = async (request: Parameters<typeof requireUser>[0]) => {
    requireUser(request);
  };

  app.get('/demo/progress', { onRequest: signedIn, schema: demoApi.progress.schema }, async (request) =>
    service.progress(requireUser(request).id),
  );

  app.post(
    '/demo/progress/decisions',
    { onRequest: signedIn, config: { rateLimit }, schema: demoApi.completeDecision.schema },
    async (request) => service.completeDecision(requireUser(request).id, request.body),
  );

  app.post(
    '/demo/progress/tasks',
    { onRequest: signedIn, config: { rateLimit }, schema: demoApi.completeTask.schema },
    async (request) => service.completeTask(requireUser(request).id, request.body.taskId),
  );

  app.delete('/demo/progress', { onRequest: signedIn, config: { rateLimit }, schema: demoApi.resetProgress.schema }, async (request) =>
    service.reset(requireUser(request).id),
  );
};
