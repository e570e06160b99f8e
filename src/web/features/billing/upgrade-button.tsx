/**
 * The way to Pro (#27, ADR 053). With Stripe configured: "Upgrade to Pro" opens a Stripe
 * Checkout session (POST /api/billing/checkout) and sends the browser to it; the plan
 * changes only when Stripe's signed webhook confirms the payment. Without Stripe: the
 * contact link, said plainly, and no payment is pretended. Renders nothing on Pro.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { CreditCard, Mail } from 'lucide-react';
import { BRAND } from '../../../contract/brand';
import { PRO_CONTACT_URL, PRO_PRICE } from '../../../contract/billing';
import { billingApi } from '../../../contract/endpoints/billing';
import { call } from '../../lib/api';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { billingStatusQuery } from './billing-queries';

export function UpgradeButton({ className }: { className?: string }) {
  const status = useQuery(billingStatusQuery);
  const checkout = useMutation({
    mutationFn: () => call(billingApi.checkout),
    // Stripe's hosted page; it sends the browser back to /worlds?checkout=success|cancel.
    onSuccess: ({ url }) => window.location.assign(url),
  });
  // Nothing until the server says how (no button that might vanish), nor on Pro.
  if (status.isPending || status.data?.plan === 'pro') return null;
  // Status unreadable: the contact link, which always works.
  const contact = status.isError || status.data.checkout === 'contact';
  return (
    <div className={className ?? 'flex max-w-full shrink-0 flex-col items-start gap-1 sm:items-end'}>
      {contact ? (
        <>
          <Button asChild variant="secondary">
            <a href={status.data?.contactUrl ?? PRO_CONTACT_URL}>
              <Mail aria-hidden />
              Contact us to upgrade to Pro
            </a>
          </Button>
          <span className="text-xs text-muted sm:text-right">Pro shows 10,000 data points · {BRAND.contactEmail}</span>
        </>
      ) : (
        <>
          <Button onClick={() => checkout.mutate()} disabled={checkout.isPending || checkout.isSuccess}>
            <CreditCard aria-hidden />
            {checkout.isPending || checkout.isSuccess ? 'Opening secure checkout…' : `Upgrade to Pro · ${PRO_PRICE.label}`}
          </Button>
          {checkout.isError ? (
            <span role="alert" className="text-xs text-danger-fg">
              {errorMessage(checkout.error, 'The payment page could not be opened. Please try again.')}
            </span>
          ) : (
            <span className="text-xs text-muted sm:text-right">One payment · 10,000 data points · paid securely with Stripe</span>
          )}
        </>
      )}
    </div>
  );
}
