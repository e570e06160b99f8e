/**
 * /api/billing (#27, ADR 053). The webhook is Stripe's, not a browser's: no session, and
 * no CSRF check applies (it carries no session cookie nor Origin, which csrfGuard lets
 * through, platform/csrf.ts); its body is kept as the exact bytes the signature covers,
 * and it is throttled per client address.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingApi } from '../../../contract/endpoints/billing';
import type { Config } from '../../config';
import { requireUser } from '../../platform/auth';
import { requestOrigin } from '../../platform/csrf';
import { userOrIpKey } from '../../platform/limits';
import type { BillingService } from './billing.service';

export interface BillingRoutesOptions {
  service: BillingService;
  config: Pick<Config, 'publicUrl'>;
  /** Checkout sessions a user may open per minute. */
  checkoutPerMinute: number;
  /** Webhook deliveries per client address per minute. */
  webhookPerMinute: number;
}

/**
 * The largest webhook body read. Stripe's events are a few KB (a Checkout session or a
 * subscription object); the app-wide 1 MB limit would let an unauthenticated caller make
 * the server buffer and HMAC a megabyte per request before the signature is refused.
 */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, opts) => {
  const { service } = opts;

  app.get('/billing/status', { schema: billingApi.status.schema }, async (request) => service.status(requireUser(request).id));

  app.post(
    '/billing/checkout',
    {
      schema: billingApi.checkout.schema,
      config: {
        rateLimit: { max: opts.checkoutPerMinute, timeWindow: '1 minute', keyGenerator: userOrIpKey('checkout') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return service.checkout({ userId: user.id, email: user.email, origin: requestOrigin(request, opts.config) });
    },
  );

  // Its own context, so that only this route reads its body as bytes, whatever the content type.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/billing/webhook',
      {
        schema: billingApi.webhook.schema,
        bodyLimit: WEBHOOK_BODY_LIMIT,
        config: { rateLimit: { max: opts.webhookPerMinute, timeWindow: '1 minute', keyGenerator: (r) => `stripe-webhook:ip:${r.ip}` } },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return service.handleWebhook(body, Array.isArray(signature) ? signature[0] : signature);
      },
    );
  });
};
