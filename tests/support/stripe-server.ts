/**
 * A local server on 127.0.0.1 that speaks Stripe's wire format, enough for features/billing
 * (the way fake-openai.ts stands in for OpenAI): the official SDK, pointed at it with
 * STRIPE_API_BASE, sends its real requests here.
 *
 * - `POST /v1/checkout/sessions`: a form-encoded body (`line_items[0][price_data][unit_amount]=…`),
 *   answered with a `checkout.session` object (id, url, mode, amounts…); `form(i)` reads a
 *   recorded request's fields back.
 * - `GET /v1/prices/:id`: the prices given to startStripeServer (recurring or not), else
 *   Stripe's 404 `resource_missing`.
 * - `GET /v1/subscriptions/:id`: the subscriptions set with `setSubscription` (status, customer),
 *   else Stripe's 404 `resource_missing`; `failSubscriptions(true)` answers them with a 500.
 * - Webhooks: `checkoutCompletedEvent` / `subscriptionDeletedEvent` / `subscriptionUpdatedEvent` build event payloads,
 *   `signStripePayload` signs one as Stripe does (the SDK's generateTestHeaderString).
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import Stripe from 'stripe';
import { sendJson, startFakeServer, type RecordedRequest } from './fake-http';

export interface FakePrice {
  unitAmount: number;
  currency?: string;
  /** A subscription price (`recurring.interval`), else one-time. */
  interval?: 'month' | 'year';
}

/** A checkout.session as the fake server made it. */
export type FakeCheckoutSession = Record<string, unknown> & { id: string; url: string; client_reference_id: string | null };

const newId = (prefix: string) => `${prefix}_test_${crypto.randomBytes(8).toString('hex')}`;

function stripeError(res: http.ServerResponse, status: number, type: string, message: string, code?: string) {
  sendJson(res, { error: { type, message, ...(code ? { code } : {}) } }, status);
}

export async function startStripeServer(opts: { prices?: Record<string, FakePrice> } = {}) {
  const prices = opts.prices ?? {};
  const sessions: FakeCheckoutSession[] = [];
  const subscriptions = new Map<string, { status: string; customer: string }>();
  let subscriptionsFail = false;
  let origin = '';
  const server = await startFakeServer((req, res) => {
    if (!/^Bearer sk_/.test(String(req.headers.authorization ?? ''))) {
      stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
      return;
    }
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const f = new URLSearchParams(req.raw.toString('utf8'));
      const id = newId('cs');
      const priceId = f.get('line_items[0][price]');
      const amount = priceId ? (prices[priceId]?.unitAmount ?? null) : Number(f.get('line_items[0][price_data][unit_amount]'));
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        url: `${origin}/c/pay/${id}`,
        mode: f.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: f.get('client_reference_id'),
        customer: null,
        customer_email: f.get('customer_email'),
        subscription: null,
        amount_total: amount,
        currency: priceId ? (prices[priceId]?.currency ?? 'usd') : f.get('line_items[0][price_data][currency]'),
        metadata: { user_id: f.get('metadata[user_id]') },
        success_url: f.get('success_url'),
        cancel_url: f.get('cancel_url'),
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      sessions.push(session);
      sendJson(res, session);
      return;
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && subscription) {
      const id = decodeURIComponent(subscription[1] ?? '');
      if (subscriptionsFail) {
        stripeError(res, 500, 'api_error', 'An unknown error occurred.');
        return;
      }
      const sub = subscriptions.get(id);
      if (!sub) {
        stripeError(res, 404, 'invalid_request_error', `No such subscription: '${id}'`, 'resource_missing');
        return;
      }
      sendJson(res, { id, object: 'subscription', status: sub.status, customer: sub.customer, livemode: false, created: Math.floor(Date.now() / 1000) });
      return;
    }
    const price = /^\/v1\/prices\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && price) {
      const id = decodeURIComponent(price[1] ?? '');
      const p = prices[id];
      if (!p) {
        stripeError(res, 404, 'invalid_request_error', `No such price: '${id}'`, 'resource_missing');
        return;
      }
      sendJson(res, {
        id,
        object: 'price',
        active: true,
        currency: p.currency ?? 'usd',
        unit_amount: p.unitAmount,
        type: p.interval ? 'recurring' : 'one_time',
        recurring: p.interval ? { interval: p.interval, interval_count: 1, usage_type: 'licensed' } : null,
        livemode: false,
      });
      return;
    }
    stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.path}).`);
  });
  origin = server.origin;
  return {
    ...server,
    /** The Checkout sessions created, oldest first. */
    sessions,
    /** What `GET /v1/subscriptions/:id` answers for `id` from now on. */
    setSubscription(id: string, status: string, customer = newId('cus')) {
      subscriptions.set(id, { status, customer });
    },
    /** While true, `GET /v1/subscriptions/:id` answers Stripe's 500. */
    failSubscriptions(fail: boolean) {
      subscriptionsFail = fail;
    },
    /** The form fields of the i-th recorded request (Stripe's bracketed keys as sent). */
    form(i: number): URLSearchParams {
      const req: RecordedRequest | undefined = server.requests[i];
      if (!req) throw new Error(`no request #${i}`);
      return new URLSearchParams(req.raw.toString('utf8'));
    },
  };
}
export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

function event(type: string, object: Record<string, unknown>, id = newId('evt')): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
}

/** `checkout.session.completed` for a session: paid by default, with a customer (and a subscription in subscription mode). */
export function checkoutCompletedEvent(
  session: FakeCheckoutSession,
  opts: { eventId?: string; paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required'; customer?: string; subscription?: string | null } = {},
): string {
  return event(
    'checkout.session.completed',
    {
      ...session,
      status: 'complete',
      payment_status: opts.paymentStatus ?? 'paid',
      customer: opts.customer ?? newId('cus'),
      subscription: opts.subscription !== undefined ? opts.subscription : session.mode === 'subscription' ? newId('sub') : null,
    },
    opts.eventId,
  );
}

/** `customer.subscription.deleted` for a subscription id. */
export function subscriptionDeletedEvent(subscriptionId: string, opts: { eventId?: string; customer?: string } = {}): string {
  return event(
    'customer.subscription.deleted',
    { id: subscriptionId, object: 'subscription', status: 'canceled', customer: opts.customer ?? newId('cus') },
    opts.eventId,
  );
}

/** The `Stripe-Signature` header Stripe would send for `payload` (signed now, or at `timestamp` seconds). */
export function signStripePayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined ? { timestamp } : {}) });
}

/** `customer.subscription.updated` for a subscription id, carrying `status` (the server asks Stripe for the current one). */
export function subscriptionUpdatedEvent(subscriptionId: string, status: string, opts: { eventId?: string; customer?: string } = {}): string {
  return event('customer.subscription.updated', { id: subscriptionId, object: 'subscription', status, customer: opts.customer ?? newId('cus') }, opts.eventId);
}
