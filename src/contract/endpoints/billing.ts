/**
 * Endpoints of billing (#27, ADR 053): the plan and how to reach Pro, the Stripe Checkout
 * session, and Stripe's signed webhook (its raw body is read by the route: the signature
 * is over the exact bytes).
 */
import { BILLING_PATH, BillingStatusSchema, CheckoutSessionSchema, WebhookAnswerSchema } from '../billing';
import { defineEndpoint } from '../endpoint';

export const billingApi = {
  status: defineEndpoint({ method: 'GET', path: `${BILLING_PATH}/status`, response: { 200: BillingStatusSchema } }),
  checkout: defineEndpoint({ method: 'POST', path: `${BILLING_PATH}/checkout`, response: { 200: CheckoutSessionSchema } }),
  webhook: defineEndpoint({ method: 'POST', path: `${BILLING_PATH}/webhook`, bodyKind: 'raw', response: { 200: WebhookAnswerSchema } }),
} as const;
