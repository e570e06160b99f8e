/** Endpoints of the waitlist (spec §7): the one subscribe call every waitlist form makes. */
import { defineEndpoint } from '../endpoint';
import { SubscribeBodySchema, SubscribeResponseSchema } from '../waitlist';

export const waitlistApi = {
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/subscribe',
    body: SubscribeBodySchema,
    response: { 200: SubscribeResponseSchema },
  }),
} as const;
