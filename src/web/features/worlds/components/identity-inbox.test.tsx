// @vitest-environment jsdom
/**
 * The identity inbox: a card shows the reason, how sure, both people with their messages and
 * sources; Merge posts the pair and its toast's Undo undoes it; an automatic merge says so;
 * the people search waits for typing to pause; the sample world (not yours to change) has no inbox.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentitySearch, IdentitySuggestions } from '../../../../contract/worlds-identity';
import { Toaster } from '../../../ui/toaster';
import { IdentityInbox } from './identity-inbox';

const MARIA = { id: '11111111-1111-4111-8111-111111111111', name: 'Maria', messageCount: 3, sources: ['whatsapp' as const] };
const MARIA2 = { id: '22222222-2222-4222-8222-222222222222', name: 'Maria2', messageCount: 1, sources: ['telegram' as const] };
const NUMBER = { id: '33333333-3333-4333-8333-333333333333', name: '+49 170 1234567', messageCount: 2, sources: ['whatsapp' as const] };
const LOCAL = { id: '44444444-4444-4444-8444-444444444444', name: '0170 1234567', messageCount: 1, sources: ['whatsapp' as const] };

const INBOX: IdentitySuggestions = {
  suggestions: [
    { id: 'a1', people: [MARIA, MARIA2], reason: '“Maria2” looks like “Maria” with a number added', kind: 'digits', confidence: 0.75, auto: false },
  ],
  automatic: [{ id: 'b2', people: [NUMBER, LOCAL], reason: 'Same phone number +49 170 1234567', kind: 'phone', confidence: 1, auto: true }],
};
const MERGED: IdentitySearch = { people: [{ ...NUMBER, messageCount: 3, mergedWith: [{ id: LOCAL.id, name: LOCAL.name }] }] };

const calls: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/worlds/identity/suggestions') return Response.json(INBOX);
      if (url.startsWith('/api/worlds/identity/people')) return Response.json(MERGED);
      if (url === '/api/worlds/identity/suggestions/accept') return Response.json({ decision: 'accepted', people: [{ ...MARIA, messageCount: 4 }] });
      if (url === '/api/worlds/identity/suggestions/undo') return Response.json({ decision: 'undone', people: [MARIA, MARIA2] });
      return new Response(JSON.stringify({ code: 'not_found', message: 'Not found.', error: 'Not found.' }), { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderInbox(kind: 'own' | 'sample' = 'own') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <IdentityInbox source={{ kind }} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('IdentityInbox', () => {
  it('shows a suggestion with its reason, confidence and both people; an automatic merge says so', async () => {
    renderInbox();
    const card = await screen.findByTestId('identity-suggestion');
    expect(within(card).getByText('“Maria2” looks like “Maria” with a number added')).toBeTruthy();
    expect(within(card).getByText('75% sure')).toBeTruthy();
    expect(within(card).getByText('3 messages · WhatsApp')).toBeTruthy();
    expect(within(card).getByText('1 message · Telegram')).toBeTruthy();
    expect(screen.getByText('Merged automatically: same phone number +49 170 1234567')).toBeTruthy();
    // The merged people, each merged name with Split.
    expect(await screen.findByRole('button', { name: 'Split 0170 1234567 from +49 170 1234567' })).toBeTruthy();
  });

  it('Merge posts the pair; the toast’s Undo undoes it', async () => {
    renderInbox();
    const card = await screen.findByTestId('identity-suggestion');
    fireEvent.click(within(card).getByRole('button', { name: 'Merge' }));
    await screen.findByText('Merged Maria2 into Maria');
    expect(calls.find((c) => c.url.endsWith('/accept'))).toMatchObject({ method: 'POST', body: { aId: MARIA.id, bId: MARIA2.id } });
    const toastUndo = screen.getAllByRole('button', { name: 'Undo' }).find((b) => !b.closest('[data-testid="identity-inbox"]'))!;
    fireEvent.click(toastUndo);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/undo'))).toMatchObject({ method: 'POST', body: { aId: MARIA.id, bId: MARIA2.id } }));
  });

  it('the people search asks once typing pauses, not on every key', async () => {
    renderInbox();
    const box = await screen.findByPlaceholderText('Find a person by name');
    for (const q of ['m', 'ma', 'mar']) fireEvent.change(box, { target: { value: q } });
    await waitFor(() => expect(calls.some((c) => c.url.includes('q=mar'))).toBe(true));
    expect(calls.filter((c) => /[?&]q=ma?(&|$)/.test(c.url))).toEqual([]);
  });

  it('is not shown on the sample world', () => {
    const { container } = renderInbox('sample');
    expect(container.querySelector('[data-testid="identity-inbox"]')).toBeNull();
    expect(calls).toEqual([]);
  });
});
