/**
 * Reading a stored Business OS document that this version's (stricter) schema refuses.
 * Never answer an empty document in its place: the next autosave would write it over
 * the person's work. Instead read field by field and item by item, keep every part that
 * parses, bring obvious older shapes forward (numbers written as text, epoch timestamps,
 * fields added since), and say what was left out. When the document, or a whole part of
 * it, cannot be read, the session is answered read-only (see the service).
 */
import { z } from 'zod';
import {
  ActivityEventSchema,
  BlockSchema,
  BUSINESS_OS,
  DEFAULT_BLOCK_IDS,
  defaultSessionState,
  SESSION_LIMITS,
  SessionFileSchema,
  SessionMessageSchema,
  SessionStateSchema,
  type SessionRecoveryStatus,
  type SessionState,
} from '../../../contract/business-os';

export interface RestoredState {
  state: SessionState;
  /** 'ok': the stored document parsed as it is. */
  status: 'ok' | SessionRecoveryStatus;
  /** What was left out or only partly read, for people. */
  dropped: string[];
}

type Obj = Record<string, unknown>;
const isRecord = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Read {
  value: unknown;
  /** False when something was cut or replaced to make it fit. */
  lossless: boolean;
}

/** What an older version may have written for a value, most faithful reading first. */
function readings(v: unknown): Read[] {
  const out: Read[] = [{ value: v, lossless: true }];
  if (typeof v === 'string') {
    const t = v.trim();
    if (t !== '' && Number.isFinite(Number(t))) out.push({ value: Number(t), lossless: true });
    if (t === 'true' || t === 'false') out.push({ value: t === 'true', lossless: true });
  }
  if (typeof v === 'number' && Number.isFinite(v)) {
    // Epoch milliseconds where an ISO timestamp is expected now.
    if (v > 1e11 && v < 1e13) out.push({ value: new Date(v).toISOString(), lossless: true });
    out.push({ value: String(v), lossless: true });
    if (v === 0 || v === 1) out.push({ value: v === 1, lossless: true });
    if (!Number.isInteger(v)) out.push({ value: Math.round(v), lossless: false });
    if (v < 0) out.push({ value: 0, lossless: false });
  }
  return out;
}

function readValue(schema: z.ZodType, v: unknown): Read | null {
  for (const r of readings(v)) {
    const parsed = schema.safeParse(r.value);
    if (parsed.success) return { value: parsed.data, lossless: r.lossless };
  }
  if (schema instanceof z.ZodString && typeof v === 'string' && schema.maxLength !== null && v.length > schema.maxLength) {
    const parsed = schema.safeParse(v.slice(0, schema.maxLength));
    if (parsed.success) return { value: parsed.data, lossless: false };
  }
  if (schema instanceof z.ZodObject && isRecord(v)) return readObject(schema, v, {});
  return null;
}

/**
 * An object read field by field. `fill` supplies fields an older version did not write
 * (and replaces unreadable ones, which makes the read lossy). Null when a required field
 * can be neither read nor filled. Unknown keys are ignored, as the schema does; whenever
 * a document needs recovery its raw original is backed up, so they are not lost.
 */
function readObject(schema: z.ZodObject, v: Obj, fill: Obj): Read | null {
  const out: Obj = {};
  let lossless = true;
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const raw = v[key];
    if (raw === undefined) {
      if (key in fill) out[key] = fill[key];
      else if (!field.safeParse(undefined).success) return null;
      continue;
    }
    const nestedFill = isRecord(fill[key]) ? (fill[key] as Obj) : {};
    const r = field instanceof z.ZodObject && isRecord(raw) ? readObject(field, raw, nestedFill) : readValue(field, raw);
    if (r) {
      out[key] = r.value;
      lossless &&= r.lossless;
    } else if (key in fill) {
      out[key] = fill[key];
      lossless = false;
    } else {
      return null;
    }
  }
  const parsed = schema.safeParse(out);
  return parsed.success ? { value: parsed.data, lossless } : null;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

interface ListSpec {
  schema: z.ZodObject;
  max: number;
  /** Which end to keep when there are more than `max` (the newest events, the first blocks). */
  keep: 'first' | 'last';
  noun: [string, string];
  fill(raw: Obj): Obj;
}

/** The pinned default blocks (the conversation block can be closed). */
const DEFAULT_IDS: readonly string[] = [DEFAULT_BLOCK_IDS.transcript, DEFAULT_BLOCK_IDS.summary, DEFAULT_BLOCK_IDS.metrics];

const LISTS: Record<'blocks' | 'events' | 'messages' | 'files', ListSpec> = {
  blocks: {
    schema: BlockSchema,
    max: SESSION_LIMITS.blocks,
    keep: 'first',
    noun: ['block', 'blocks'],
    // Blocks written before `closeable`, sizes or titles existed.
    fill: (raw) => ({
      title: '',
      content: '',
      closeable: !DEFAULT_IDS.includes(String(raw.id)),
      position: { x: 24, y: 24 },
      size: { width: 300, height: 200 },
    }),
  },
  events: { schema: ActivityEventSchema, max: BUSINESS_OS.maxEvents, keep: 'last', noun: ['activity event', 'activity events'], fill: () => ({}) },
  messages: { schema: SessionMessageSchema, max: SESSION_LIMITS.messages, keep: 'last', noun: ['chat message', 'chat messages'], fill: () => ({}) },
  files: { schema: SessionFileSchema, max: SESSION_LIMITS.files, keep: 'last', noun: ['file', 'files'], fill: () => ({ type: '', preview: '', excerpt: '' }) },
};

const TEXTS: Record<'transcript' | 'commentary' | 'businessOkrs' | 'lifeHistory' | 'lifeSummary', string> = {
  transcript: 'the transcript',
  commentary: 'the AI commentary',
  businessOkrs: 'the business OKRs',
  lifeHistory: 'the life history',
  lifeSummary: 'the life summary',
};

/** Parts of the document a person wrote: losing one whole makes the session read-only. */
const CONTENT_FIELDS = new Set<string>([...Object.keys(LISTS), ...Object.keys(TEXTS)]);

const LABELS: Record<string, string> = {
  ...TEXTS,
  tokenUsage: 'the token counts',
  settings: 'the voice settings',
  stats: 'the session counters',
  welcomed: 'the onboarding progress',
  goal: 'the chosen goal',
  commentaryEngineLabel: 'the engine of the AI commentary',
};

export function restoreState(stored: unknown): RestoredState {
  const direct = SessionStateSchema.safeParse(stored);
  if (direct.success) return { state: direct.data, status: 'ok', dropped: [] };
  const base = defaultSessionState() as unknown as Obj;
  if (!isRecord(stored)) return { state: defaultSessionState(), status: 'unreadable', dropped: ['the whole document'] };

  const out: Obj = {};
  const dropped: string[] = [];
  let read = 0;
  let changed = false;
  let wholePartLost = false;

  for (const [key, field] of Object.entries(SessionStateSchema.shape) as [string, z.ZodType][]) {
    const raw = stored[key];
    if (raw === undefined) {
      // Written before this field existed.
      if (key in base) out[key] = base[key];
      changed = true;
      continue;
    }
    if (key in LISTS) {
      const spec = LISTS[key as keyof typeof LISTS];
      if (!Array.isArray(raw)) {
        out[key] = base[key];
        dropped.push(`the ${spec.noun[1]}`);
        wholePartLost = true;
        continue;
      }
      let items: unknown[] = [];
      let partly = 0;
      for (const item of raw) {
        const r = isRecord(item) ? readObject(spec.schema, item, spec.fill(item)) : null;
        if (!r) continue;
        items.push(r.value);
        if (!r.lossless) partly++;
      }
      if (items.length > spec.max) items = spec.keep === 'first' ? items.slice(0, spec.max) : items.slice(-spec.max);
      const lost = raw.length - items.length;
      out[key] = items;
      if (lost > 0) dropped.push(`${lost} of ${raw.length} ${plural(raw.length, spec.noun[0], spec.noun[1])}`);
      if (partly > 0) dropped.push(`${partly} ${plural(partly, spec.noun[0], spec.noun[1])} partly read`);
      read++;
      changed = true;
      continue;
    }
    const r = field instanceof z.ZodObject && isRecord(raw) ? readObject(field, raw, isRecord(base[key]) ? (base[key] as Obj) : {}) : readValue(field, raw);
    if (r) {
      out[key] = key === 'transcript' && !r.lossless && typeof raw === 'string' ? raw.slice(-SESSION_LIMITS.transcriptChars) : r.value;
      read++;
      changed = true;
      if (!r.lossless) dropped.push(`part of ${LABELS[key] ?? key}`);
    } else {
      if (key in base) out[key] = base[key];
      dropped.push(LABELS[key] ?? key);
      if (CONTENT_FIELDS.has(key)) wholePartLost = true;
    }
  }

  const parsed = SessionStateSchema.safeParse(out);
  if (!parsed.success) return { state: defaultSessionState(), status: 'unreadable', dropped: ['the whole document'] };
  const hadKeys = Object.keys(stored).length > 0;
  if (hadKeys && read === 0) return { state: parsed.data, status: 'unreadable', dropped: ['the whole document'] };
  if (wholePartLost) return { state: parsed.data, status: 'unreadable', dropped };
  if (dropped.length > 0) return { state: parsed.data, status: 'salvaged', dropped };
  return { state: parsed.data, status: changed ? 'migrated' : 'ok', dropped };
}
