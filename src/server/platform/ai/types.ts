/**
 * The AI layer's interfaces. Features build an `AiRequest` (a server-written system
 * prompt, user material as quoted data, and the same material as structured
 * `AnalystInput` for the offline engine) and call `AiService.complete()` or `.stream()`.
 *
 * The layer names no feature (ADR 050): a feature names its own calls (`AiFeature`), adds
 * its own offline task with its material (`OfflineSkillInputs`, `OfflineSkill`), and the
 * founder advisor grounds requests through `AiGrounding`; app.ts and the NLP worker's
 * composition (src/server/offline-analyst.ts) hand those in.
 */
import type { CommentaryStyle } from '../../../contract/assistant';

/**
 * What a call is for, as recorded in ai_usage.feature ('assistant_chat', 'world_narration',
 * 'deck_coach', …): each feature names its own calls, the layer lists none.
 */
export type AiFeature = string;
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
  /** The choices on the table, each with its return and risk (the /demo decisions; the analyst reads their titles too). */
  options?: AnalystOption[];
}
export interface AnalystTask {
  title: string;
  status?: string;
  priority?: string;
  assignee?: string;
}

/** The offline analyst's own tasks (a feature's offline skill adds its own, see `OfflineSkillInputs`). */
export type AnalystTaskKind = 'chat' | 'commentary' | 'analysis';

/**
 * The material of features' own offline tasks, one key per task, each added beside its
 * skill by the feature that owns it (TypeScript declaration merging), e.g. in
 * features/outline/outline-offline.ts:
 *
 *   declare module '../../platform/ai/types' { interface OfflineSkillInputs { outline: OutlineBranchInput } }
 *
 * A request for such a task is `{ task: 'outline', outline: {…}, … }`. The layer names none.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OfflineSkillInputs {}

/** What the offline analyst reads. Every field is user data, never instructions. */
export interface AnalystInput extends Partial<OfflineSkillInputs> {
  /** chat: comment on the latest message; commentary: the whole workspace; analysis: the dashboard; or a feature's own offline task (advisor: the demo's question about its decisions and tasks; narration, outline). */
  task: AnalystTaskKind | keyof OfflineSkillInputs;
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
}

/** A feature's offline answer to its own task (run in the NLP worker, in the analyst's place); undefined leaves it to the analyst. */
export type OfflineSkill = (input: AnalystInput) => string | undefined;

/** What the offline analyst lends a grounded answer: its reading of the material. */
export interface AnalystReading {
  /** Whether the question shares a content word with a decision or a task of the material. */
  mentionsMaterial(input: AnalystInput): boolean;
}

/**
 * What features add to the offline analyst, composed once for the NLP worker
 * (src/server/offline-analyst.ts):
 * - `skills`: a feature's own task, answered by the feature ('advisor' by the founder advisor, 'narration' by worlds, 'outline' by the outliner);
 * - `grounded`: an answer worked out from the figures of any request, tried before the
 *   analyst comments (the founder advisor); undefined leaves the answer to the analyst.
 */
export interface OfflineExtensions {
  skills?: { [K in keyof OfflineSkillInputs]?: OfflineSkill };
  grounded?: (input: AnalystInput, reading: AnalystReading) => string | undefined;
}

/** A tool declared to a model (function calling). */
export interface AiTool {
  name: string;
  description: string;
  parameters: { type: 'object'; properties: Record<string, unknown>; required: string[]; additionalProperties: boolean };
}

/** A tool call the server ran before calling the provider, handed to the model with its result. */
export interface GroundedCall {
  id: string;
  input: Record<string, unknown>;
  /** JSON text of the result. */
  result: string;
}

/**
 * Grounding for the provider engines (the founder advisor's founder_math, handed in by
 * app.ts): for a request with something to compute, the engines send the tool, the call
 * and its result, and `instruction` after the system prompt, with tool choice none.
 */
export interface AiGrounding {
  tool: AiTool;
  instruction: string;
  /** The call to hand the model, or undefined when the material has nothing to compute. */
  call(request: AiRequest): GroundedCall | undefined;
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

/** A tool call a model asked for (function calling); `arguments` is the model's JSON text, unparsed. */
export interface AgentToolCall {
  id: string;
  name: string;
  arguments: string;
}

/**
 * One turn of an agent loop after the request's own messages: the model's turn (its text
 * and the tool calls it asked for), or the tools' results handed back to it.
 */
export type AgentTurn =
  | { kind: 'model'; text: string; calls: AgentToolCall[] }
  | { kind: 'results'; results: { callId: string; name: string; content: string; isError: boolean }[] };

/** One model call of an agent loop: tool choice 'auto' lets it call tools, 'none' asks for the answer. */
export interface AgentStepRequest {
  request: AiRequest;
  turns: AgentTurn[];
  tools: AiTool[];
  toolChoice: 'auto' | 'none';
}

export interface AgentStepResult extends EngineResult {
  calls: AgentToolCall[];
}

/** What a tool run answers to the model: text (JSON) or an error message it can act on. */
export interface AgentToolOutput {
  content: string;
  isError?: boolean;
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
  /** One model call of a function-calling loop (the provider engines; the offline engine has none). */
  step?(step: AgentStepRequest, signal: AbortSignal): Promise<AgentStepResult>;
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

/** The answer of an agent loop (`AiService.agent`), with the tokens of all its model calls. */
export interface AgentResult extends TokenCounts {
  text: string;
  model: string;
  engine: AiEngineName;
  /** Model calls made (each recorded in ai_usage). */
  steps: number;
  /** The tool calls run, in order, with whether each answered an error. */
  calls: { name: string; arguments: string; isError: boolean }[];
  costUsd: number;
}
