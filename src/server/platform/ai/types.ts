/**
 * The AI layer's interfaces. Features build an `AiRequest` (a server-written system
 * prompt, user material as quoted data, and the same material as structured
 * `AnalystInput` for the offline engine) and call `AiService.complete()` or `.stream()`.
 */
import type { CommentaryStyle } from '../../../contract/assistant';

export type AiFeature =
  | 'assistant_chat'
  | 'workspace_commentary'
  | 'dashboard_analyze'
  | 'ai_chat'
  | 'world_narration'
  | 'pitch_feedback'
  | 'files_workspace'
  | 'deck_coach'
  | 'outline_branch';
export type AiEngineName = 'offline' | 'openai' | 'anthropic';

export interface AiMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface AnalystOption {
  title: string;
  roi?: string;
  riskLevel?: string;
  investment?: string;
  timeline?: string;
}
export interface AnalystDecision {
  title: string;
  context?: string;
  status?: string;
  urgency?: string;
  assignee?: string;
  dueDate?: string;
  /** The choices on the table, each with its return and risk (the /demo decisions). */
  options?: AnalystOption[];
}
export interface AnalystTask {
  title: string;
  status?: string;
  priority?: string;
  assignee?: string;
}

/** What the offline analyst reads. Every field is user data, never instructions. */
export interface AnalystInput {
  /** chat: comment on the latest message; commentary: the whole workspace; analysis: the dashboard; advisor: answer the demo's question; narration: a data world's story; outline: an outliner branch action. */
  task: 'chat' | 'commentary' | 'analysis' | 'advisor' | 'narration' | 'outline';
  style: CommentaryStyle;
  /** The words the answer must stay under. */
  wordLimit: number;
  /** The latest user message or the request to answer. */
  focus?: string;
  okrs?: string;
  lifeHistory?: string;
  lifeSummary?: string;
  transcript?: string;
  messages?: AiMessage[];
  files?: { name: string; excerpt?: string }[];
  decisions?: AnalystDecision[];
  tasks?: AnalystTask[];
  metrics?: Record<string, unknown>;
  /** Free-form context (the dashboard's `context`). */
  context?: unknown;
  /** narration: what the story is about and the figures it may use (read from the world's aggregates). */
  narration?: NarrationInput;
  /** outline: the branch and what to do with it. */
  outline?: OutlineBranchInput;
}

/** An outliner branch (features/outline): its title and the items under it, in order. */
export interface OutlineBranchInput {
  action: 'summarise' | 'expand' | 'tasks';
  title: string;
  /** Every item under the branch, depth 1 = the branch's children. */
  items: { depth: number; text: string; checked: boolean | null }[];
}

export interface NarrationInput {
  /** 'world' | 'person' | 'place' | 'period'. */
  subject: string;
  /** "Ana Costa", "Lisbon", "Apr 2023 – Jun 2023", "Social & Emotional World". */
  title: string;
  facts: { label: string; value: number }[];
  /** Short named observations ("busiest month: Jul 2024", "mood: mostly warm"). */
  notes: string[];
}

export interface AiRequest {
  feature: AiFeature;
  system: string;
  messages: AiMessage[];
  maxOutputTokens: number;
  data: AnalystInput;
}

export interface TokenCounts {
  inputTokens: number;
  /** Visible answer tokens (reasoning excluded). */
  outputTokens: number;
  reasoningTokens: number;
}

export interface EngineResult {
  text: string;
  /** The model that answered, as the provider reports it. */
  model: string;
  /** The provider's reported usage; absent when it reports none (the layer then counts with a tokenizer). */
  usage?: TokenCounts;
}

export type EngineStreamEvent =
  | { type: 'text'; text: string }
  | { type: 'done'; model: string; usage?: TokenCounts };

/**
 * One AI provider. Implementations throw `EngineError` for provider failures (the
 * layer retries the retryable ones) and must stop when `signal` aborts.
 */
export interface AiEngine {
  readonly name: AiEngineName;
  /** The configured model (the answering model may report a dated variant). */
  readonly model: string;
  complete(request: AiRequest, signal: AbortSignal): Promise<EngineResult>;
  stream(request: AiRequest, signal: AbortSignal): AsyncIterable<EngineStreamEvent>;
}

/** Who a call is charged to: a signed-in user, else a hash of the client address. */
export interface Attribution {
  userId: string | null;
  clientKey: string | null;
  workspaceId?: string | null;
  /** The shared workspace charged (the user's active one); filled in by the AI service, not by callers. */
  sharedWorkspaceId?: string | null;
}

export interface AiResult extends TokenCounts {
  text: string;
  totalTokens: number;
  model: string;
  engine: AiEngineName;
  durationMs: number;
  costUsd: number;
  /** Where the token counts come from. */
  usageSource: 'provider' | 'tokenizer';
}

export type AiStreamEvent = { type: 'text'; text: string } | { type: 'done'; result: AiResult };
