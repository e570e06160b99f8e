/**
 * Back from Stripe Checkout (`?checkout=success|cancel` on /worlds). The address alone
 * proves nothing (anyone can type it), so the notice shows only when Stripe checkout is
 * configured (GET /api/billing/status says `checkout: 'stripe'`), and never says a payment
 * happened: on success it says the page is waiting for Stripe's confirmation (the signed
 * webhook) and polls the status until it says Pro, then says so and refreshes every world.
 * When the polling window passes without it, it says the payment is not confirmed yet and
 * how to get help. Cancel is a quiet line: nothing was charged.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, HelpCircle, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BRAND } from '../../../contract/brand';
import { CHECKOUT_RETURNS, PRO_CONTACT_URL, type CheckoutReturn } from '../../../contract/billing';
import { PLAN_LIMITS } from '../../../contract/worlds';
import { worldsKey } from '../../lib/queries/worlds';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { billingStatusQuery } from './billing-queries';

const POLL_MS = 3000;
/** How long the page keeps asking before it says the confirmation has not come (Stripe may retry later). */
const POLL_FOR_MS = 2 * 60_000;

export function CheckoutReturnNotice({ pollForMs = POLL_FOR_MS }: { /** Tests shorten the polling window. */ pollForMs?: number }) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('checkout');
  const state = (CHECKOUT_RETURNS as readonly string[]).includes(raw ?? '') ? (raw as CheckoutReturn) : null;
  const dismiss = () =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  if (!state) return null;
  return <StripeReturn state={state} onDismiss={dismiss} pollForMs={pollForMs} />;
}

function StripeReturn({ state, onDismiss, pollForMs }: { state: CheckoutReturn; onDismiss: () => void; pollForMs: number }) {
  const client = useQueryClient();
  const [waited, setWaited] = useState(false);
  const status = useQuery({
    ...billingStatusQuery,
    staleTime: 0,
    refetchInterval: (q) => (state !== 'success' || q.state.data?.checkout !== 'stripe' || q.state.data.plan === 'pro' || waited ? false : POLL_MS),
  });
  const stripe = status.data?.checkout === 'stripe';
  const pro = status.data?.plan === 'pro';
  useEffect(() => {
    if (state !== 'success' || !stripe || pro) return;
    const timer = setTimeout(() => setWaited(true), pollForMs);
    return () => clearTimeout(timer);
  }, [state, stripe, pro, pollForMs]);
  useEffect(() => {
    // Every world now shows up to the Pro limit: refetch them.
    if (state === 'success' && stripe && pro) void client.invalidateQueries({ queryKey: worldsKey });
  }, [state, stripe, pro, client]);
  // Without Stripe checkout (or before the server has said), the address is no news.
  if (!stripe) return null;
  if (state === 'cancel') {
    return (
      <Notice onDismiss={onDismiss}>
        <p className="text-sm text-muted">Checkout closed. Nothing was charged; you can upgrade whenever you like.</p>
      </Notice>
    );
  }
  if (pro) {
    return (
      <Notice onDismiss={onDismiss} tone="success">
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-300" aria-hidden />
          <div>
            <p className="font-medium text-fg">You are on Pro</p>
            <p className="text-sm text-muted">
              Stripe confirmed your payment. Your worlds now show up to {PLAN_LIMITS.pro.toLocaleString('en-US')} data points.
            </p>
          </div>
        </div>
      </Notice>
    );
  }
  if (waited) {
    const contactUrl = status.data?.contactUrl ?? PRO_CONTACT_URL;
    return (
      <Notice onDismiss={onDismiss}>
        <div className="flex items-start gap-3">
          <HelpCircle className="mt-0.5 size-5 shrink-0 text-amber-300" aria-hidden />
          <div>
            <p className="font-medium text-fg">Not confirmed yet</p>
            <p className="text-sm text-muted">
              Stripe has not confirmed a payment to us yet, so your plan is still Basic. If you paid, it changes as soon as Stripe confirms
              it; if it has not by tomorrow, write to{' '}
              <a className="text-fg underline underline-offset-2" href={contactUrl}>
                {BRAND.contactEmail}
              </a>{' '}
              with the email you paid with.
            </p>
          </div>
        </div>
      </Notice>
    );
  }
  return (
    <Notice onDismiss={onDismiss} tone="brand">
      <div className="flex items-start gap-3">
        <Clock className="mt-0.5 size-5 shrink-0 text-violet-300" aria-hidden />
        <div>
          <p className="font-medium text-fg">Back from Stripe — waiting for its confirmation</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            Your plan changes when Stripe confirms the payment to us, usually within seconds; you can keep exploring meanwhile.
            {status.isFetching && <Spinner className="text-xs" />}
          </p>
        </div>
      </div>
    </Notice>
  );
}

function Notice({ children, onDismiss, tone = 'neutral' }: { children: ReactNode; onDismiss: () => void; tone?: 'neutral' | 'brand' | 'success' }) {
  const border = tone === 'success' ? 'border-success/40 bg-success/10' : tone === 'brand' ? 'border-brand/40 bg-brand/10' : 'border-border bg-surface/80';
  return (
    <div role="status" className={cn('flex items-start justify-between gap-4 rounded-2xl border p-4', border)}>
      <div className="min-w-0">{children}</div>
      <Button variant="ghost" size="icon" onClick={onDismiss} aria-label="Dismiss">
        <X aria-hidden />
      </Button>
    </div>
  );
}
