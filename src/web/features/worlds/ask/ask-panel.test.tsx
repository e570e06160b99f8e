// @vitest-environment jsdom
/**
 * The Ask panel against a fake API: example questions ask when clicked, Enter asks and
 * Shift+Enter does not, the period is sent and shown, every answer names its engine, a
 * follow-up carries the conversation, a message chip opens the message in its chat with the
 * cited one marked, an unanswerable question offers what can be asked, the sample world
 * marks its answers, and past conversations open and delete (Escape there goes back). The
 * panel scrolls only its conversation, shows the coverage note once, counts characters near
 * the limit; the message dialog links the other person (never the owner) and reads media
 * markers as labels.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AskAnswer, AskConversation, MessageInContext } from '../../../../contract/worlds-ask';
import AskPanel from './ask-panel';
import { setThread } from './ask-store';
import type { WorldSource } from '../world-source';

const CONVERSATION = '5f0c3a52-7a43-4b9e-9d1e-0c9a3e2f6b11';
const MSG = {
  kind: 'message' as const,
  id: 'm1a2b3.4c5d',
  at: '2023-06-24T12:02:00Z',
  author: 'Maria',
  authorId: '11111111-1111-4111-8111-111111111111',
  text: 'Under the Eiffel Tower, wish you were here',
  chatId: 'c1',
  chatTitle: 'Maria',
};
const view = (id: string, text: string, at: string, mine = false, media: string | null = null) => ({
  id,
  at,
  author: mine ? 'Sam' : 'Maria',
  authorId: mine ? 'me' : MSG.authorId,
  mine,
  text,
  media,
  chatId: 'c1',
  chatTitle: 'Maria',
});
const IN_CONTEXT: MessageInContext = {
  message: view(MSG.id, MSG.text, MSG.at),
  before: [view('m1.1', 'Where are you now?', '2023-06-24T11:58:00Z', true)],
  after: [view('m1.3', 'So jealous!', '2023-06-24T12:05:00Z', true)],
};

function answer(over: Partial<AskAnswer>): AskAnswer {
  return {
    answer: 'Maria: 248 messages.',
    citations: [MSG, { kind: 'person', id: MSG.authorId, name: 'Maria' }, { kind: 'place', id: 'pl1', name: 'Paris, France', lat: 48.8, lon: 2.3 }],
    conversationId: CONVERSATION,
    engine: 'offline',
    model: null,
    answered: true,
    suggestions: [],
    coverage: null,
    ...over,
  };
}

const SAVED: AskConversation = {
  id: CONVERSATION,
  title: 'Who do I write to most?',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:01:00Z',
  turns: [{ question: 'Who do I write to most?', answer: 'Maria: 248 messages.', citations: [MSG], engine: 'offline', model: null, answered: true, at: '2026-11-01T10:01:00Z' }],
};

const calls: { method: string; url: string; body: { question?: string; conversationId?: string; period?: unknown } | undefined }[] = [];
let nextAnswer: AskAnswer;
let inContext: MessageInContext;
let saved: AskConversation[];

beforeEach(() => {
  calls.length = 0;
  nextAnswer = answer({});
  inContext = IN_CONTEXT;
  saved = [SAVED];
  for (const kind of ['own', 'sample'] as const) setThread({ kind }, { conversationId: null, turns: [] });
  // jsdom has no layout: the panel scrolls the newest answer and the cited message into view.
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/ask/examples')) return Response.json({ examples: ['Who do I write to most?', 'When did I first message Maria?'] });
      if (url.endsWith('/ask')) return Response.json(nextAnswer);
      if (url.startsWith('/api/worlds/messages/')) return Response.json(inContext);
      if (url === '/api/worlds/conversations') return Response.json({ conversations: saved });
      if (method === 'DELETE' && url.startsWith('/api/worlds/conversations/')) {
        saved = [];
        return Response.json({ id: CONVERSATION });
      }
      return new Response(JSON.stringify({ code: 'not_found', message: 'Not found.', error: 'Not found.' }), { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(source: WorldSource = { kind: 'own' }, period = {}, onOpenChange: (open: boolean) => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AskPanel source={source} open onOpenChange={onOpenChange} period={period} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const asks = () => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/ask'));

describe('AskPanel', () => {
  it('asks an example question; the answer names its engine and cites its sources', async () => {
    renderPanel();
    expect(screen.getByRole('dialog', { name: 'Ask your world' })).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Ask your world' });
    expect(document.activeElement).toBe(box);
    fireEvent.click(await screen.findByRole('button', { name: 'Who do I write to most?' }));
    const log = screen.getByRole('log', { name: 'Conversation' });
    await within(log).findByText('Maria: 248 messages.');
    expect(asks()[0]).toMatchObject({ url: '/api/worlds/ask', body: { question: 'Who do I write to most?' } });
    expect(asks()[0]!.body?.conversationId).toBeUndefined();
    expect(within(log).getByTestId('ask-engine').textContent).toBe('Answered by Offline engine');
    const chips = within(log).getByRole('list', { name: 'Sources of this answer' });
    expect(within(chips).getByRole('button', { name: /^Open message in context: Maria · 24 Jun 2023 · Under the Eiffel Tower/ })).toBeTruthy();
    expect(within(chips).getByRole('link', { name: "Open Maria's page" }).getAttribute('href')).toBe(`/worlds/social/${MSG.authorId}`);
    expect(within(chips).getByRole('link', { name: 'Show Paris, France on the map' }).getAttribute('href')).toBe('/worlds/map?place=pl1');
    // The placeholder is one of this world's own examples.
    expect(box.getAttribute('placeholder')).toBe('e.g. Who do I write to most?');
  });

  it('Enter asks (with the period and, on a follow-up, the conversation); Shift+Enter does not', async () => {
    const period = { from: new Date(2023, 2, 1).toISOString(), to: new Date(2023, 6, 1).toISOString() };
    renderPanel({ kind: 'own' }, period);
    expect(screen.getByTestId('ask-period').textContent).toContain('Asking about Mar–Jun 2023');
    const box = screen.getByRole('textbox', { name: 'Ask your world' });
    fireEvent.change(box, { target: { value: 'Who do I write to most?' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(asks()).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('Maria: 248 messages.');
    expect(asks()[0]!.body).toEqual({ question: 'Who do I write to most?', period });
    expect((box as HTMLTextAreaElement).value).toBe('');

    nextAnswer = answer({ answer: 'Leo: 120 messages.', engine: 'openai', model: 'gpt-4o-mini', citations: [] });
    fireEvent.change(box, { target: { value: 'And Leo?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('Leo: 120 messages.');
    expect(asks()[1]!.body).toEqual({ question: 'And Leo?', conversationId: CONVERSATION, period });
    expect(screen.getAllByTestId('ask-engine').map((e) => e.textContent)).toEqual(['Answered by Offline engine', 'Answered by OpenAI gpt-4o-mini']);
  });

  it('opens a cited message in its chat, the cited one marked, with a link to its author', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Who do I write to most?' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Open message in context: Maria/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Maria' });
    const list = await within(dialog).findByRole('list', { name: 'Messages in Maria' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const cited = within(list).getByTestId('cited-message');
    expect(cited.getAttribute('aria-current')).toBe('true');
    expect(cited.textContent).toContain(MSG.text);
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Where are you now?');
    expect(calls.some((c) => c.url === `/api/worlds/messages/${MSG.id}?context=5`)).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Open Maria’s page' }).getAttribute('href')).toBe(`/worlds/social/${MSG.authorId}`);
  });

  it('says what can be asked when the data cannot answer, and asks a suggestion when clicked', async () => {
    nextAnswer = answer({
      answer: 'Your world has nothing about a wedding.',
      answered: false,
      citations: [],
      suggestions: ['Who do I write to most?', 'When did I first message Maria?'],
    });
    renderPanel();
    const box = screen.getByRole('textbox', { name: 'Ask your world' });
    fireEvent.change(box, { target: { value: 'Who came to the wedding?' } });
    fireEvent.submit(box.closest('form')!);
    const offers = await screen.findByRole('list', { name: 'Questions this world can answer' });
    nextAnswer = answer({});
    fireEvent.click(within(offers).getByRole('button', { name: 'When did I first message Maria?' }));
    await waitFor(() => expect(asks()).toHaveLength(2));
    expect(asks()[1]!.body?.question).toBe('When did I first message Maria?');
  });

  it('marks answers on the sample world and asks through its own endpoints', async () => {
    renderPanel({ kind: 'sample' });
    fireEvent.click(await screen.findByRole('button', { name: 'Who do I write to most?' }));
    const log = screen.getByRole('log', { name: 'Conversation' });
    await within(log).findByText('Maria: 248 messages.');
    expect(asks()[0]!.url).toBe('/api/worlds/sample/ask');
    expect(within(log).getByText('Sample')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Past conversations' })).toBeNull();
    expect(within(log).getByRole('link', { name: 'Show Paris, France on the map' }).getAttribute('href')).toBe('/worlds/sample/map?place=pl1');
  });

  it('lists past conversations: one opens with its answers, delete removes it', async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Past conversations' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Who do I write to most\?/ }));
    await screen.findByText('Maria: 248 messages.');
    fireEvent.click(screen.getByRole('button', { name: 'Past conversations' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete conversation “Who do I write to most?”' }));
    await screen.findByText(/None yet/);
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/worlds/conversations/${CONVERSATION}`)).toBe(true);
    // The open conversation was the one deleted: the next question starts a new one.
    fireEvent.click(screen.getByRole('button', { name: 'Back to the conversation' }));
    expect(screen.queryByText('Maria: 248 messages.')).toBeNull();
  });

  it('scrolls only its conversation to the newest question, never the panel', async () => {
    // jsdom has no layout: every element is 300 px from the top of its offset parent.
    const offsetTop = vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockReturnValue(300);
    try {
      renderPanel();
      fireEvent.click(await screen.findByRole('button', { name: 'Who do I write to most?' }));
      await screen.findByText('Maria: 248 messages.');
      expect(screen.getByTestId('ask-scroller').scrollTop).toBe(300 - 16);
      expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Ask your world' }).scrollTop).toBe(0);
    } finally {
      offsetTop.mockRestore();
    }
  });

  it('shows the coverage note once, under the answer, and none when it is null', async () => {
    const note = 'Counted of your newest 1,000 data points.';
    nextAnswer = answer({ answer: `Maria: 248 messages. ${note}`, coverage: note });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Who do I write to most?' }));
    await screen.findByText('Maria: 248 messages.');
    expect(screen.getAllByText(note, { exact: false })).toHaveLength(1);
    expect(screen.getByTestId('ask-coverage').textContent).toBe(note);

    nextAnswer = answer({ answer: 'Leo: 120 messages.', coverage: null });
    const box = screen.getByRole('textbox', { name: 'Ask your world' });
    fireEvent.change(box, { target: { value: 'And Leo?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('Leo: 120 messages.');
    expect(screen.getAllByTestId('ask-coverage')).toHaveLength(1);
  });

  it('counts characters once the question is near the limit', () => {
    renderPanel();
    const box = screen.getByRole('textbox', { name: 'Ask your world' });
    fireEvent.change(box, { target: { value: 'a'.repeat(400) } });
    expect(screen.queryByTestId('ask-counter')).toBeNull();
    fireEvent.change(box, { target: { value: 'a'.repeat(480) } });
    expect(screen.getByTestId('ask-counter').textContent).toBe('Characters: 480/500');
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByTestId('ask-counter').id);
  });

  it('Escape in past conversations goes back to the conversation; in the conversation it closes', async () => {
    const onOpenChange = vi.fn();
    renderPanel({ kind: 'own' }, {}, onOpenChange);
    fireEvent.click(screen.getByRole('button', { name: 'Past conversations' }));
    await screen.findByRole('button', { name: /^Who do I write to most\?/ });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Past conversations' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('links an owner’s cited message to the other person of the chat, never to the owner', async () => {
    const mine = { ...MSG, author: 'Sam', authorId: 'me', text: 'Where are you now?' };
    nextAnswer = answer({ citations: [mine] });
    inContext = { message: view(MSG.id, mine.text, MSG.at, true), before: [view('m1.1', 'Hi', '2023-06-24T11:58:00Z')], after: [] };
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Who do I write to most?' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Open message in context: Sam/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Maria' });
    await within(dialog).findByTestId('cited-message');
    expect(within(dialog).getByRole('link', { name: 'Open Maria’s page' }).getAttribute('href')).toBe(`/worlds/social/${MSG.authorId}`);
    expect(within(dialog).queryByRole('link', { name: /Sam/ })).toBeNull();
  });

  it('links no one for an owner’s message in a group', async () => {
    const mine = { ...MSG, author: 'Sam', authorId: 'me', text: 'Where are you now?', chatTitle: 'Uni Crew' };
    nextAnswer = answer({ citations: [mine, { kind: 'chat', id: 'c1', title: 'Uni Crew', isGroup: true }] });
    inContext = { message: view(MSG.id, mine.text, MSG.at, true), before: [view('m1.1', 'Hi', '2023-06-24T11:58:00Z')], after: [] };
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Who do I write to most?' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Open message in context: Sam/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Maria' });
    await within(dialog).findByTestId('cited-message');
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('shows a cited media message as "Media", not the raw marker', async () => {
    nextAnswer = answer({ citations: [{ ...MSG, text: '<Media omitted>' }] });
    inContext = { ...IN_CONTEXT, message: view(MSG.id, '<Media omitted>', MSG.at, false, 'other') };
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Who do I write to most?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open message in context: Maria · 24 Jun 2023 · Media' }));
    const cited = await screen.findByTestId('cited-message');
    expect(cited.textContent).toContain('Media');
    expect(cited.textContent).not.toContain('<Media omitted>');
  });
});
