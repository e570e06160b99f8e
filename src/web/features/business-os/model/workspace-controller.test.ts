import { describe, expect, it, vi } from 'vitest';
import type { AssistantChatResponse } from '../../../../contract/assistant';
import { defaultSessionState } from '../../../../contract/business-os-defaults';
import { ApiError } from '../../../lib/api-client';
import { AI_FAILED, ANALYSIS_FAILED, WorkspaceController, type ControllerDeps } from './workspace-controller';
import { createWorkspaceStore } from './workspace-store';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const reply = (content: string, total = 100): AssistantChatResponse => ({
  content,
  message: content,
  tokenUsage: { total_tokens: total, prompt_tokens: total - 20, completion_tokens: 20 },
  meta: { engine: 'fake', model: 'fake', engineLabel: 'Fake engine', tokens: 'estimated' as const, durationMs: 1, costUsd: 0 },
});

function setup(overrides: Partial<ControllerDeps['api']> = {}, used = 0) {
  let now = 100_000;
  const base = defaultSessionState();
  const store = createWorkspaceStore({
    doc: { ...base, welcomed: true, tokenUsage: { ...base.tokenUsage, used } },
    meta: { id: '00000000-0000-4000-8000-000000000001', title: 'Untitled session', revision: 0, createdAt: new Date(0).toISOString() },
  });
  const pending: ReturnType<typeof deferred<AssistantChatResponse>>[] = [];
  const api = {
    assistantChat: vi.fn(() => {
      const d = deferred<AssistantChatResponse>();
      pending.push(d);
      return d.promise;
    }),
    workspaceCommentary: vi.fn(),
    recordSessionEvent: vi.fn(async () => ({ ok: true })),
    ...overrides,
  } as ControllerDeps['api'] & { assistantChat: ReturnType<typeof vi.fn> };
  const speech = { speak: vi.fn(), stop: vi.fn() };
  const notify = vi.fn();
  const controller = new WorkspaceController({ store, api, speech, notify, now: () => now });
  return { store, api, speech, notify, controller, pending, advance: (ms: number) => (now += ms) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('voice segments and the AI triggering rules (spec §4)', () => {
  it('keeps every segment in the transcript but calls the AI only for qualifying ones', async () => {
    const { controller, store, api, pending, advance } = setup();
    controller.voiceSegment('ok', { durationSec: 1 });
    expect(api.assistantChat).not.toHaveBeenCalled(); // 3 characters or fewer

    controller.voiceSegment('our churn doubled last quarter', { durationSec: 2 });
    expect(api.assistantChat).toHaveBeenCalledTimes(1);
    expect(store.get().ui.pending).toBe(1); // 'AI is thinking...'

    advance(5000);
    controller.voiceSegment('and hiring is behind plan', { durationSec: 2 });
    expect(api.assistantChat).toHaveBeenCalledTimes(1); // one in flight

    pending[0]!.resolve(reply('Fix onboarding first.'));
    await flush();
    expect(store.get().ui.pending).toBe(0);
    expect(store.get().doc.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Fix onboarding first.' });

    advance(400);
    controller.voiceSegment('what about pricing for enterprise', { durationSec: 2 });
    expect(api.assistantChat).toHaveBeenCalledTimes(2); // 5.4 s since the last trigger
    pending[1]!.resolve(reply('Price on value.'));
    await flush();

    advance(500);
    controller.voiceSegment('and the board meeting next week', { durationSec: 2 });
    expect(api.assistantChat).toHaveBeenCalledTimes(2); // under 1 s since the last trigger

    const doc = store.get().doc;
    expect(doc.transcript).toBe(
      'ok our churn doubled last quarter and hiring is behind plan what about pricing for enterprise and the board meeting next week',
    );
    expect(doc.stats.aiResponses).toBe(2);
    expect(doc.tokenUsage.used).toBe(200);
    expect(doc.stats.voiceSeconds).toBe(9);
    expect(api.recordSessionEvent).toHaveBeenCalledWith(store.get().meta.id, expect.objectContaining({ type: 'voice', message: 'ok' }));
  });

  it('sends the system prompt and the last 10 messages with the chosen style', async () => {
    const { controller, store, api, pending } = setup();
    store.dispatch({ type: 'settings', patch: { style: 'analytical' } });
    for (let i = 0; i < 7; i++) {
      controller.ask(`question number ${i}`);
      pending.at(-1)!.resolve(reply(`answer ${i}`));
      await flush();
    }
    const body = api.assistantChat.mock.calls.at(-1)![0];
    expect(body.style).toBe('analytical');
    expect(body.messages[0].role).toBe('system');
    expect(body.messages[0].content).toMatch(/under 50 words/);
    expect(body.messages).toHaveLength(11);
    expect(body.messages.at(-1).content).toBe('question number 6');
  });

  it('records a failed request as an "AI request failed" event', async () => {
    const { controller, store, pending } = setup();
    controller.ask('will this work?');
    pending[0]!.reject(new ApiError(503, '503: {}', 'unavailable', 'The AI service is unavailable.', {}));
    await flush();
    const last = store.get().doc.events.at(-1)!;
    expect(last.content).toBe(AI_FAILED);
    expect(last.aiResponse).toBe('Error: The AI service is unavailable. Please try again.');
    expect(store.get().ui.pending).toBe(0);
  });

  it('ignores blank typed input', () => {
    const { controller, api, store } = setup();
    expect(controller.ask('   ')).toBe(false);
    expect(api.assistantChat).not.toHaveBeenCalled();
    expect(store.get().doc.events).toHaveLength(0);
  });

  it('reads commentary aloud with the chosen voice only while voice output is on', async () => {
    const { controller, store, speech, pending } = setup();
    store.dispatch({ type: 'settings', patch: { voice: 'arnold' } });
    controller.ask('first');
    pending[0]!.resolve(reply('Ship it.'));
    await flush();
    expect(speech.speak).toHaveBeenCalledWith('Ship it.', 'arnold');
    controller.toggleVoiceOutput();
    expect(speech.stop).toHaveBeenCalled();
    controller.ask('second');
    pending[1]!.resolve(reply('Wait.'));
    await flush();
    expect(speech.speak).toHaveBeenCalledTimes(1);
  });
});

describe('activity cap through the controller', () => {
  it('keeps 20 events, 10 once an upload is added; the counter keeps the total', async () => {
    const { controller, store, pending } = setup();
    for (let i = 0; i < 25; i++) {
      controller.ask(`q${i}`);
      pending.at(-1)!.resolve(reply(`a${i}`));
      await flush();
    }
    expect(store.get().doc.events).toHaveLength(20);
    expect(store.get().doc.stats.events).toBe(25);
    const file = new File(['# plan'], 'plan.md', { type: 'text/markdown' });
    await Promise.race([controller.uploadFiles([file]), flush().then(flush)]);
    expect(store.get().doc.events).toHaveLength(10);
    expect(store.get().doc.events.at(-1)!.content).toBe('Uploaded plan.md');
  });
});

describe('uploads and analysis', () => {
  it('refuses unsupported files with a message and keeps the supported ones', async () => {
    const { controller, store, notify, api, pending } = setup();
    const md = new File(['x'.repeat(800)], 'notes.md', { type: '' });
    const exe = new File(['MZ'], 'setup.exe');
    const done = controller.uploadFiles([md, exe]);
    await flush();
    await flush();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ description: expect.stringContaining('"setup.exe" is not a supported file type') }));
    expect(store.get().doc.files.map((f) => [f.name, f.preview.length, f.excerpt.length])).toEqual([['notes.md', 300, 500]]);
    expect(store.get().doc.blocks.some((b) => b.type === 'files')).toBe(true);
    const prompt = api.assistantChat.mock.calls[0]![0].messages.at(-1).content as string;
    expect(prompt).toContain('x'.repeat(500));
    expect(prompt).not.toContain('x'.repeat(501));
    pending[0]!.resolve(reply('Nice notes.'));
    await done;
  });

  it('shows the spec message when the workspace analysis fails', async () => {
    const { controller, store, notify } = setup({ workspaceCommentary: vi.fn(async () => Promise.reject(new Error('down'))) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await controller.analyze();
    warn.mockRestore();
    expect(store.get().ui.analysisError).toBe(ANALYSIS_FAILED);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ description: 'Unable to analyze workspace data. Please try again.' }));
    expect(store.get().ui.analyzing).toBe(false);
  });

  it('sends the whole workspace to the analysis and shows its commentary', async () => {
    const workspaceCommentary = vi.fn(async () => ({
      commentary: 'Everything points at retention.',
      tokenUsage: { total_tokens: 300, prompt_tokens: 250, completion_tokens: 50 },
      meta: { engine: 'fake', model: 'fake', engineLabel: 'Fake engine', tokens: 'estimated' as const, durationMs: 1, costUsd: 0 },
    }));
    const { controller, store } = setup({ workspaceCommentary });
    store.dispatch({ type: 'chooseGoal', goal: 'investor-research', okrs: 'Objective: raise' });
    store.dispatch({ type: 'appendTranscript', text: 'we talked about churn' });
    await controller.analyze();
    const data = (workspaceCommentary.mock.calls[0] as unknown as [{ workspaceData: Record<string, unknown> }])[0].workspaceData;
    expect(data).toMatchObject({ businessOkrs: 'Objective: raise', currentTranscript: 'we talked about churn', uploadedFiles: [] });
    expect(store.get().doc.commentary).toBe('Everything points at retention.');
    expect(store.get().doc.blocks.find((b) => b.type === 'widget')?.content).toBe('Everything points at retention.');
    expect(store.get().doc.tokenUsage.used).toBe(300);
  });
});

describe('onboarding', () => {
  it('sets the OKRs at once and adds key metrics and commentary 1 s later', () => {
    vi.useFakeTimers();
    try {
      const { controller, store } = setup();
      store.dispatch({ type: 'settings', patch: { style: 'creative' } });
      controller.chooseGoal('communication-intelligence');
      expect(store.get().doc.businessOkrs).toMatch(/Never lose a decision/);
      expect(store.get().meta.title).toMatch(/^Communication Intelligence · [A-Z][a-z]{2} \d{1,2}$/);
      expect(store.get().doc.blocks.some((b) => b.type === 'keymetrics')).toBe(false);
      vi.advanceTimersByTime(999);
      expect(store.get().doc.commentary).toBe('');
      vi.advanceTimersByTime(1);
      expect(store.get().doc.blocks.some((b) => b.type === 'keymetrics')).toBe(true);
      expect(store.get().doc.commentary).toMatch(/^Picture Communication Intelligence/); // the creative style
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the session token limit (spec §9) is enforced, not only displayed', () => {
  it('makes no AI call once the limit is used: typed questions, voice and analysis are refused with a clear message', async () => {
    const workspaceCommentary = vi.fn();
    const { controller, api, notify, store } = setup({ workspaceCommentary }, 11_864);
    expect(controller.ask('how do we grow?')).toBe(false);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'This session has used its 10,000-token limit. Start a new session to continue.' }),
    );
    controller.voiceSegment('our churn doubled last quarter', { durationSec: 2 });
    expect(store.get().doc.transcript).toBe('our churn doubled last quarter'); // still transcribed
    await controller.analyze();
    expect(api.assistantChat).not.toHaveBeenCalled();
    expect(workspaceCommentary).not.toHaveBeenCalled();
    expect(controller.aiBlockedReason()).toMatch(/10,000-token limit/);
  });

  it('answers until the limit is reached, then stops', async () => {
    const { controller, api, pending } = setup({}, 9_950);
    expect(controller.ask('first question')).toBe(true);
    pending[0]!.resolve(reply('An answer.', 100));
    await flush();
    expect(controller.ask('second question')).toBe(false);
    expect(api.assistantChat).toHaveBeenCalledTimes(1);
  });

  it('makes no AI call from a read-only session', () => {
    const { controller, api, store } = setup();
    store.setMeta({ readOnly: true });
    expect(controller.ask('anything')).toBe(false);
    expect(api.assistantChat).not.toHaveBeenCalled();
  });
});

describe('which engine wrote each answer', () => {
  it('keeps the engine label beside the chat answer and the activity entry', async () => {
    const { controller, store, pending, api } = setup();
    controller.ask('what next?');
    pending[0]!.resolve(reply('Ship the pilot.'));
    await flush();
    const doc = store.get().doc;
    expect(doc.messages.at(-1)).toMatchObject({ role: 'assistant', engineLabel: 'Fake engine' });
    // The label stays in the session; the AI endpoints get only the chat fields.
    controller.ask('and then?');
    const sent = api.assistantChat.mock.calls.at(-1)![0].messages as Record<string, unknown>[];
    expect(sent.every((m) => !('engineLabel' in m))).toBe(true);
    expect(doc.events.at(-1)).toMatchObject({ aiResponse: 'Ship the pilot.', aiEngineLabel: 'Fake engine' });
  });

  it('keeps every question with its answer, source, engine, tokens and time in the conversation, not over the summary', async () => {
    const { controller, store, pending, advance } = setup();
    store.dispatch({ type: 'setCommentary', text: 'Focus set: Investor Research.' });
    // A session saved before the conversation block existed gains it with the first question.
    store.dispatch({ type: 'closeBlock', id: 'conversation' });
    expect(store.get().doc.blocks.some((b) => b.type === 'conversation')).toBe(false);
    controller.ask('Should we raise now?');
    controller.ask('And hire?');
    pending[1]!.resolve(reply('Hire after the raise.', 80));
    pending[0]!.resolve({ ...reply('Raise in month 8.', 120), meta: { ...reply('').meta, tokens: 'provider', durationMs: 1234 } });
    await flush();
    advance(2000);
    controller.voiceSegment('our churn doubled', { durationSec: 2 });
    pending[2]!.reject(new ApiError(503, '503: {}', 'unavailable', 'The AI is busy', {}));
    await flush();
    const doc = store.get().doc;
    expect(doc.blocks.filter((b) => b.type === 'conversation')).toHaveLength(1);
    const [q1, q2, a2, a1, q3] = doc.messages;
    expect([q1, q2, q3].map((m) => [m!.content, m!.source])).toEqual([
      ['Should we raise now?', 'typed'],
      ['And hire?', 'typed'],
      ['our churn doubled', 'voice'],
    ]);
    expect(a1).toMatchObject({ role: 'assistant', content: 'Raise in month 8.', replyTo: q1!.id, engineLabel: 'Fake engine', tokens: 120, tokensEstimated: false, durationMs: 1234 });
    expect(a2).toMatchObject({ content: 'Hire after the raise.', replyTo: q2!.id, tokens: 80, tokensEstimated: true });
    expect(q3!.failed).toBe(true);
    // The summary is the session's, not the latest answer.
    expect(doc.commentary).toBe('Focus set: Investor Research.');
  });

  it('says once, quietly, that speaking failed, and stops when voice output is turned off', () => {
    const { controller, store, speech } = setup();
    controller.speechFailed();
    expect(store.get().ui.speechIssue).toBe('shown');
    controller.dismissSpeechIssue();
    controller.speechFailed();
    expect(store.get().ui.speechIssue).toBe('dismissed');
    const other = setup();
    other.controller.speechFailed();
    other.controller.updateSettings({ voiceOutput: false });
    expect(other.store.get().ui.speechIssue).toBe('dismissed');
    expect(other.speech.stop).toHaveBeenCalled();
    expect(speech.stop).not.toHaveBeenCalled();
  });

  it('brings the touched block to the front and tidies blocks so none hides another', () => {
    const { controller, store } = setup();
    controller.raiseBlock('live-transcript');
    const z = (id: string) => store.get().doc.blocks.find((b) => b.id === id)!.z ?? 0;
    expect(z('live-transcript')).toBeGreaterThan(Math.max(z('current-summary'), z('ai-metrics'), z('conversation')));
    const before = store.get().doc;
    controller.raiseBlock('live-transcript');
    expect(store.get().doc).toBe(before); // already on top: nothing to save
    controller.moveBlock('ai-metrics', { x: 30, y: 30 });
    controller.tidyUp();
    const rects = store.get().doc.blocks.map((b) => ({ ...b.position, w: b.size.width, h: b.size.height }));
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) {
        const a = rects[i]!;
        const b = rects[j]!;
        expect(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h).toBe(false);
      }
  });

  it('labels the workspace analysis block and its activity entry', async () => {
    const workspaceCommentary = vi.fn(async () => ({
      commentary: 'Retention first.',
      tokenUsage: { total_tokens: 30, prompt_tokens: 25, completion_tokens: 5 },
      meta: { engine: 'offline', model: 'offline', engineLabel: 'Offline analyst', tokens: 'estimated' as const, durationMs: 1, costUsd: 0 },
    }));
    const { controller, store } = setup({ workspaceCommentary });
    await controller.analyze();
    const doc = store.get().doc;
    expect(doc.blocks.find((b) => b.type === 'widget')?.engineLabel).toBe('Offline analyst');
    expect(doc.events.at(-1)?.aiEngineLabel).toBe('Offline analyst');
    expect(doc.tokenUsage).toMatchObject({ used: 30, cost: 0, estimatedTokens: 30 });
  });
});
