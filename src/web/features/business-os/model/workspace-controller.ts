/**
 * Everything a person does in the workspace, as plain methods over the store: ask,
 * speak, upload, analyze, arrange blocks, export. Network, audio and timers are
 * injected, so the rules (spec §4: triggering, 'AI is thinking...', failures) are
 * testable without a browser.
 */
import type { AssistantChatBody, AssistantChatResponse, ChatMessage, WorkspaceCommentaryResponse, WorkspaceData } from '../../../../contract/assistant';
import type { CommentaryStyle } from '../../../../contract/assistant';
import { BUSINESS_OS } from '../../../../contract/business-os-defaults';
import type { BlockType, GoalId, MessageSource, RecordSessionEventBody, SessionMessage, SessionSettings } from '../../../../contract/business-os';
import { errorMessage } from '../../../lib/api-client';
import { partitionFiles, rejectionMessage, toSessionFile } from './files';
import { goalById, openingCommentary, systemPrompt } from './goals';
import { buildSessionExport, exportFileName } from './session-export';
import { newId } from './session-state';
import { tokenLimitMessage, tokenLimitState } from './token-math';
import { TriggerGate } from './triggering';
import type { WorkspaceStore } from './workspace-store';

export const ANALYSIS_FAILED = 'Unable to analyze workspace data. Please try again.';
export const AI_FAILED = 'AI request failed';
export const DEFAULT_TITLE = 'Untitled session';
export const READ_ONLY_AI =
  'This session is open read-only because it could not be fully read. Start a new session, or save a copy of it, to keep working.';

export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface VoiceControl {
  start(): Promise<void>;
  stop(): void;
  readonly isListening: boolean;
}

export interface VoiceEvents {
  onSegment(text: string, info: { durationSec: number; source: 'browser' | 'server' }): void;
  onInterim(text: string): void;
  onMode(mode: 'off' | 'starting' | 'browser' | 'server'): void;
  onError(message: string | null): void;
  onTranscribing(delta: 1 | -1): void;
}

export interface ControllerDeps {
  store: WorkspaceStore;
  api: {
    assistantChat(body: AssistantChatBody): Promise<AssistantChatResponse>;
    workspaceCommentary(body: { workspaceData: WorkspaceData; style?: CommentaryStyle; sessionId?: string }): Promise<WorkspaceCommentaryResponse>;
    recordSessionEvent(id: string, body: RecordSessionEventBody): Promise<unknown>;
  };
  speech: { speak(text: string, voice: string): unknown; stop(): void };
  createVoice?: (events: VoiceEvents) => VoiceControl;
  notify(n: Notice): void;
  download?(fileName: string, json: string): void;
  now?: () => number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (id: unknown) => void;
  canvasWidth?: () => number;
}

/** 'Error: {message}. Please try again.' (spec §8), without a doubled full stop. */
export function aiFailureText(err: unknown): string {
  const message = errorMessage(err, err instanceof Error && err.message ? err.message : 'Network error').replace(/(?<![.\s])[.\s]+$/, '');
  return `Error: ${message}. Please try again.`;
}

/** A stored message as the AI endpoints take it: only the chat fields (no engine label). */
function toChatMessage(m: SessionMessage): ChatMessage {
  return { id: m.id, role: m.role, content: m.content.slice(0, 4000), ...(m.timestamp !== undefined ? { timestamp: m.timestamp } : {}) };
}

export class WorkspaceController {
  readonly gate: TriggerGate;
  private voice: VoiceControl | null = null;
  private timers = new Set<unknown>();
  private disposed = false;
  private readonly now: () => number;
  private readonly schedule: (fn: () => void, ms: number) => unknown;
  private readonly unschedule: (id: unknown) => void;

  constructor(private readonly deps: ControllerDeps) {
    this.now = deps.now ?? (() => Date.now());
    this.gate = new TriggerGate(this.now);
    this.schedule = deps.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
    this.unschedule = deps.clearTimeout ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  }

  private get store() {
    return this.deps.store;
  }

  private get doc() {
    return this.store.get().doc;
  }

  private later(fn: () => void, ms: number) {
    const id = this.schedule(() => {
      this.timers.delete(id);
      if (!this.disposed) fn();
    }, ms);
    this.timers.add(id);
  }

  /** (Re)starts after a dispose; React's development double-mount disposes once. */
  activate() {
    this.disposed = false;
  }

  dispose() {
    this.disposed = true;
    for (const t of this.timers) this.unschedule(t);
    this.timers.clear();
    this.voice?.stop();
    this.deps.speech.stop();
  }

  private timestamp() {
    return new Date(this.now()).toISOString();
  }

  private retitle(candidate: string) {
    const { meta } = this.store.get();
    if (meta.title !== DEFAULT_TITLE) return;
    const title = candidate.replace(/\s+/g, ' ').trim().slice(0, 60);
    if (title) this.store.setMeta({ title });
  }

  private record(body: RecordSessionEventBody) {
    const id = this.store.get().meta.id;
    void this.deps.api.recordSessionEvent(id, body).catch((err: unknown) => console.warn('Activity entry not recorded', err));
  }

  /* ---------- onboarding ---------- */

  welcome() {
    this.store.dispatch({ type: 'welcome' });
  }

  /** Sets the OKRs now; 1 s later adds the live key metrics and the opening commentary (spec §2). */
  chooseGoal(id: GoalId) {
    const goal = goalById(id);
    if (!goal) return;
    this.store.dispatch({ type: 'chooseGoal', goal: id, okrs: goal.okrs });
    const day = new Date(this.now()).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
    this.retitle(`${goal.title} · ${day}`);
    this.store.setUi({ preparing: true });
    this.later(() => {
      const commentary = openingCommentary(goal, this.doc.settings.style);
      this.store.dispatch({ type: 'openingReady', commentary, canvasWidth: this.deps.canvasWidth?.() });
      this.store.setUi({ preparing: false });
      this.speak(commentary);
    }, BUSINESS_OS.onboardingDelayMs);
  }

  /* ---------- asking ---------- */

  /**
   * Why no AI call may be made from this session now, or null: a read-only session, or
   * a used-up token limit (spec §9), which is enforced here, not only displayed.
   */
  aiBlockedReason(): string | null {
    const { doc, meta } = this.store.get();
    if (meta.readOnly) return READ_ONLY_AI;
    if (tokenLimitState(doc.tokenUsage) === 'reached') return tokenLimitMessage(doc.tokenUsage);
    return null;
  }

  private refuseAi(): boolean {
    const reason = this.aiBlockedReason();
    if (!reason) return false;
    const readOnly = this.store.get().meta.readOnly === true;
    this.deps.notify({ title: readOnly ? 'Read-only session' : 'Token limit reached', description: reason, variant: 'destructive' });
    return true;
  }

  /** Typed input: ignored when blank (spec §5); otherwise answered while the session may call the AI. */
  ask(raw: string): boolean {
    const text = raw.trim();
    if (!text) return false;
    if (this.refuseAi()) return false;
    const eventId = newId('ev');
    this.store.dispatch({ type: 'addEvent', event: { id: eventId, type: 'action', content: text.slice(0, 4000), timestamp: this.timestamp() } });
    this.retitle(text);
    this.record({ type: 'text', message: text.slice(0, 2000) });
    void this.runChat(text, eventId, false, 'typed');
    return true;
  }

  /** A finished transcript segment (spec §4 triggering rules). */
  voiceSegment(raw: string, info: { durationSec: number }) {
    const text = raw.trim();
    if (!text) return;
    this.store.dispatch({ type: 'appendTranscript', text });
    this.store.dispatch({ type: 'voiceSeconds', seconds: info.durationSec });
    this.record({ type: 'voice', message: text.slice(0, 2000), metadata: { duration: info.durationSec } });
    const eventId = newId('ev');
    this.store.dispatch({ type: 'addEvent', event: { id: eventId, type: 'voice_input', content: text.slice(0, 4000), timestamp: this.timestamp() } });
    // "No request in flight" covers typed questions and uploads too. At the token limit
    // the transcript still fills in; the banner says why no commentary follows.
    if (this.aiBlockedReason()) return;
    if (this.store.get().ui.pending === 0 && this.gate.tryStart(text)) void this.runChat(text, eventId, true, 'voice');
  }

  /** The conversation block shows every question; a session saved before it existed gains it here. */
  private ensureConversationBlock() {
    if (this.doc.blocks.some((b) => b.type === 'conversation')) return;
    this.store.dispatch({ type: 'addBlock', blockType: 'conversation', canvasWidth: this.deps.canvasWidth?.() });
  }

  private async runChat(userText: string, eventId: string, gated: boolean, source: MessageSource) {
    if (this.aiBlockedReason()) {
      if (gated) this.gate.finish();
      return;
    }
    const userMessage: SessionMessage = { id: newId('msg'), role: 'user', content: userText.slice(0, 8000), timestamp: this.timestamp(), source };
    this.ensureConversationBlock();
    this.store.dispatch({ type: 'addMessage', message: userMessage });
    const { settings, businessOkrs, messages } = this.doc;
    const recent = messages.slice(-BUSINESS_OS.recentMessagesSent).map(toChatMessage);
    const body: AssistantChatBody = {
      messages: [{ id: 'system', role: 'system', content: systemPrompt(settings.style, businessOkrs), timestamp: this.timestamp() }, ...recent],
      style: settings.style,
      sessionId: this.store.get().meta.id,
    };
    this.store.setUi((ui) => ({ pending: ui.pending + 1 }));
    try {
      const res = await this.deps.api.assistantChat(body);
      if (this.disposed) return;
      const content = (res.content || res.message || '').trim();
      const engineLabel = res.meta?.engineLabel?.slice(0, 100) || undefined;
      const answer: SessionMessage = {
        id: newId('msg'),
        role: 'assistant',
        content,
        timestamp: this.timestamp(),
        replyTo: userMessage.id,
        ...(engineLabel ? { engineLabel } : {}),
        tokens: Math.max(0, Math.round(res.tokenUsage.total_tokens)),
        ...(res.meta ? { tokensEstimated: res.meta.tokens === 'estimated', durationMs: Math.max(0, Math.round(res.meta.durationMs)) } : {}),
      };
      // The answer goes to the conversation; the Current Summary block sums up the whole
      // session from it rather than showing only the latest answer.
      this.store.dispatch({ type: 'addMessage', message: answer });
      this.store.dispatch({ type: 'patchEvent', id: eventId, patch: { aiResponse: content.slice(0, 4000), aiEngineLabel: engineLabel } });
      this.store.dispatch({ type: 'aiResponse', usage: res.tokenUsage, meta: res.meta });
      this.speak(content);
    } catch (err) {
      if (this.disposed) return;
      this.store.dispatch({ type: 'patchMessage', id: userMessage.id, patch: { failed: true } });
      this.store.dispatch({
        type: 'addEvent',
        event: { id: newId('ev'), type: 'action', content: AI_FAILED, timestamp: this.timestamp(), aiResponse: aiFailureText(err) },
      });
    } finally {
      if (gated) this.gate.finish();
      this.store.setUi((ui) => ({ pending: Math.max(0, ui.pending - 1) }));
    }
  }

  private speak(text: string) {
    const { settings } = this.doc;
    if (!settings.voiceOutput || !text) return;
    void this.deps.speech.speak(text, settings.voice);
  }

  /* ---------- files ---------- */

  async uploadFiles(files: readonly File[]) {
    if (files.length === 0) return;
    const { accepted, refused } = partitionFiles(files);
    if (refused.length) {
      this.deps.notify({ title: 'File type not supported', description: rejectionMessage(refused.map((f) => f.name)), variant: 'destructive' });
    }
    if (accepted.length === 0) return;
    const entries = await Promise.all(accepted.map(async (f) => toSessionFile(f, await f.text())));
    if (this.disposed) return;
    this.store.dispatch({ type: 'addFiles', files: entries });
    this.addBlock('files');
    let lastEvent = '';
    for (const f of entries) {
      lastEvent = newId('ev');
      this.store.dispatch({ type: 'addEvent', event: { id: lastEvent, type: 'action', content: `Uploaded ${f.name}`, timestamp: this.timestamp(), upload: true } });
      this.record({ type: 'file', message: `Uploaded ${f.name}`, metadata: { fileSize: f.size, fileType: f.type } });
    }
    const shared = entries.map((f) => `--- ${f.name} ---\n${f.excerpt}`).join('\n\n');
    // Only the first 500 characters of each file go to the AI (spec §5).
    const prompt = `I uploaded ${entries.map((f) => f.name).join(', ')}. Here is how ${entries.length === 1 ? 'it begins' : 'each begins'}:\n\n${shared}`;
    this.retitle(`Review of ${entries[0]!.name}`);
    if (this.refuseAi()) return;
    await this.runChat(prompt, lastEvent, false, 'file');
  }

  /* ---------- analysis, blocks ---------- */

  workspaceData(): WorkspaceData {
    const d = this.doc;
    return {
      businessOkrs: d.businessOkrs.slice(0, 20_000),
      lifeHistory: d.lifeHistory.slice(0, 20_000),
      lifeSummary: d.lifeSummary.slice(0, 20_000),
      currentTranscript: d.transcript.slice(-20_000),
      recentMessages: d.messages.slice(-BUSINESS_OS.recentMessagesSent).map(toChatMessage),
      tokenUsage: { used: d.tokenUsage.used, limit: d.tokenUsage.limit, cost: d.tokenUsage.cost },
      uploadedFiles: d.files.map((f) => f.name),
      fileExcerpts: d.files.slice(-20).map((f) => ({ name: f.name, excerpt: f.excerpt })),
    };
  }

  async analyze() {
    if (this.store.get().ui.analyzing) return;
    if (this.refuseAi()) return;
    this.store.setUi({ analyzing: true, analysisError: null });
    this.addBlock('widget');
    try {
      const res = await this.deps.api.workspaceCommentary({
        workspaceData: this.workspaceData(),
        style: this.doc.settings.style,
        sessionId: this.store.get().meta.id,
      });
      if (this.disposed) return;
      const commentary = res.commentary.trim();
      const engineLabel = res.meta?.engineLabel?.slice(0, 100) || undefined;
      this.store.dispatch({ type: 'setCommentary', text: commentary, engineLabel });
      this.store.dispatch({ type: 'addBlock', blockType: 'widget', content: commentary, engineLabel });
      this.store.dispatch({
        type: 'addEvent',
        event: {
          id: newId('ev'),
          type: 'action',
          content: 'Analyzed workspace',
          timestamp: this.timestamp(),
          aiResponse: commentary.slice(0, 4000),
          ...(engineLabel ? { aiEngineLabel: engineLabel } : {}),
        },
      });
      this.store.dispatch({ type: 'aiResponse', usage: res.tokenUsage, meta: res.meta });
      this.speak(commentary);
    } catch (err) {
      if (this.disposed) return;
      console.warn('Workspace analysis failed', err);
      this.store.setUi({ analysisError: ANALYSIS_FAILED });
      this.deps.notify({ title: 'Analysis failed', description: ANALYSIS_FAILED, variant: 'destructive' });
    } finally {
      this.store.setUi({ analyzing: false });
    }
  }

  /** Adds a block (or finds the existing one of a single-instance type) and brings it into view. */
  addBlock(blockType: BlockType, opts: { title?: string; content?: string } = {}) {
    const before = new Set(this.doc.blocks.map((b) => b.id));
    this.store.dispatch({ type: 'addBlock', blockType, ...opts, canvasWidth: this.deps.canvasWidth?.() });
    const blocks = this.doc.blocks;
    const target = blocks.find((b) => !before.has(b.id)) ?? blocks.find((b) => b.type === blockType && blockType !== 'custom');
    if (target) this.focusBlock(target.id);
  }

  /** Brings the conversation into view at one message (where a mind-map node came from). */
  showInConversation(messageId: string) {
    this.ensureConversationBlock();
    const block = this.doc.blocks.find((b) => b.type === 'conversation');
    if (!block) return;
    this.raiseBlock(block.id);
    this.focusBlock(block.id);
    this.store.setUi((ui) => ({ showMessage: { id: messageId, seq: (ui.showMessage?.seq ?? 0) + 1 } }));
  }

  focusBlock(id: string) {
    this.store.setUi((ui) => ({ focus: { id, seq: (ui.focus?.seq ?? 0) + 1 } }));
  }

  /** The block touched last comes to the front, and stays there after a reload (saved with the layout). */
  raiseBlock(id: string) {
    this.store.dispatch({ type: 'raiseBlock', id });
  }

  /** Arranges every block on the grid so none hides another. */
  tidyUp() {
    this.store.dispatch({ type: 'tidy', canvasWidth: this.deps.canvasWidth?.() ?? 1000 });
  }

  moveBlock(id: string, position: { x: number; y: number }) {
    this.store.dispatch({ type: 'moveBlock', id, position });
  }

  resizeBlock(id: string, size: { width: number; height: number }, position: { x: number; y: number }) {
    this.store.dispatch({ type: 'resizeBlock', id, size, position });
  }

  closeBlock(id: string) {
    this.store.dispatch({ type: 'closeBlock', id });
  }

  setBlockContent(id: string, content: string) {
    this.store.dispatch({ type: 'setBlockContent', id, content });
  }

  /* ---------- settings, voice ---------- */

  updateSettings(patch: Partial<SessionSettings>) {
    this.store.dispatch({ type: 'settings', patch });
    if (patch.voiceOutput === false) {
      this.deps.speech.stop();
      if (this.store.get().ui.speechIssue === 'shown') this.store.setUi({ speechIssue: 'dismissed' });
    }
  }

  /**
   * Reading an answer aloud failed (no audio from the server, or the browser would not
   * play it). Said once per visit, quietly: the notice offers to turn voice output off;
   * later failures add nothing.
   */
  speechFailed() {
    if (this.store.get().ui.speechIssue === 'none') this.store.setUi({ speechIssue: 'shown' });
  }

  dismissSpeechIssue() {
    this.store.setUi({ speechIssue: 'dismissed' });
  }

  /** The founder's context the AI sees (spec §3: business OKRs, life history, life summary). */
  updateContext(patch: { businessOkrs?: string; lifeHistory?: string; lifeSummary?: string }) {
    this.store.dispatch({ type: 'context', patch });
  }

  toggleVoiceOutput() {
    this.updateSettings({ voiceOutput: !this.doc.settings.voiceOutput });
  }

  private ensureVoice(): VoiceControl | null {
    if (this.voice || !this.deps.createVoice) return this.voice;
    this.voice = this.deps.createVoice({
      onSegment: (text, info) => this.voiceSegment(text, info),
      onInterim: (text) => this.store.setUi({ interim: text }),
      onMode: (mode) => this.store.setUi({ mic: mode }),
      onError: (message) => this.store.setUi({ micError: message }),
      onTranscribing: (delta) => this.store.setUi((ui) => ({ transcribing: Math.max(0, ui.transcribing + delta) })),
    });
    return this.voice;
  }

  async toggleMic() {
    const voice = this.ensureVoice();
    if (!voice) return;
    if (voice.isListening) voice.stop();
    else await voice.start();
  }

  stopMic() {
    this.voice?.stop();
  }

  dismissMicError() {
    this.store.setUi({ micError: null });
  }

  /* ---------- export ---------- */

  exportSession() {
    const now = new Date(this.now());
    const data = buildSessionExport(this.doc, now);
    this.deps.download?.(exportFileName(now), JSON.stringify(data, null, 2));
  }
}
