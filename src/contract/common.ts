import { z } from 'zod';

/** A request's id field or parameter: a UUID (zod's check, version and variant included). */
export const IdSchema = z.uuid();

/**
 * The server's one test of an id before it queries (#26: it was written nine times): a UUID
 * in the 8-4-4-4-12 hex form, any version, either case. An id that fails it is answered as
 * not found (or refused) without a query, never as a database error.
 */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/* ---------- text: what every string of a request may contain (ADR 010) ---------- */

export const TEXT_MESSAGE = 'Text must not contain control characters.';

// eslint-disable-next-line no-control-regex -- the control characters are the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * True when `s` holds a character no request string may hold: NUL and the other C0
 * control characters (U+0000–U+001F) except tab, line feed and carriage return, or a
 * lone UTF-16 surrogate (not text: it has no UTF-8 form). PostgreSQL cannot store NUL.
 */
export function hasForbiddenCharacters(s: string): boolean {
  return CONTROL_CHARACTER.test(s) || LONE_SURROGATE.test(s);
}

/**
 * `s` without the characters `text()` refuses (lone surrogates become U+FFFD). For
 * clients sending text they did not type (an uploaded file's excerpt, a pasted
 * document): clean it before sending rather than have the request refused.
 */
export function stripControlCharacters(s: string): string {
  return s.replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATES, '\uFFFD');
}

/**
 * The string builder for every string field of a request schema: `z.string()` that
 * refuses forbidden characters (see `hasForbiddenCharacters`) with a 400 saying
 * 'Text must not contain control characters.' Chain as usual: `text().trim().max(100)`;
 * the check runs on the text as sent, before trimming.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((s) => !hasForbiddenCharacters(s), { message: TEXT_MESSAGE });
}

/**
 * The one error body. `message` is for people; `error` repeats it because some
 * screens of the spec read `error` (the waitlist) and others `message` (auth).
 * `code` is for programs. `issues` lists field problems on validation errors.
 */
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  error: z.string(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * What `/api/health` says about the engines, so a client knows before the user acts.
 * `ttsAvailable` / `sttAvailable` are the plain answers for the UI: false when speech
 * output / speech input cannot work on this server (engine or tool missing, e.g. no
 * ffmpeg, which every transcription needs). Other keys (installed tools) may be added.
 */
export const HealthEnginesSchema = z
  .object({
    /** AI engine: 'offline', 'openai' or 'anthropic'. */
    ai: z.string(),
    aiModel: z.string(),
    /** Text-to-speech engine name ('espeak', 'openai', 'elevenlabs'). */
    tts: z.string(),
    /** True when POST /api/generate-audio can answer. */
    ttsAvailable: z.boolean(),
    /** Speech-to-text engine name ('pocketsphinx', 'openai'). */
    stt: z.string(),
    /** True when POST /api/transcribe can answer (engine and ffmpeg both present). */
    sttAvailable: z.boolean(),
  })
  .catchall(z.union([z.string(), z.boolean()]));
export type HealthEngines = z.infer<typeof HealthEnginesSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
  engines: HealthEnginesSchema.optional(),
  /** The Redis connection, present only when REDIS_URL is set ('down' while it reconnects). */
  redis: z.enum(['up', 'down']).optional(),
});
export type Health = z.infer<typeof HealthSchema>;

/** Trimmed, lower-cased e-mail address; the message is the one the spec shows on forms. */
export const EmailSchema = text({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Invalid email address'))
  .transform((s) => s.toLowerCase());
