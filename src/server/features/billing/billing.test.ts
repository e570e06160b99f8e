/**
 * The upgrade loop (#27, ADR 053) against a local server on 127.0.0.1 that speaks Stripe's
 * wire format (tests/support/stripe-server.ts): the official SDK creates the Checkout
 * session there, and webhooks are signed as Stripe signs them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpUser, TEST_ORIGIN, TEST_PASSWORD } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import {
  checkoutCompletedEvent,
  signStripePayload,
  startStripeServer,
  subscriptionDeletedEvent,
  subscriptionUpdatedEvent,
  type FakeCheckoutSession,
  type StripeServer,
} from '../../../../tests/support/stripe-server';
import { loadConfig } from '../../config';
import { WEBHOOK_BODY_LIMIT } from './billing.routes';
import { billingCustomers, billingEvents, users } from '../../db/schema';

const SECRET_KEY = 'sk_test_mnemo_0123456789';
const WEBHOOK_SECRET = 'whsec_mnemo_test_0123456789';

function webhook(t: TestApp, payload: string, signature: string) {
  // As Stripe sends it: JSON, no cookie, no Origin.
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

const planOf = async (t: TestApp, userId: string) => (await t.db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)))[0]?.plan;

async function settings(t: TestApp, cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/worlds/settings', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return json<{ plan: string; limit: number }>(res);
}

/** Signs up and opens a Checkout session; returns the user and the session the Stripe server made. */
async function checkout(t: TestApp, stripe: StripeServer) {
  const signed = await signUpUser(t.app);
  const res = await t.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: sameOrigin(signed.cookie) });
  expect(res.statusCode).toBe(200);
  const session = stripe.sessions.at(-1) as FakeCheckoutSession;
  expect(session.client_reference_id).toBe(signed.user.id);
  return { ...signed, session, url: json<{ url: string }>(res).url };
}

describe('Stripe configuration', () => {
  const base = { NODE_ENV: 'test', SESSION_SECRET: 'test-session-secret-0123456789abcdef' };
  it('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together; STRIPE_API_BASE is refused in production', () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/);
    expect(() => loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })).toThrow(/STRIPE_SECRET_KEY:/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', STRIPE_API_BASE: 'http://127.0.0.1:9' })).toThrow(/STRIPE_API_BASE: for tests only/);
    expect(loadConfig(base).stripe).toBeUndefined();
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: 'http://127.0.0.1:9' }).stripe).toEqual({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      pricePro: undefined,
      apiBase: 'http://127.0.0.1:9',
    });
  });
});

describe('billing without Stripe configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('status says how to get Pro (the contact link); checkout and the webhook refuse plainly', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const status = await t.app.inject({ method: 'GET', url: '/api/billing/status', headers: { cookie } });
    expect(status.statusCode).toBe(200);
    expect(json(status)).toEqual({ plan: 'basic', checkout: 'contact', contactUrl: expect.stringMatching(/^mailto:.+\?subject=Pro%20World$/) });

    const res = await t.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: sameOrigin(cookie) });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'billing_unavailable', message: expect.stringContaining('Write to us') });
    const hook = await webhook(t, '{}', 't=1,v1=abc');
    expect(hook.statusCode).toBe(404);
    expect(await planOf(t, user.id)).toBe('basic');
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/status' })).statusCode).toBe(401);
  });
});

describe('billing with Stripe Checkout (one-time Pro payment)', () => {
  let t: TestApp;
  let stripe: StripeServer;
  beforeAll(async () => {
    stripe = await startStripeServer();
    t = await createTestApp({ env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.origin } });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('creates a Checkout session for the $1,299 Pro World with the SDK and answers its url', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const status = await t.app.inject({ method: 'GET', url: '/api/billing/status', headers: { cookie } });
    expect(json(status)).toMatchObject({ plan: 'basic', checkout: 'stripe' });

    stripe.reset();
    const res = await t.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: sameOrigin(cookie) });
    expect(res.statusCode).toBe(200);
    const { url } = json<{ url: string }>(res);
    expect(url).toBe(stripe.sessions.at(-1)?.url);
    expect(url.startsWith(stripe.origin)).toBe(true);

    expect(stripe.requests).toHaveLength(1);
    expect(stripe.requests[0]).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(stripe.requests[0]?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    const form = stripe.form(0);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('129900');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Pro World');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('client_reference_id')).toBe(user.id);
    expect(form.get('customer_email')).toBe(user.email);
    expect(form.get('success_url')).toBe(`${TEST_ORIGIN}/worlds?checkout=success`);
    expect(form.get('cancel_url')).toBe(`${TEST_ORIGIN}/worlds?checkout=cancel`);
    // Coming back from Stripe proves nothing: the plan waits for the signed webhook.
    expect(await planOf(t, user.id)).toBe('basic');
  });

  it('checkout needs a session and a same-origin request', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/billing/checkout' })).statusCode).toBe(401);
    const { cookie } = await signUpUser(t.app);
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: { cookie, origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
  });

  it('a webhook with a wrong signature is refused with 400 and changes nothing', async () => {
    const { user, session } = await checkout(t, stripe);
    const payload = checkoutCompletedEvent(session);
    const eventId = (JSON.parse(payload) as { id: string }).id;
    for (const signature of [signStripePayload(payload, 'whsec_someone_else'), signStripePayload(`${payload} `, WEBHOOK_SECRET), 'garbage', '']) {
      const res = await webhook(t, payload, signature);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: 'bad_signature' });
    }
    // Signed long ago (outside the SDK's 5-minute tolerance): a replay by a third party.
    const old = await webhook(t, payload, signStripePayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600));
    expect(old.statusCode).toBe(400);
    expect(await planOf(t, user.id)).toBe('basic');
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, eventId))).toEqual([]);
  });

  it('a webhook body over 256 KB is refused with 413 before it is read, even signed, and nothing is stored', async () => {
    const { user, session } = await checkout(t, stripe);
    const event = JSON.parse(checkoutCompletedEvent(session)) as { id: string };
    // Still valid JSON and validly signed: only its size is wrong.
    const payload = JSON.stringify({ ...event, padding: 'x'.repeat(WEBHOOK_BODY_LIMIT) });
    const res = await webhook(t, payload, signStripePayload(payload, WEBHOOK_SECRET));
    expect(res.statusCode).toBe(413);
    expect(await planOf(t, user.id)).toBe('basic');
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, event.id))).toEqual([]);
    expect(await t.db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id))).toEqual([]);
  });

  it('checkout.session.completed (paid) sets Pro once; the same event replayed answers 200 and changes nothing', async () => {
    const { user, cookie, session } = await checkout(t, stripe);
    const payload = checkoutCompletedEvent(session, { customer: 'cus_test_paid' });
    const eventId = (JSON.parse(payload) as { id: string }).id;

    const res = await webhook(t, payload, signStripePayload(payload, WEBHOOK_SECRET));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ received: true, duplicate: false });
    expect(await planOf(t, user.id)).toBe('pro');
    expect(await settings(t, cookie)).toMatchObject({ plan: 'pro', limit: 10_000 });
    const status = await t.app.inject({ method: 'GET', url: '/api/billing/status', headers: { cookie } });
    expect(json(status)).toMatchObject({ plan: 'pro' });
    expect(await t.db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id))).toEqual([
      expect.objectContaining({ stripeCustomerId: 'cus_test_paid', stripeSubscriptionId: null }),
    ]);

    // An operator moves the account back (npm run admin -- plan): the replay must not undo that.
    await t.db.update(users).set({ plan: 'basic' }).where(eq(users.id, user.id));
    const replay = await webhook(t, payload, signStripePayload(payload, WEBHOOK_SECRET));
    expect(replay.statusCode).toBe(200);
    expect(json(replay)).toEqual({ received: true, duplicate: true });
    expect(await planOf(t, user.id)).toBe('basic');
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, eventId))).toEqual([
      expect.objectContaining({ id: eventId, type: 'checkout.session.completed', userId: user.id }),
    ]);
  });

  it('an unpaid completion (a delayed payment method) leaves the plan; an unknown account is answered 200 and ignored', async () => {
    const { user, session } = await checkout(t, stripe);
    const unpaid = checkoutCompletedEvent(session, { paymentStatus: 'unpaid' });
    expect((await webhook(t, unpaid, signStripePayload(unpaid, WEBHOOK_SECRET))).statusCode).toBe(200);
    expect(await planOf(t, user.id)).toBe('basic');

    for (const ref of ['00000000-0000-4000-8000-000000000000', 'not-a-user-id', null]) {
      const stranger = checkoutCompletedEvent({ ...session, client_reference_id: ref });
      const res = await webhook(t, stranger, signStripePayload(stranger, WEBHOOK_SECRET));
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ received: true, duplicate: false });
    }
    expect(await planOf(t, user.id)).toBe('basic');
    // An event type billing does not act on is stored and answered 200 too.
    const other = JSON.stringify({ id: 'evt_test_other', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1', object: 'invoice' } } });
    expect((await webhook(t, other, signStripePayload(other, WEBHOOK_SECRET))).statusCode).toBe(200);
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, 'evt_test_other'))).toHaveLength(1);
  });

  it('already on Pro: checkout is refused (409), nothing is sent to Stripe', async () => {
    const { user, cookie } = await signUpUser(t.app);
    await t.db.update(users).set({ plan: 'pro' }).where(eq(users.id, user.id));
    stripe.reset();
    const res = await t.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: sameOrigin(cookie) });
    expect(res.statusCode).toBe(409);
    expect(stripe.requests).toHaveLength(0);
  });

  it('a Stripe failure answers 502 with a plain message', async () => {
    const { cookie } = await signUpUser(t.app);
    stripe.failNext({ status: 400, body: { error: { type: 'invalid_request_error', message: 'No such thing' } } });
    const res = await t.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: sameOrigin(cookie) });
    expect(res.statusCode).toBe(502);
    expect(json(res)).toMatchObject({ code: 'payment_provider', message: expect.stringContaining('payment page') });
  });

  it('the account export includes the billing rows; deleting the account removes them', async () => {
    const { user, cookie, session } = await checkout(t, stripe);
    const payload = checkoutCompletedEvent(session, { customer: 'cus_test_export' });
    const eventId = (JSON.parse(payload) as { id: string }).id;
    expect((await webhook(t, payload, signStripePayload(payload, WEBHOOK_SECRET))).statusCode).toBe(200);

    const exported = await t.app.inject({ method: 'GET', url: '/api/auth/export', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    expect(json(exported)).toMatchObject({
      user: { plan: 'pro' },
      billing: {
        customer: { stripeCustomerId: 'cus_test_export', stripeSubscriptionId: null },
        events: [{ id: eventId, type: 'checkout.session.completed' }],
      },
    });

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: sameOrigin(cookie),
      payload: { confirmEmail: user.email, password: TEST_PASSWORD },
    });
    expect(del.statusCode).toBe(200);
    expect(await t.db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.userId, user.id))).toEqual([]);
  });
});

describe('billing with a recurring STRIPE_PRICE_PRO (a subscription)', () => {
  let t: TestApp;
  let stripe: StripeServer;
  beforeAll(async () => {
    stripe = await startStripeServer({ prices: { price_pro_yearly: { unitAmount: 129_900, interval: 'year' } } });
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.origin, STRIPE_PRICE_PRO: 'price_pro_yearly' },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('subscribes with the Price; completed sets Pro, customer.subscription.deleted sets Basic again', async () => {
    stripe.reset();
    const { user, cookie, session } = await checkout(t, stripe);
    const create = stripe.requests.findIndex((r) => r.path === '/v1/checkout/sessions');
    expect(stripe.requests.some((r) => r.method === 'GET' && r.path === '/v1/prices/price_pro_yearly')).toBe(true);
    const form = stripe.form(create);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price]')).toBe('price_pro_yearly');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBeNull();
    expect(form.get('client_reference_id')).toBe(user.id);

    const completed = checkoutCompletedEvent(session, { subscription: 'sub_test_pro', customer: 'cus_test_sub' });
    expect((await webhook(t, completed, signStripePayload(completed, WEBHOOK_SECRET))).statusCode).toBe(200);
    expect(await settings(t, cookie)).toMatchObject({ plan: 'pro', limit: 10_000 });
    expect(await t.db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id))).toEqual([
      expect.objectContaining({ stripeCustomerId: 'cus_test_sub', stripeSubscriptionId: 'sub_test_pro' }),
    ]);

    // Another subscription's end is not this account's.
    const elsewhere = subscriptionDeletedEvent('sub_test_someone_else');
    expect((await webhook(t, elsewhere, signStripePayload(elsewhere, WEBHOOK_SECRET))).statusCode).toBe(200);
    expect(await planOf(t, user.id)).toBe('pro');

    const deleted = subscriptionDeletedEvent('sub_test_pro', { customer: 'cus_test_sub' });
    const res = await webhook(t, deleted, signStripePayload(deleted, WEBHOOK_SECRET));
    expect(res.statusCode).toBe(200);
    expect(await settings(t, cookie)).toMatchObject({ plan: 'basic', limit: 1_000 });
    const replay = await webhook(t, deleted, signStripePayload(deleted, WEBHOOK_SECRET));
    expect(json(replay)).toEqual({ received: true, duplicate: true });
  });

  it("customer.subscription.updated sets the plan from the subscription's status read from Stripe: past_due keeps Pro, unpaid is Basic, a stale event does not win", async () => {
    stripe.reset();
    const { user, cookie, session } = await checkout(t, stripe);
    const completed = checkoutCompletedEvent(session, { subscription: 'sub_test_upd', customer: 'cus_test_upd' });
    expect((await webhook(t, completed, signStripePayload(completed, WEBHOOK_SECRET))).statusCode).toBe(200);
    expect(await planOf(t, user.id)).toBe('pro');
    const deliver = async (payload: string) => webhook(t, payload, signStripePayload(payload, WEBHOOK_SECRET));

    // A failed renewal Stripe is still retrying: Pro stays.
    stripe.setSubscription('sub_test_upd', 'past_due', 'cus_test_upd');
    expect((await deliver(subscriptionUpdatedEvent('sub_test_upd', 'past_due'))).statusCode).toBe(200);
    expect(await planOf(t, user.id)).toBe('pro');
    const read = stripe.requests.filter((r) => r.method === 'GET' && r.path === '/v1/subscriptions/sub_test_upd');
    expect(read.length).toBeGreaterThan(0);

    // The retries gave up: unpaid, and the subscription still exists (no deleted event comes).
    // The event arriving now is an older one that still says 'active': Stripe's current status wins.
    stripe.setSubscription('sub_test_upd', 'unpaid', 'cus_test_upd');
    expect((await deliver(subscriptionUpdatedEvent('sub_test_upd', 'active'))).statusCode).toBe(200);
    expect(await settings(t, cookie)).toMatchObject({ plan: 'basic', limit: 1_000 });

    // Paid again.
    stripe.setSubscription('sub_test_upd', 'active', 'cus_test_upd');
    expect((await deliver(subscriptionUpdatedEvent('sub_test_upd', 'active'))).statusCode).toBe(200);
    expect(await planOf(t, user.id)).toBe('pro');

    // Stripe unreachable: a 502 without a stack, nothing stored, so the redelivery is applied.
    stripe.failSubscriptions(true);
    stripe.setSubscription('sub_test_upd', 'paused', 'cus_test_upd');
    const paused = subscriptionUpdatedEvent('sub_test_upd', 'paused');
    const failed = await deliver(paused);
    expect(failed.statusCode).toBe(502);
    expect(json(failed)).toMatchObject({ code: 'payment_provider' });
    expect(failed.body).not.toMatch(/at .*\.ts:\d+|api_error/);
    expect(await planOf(t, user.id)).toBe('pro');
    stripe.failSubscriptions(false);
    const again = await deliver(paused);
    expect(json(again)).toEqual({ received: true, duplicate: false });
    expect(await planOf(t, user.id)).toBe('basic');

    // Another account's subscription: stored and ignored.
    stripe.setSubscription('sub_test_not_ours', 'active');
    expect((await deliver(subscriptionUpdatedEvent('sub_test_not_ours', 'active'))).statusCode).toBe(200);
    expect(await planOf(t, user.id)).toBe('basic');
  });
});
