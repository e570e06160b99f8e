/**
 * Business OS constants (spec §9) and the document a new session starts with. Kept
 * apart from the zod schemas so the web app can use them without loading zod.
 */
import type { Block, SessionState } from './business-os';

/** What the workspace and the server say once a session has used its token limit. */
export function sessionTokenLimitMessage(limit: number): string {
  return `This session has used its ${limit.toLocaleString('en-US')}-token limit. Start a new session to continue.`;
}

export const BUSINESS_OS = {
  tokenLimit: 10_000,
  /** Share of the token limit from which the workspace warns (it stops at 100%). */
  tokenWarnShare: 0.9,
  costPerToken: 0.00002,
  costDecimals: 4,
  triggerMinChars: 3,
  triggerMinIntervalMs: 1000,
  maxEvents: 20,
  maxUploadEvents: 10,
  visibleEvents: 5,
  keyMetricsRefreshMs: 2000,
  recognitionRestartMs: 500,
  onboardingDelayMs: 1000,
  filePreviewChars: 300,
  fileExcerptChars: 500,
  recentMessagesSent: 10,
  defaultVoice: 'rachel',
  defaultVoiceOutput: true,
} as const;

/** Size caps of a stored session: generous for real use, bounded for the database. */
export const SESSION_LIMITS = {
  blocks: 300,
  blockContentChars: 8000,
  titleChars: 120,
  transcriptChars: 100_000,
  messages: 200,
  messageChars: 8000,
  textChars: 20_000,
  /** A recorded event's text (what was typed or said, and the answer). */
  eventChars: 4000,
  files: 100,
  /** Body limit of a session write, bytes. */
  bodyBytes: 3 * 1024 * 1024,
} as const;

/** Spec §5: the files Business OS and the Julia files workspace accept, by name, with the type each is stored as. */
export const ACCEPTED_FILE_TYPES = {
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.js': 'text/javascript',
  '.ts': 'text/typescript',
  '.py': 'text/x-python',
} as const;
export type AcceptedFileExtension = keyof typeof ACCEPTED_FILE_TYPES;
export const ACCEPTED_FILE_EXTENSIONS = Object.keys(ACCEPTED_FILE_TYPES) as AcceptedFileExtension[];

/* ---------- a new session ---------- */

export const DEFAULT_BLOCK_IDS = {
  transcript: 'live-transcript',
  summary: 'current-summary',
  metrics: 'ai-metrics',
  conversation: 'conversation',
} as const;

/**
 * The blocks every session starts with: the three of spec §2 (sizes from §9), which
 * cannot be closed, and the conversation (every question with its answer), which can.
 */
export function defaultBlocks(): Block[] {
  return [
    {
      id: DEFAULT_BLOCK_IDS.transcript,
      type: 'transcript',
      title: 'Live Transcript',
      content: '',
      position: { x: 24, y: 24 },
      size: { width: 300, height: 200 },
      closeable: false,
    },
    {
      id: DEFAULT_BLOCK_IDS.summary,
      type: 'summary',
      title: 'Current Summary',
      content: '',
      position: { x: 348, y: 24 },
      size: { width: 300, height: 200 },
      closeable: false,
    },
    {
      id: DEFAULT_BLOCK_IDS.metrics,
      type: 'metrics',
      title: 'AI Metrics',
      content: '',
      position: { x: 672, y: 24 },
      size: { width: 280, height: 200 },
      closeable: false,
    },
    {
      id: DEFAULT_BLOCK_IDS.conversation,
      type: 'conversation',
      title: 'Conversation',
      content: '',
      position: { x: 24, y: 240 },
      size: { width: 624, height: 340 },
      closeable: true,
    },
  ];
}

/**
 * Names the saved content the session's insights are read from (its messages and
 * files): the web app asks again only when it changes, and the server caches by it.
 */
export function insightsFingerprint(state: Pick<SessionState, 'messages' | 'files'>): string {
  const last = state.messages[state.messages.length - 1];
  const bytes = state.files.reduce((n, f) => n + f.size, 0);
  return `m${state.messages.length}-${last?.id ?? 'none'}-${last?.content.length ?? 0}-f${state.files.length}-${bytes}`;
}

export function defaultSessionState(): SessionState {
  return {
    blocks: defaultBlocks(),
    events: [],
    transcript: '',
    messages: [],
    commentary: '',
    businessOkrs: '',
    lifeHistory: '',
    lifeSummary: '',
    files: [],
    tokenUsage: { used: 0, limit: BUSINESS_OS.tokenLimit, cost: 0, inputTokens: 0, outputTokens: 0, estimatedTokens: 0 },
    settings: { voice: BUSINESS_OS.defaultVoice, style: 'business', voiceOutput: BUSINESS_OS.defaultVoiceOutput },
    welcomed: false,
    goal: null,
    stats: { events: 0, aiResponses: 0, voiceSeconds: 0 },
  };
}
