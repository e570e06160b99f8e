/**
 * Billing (#27, ADR 053): moving to Pro in the app through Stripe Checkout, and the plan a
 * signed Stripe webhook sets. Without Stripe configured, the way to Pro is the contact
 * address (`checkout: 'contact'`); a payment is never pretended.
 */
import { z } from 'zod';
import { BRAND } from './brand';
import { PlanSchema } from './worlds';

export const BILLING_PATH = '/api/billing';

/** The Pro World of SPEC §9 and /pricing: $1,299, one payment, 10,000 data points. */
export const PRO_PRICE = { amount: 129_900, currency: 'usd', name: 'Pro World', label: '$1,299' } as const;

/** The contact link the pricing page gives for Pro; the way to Pro when Stripe is not configured. */
export const PRO_CONTACT_URL = `mailto:${BRAND.contactEmail}?subject=${encodeURIComponent('Pro World')}`;

export const CHECKOUT_MODES = ['stripe', 'contact'] as const;

export const BillingStatusSchema = z.object({
  plan: PlanSchema,
  /** 'stripe': POST /api/billing/checkout opens a Stripe Checkout page; 'contact': write to us (contactUrl). */
  checkout: z.enum(CHECKOUT_MODES),
  contactUrl: z.string(),
});
export type BillingStatus = z.infer<typeof BillingStatusSchema>;

export const CheckoutSessionSchema = z.object({
  /** Stripe's hosted Checkout page; the browser goes there. */
  url: z.url(),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

export const WebhookAnswerSchema = z.object({
  received: z.literal(true),
  /** True when this event id was handled before (a replay changes nothing). */
  duplicate: z.boolean(),
});

/** `?checkout=` on the page Stripe sends the browser back to. */
export const CHECKOUT_RETURNS = ['success', 'cancel'] as const;
export type CheckoutReturn = (typeof CHECKOUT_RETURNS)[number];
/** The page Stripe Checkout returns to (the worlds' hub, where the plan panel is). */
export const CHECKOUT_RETURN_PAGE = '/worlds';
