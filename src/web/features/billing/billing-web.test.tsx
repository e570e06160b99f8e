// @vitest-environment jsdom
/**
 * The way to Pro on the web (#27, ADR 053): the contact link without Stripe, the Checkout
 * redirect with it, and the page state after Stripe sends the browser back, which never
 * says "Pro" before the server does.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingStatus } from '../../../contract/billing';
import { billingStatusKey } from './billing-queries';
import { CheckoutReturnNotice } from './checkout-return-notice';
import { UpgradeButton } from './upgrade-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(status: BillingStatus, checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_test_1') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/billing/status')) return Response.json(status);
    if (url.endsWith('/api/billing/checkout') && init?.method === 'POST') return Response.json({ url: checkoutUrl });
    return Response.json({ code: 'not_found', message: 'Not found', error: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function mount(node: ReactNode, path = '/worlds') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answered = () => queryClient.getQueryState(billingStatusKey)?.status === 'success';
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { answered };
}

const CONTACT = 'mailto:hello@mnemo.world?subject=Pro%20World';

describe('UpgradeButton', () => {
  it('without Stripe: the contact link, said plainly', async () => {
    serve({ plan: 'basic', checkout: 'contact', contactUrl: CONTACT });
    mount(<UpgradeButton />);
    const link = await screen.findByRole('link', { name: 'Contact us to upgrade to Pro' });
    expect(link.getAttribute('href')).toBe(CONTACT);
    expect(screen.queryByRole('button', { name: /Upgrade to Pro/ })).toBeNull();
  });

  it('with Stripe: opens a Checkout session and goes to its page', async () => {
    const fetchMock = serve({ plan: 'basic', checkout: 'stripe', contactUrl: CONTACT });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mount(<UpgradeButton />);
    const button = await screen.findByRole('button', { name: 'Upgrade to Pro · $1,299' });
    fireEvent.click(button);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(fetchMock.mock.calls.some(([u, init]) => String(u).endsWith('/api/billing/checkout') && init?.method === 'POST')).toBe(true);
  });

  it('on Pro: nothing to upgrade', async () => {
    serve({ plan: 'pro', checkout: 'stripe', contactUrl: CONTACT });
    const { answered } = mount(<UpgradeButton />);
    await vi.waitFor(() => expect(answered()).toBe(true));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('CheckoutReturnNotice', () => {
  it('?checkout=success: back from Stripe, waiting for its confirmation; no payment claimed, not "Pro" while the server says basic', async () => {
    serve({ plan: 'basic', checkout: 'stripe', contactUrl: CONTACT });
    const { answered } = mount(<CheckoutReturnNotice />, '/worlds?checkout=success');
    expect(await screen.findByText('Back from Stripe — waiting for its confirmation')).toBeTruthy();
    await vi.waitFor(() => expect(answered()).toBe(true));
    expect(screen.queryByText('You are on Pro')).toBeNull();
    expect(screen.getByRole('status').textContent).not.toMatch(/payment received/i);
  });

  it('?checkout=success once the server says Pro: says so', async () => {
    serve({ plan: 'pro', checkout: 'stripe', contactUrl: CONTACT });
    mount(<CheckoutReturnNotice />, '/worlds?checkout=success');
    expect(await screen.findByText('You are on Pro')).toBeTruthy();
  });

  it('?checkout=success after the polling window without a confirmation: not confirmed yet, and how to get help', async () => {
    serve({ plan: 'basic', checkout: 'stripe', contactUrl: CONTACT });
    mount(<CheckoutReturnNotice pollForMs={20} />, '/worlds?checkout=success');
    expect(await screen.findByText('Not confirmed yet')).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('your plan is still Basic');
    expect(screen.getByRole('link', { name: 'hello@mnemo.world' }).getAttribute('href')).toBe(CONTACT);
    expect(screen.queryByText('Back from Stripe — waiting for its confirmation')).toBeNull();
  });

  it('without Stripe configured the address alone shows nothing: no "payment", no "checkout closed"', async () => {
    for (const path of ['/worlds?checkout=success', '/worlds?checkout=cancel']) {
      serve({ plan: 'basic', checkout: 'contact', contactUrl: CONTACT });
      const { answered } = mount(<CheckoutReturnNotice />, path);
      await vi.waitFor(() => expect(answered()).toBe(true));
      expect(screen.queryByRole('status')).toBeNull();
      cleanup();
    }
  });

  it('?checkout=cancel: a quiet line, nothing charged; no parameter: nothing', async () => {
    serve({ plan: 'basic', checkout: 'stripe', contactUrl: CONTACT });
    mount(<CheckoutReturnNotice />, '/worlds?checkout=cancel');
    expect((await screen.findByRole('status')).textContent).toContain('Nothing was charged');
    cleanup();
    mount(<CheckoutReturnNotice />, '/worlds');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
