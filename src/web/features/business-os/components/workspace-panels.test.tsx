// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantChatResponse } from '../../../../contract/assistant';
import type { Health } from '../../../../contract/common';
import { defaultSessionState } from '../../../../contract/business-os-defaults';
import { healthQuery } from '../api';
import { createLevelStore } from '../audio/level-store';
import { WorkspaceContext } from '../hooks/workspace-context';
import { WorkspaceController } from '../model/workspace-controller';
import { createWorkspaceStore } from '../model/workspace-store';
import { Sidebar } from './sidebar';
import { SummaryBlock } from './blocks/summary-blocks';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's reading of the session (the Current Summary asks for it once an answer is saved). */
function stubInsights() {
  const fetch = vi.fn(async () =>
    new Response(
      JSON.stringify({
        fingerprint: 'x',
        insights: [
          { id: 'topic:new customers', kind: 'topic', label: 'new customers', mentions: 1, sources: [] },
          { id: 'metric:churn', kind: 'metric', label: 'Churn', value: '4%', mentions: 1, sources: [] },
        ],
        questions: 1,
        answers: 1,
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function mount(engines: Record<string, string | boolean> = { ttsAvailable: true, sttAvailable: true }) {
  let now = 50_000;
  const queryClient = new QueryClient();
  queryClient.setQueryData(healthQuery().queryKey, { status: 'ok', database: 'pglite', version: 't', uptimeSeconds: 1, engines: engines as Health['engines'] });
  const store = createWorkspaceStore({
    doc: { ...defaultSessionState(), welcomed: true },
    meta: { id: '00000000-0000-4000-8000-000000000002', title: 'T', revision: 0, createdAt: new Date().toISOString() },
  });
  const resolvers: ((r: AssistantChatResponse) => void)[] = [];
  const controller = new WorkspaceController({
    store,
    api: {
      assistantChat: vi.fn(() => new Promise<AssistantChatResponse>((res) => resolvers.push(res))),
      workspaceCommentary: vi.fn(),
      recordSessionEvent: vi.fn(async () => ({})),
    },
    speech: { speak: vi.fn(), stop: vi.fn() },
    notify: vi.fn(),
    now: () => now,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <WorkspaceContext.Provider value={{ store, controller, level: createLevelStore() }}>
        <SummaryBlock />
        <Sidebar />
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
  const answer = async (content: string) => {
    await act(async () => {
      resolvers.shift()!({
        content,
        message: content,
        tokenUsage: { total_tokens: 10, prompt_tokens: 8, completion_tokens: 2 },
        meta: { engine: 'f', model: 'f', engineLabel: 'Fake engine', tokens: 'estimated' as const, durationMs: 1, costUsd: 0 },
      });
    });
  };
  return { store, controller, answer, advance: (ms: number) => (now += ms) };
}

describe('workspace panels', () => {
  it('shows "AI is thinking..." only while a qualifying segment is being answered; the summary sums up the session', async () => {
    const fetch = stubInsights();
    const { controller, answer, advance } = mount();
    act(() => controller.voiceSegment('hmm', { durationSec: 1 }));
    expect(screen.queryByText('AI is thinking...')).toBeNull();
    act(() => controller.voiceSegment('we closed two new customers', { durationSec: 2 }));
    expect(screen.getByText('AI is thinking...')).toBeTruthy();
    advance(2000);
    act(() => controller.voiceSegment('and lost one to a competitor', { durationSec: 2 }));
    await answer('Find out why you lost that deal.');
    expect(screen.queryByText('AI is thinking...')).toBeNull();
    expect(screen.getByTestId('summary-latest').textContent).toBe('Find out why you lost that deal.');
    expect(fetch).toHaveBeenCalledWith('/api/business-os/sessions/00000000-0000-4000-8000-000000000002/insights', expect.anything());
    await vi.waitFor(() => expect(screen.getByTestId('summary-headline').textContent).toBe('1 question, 1 answer about new customers.'));
    expect(screen.getByTestId('summary-figures').textContent).toBe('Churn 4%');
    act(() => controller.voiceSegment('the pipeline looks thin', { durationSec: 2 }));
    expect(screen.getByText('AI is thinking...')).toBeTruthy(); // 2 s after the last trigger, none in flight
    await answer('Book five demos this week.');
    advance(300);
    act(() => controller.voiceSegment('and marketing spend is up', { durationSec: 2 }));
    expect(screen.queryByText('AI is thinking...')).toBeNull(); // under 1 s since the last trigger
  });

  it('lists the last 5 of the capped events, newest first, with their AI response', async () => {
    const { controller, store, answer } = mount();
    expect(screen.getByText(/No activity yet/)).toBeTruthy();
    for (let i = 1; i <= 24; i++) {
      act(() => {
        controller.ask(`question ${i}`);
      });
      await answer(`answer ${i}`);
    }
    expect(store.get().doc.events).toHaveLength(20);
    const items = within(screen.getByTestId('recent-activity')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual(['question 24', 'question 23', 'question 22', 'question 21', 'question 20']);
    expect(items[0]!.textContent).toContain('answer 24');
  });

  it('offers the three voice characters with Rachel by default, and the four commentary styles', () => {
    const { store } = mount();
    const voice = screen.getByRole('combobox', { name: 'Voice character' }) as HTMLSelectElement;
    expect([...voice.options].map((o) => o.text)).toEqual(['Rachel Professional', 'Josh Casual', 'Arnold Authoritative']);
    expect(voice.selectedOptions[0]!.text).toBe('Rachel Professional');
    const style = screen.getByRole('combobox', { name: 'Commentary style' }) as HTMLSelectElement;
    expect([...style.options].map((o) => o.value)).toEqual(['business', 'motivational', 'analytical', 'creative']);
    expect(style.value).toBe('business');
    fireEvent.change(voice, { target: { value: 'josh' } });
    fireEvent.change(style, { target: { value: 'creative' } });
    expect(store.get().doc.settings).toMatchObject({ voice: 'josh', style: 'creative' });
  });

  it('shows which engine wrote the commentary and each activity entry’s answer', async () => {
    const { controller, answer } = mount();
    act(() => {
      controller.ask('what should we fix first?');
    });
    await answer('Fix onboarding.');
    const summary = screen.getByTestId('commentary');
    expect(within(summary).getByTestId('engine-badge').textContent).toBe('Answered by Fake engine');
    const [item] = within(screen.getByTestId('recent-activity')).getAllByRole('listitem');
    expect(within(item!).getByTestId('engine-badge').textContent).toBe('Answered by Fake engine');
  });

  it('says in the settings when this server cannot read commentary aloud', () => {
    mount({ ttsAvailable: false, sttAvailable: true });
    const toggle = screen.getByRole('switch', { name: 'Read commentary aloud' });
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Voice output unavailable: no speech synthesis engine on this server.')).toBeTruthy();
  });
});
