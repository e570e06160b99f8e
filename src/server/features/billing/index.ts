/** Billing's public interface (feature-graph.mjs): Stripe Checkout and its signed webhook (#27, ADR 053). */
export { createBillingService, type BillingService } from './billing.service';
export { billingRoutes } from './billing.routes';
