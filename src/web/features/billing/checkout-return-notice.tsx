/**
 * Back from Stripe Checkout (`?checkout=success|cancel` on /worlds). Success says the
 * payment was received and that the plan follows Stripe's confirmation (the signed webhook),
 * polling GET /api/billing/status until it says Pro, and only then says so and refreshes
 * every world. Cancel is a quiet line: nothing was charged.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CHECKOUT_RETURNS, type CheckoutReturn } from '../../../contract/billing';
import { PLAN_LIMITS } from '../../../contract/worlds';
import { worldsKey } from '../../lib/queries/worlds';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { billingStatusQuery } from './billing-queries';

const POLL_MS = 3000;
/** How long the page keeps asking before it says the confirmation is taking longer (Stripe may retry later). */
const POLL_FOR_MS = 2 * 60_000;

export function CheckoutReturnNotice() {
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
  if (state === 'success') return <PaymentReceived onDismiss={dismiss} />;
  if (state === 'cancel') {
    return (
      <Notice onDismiss={dismiss}>
        <p className="text-sm text-muted">Checkout closed. Nothing was charged; you can upgrade whenever you like.</p>
      </Notice>
    );
  }
  return null;
}

function PaymentReceived({ onDismiss }: { onDismiss: () => void }) {
  const client = useQueryClient();
  const [started] = useState(() => Date.now());
  const status = useQuery({
    ...billingStatusQuery,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.plan === 'pro' || Date.now() - started > POLL_FOR_MS ? false : POLL_MS),
  });
  const pro = status.data?.plan === 'pro';
  useEffect(() => {
    // Every world now shows up to the Pro limit: refetch them.
    if (pro) void client.invalidateQueries({ queryKey: worldsKey });
  }, [pro, client]);
  return (
    <Notice onDismiss={onDismiss} tone={pro ? 'success' : 'brand'}>
      {pro ? (
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-300" aria-hidden />
          <div>
            <p className="font-medium text-fg">You are on Pro</p>
            <p className="text-sm text-muted">
              Stripe confirmed your payment. Your worlds now show up to {PLAN_LIMITS.pro.toLocaleString('en-US')} data points.
            </p>
          </div>
        </div>
      ) : (
        <div className="flex items-start gap-3">
          <Clock className="mt-0.5 size-5 shrink-0 text-violet-300" aria-hidden />
          <div>
            <p className="font-medium text-fg">Payment received — your plan updates when Stripe confirms it</p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              This usually takes a few seconds; you can keep exploring meanwhile.
              {status.isFetching && <Spinner className="text-xs" />}
            </p>
          </div>
        </div>
      )}
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
