import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitlistApi } from '../../../contract/endpoints/waitlist';
import type { WaitlistService } from './waitlist.service';

export const waitlistRoutes: FastifyPluginAsyncZod<{ service: WaitlistService; perMinute: number }> = async (
  app,
  { service, perMinute },
) => {
  app.post(
    '/subscribe',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: waitlistApi.subscribe.schema,
    },
    async (request) => service.subscribe(request.body.email, request.body.source),
  );
};
