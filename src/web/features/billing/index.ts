/** Billing's public interface on the web (feature-graph.mjs): the way to Pro and the page state after Stripe Checkout. */
export { UpgradeButton } from './upgrade-button';
export { CheckoutReturnNotice } from './checkout-return-notice';
