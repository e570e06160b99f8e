/**
 * The working document of a session and every change to it, as a pure reducer. The
 * workspace store applies these actions; the same document is what the server saves.
 */
import type { AiMeta, TokenUsageWire } from '../../../../contract/assistant';
import { SESSION_LIMITS } from '../../../../contract/business-os-defaults';
import type { ActivityEvent, Block, BlockType, GoalId, SessionFile, SessionMessage, SessionSettings, SessionState } from '../../../../contract/business-os';
import { appendEvent, updateEvent } from './activity-log';
import { applyUsage } from './token-math';

export function newId(prefix = 'id'): string {
  const rnd =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${rnd}`;
}

/** Blocks that exist at most once; adding one again brings the existing one back. */
export const SINGLETON_TYPES: readonly BlockType[] = ['transcript', 'summary', 'metrics', 'tokens', 'files', 'mindmap', 'keymetrics', 'widget', 'conversation'];

export const BLOCK_TEMPLATES: Record<BlockType, { title: string; width: number; height: number }> = {
  transcript: { title: 'Live Transcript', width: 300, height: 200 },
  summary: { title: 'Current Summary', width: 300, height: 200 },
  metrics: { title: 'AI Metrics', width: 280, height: 200 },
  keymetrics: { title: 'Key Metrics', width: 264, height: 260 },
  tokens: { title: 'Session Metrics', width: 300, height: 250 },
  files: { title: 'Uploaded Files', width: 320, height: 240 },
  mindmap: { title: 'Mind Map', width: 640, height: 520 },
  widget: { title: 'Workspace Analysis', width: 340, height: 220 },
  custom: { title: 'Note', width: 280, height: 180 },
  conversation: { title: 'Conversation', width: 624, height: 340 },
};

const GAP = 24;

function overlaps(a: { x: number; y: number; w: number; h: number }, b: Block): boolean {
  return (
    a.x < b.position.x + b.size.width + GAP / 2 &&
    a.x + a.w + GAP / 2 > b.position.x &&
    a.y < b.position.y + b.size.height + GAP / 2 &&
    a.y + a.h + GAP / 2 > b.position.y
  );
}

/** First free slot on the 24 px grid, scanning rows left to right, within `canvasWidth` when possible. */
export function findFreePosition(blocks: readonly Block[], size: { width: number; height: number }, canvasWidth = 1000): { x: number; y: number } {
  const step = GAP;
  const maxX = Math.max(GAP, canvasWidth - size.width - GAP);
  for (let y = GAP; y < 20_000; y += step) {
    for (let x = GAP; x <= maxX; x += step) {
      const rect = { x, y, w: size.width, h: size.height };
      if (!blocks.some((b) => overlaps(rect, b))) return { x, y };
    }
  }
  return { x: GAP, y: GAP };
}

export type SessionAction =
  | { type: 'replace'; state: SessionState }
  | { type: 'welcome' }
  | { type: 'chooseGoal'; goal: GoalId; okrs: string }
  | { type: 'openingReady'; commentary: string; canvasWidth?: number }
  | { type: 'addBlock'; blockType: BlockType; title?: string; content?: string; canvasWidth?: number; id?: string; engineLabel?: string }
  | { type: 'moveBlock'; id: string; position: { x: number; y: number } }
  | { type: 'resizeBlock'; id: string; size: { width: number; height: number }; position: { x: number; y: number } }
  | { type: 'closeBlock'; id: string }
  | { type: 'setBlockContent'; id: string; content: string }
  | { type: 'setBlockTitle'; id: string; title: string }
  | { type: 'appendTranscript'; text: string }
  | { type: 'addMessage'; message: SessionMessage }
  | { type: 'patchMessage'; id: string; patch: Partial<Omit<SessionMessage, 'id'>> }
  | { type: 'raiseBlock'; id: string }
  | { type: 'tidy'; canvasWidth: number }
  | { type: 'setCommentary'; text: string; engineLabel?: string }
  | { type: 'addEvent'; event: ActivityEvent }
  | { type: 'patchEvent'; id: string; patch: Partial<Omit<ActivityEvent, 'id'>> }
  | { type: 'addFiles'; files: SessionFile[] }
  | { type: 'aiResponse'; usage: TokenUsageWire; meta?: Pick<AiMeta, 'engine' | 'tokens' | 'costUsd'> }
  | { type: 'settings'; patch: Partial<SessionSettings> }
  | { type: 'voiceSeconds'; seconds: number }
  | { type: 'context'; patch: Partial<Pick<SessionState, 'businessOkrs' | 'lifeHistory' | 'lifeSummary'>> };

type BlockOpts = { title?: string; content?: string; canvasWidth?: number; id?: string; engineLabel?: string };

const label = (engineLabel: string | undefined) => (engineLabel ? { engineLabel: engineLabel.slice(0, 100) } : {});

function makeBlock(state: SessionState, blockType: BlockType, opts: BlockOpts): Block {
  const t = BLOCK_TEMPLATES[blockType];
  const size = { width: t.width, height: t.height };
  return {
    id: opts.id ?? newId(blockType),
    type: blockType,
    title: (opts.title ?? t.title).slice(0, 200),
    content: (opts.content ?? '').slice(0, SESSION_LIMITS.blockContentChars),
    position: findFreePosition(state.blocks, size, opts.canvasWidth),
    size,
    closeable: true,
    ...label(opts.engineLabel),
    z: topZ(state.blocks) + 1,
  };
}

/* ---------- stacking and tidying ---------- */

const Z_MAX = 1_000_000;

export const zOf = (b: Block) => b.z ?? 0;
const topZ = (blocks: readonly Block[]) => blocks.reduce((m, b) => Math.max(m, zOf(b)), 0);

/**
 * The block touched last comes to the front: one above the highest. Numbers are
 * renumbered 1..n (in the current order) before they could reach the schema's cap.
 */
export function raiseBlock(blocks: readonly Block[], id: string): readonly Block[] {
  const target = blocks.find((b) => b.id === id);
  if (!target) return blocks;
  const top = topZ(blocks);
  if (zOf(target) === top && top > 0 && blocks.filter((b) => zOf(b) === top).length === 1) return blocks;
  if (top + 1 < Z_MAX) return blocks.map((b) => (b.id === id ? { ...b, z: top + 1 } : b));
  const order = [...blocks].filter((b) => b.id !== id).sort((a, b) => zOf(a) - zOf(b));
  const rank = new Map(order.map((b, i) => [b.id, i + 1]));
  return blocks.map((b) => ({ ...b, z: b.id === id ? order.length + 1 : rank.get(b.id)! }));
}

/** Grid of the tidy layout and of its margins (px). */
export const TIDY_GRID = 24;

/**
 * Lays the blocks out on the grid so that none overlaps another: in reading order
 * (top to bottom, then left to right, as they are now), each goes to the highest free
 * place on the skyline of those already placed, within `canvasWidth` when it fits.
 * Sizes are kept.
 */
export function tidyBlocks(blocks: readonly Block[], canvasWidth: number): Block[] {
  const G = TIDY_GRID;
  const snap = (n: number) => Math.ceil(n / G) * G;
  const width = Math.max(canvasWidth, ...blocks.map((b) => b.size.width + 2 * G));
  const cols = Math.max(1, Math.floor((width - G) / G));
  // skyline[i]: the lowest free y over the grid column [G + i*G, G + (i+1)*G).
  const skyline = new Array<number>(cols).fill(G);
  const order = [...blocks].sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x);
  const placed = new Map<string, { x: number; y: number }>();
  for (const b of order) {
    const span = Math.min(cols, Math.ceil((b.size.width + G) / G));
    let best: { col: number; y: number } | null = null;
    for (let c = 0; c + span <= cols; c++) {
      let y = 0;
      for (let k = c; k < c + span; k++) y = Math.max(y, skyline[k]!);
      if (!best || y < best.y) best = { col: c, y };
    }
    const { col, y } = best ?? { col: 0, y: Math.max(...skyline) };
    const bottom = snap(y + b.size.height + G);
    for (let k = col; k < Math.min(cols, col + span); k++) skyline[k] = bottom;
    placed.set(b.id, { x: G + col * G, y });
  }
  return blocks.map((b) => ({ ...b, position: placed.get(b.id)! }));
}

function addBlock(state: SessionState, blockType: BlockType, opts: BlockOpts): SessionState {
  const existing = SINGLETON_TYPES.includes(blockType) ? state.blocks.find((b) => b.type === blockType) : undefined;
  if (existing) {
    if (opts.content === undefined) return state;
    const content = opts.content.slice(0, SESSION_LIMITS.blockContentChars);
    return {
      ...state,
      blocks: state.blocks.map((b) => {
        if (b.id !== existing.id) return b;
        const { engineLabel: _old, ...rest } = b;
        return { ...rest, content, ...label(opts.engineLabel) };
      }),
    };
  }
  if (state.blocks.length >= SESSION_LIMITS.blocks) return state;
  return { ...state, blocks: [...state.blocks, makeBlock(state, blockType, opts)] };
}

const mapBlock = (state: SessionState, id: string, f: (b: Block) => Block): SessionState => ({
  ...state,
  blocks: state.blocks.map((b) => (b.id === id ? f(b) : b)),
});

const clampCoord = (n: number) => Math.max(0, Math.min(100_000, Math.round(n)));

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'replace':
      return action.state;
    case 'welcome':
      return state.welcomed ? state : { ...state, welcomed: true };
    case 'chooseGoal':
      return { ...state, welcomed: true, goal: action.goal, businessOkrs: action.okrs };
    case 'openingReady':
      return { ...addBlock(state, 'keymetrics', { canvasWidth: action.canvasWidth }), commentary: action.commentary };
    case 'addBlock':
      return addBlock(state, action.blockType, action);
    case 'moveBlock':
      return mapBlock(state, action.id, (b) => ({ ...b, position: { x: clampCoord(action.position.x), y: clampCoord(action.position.y) } }));
    case 'resizeBlock':
      return mapBlock(state, action.id, (b) => ({
        ...b,
        size: { width: Math.max(160, Math.min(5000, Math.round(action.size.width))), height: Math.max(100, Math.min(5000, Math.round(action.size.height))) },
        position: { x: clampCoord(action.position.x), y: clampCoord(action.position.y) },
      }));
    case 'closeBlock':
      return { ...state, blocks: state.blocks.filter((b) => b.id !== action.id || !b.closeable) };
    case 'setBlockContent':
      return mapBlock(state, action.id, (b) => ({ ...b, content: action.content.slice(0, SESSION_LIMITS.blockContentChars) }));
    case 'setBlockTitle':
      return mapBlock(state, action.id, (b) => ({ ...b, title: action.title.slice(0, 200) }));
    case 'appendTranscript': {
      const text = action.text.trim();
      if (!text) return state;
      const joined = state.transcript ? `${state.transcript} ${text}` : text;
      return { ...state, transcript: joined.slice(-SESSION_LIMITS.transcriptChars) };
    }
    case 'patchMessage':
      return { ...state, messages: state.messages.map((m) => (m.id === action.id ? { ...m, ...action.patch } : m)) };
    case 'raiseBlock': {
      const blocks = raiseBlock(state.blocks, action.id);
      return blocks === state.blocks ? state : { ...state, blocks: [...blocks] };
    }
    case 'tidy':
      return { ...state, blocks: tidyBlocks(state.blocks, action.canvasWidth) };
    case 'addMessage':
      return { ...state, messages: [...state.messages, { ...action.message, content: action.message.content.slice(0, SESSION_LIMITS.messageChars) }].slice(-SESSION_LIMITS.messages) };
    case 'setCommentary': {
      const { commentaryEngineLabel: _old, ...rest } = state;
      return {
        ...rest,
        commentary: action.text.slice(0, SESSION_LIMITS.textChars),
        ...(action.engineLabel ? { commentaryEngineLabel: action.engineLabel.slice(0, 100) } : {}),
      };
    }
    case 'addEvent':
      return { ...state, events: appendEvent(state.events, action.event), stats: { ...state.stats, events: state.stats.events + 1 } };
    case 'patchEvent':
      return { ...state, events: updateEvent(state.events, action.id, action.patch) };
    case 'addFiles': {
      const names = new Set(action.files.map((f) => f.name));
      return { ...state, files: [...state.files.filter((f) => !names.has(f.name)), ...action.files].slice(-SESSION_LIMITS.files) };
    }
    case 'aiResponse':
      return { ...state, tokenUsage: applyUsage(state.tokenUsage, action.usage, action.meta), stats: { ...state.stats, aiResponses: state.stats.aiResponses + 1 } };
    case 'settings':
      return { ...state, settings: { ...state.settings, ...action.patch } };
    case 'voiceSeconds':
      return { ...state, stats: { ...state.stats, voiceSeconds: Math.round((state.stats.voiceSeconds + Math.max(0, action.seconds)) * 10) / 10 } };
    case 'context': {
      const next = { ...state };
      for (const [k, v] of Object.entries(action.patch) as [keyof typeof action.patch, string][]) next[k] = v.slice(0, SESSION_LIMITS.textChars);
      return next;
    }
    default:
      return state;
  }
}
