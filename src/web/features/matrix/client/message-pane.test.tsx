// @vitest-environment jsdom
/**
 * The composer checks a draft with the contract's message rule: a blank draft is not sent
 * and says nothing; a draft the contract refuses (a control character) is not sent either,
 * but says why in the "Message not sent" toast, as the server's 400 did.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT_MESSAGE } from '../../../../contract/common';
import type { MatrixRoom } from '../../../../contract/matrix';
import { dismissToast, getToastsSnapshot } from '../../../ui/use-toast';
import { matrixMessagesKey } from './api';
import { MessagePane } from './message-pane';

const ROOM: MatrixRoom = {
  id: '!room:localhost',
  name: 'Team',
  type: 'room',
  bridge: null,
  lastMessage: null,
  timestamp: null,
  unread: 0,
  encrypted: false,
  worldImportId: null,
};

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

function mount() {
  // Every request the pane makes is recorded: a send (POST) answers its event id.
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    Response.json(init?.method === 'POST' ? { eventId: '$sent' } : { messages: [], next: null }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(matrixMessagesKey(ROOM.id), { pages: [{ messages: [], next: null }], pageParams: [null] });
  render(
    <QueryClientProvider client={queryClient}>
      <MessagePane room={ROOM} systemMessage={null} ownUserId="@me:localhost" onBack={() => {}} onInsight={() => {}} />
    </QueryClientProvider>,
  );
  const sends = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { input: screen.getByLabelText(/Message Team/), sends };
}

describe('the Matrix composer', () => {
  it('sends nothing and says nothing for a blank draft', () => {
    const { input, sends } = mount();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(sends()).toEqual([]);
    expect(getToastsSnapshot().filter((t) => t.open)).toEqual([]);
  });

  it("shows the contract's message for a draft it refuses, and sends nothing", () => {
    const { input, sends } = mount();
    fireEvent.change(input, { target: { value: 'hello\u0007' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(sends()).toEqual([]);
    const shown = getToastsSnapshot().filter((t) => t.open);
    expect(shown.map((t) => [t.title, t.description])).toEqual([['Message not sent', TEXT_MESSAGE]]);
  });

  it('sends a draft the contract takes', async () => {
    const { input, sends } = mount();
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await vi.waitFor(() => expect(sends()).toHaveLength(1));
  });
});
