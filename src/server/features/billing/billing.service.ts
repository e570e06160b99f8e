/**
 * Billing (#27, ADR 053): Pro bought in the app through Stripe Checkout, the plan set and
 * removed only by Stripe's signed webhook.
 *
 * - checkout(): a Checkout session for the Pro World (SPEC §9: a one-time $1,299 payment,
 *   or the Price named by STRIPE_PRICE_PRO, a subscription when that Price is recurring),
 *   with the user's id as client_reference_id. The plan does not change here: the browser
 *   coming back from Stripe proves nothing.
 * - handleWebhook(): verifies the Stripe-Signature over the raw body with the official SDK,
 *   stores the event id first (a replay changes nothing), then `checkout.session.completed`
 *   (paid) sets the plan to 'pro' and `customer.subscription.deleted` back to 'basic';
 *   `customer.subscription.updated` sets it from the subscription's current status, read
 *   from Stripe (not from the event, which may arrive out of order): 'active', 'trialing'
 *   and 'past_due' (Stripe is still retrying the payment) keep Pro; 'unpaid', 'paused',
 *   'canceled', 'incomplete' and 'incomplete_expired' mean Basic.
 * - Without Stripe configured, status() says `checkout: 'contact'`; checkout() refuses (409)
 *   and the webhook is 404.
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PRO_CONTACT_URL, PRO_PRICE, type BillingStatus, type CheckoutSession } from '../../../contract/billing';
import type { Plan } from '../../../contract/worlds';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { billingCustomers, billingEvents, users } from '../../db/schema';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../errors';

export type StripeSettings = NonNullable<Config['stripe']>;

export interface BillingServiceDeps {
  db: Db;
  stripe: StripeSettings | undefined;
  log: FastifyBaseLogger;
}

export interface CheckoutInput {
  userId: string;
  email: string;
  /** This app's public origin (scheme://host[:port]): Stripe sends the browser back here. */
  origin: string;
}

/** A transaction: every write of one webhook event happens in one. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Stripe client; STRIPE_API_BASE (tests, never production: config.ts) points it at a
 * local server. The SDK is loaded on first use: a server without Stripe never loads it.
 */
export async function createStripeClient(settings: StripeSettings): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

/** A subscription's status as Stripe reports it now. */
interface SubscriptionNow {
  status: Stripe.Subscription.Status;
  customer: string | null;
}

/** Statuses that keep Pro: paid up, on trial, or a failed renewal Stripe is still retrying. */
const PRO_STATUSES: ReadonlySet<Stripe.Subscription.Status> = new Set(['active', 'trialing', 'past_due']);

const idOf = (ref: string | { id: string } | null | undefined): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null));

export function createBillingService(deps: BillingServiceDeps) {
  const { db, log } = deps;
  const settings = deps.stripe;
  let client: Promise<Stripe> | undefined;
  const stripeClient = (s: StripeSettings) => (client ??= createStripeClient(s));
  /** Whether STRIPE_PRICE_PRO is recurring, read from Stripe once. */
  let priceRecurring: Promise<boolean> | undefined;

  async function planOf(userId: string): Promise<Plan> {
    const [row] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw new NotFoundError('Account not found.');
    return row.plan === 'pro' ? 'pro' : 'basic';
  }

  function isRecurring(client: Stripe, priceId: string): Promise<boolean> {
    priceRecurring ??= client.prices.retrieve(priceId).then(
      (price) => price.recurring !== null,
      (err: unknown) => {
        priceRecurring = undefined; // asked again on the next checkout
        throw err;
      },
    );
    return priceRecurring;
  }

  /** Sets the plan and remembers the Stripe customer/subscription, in the event's transaction. */
  async function setPro(tx: Tx, userId: string, session: Stripe.Checkout.Session) {
    await tx.update(users).set({ plan: 'pro', updatedAt: new Date() }).where(eq(users.id, userId));
    const row = { stripeCustomerId: idOf(session.customer), stripeSubscriptionId: idOf(session.subscription), updatedAt: new Date() };
    await tx
      .insert(billingCustomers)
      .values({ userId, ...row })
      .onConflictDoUpdate({
        target: billingCustomers.userId,
        // A one-time payment has no subscription: keep a customer id already known.
        set: { ...row, stripeCustomerId: row.stripeCustomerId ?? undefined },
      });
  }

  return {
    async status(userId: string): Promise<BillingStatus> {
      return { plan: await planOf(userId), checkout: settings ? 'stripe' : 'contact', contactUrl: PRO_CONTACT_URL };
    },

    async checkout(input: CheckoutInput): Promise<CheckoutSession> {
      if (!settings) {
        // A 4xx: nothing is broken, this server takes no payments (the page never asks: status says 'contact').
        throw new ConflictError('Payments are not set up on this server. Write to us to move to Pro.', 'billing_unavailable');
      }
      if ((await planOf(input.userId)) === 'pro') throw new ConflictError('You are already on Pro.', 'already_pro');
      const back = (state: 'success' | 'cancel') => `${input.origin}/worlds?checkout=${state}`;
      try {
        const stripe = await stripeClient(settings);
        const price = settings.pricePro;
        const subscription = price ? await isRecurring(stripe, price) : false;
        const session = await stripe.checkout.sessions.create({
          mode: subscription ? 'subscription' : 'payment',
          line_items: [
            price
              ? { price, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: { currency: PRO_PRICE.currency, unit_amount: PRO_PRICE.amount, product_data: { name: PRO_PRICE.name } },
                },
          ],
          client_reference_id: input.userId,
          customer_email: input.email,
          metadata: { user_id: input.userId },
          // A one-time payment makes a customer too, so the account keeps a reference to it.
          ...(subscription ? { subscription_data: { metadata: { user_id: input.userId } } } : { customer_creation: 'always' as const }),
          success_url: back('success'),
          cancel_url: back('cancel'),
        });
        if (!session.url) throw new Error('Stripe answered a Checkout session without a url');
        return { url: session.url };
      } catch (err) {
        log.error({ err }, 'Stripe Checkout session could not be created');
        throw new AppError(502, 'payment_provider', 'The payment page could not be opened. Please try again in a moment.');
      }
    },

    /**
     * One webhook delivery. A bad signature is refused (400) before anything is read; a
     * verified event is stored by id first, in the same transaction as its effect, so a
     * replay (or a second delivery racing the first) changes nothing and still answers 200.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
      if (!settings) throw new NotFoundError('This server takes no Stripe payments.');
      if (!signature) throw new BadRequestError('Missing Stripe-Signature header.', 'bad_signature');
      const stripe = await stripeClient(settings);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (err) {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'Stripe webhook refused: bad signature');
        throw new BadRequestError('Webhook signature verification failed.', 'bad_signature');
      }
      // The subscription as it is now, asked before the transaction (no network wait inside it).
      // Unreadable: a 502, so Stripe delivers the event again later; nothing was stored.
      let current: SubscriptionNow | undefined;
      if (event.type === 'customer.subscription.updated') {
        try {
          const sub = await stripe.subscriptions.retrieve(event.data.object.id);
          current = { status: sub.status, customer: idOf(sub.customer) };
        } catch (err) {
          if ((err as { code?: string }).code === 'resource_missing') current = { status: 'canceled', customer: null };
          else {
            log.error({ err, eventId: event.id }, 'Stripe subscription could not be read: the event is left for Stripe to deliver again');
            throw new AppError(502, 'payment_provider', 'The payment provider could not be reached. The event will be delivered again.');
          }
        }
      }
      return db.transaction(async (tx) => {
        const userId = await userOfEvent(tx, event);
        const inserted = await tx
          .insert(billingEvents)
          .values({ id: event.id, type: event.type, userId })
          .onConflictDoNothing()
          .returning({ id: billingEvents.id });
        if (!inserted.length) {
          log.info({ eventId: event.id, type: event.type }, 'Stripe event replayed: already handled');
          return { received: true as const, duplicate: true };
        }
        await apply(tx, event, userId, current);
        return { received: true as const, duplicate: false };
      });
    },
  };

  /** The account an event is about, or null (unknown, deleted, or not ours). */
  async function userOfEvent(tx: Tx, event: Stripe.Event): Promise<string | null> {
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      const ref = event.data.object.client_reference_id;
      if (!ref || !UUID.test(ref)) return null;
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, ref)).limit(1);
      return row?.id ?? null;
    }
    if (event.type === 'customer.subscription.deleted' || event.type === 'customer.subscription.updated') {
      const [row] = await tx
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(eq(billingCustomers.stripeSubscriptionId, event.data.object.id))
        .limit(1);
      return row?.userId ?? null;
    }
    return null;
  }

  async function apply(tx: Tx, event: Stripe.Event, userId: string | null, current: SubscriptionNow | undefined) {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // A delayed payment method (a bank debit) completes the session unpaid; its
        // async_payment_succeeded event comes once the money is there.
        if (session.payment_status === 'unpaid') {
          log.info({ eventId: event.id }, 'Checkout completed unpaid: the plan waits for the payment');
          return;
        }
        if (!userId) {
          log.warn({ eventId: event.id, clientReferenceId: session.client_reference_id }, 'Stripe checkout for an unknown account: ignored');
          return;
        }
        await setPro(tx, userId, session);
        log.info({ eventId: event.id, userId }, 'plan set to pro by Stripe');
        return;
      }
      case 'customer.subscription.deleted': {
        if (!userId) {
          log.warn({ eventId: event.id, subscription: event.data.object.id }, 'Stripe subscription of no known account deleted: ignored');
          return;
        }
        await tx.update(users).set({ plan: 'basic', updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.update(billingCustomers).set({ stripeSubscriptionId: null, updatedAt: new Date() }).where(eq(billingCustomers.userId, userId));
        log.info({ eventId: event.id, userId }, 'plan set back to basic: Stripe subscription ended');
        return;
      }
      case 'customer.subscription.updated': {
        if (!userId || !current) {
          log.info({ eventId: event.id, subscription: event.data.object.id }, 'Stripe subscription of no known account updated: ignored');
          return;
        }
        const plan: Plan = PRO_STATUSES.has(current.status) ? 'pro' : 'basic';
        await tx.update(users).set({ plan, updatedAt: new Date() }).where(eq(users.id, userId));
        log.info({ eventId: event.id, userId, status: current.status, plan }, 'plan set from the Stripe subscription status');
        return;
      }
      default:
        // Stored (so a replay is recognised) and otherwise ignored.
        return;
    }
  }
}

export type BillingService = ReturnType<typeof createBillingService>;
