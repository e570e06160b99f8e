// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Health } from '../../../../contract/common';
import { defaultSessionState } from '../../../../contract/business-os-defaults';
import type { SessionState } from '../../../../contract/business-os';
import { healthQuery } from '../api';
import { createLevelStore } from '../audio/level-store';
import { WorkspaceContext } from '../hooks/workspace-context';
import { WorkspaceController, type VoiceControl, type VoiceEvents } from '../model/workspace-controller';
import { createWorkspaceStore, type SessionMeta } from '../model/workspace-store';
import { RecoveryBanner, TokenLimitBanner } from './banners';
import { WorkspaceHeader } from './workspace-header';

afterEach(cleanup);

function mount(opts: { engines?: Record<string, string | boolean>; doc?: Partial<SessionState>; meta?: Partial<SessionMeta> } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The health query, answered as a server with these engines would.
  queryClient.setQueryData(healthQuery().queryKey, { status: 'ok', database: 'pglite', version: 't', uptimeSeconds: 1, engines: opts.engines as Health['engines'] });
  const store = createWorkspaceStore({
    doc: { ...defaultSessionState(), welcomed: true, ...opts.doc },
    meta: { id: '00000000-0000-4000-8000-000000000004', title: 'T', revision: 0, createdAt: '', ...opts.meta },
  });
  const notify = vi.fn();
  // The microphone at the controller's own seam (createVoice): starting it reports the
  // browser recognizer listening, as the real voice input does once the mic is open.
  const mic = { starts: 0, listening: false };
  const createVoice = (events: VoiceEvents): VoiceControl => ({
    get isListening() {
      return mic.listening;
    },
    async start() {
      mic.starts++;
      mic.listening = true;
      events.onMode('browser');
    },
    stop() {
      mic.listening = false;
      events.onMode('off');
    },
  });
  const controller = new WorkspaceController({
    store,
    api: { assistantChat: vi.fn(), workspaceCommentary: vi.fn(), recordSessionEvent: vi.fn() },
    speech: { speak: vi.fn(), stop: vi.fn() },
    createVoice,
    notify,
  });
  const actions = { onNewSession: vi.fn(), onSaveCopy: vi.fn(), busy: false };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <WorkspaceContext.Provider value={{ store, controller, level: createLevelStore() }}>
          <WorkspaceHeader onOpenSessions={vi.fn()} onTogglePanel={vi.fn()} />
          <RecoveryBanner {...actions} />
          <TokenLimitBanner onNewSession={actions.onNewSession} busy={false} />
        </WorkspaceContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { store, controller, mic, actions, notify };
}

describe('voice availability, known before anyone speaks', () => {
  it('says up front that voice input is unavailable when the server has no speech-to-text (and the browser no recognizer)', () => {
    const { mic } = mount({ engines: { ai: 'offline', stt: 'pocketsphinx', sttAvailable: false, tts: 'espeak', ttsAvailable: true } });
    const button = screen.getByTestId('mic-toggle');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Voice input unavailable: no speech engine on this server');
    expect(button.textContent).toContain('Voice unavailable');
    fireEvent.click(button);
    expect(mic.starts).toBe(0);
    expect(screen.getByTestId('mic-toggle').getAttribute('aria-label')).toBe('Voice input unavailable: no speech engine on this server');
    expect(screen.getByRole('button', { name: 'Voice output' })).toBeTruthy();
  });

  it('says the voice output is unavailable when the server cannot synthesize speech', () => {
    mount({ engines: { stt: 'pocketsphinx', sttAvailable: true, tts: 'espeak', ttsAvailable: false } });
    const toggle = screen.getByTestId('voice-output-toggle');
    expect(toggle.getAttribute('aria-label')).toBe('Voice output unavailable: no speech synthesis engine on this server');
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    // No voice output does not take the microphone with it.
    fireEvent.click(screen.getByRole('button', { name: 'Talk: start microphone' }));
    expect(screen.getByRole('button', { name: 'Stop microphone' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the microphone when the server can transcribe, and stops it on a second press', () => {
    const { mic } = mount({ engines: { sttAvailable: true, ttsAvailable: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Talk: start microphone' }));
    expect(mic.starts).toBe(1);
    const stop = screen.getByRole('button', { name: 'Stop microphone' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');
    expect(stop.textContent).toBe('Stop');
    fireEvent.click(stop);
    expect(screen.getByRole('button', { name: 'Talk: start microphone' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('token truth in the header', () => {
  it('marks estimated tokens and shows the offline engine’s $0 cost', () => {
    mount({ doc: { tokenUsage: { used: 1234, limit: 10_000, cost: 0, inputTokens: 1000, outputTokens: 234, estimatedTokens: 1234 } } });
    expect(screen.getByTestId('count-tokens').textContent).toBe('≈ 1,234 / 10,000 tokens (estimated)');
    expect(screen.getByText('Tokens · estimated')).toBeTruthy();
    expect(screen.getByTestId('count-cost').textContent).toBe('$0.0000');
  });

  it('warns near the limit, and at the limit says so, disables analysis and offers a new session', () => {
    mount({ doc: { tokenUsage: { used: 9_100, limit: 10_000, cost: 0, inputTokens: 0, outputTokens: 0 } } });
    expect(screen.getByTestId('token-near-banner').textContent).toContain('9,100 of its 10,000 tokens (91%)');
    cleanup();
    const { actions, notify } = mount({ doc: { tokenUsage: { used: 11_864, limit: 10_000, cost: 0, inputTokens: 0, outputTokens: 0 } } });
    expect(screen.getByTestId('token-limit-banner').textContent).toContain('This session has used its 10,000-token limit. Start a new session to continue.');
    const analyze = screen.getByRole('button', { name: 'Analyze Workspace' });
    expect(analyze.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(analyze);
    expect(notify).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start a new session' }));
    expect(actions.onNewSession).toHaveBeenCalled();
  });
});

describe('a session saved by an older version', () => {
  it('opens read-only with a banner, a save state that says so, and offers a new session or a copy', () => {
    const { actions } = mount({
      meta: { readOnly: true, recovery: { status: 'unreadable', dropped: ['the blocks'], message: 'x' } },
    });
    const banner = screen.getByTestId('read-only-banner');
    expect(banner.textContent).toContain('could not be fully read. It is open read-only; your original is kept unchanged.');
    expect(banner.textContent).toContain('Could not be read: the blocks.');
    fireEvent.click(screen.getByRole('button', { name: 'Save a copy' }));
    expect(actions.onSaveCopy).toHaveBeenCalled();
    expect(screen.getByTestId('mic-toggle').getAttribute('aria-disabled')).toBe('true');
  });

  it('lists what a salvaged session left out', () => {
    mount({ meta: { recovery: { status: 'salvaged', dropped: ['1 of 5 blocks'], message: 'x' } } });
    expect(screen.getByTestId('salvaged-banner').textContent).toContain('Left out: 1 of 5 blocks.');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })));
    expect(screen.queryByTestId('salvaged-banner')).toBeNull();
  });
});
