/**
 * Environment, parsed once. Every env variable the server reads is named here and
 * nowhere else; `loadConfig` lists every bad variable at once instead of failing on the first.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { BRAND } from '../contract/brand';
import { SAMPLE_WORKSPACE_MEMBERS } from '../contract/launch-content';

/** `a.b.c.d/n` or an IPv6 address with `/n` (the prefix may be left out: one address). */
function isCidr(cidr: string): boolean {
  const [address = '', prefix, ...rest] = cidr.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  /** Public origin of the app (scheme://host[:port]); used for CSRF checks and OAuth redirects. */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  SESSION_SECRET: optionalString.pipe(z.string().min(32).optional()),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated names shown on the private workspace card. */
  WORKSPACE_MEMBERS: z.string().default(SAMPLE_WORKSPACE_MEMBERS),

  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_MODEL: optionalString,
  /** Embeddings model of the OpenAI-compatible API (with OPENAI_API_KEY or OPENAI_BASE_URL): Ask your world's semantic search; unset: full-text only. */
  OPENAI_EMBEDDINGS_MODEL: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: optionalString.pipe(z.url().optional()),
  ELEVENLABS_API_KEY: optionalString,
  ELEVENLABS_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().positive().default(200_000),
  /** Which AI engine answers: auto picks openai (key or base URL set), then anthropic, else offline. */
  AI_ENGINE: z.enum(['auto', 'offline', 'openai', 'anthropic']).default('auto'),
  /** Daily token budget per anonymous client address (the public demo). */
  AI_ANON_DAILY_TOKEN_BUDGET: z.coerce.number().int().positive().default(20_000),
  /** AI requests per minute per user (or per address when signed out). */
  AI_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Whole-call deadline, retries included. */
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** First back-off delay; doubles per retry. A provider's Retry-After wins when it is shorter than the deadline. */
  AI_RETRY_BASE_MS: z.coerce.number().int().min(0).default(500),
  /** Price of AI_MODEL per million tokens, for models not in the price table (e.g. a paid gateway). */
  AI_PRICE_INPUT_PER_MTOK: z.coerce.number().min(0).optional(),
  AI_PRICE_OUTPUT_PER_MTOK: z.coerce.number().min(0).optional(),

  /** Text to speech: auto picks elevenlabs (key), then openai (key), else espeak-ng. */
  TTS_ENGINE: z.enum(['auto', 'espeak', 'openai', 'elevenlabs']).default('auto'),
  /** Speech to text: auto picks openai (key), else pocketsphinx. */
  STT_ENGINE: z.enum(['auto', 'pocketsphinx', 'openai']).default('auto'),
  OPENAI_TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
  OPENAI_STT_MODEL: z.string().default('whisper-1'),
  ELEVENLABS_MODEL: z.string().default('eleven_multilingual_v2'),
  POCKETSPHINX_MODEL_DIR: z.string().default('/usr/share/pocketsphinx/model/en-us'),

  /** mautrix bridges (issue #16): provisioning base URL and shared secret per network; else discovered via /.well-known/matrix/mautrix. */
  MATRIX_BRIDGE_WHATSAPP_URL: optionalString.pipe(z.url().optional()),
  MATRIX_BRIDGE_WHATSAPP_SECRET: optionalString,
  MATRIX_BRIDGE_TELEGRAM_URL: optionalString.pipe(z.url().optional()),
  MATRIX_BRIDGE_TELEGRAM_SECRET: optionalString,
  MATRIX_BRIDGE_DISCORD_URL: optionalString.pipe(z.url().optional()),
  MATRIX_BRIDGE_DISCORD_SECRET: optionalString,
  /** Syntheses or transcriptions running at once; more wait in a queue of VOICE_QUEUE_LIMIT. */
  VOICE_CONCURRENCY: z.coerce.number().int().positive().default(2),
  VOICE_QUEUE_LIMIT: z.coerce.number().int().min(0).default(16),
  VOICE_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  TTS_CACHE_MB: z.coerce.number().min(0).default(64),
  /** Longest recording /api/transcribe accepts. */
  STT_MAX_SECONDS: z.coerce.number().positive().default(120),
  /** Load the NLP models and start the speech recognizer (about 2 s) at start-up instead of on first use. Default: on in production. */
  PRELOAD_ENGINES: z.stringbool().optional(),

  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** Override Google's issuer (tests point it at a local OpenID provider). */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_ISSUER: optionalString.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,

  /** Uploads in S3-compatible object storage (AWS S3, MinIO, R2, …) instead of DATA_DIR/uploads. */
  S3_BUCKET: optionalString,
  /** Endpoint of a non-AWS store (e.g. http://127.0.0.1:9000); AWS's own when unset. */
  S3_URL: optionalString.pipe(z.url().optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** bucket in the path (http://host/bucket/key) rather than the host name; most non-AWS stores want it. */
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),

  /**
   * Redis for rate limits, sign-in throttling and pub/sub across instances, instead of
   * PostgreSQL (redis://[user:password@]host:port[/db], rediss:// for TLS).
   */
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),

  /**
   * Longest one attempt of a background job (a transcription) may run before it is given
   * up and retried; also how soon a job whose instance died resumes on another one.
   */
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  /** How often one instance looks for expired jobs (and archives old ones). */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Largest data-world import (a chat export, a photo archive) accepted by POST /api/imports, in MB. */
  IMPORT_MAX_MB: z.coerce.number().positive().max(10_240).default(512),
  /** Largest single photo an import reads, in MB (a larger one is skipped with a note): bounds the memory one photo takes. */
  IMPORT_PHOTO_MAX_MB: z.coerce.number().positive().max(1024).default(64),
  /** Imports one account may have queued or running at once (more: 429). */
  IMPORT_CONCURRENT_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
  /** Imports queued or running at once on the whole server, all accounts (more: 503). */
  IMPORT_CONCURRENT_TOTAL: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Uploads to POST /api/imports per account per hour (more: 429). */
  IMPORT_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),

  /** Send workspace invitations by email through this SMTP server (smtp:// or smtps://, credentials in the URL). */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  /** Sender of those emails. */
  SMTP_FROM: optionalString,

  /**
   * The Matrix homeserver every account connects to (https://matrix.example.org); when
   * unset, the homeserver named by https://<domain of the user id>/.well-known/matrix/client.
   */
  MATRIX_HOMESERVER_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** An Element Web (https://app.element.io or your own) that /element opens, preset with the homeserver. */
  ELEMENT_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Stripe (#27, ADR 053): with both set, Pro is bought in the app through Stripe Checkout; else the contact address. */
  STRIPE_SECRET_KEY: optionalString,
  /** The signing secret of the webhook endpoint (POST /api/billing/webhook), `whsec_…`. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** A Stripe Price for Pro (`price_…`); by default a one-time $1,299 payment (SPEC §9). A recurring price makes it a subscription. */
  STRIPE_PRICE_PRO: optionalString,
  /** Tests only: where the Stripe SDK sends its requests (http://127.0.0.1:port); refused in production. */
  STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * Private address ranges (comma-separated CIDRs, e.g. `127.0.0.1/32,::1/128`) that requests
   * to user-supplied addresses may reach (platform/outbound.ts, #25); by default none.
   */
  OUTBOUND_ALLOW_PRIVATE: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((c) => c.trim()).filter(Boolean))
    .refine((cidrs) => cidrs.every(isCidr), 'must be comma-separated IP ranges like 127.0.0.1/32,::1/128'),
});

/** Rules across variables, checked on the raw strings so they are listed with every other problem. */
function crossFieldIssues(env: Record<string, string | undefined>): string[] {
  const set = (name: string) => !!env[name]?.trim();
  const issues: string[] = [];
  if (set('S3_URL') && !set('S3_BUCKET')) issues.push('  S3_BUCKET: required when S3_URL is set');
  if (set('S3_ACCESS_KEY_ID') !== set('S3_SECRET_ACCESS_KEY')) {
    const missing = set('S3_ACCESS_KEY_ID') ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    issues.push(`  ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`);
  }
  if (set('STRIPE_SECRET_KEY') !== set('STRIPE_WEBHOOK_SECRET')) {
    const missing = set('STRIPE_SECRET_KEY') ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    issues.push(`  ${missing}: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together (a payment nothing confirms would never set the plan)`);
  }
  if (set('STRIPE_API_BASE') && (env.NODE_ENV ?? 'production') === 'production') {
    issues.push('  STRIPE_API_BASE: for tests only (a local Stripe-format server); not allowed in production');
  }
  return issues;
}

export type Env = z.input<typeof EnvSchema>;

/**
 * The one price table: US dollars per million tokens. Reasoning tokens are billed as
 * output. A model is priced by its longest matching prefix ('gpt-4o-mini-2024-07-18'
 * → 'gpt-4o-mini'); an unknown model costs AI_PRICE_*_PER_MTOK, else 0 (local models).
 */
export const AI_PRICES_PER_MTOK: Readonly<Record<string, { input: number; output: number }>> = {
  'offline-analyst': { input: 0, output: 0 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5': { input: 1.25, output: 10 },
  'o3-mini': { input: 1.1, output: 4.4 },
  'o4-mini': { input: 1.1, output: 4.4 },
  o3: { input: 2, output: 8 },
  'claude-3-5-haiku': { input: 0.8, output: 4 },
  'claude-haiku-4-5': { input: 1, output: 5 },
  'claude-3-7-sonnet': { input: 3, output: 15 },
  'claude-sonnet-4': { input: 3, output: 15 },
  'claude-opus-4': { input: 15, output: 75 },
};

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  const lines = [...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)), ...crossFieldIssues(env)];
  if (!parsed.success || lines.length) {
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    /** Where uploads live: the disk under DATA_DIR, or an S3-compatible bucket (S3_BUCKET). */
    storage: e.S3_BUCKET
      ? ({
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_URL,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? !!e.S3_URL,
        } as const)
      : ({ kind: 'disk', dir: path.join(dataDir, 'uploads') } as const),
    jobs: { expireSeconds: e.JOBS_EXPIRE_SECONDS, maintenanceIntervalSeconds: e.JOBS_MAINTENANCE_SECONDS },
    imports: {
      maxBytes: Math.round(e.IMPORT_MAX_MB * 1024 * 1024),
      photoMaxBytes: Math.round(e.IMPORT_PHOTO_MAX_MB * 1024 * 1024),
      concurrentPerUser: e.IMPORT_CONCURRENT_PER_USER,
      concurrentTotal: e.IMPORT_CONCURRENT_TOTAL,
      uploadsPerHour: e.IMPORT_UPLOADS_PER_HOUR,
      /** Uploads being received and files being parsed (this instance's own; emptied at start-up). */
      tmpDir: path.join(dataDir, 'tmp', 'imports'),
    },
    /** Outgoing email (workspace invitations); undefined: no email, the inviter copies the link. */
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM ?? `${BRAND.name} <no-reply@${hostOf(e.PUBLIC_URL) ?? 'localhost'}>` } : undefined,
    matrix: {
      homeserverUrl: e.MATRIX_HOMESERVER_URL?.replace(/(?<!\/)\/+$/, ''),
      elementUrl: e.ELEMENT_URL,
    },
    /**
     * Requests to user-supplied addresses (platform/outbound.ts): the private ranges they may
     * reach, and the origins the operator configured, each trusted (whatever its address) only
     * for its own purpose: the homeserver's for homeserver calls, a bridge's for that bridge's.
     */
    outbound: {
      allowPrivate: e.OUTBOUND_ALLOW_PRIVATE,
      trustedOrigins: {
        'matrix-homeserver': listOf(e.MATRIX_HOMESERVER_URL),
        'matrix-bridge:whatsapp': listOf(e.MATRIX_BRIDGE_WHATSAPP_URL),
        'matrix-bridge:telegram': listOf(e.MATRIX_BRIDGE_TELEGRAM_URL),
        'matrix-bridge:discord': listOf(e.MATRIX_BRIDGE_DISCORD_URL),
      },
    },
    /** Stripe Checkout and its webhook (features/billing); undefined: Pro through the contact address. */
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, pricePro: e.STRIPE_PRICE_PRO, apiBase: e.STRIPE_API_BASE }
        : undefined,
    /** The optional shared store for limits and pub/sub (REDIS_URL). */
    redis: e.REDIS_URL ? { url: e.REDIS_URL } : undefined,
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') } as const),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    brand: BRAND,
    workspaceMembers: e.WORKSPACE_MEMBERS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    ai: {
      openaiApiKey: e.OPENAI_API_KEY,
      openaiBaseUrl: e.OPENAI_BASE_URL,
      model: e.AI_MODEL,
      embeddingsModel: e.OPENAI_EMBEDDINGS_MODEL,
      anthropicApiKey: e.ANTHROPIC_API_KEY,
      anthropicBaseUrl: e.ANTHROPIC_BASE_URL,
      elevenlabsApiKey: e.ELEVENLABS_API_KEY,
      elevenlabsBaseUrl: e.ELEVENLABS_BASE_URL,
      dailyTokenBudget: e.AI_DAILY_TOKEN_BUDGET,
      engine: e.AI_ENGINE,
      anonDailyTokenBudget: e.AI_ANON_DAILY_TOKEN_BUDGET,
      requestsPerMinute: e.AI_REQUESTS_PER_MINUTE,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxRetries: e.AI_MAX_RETRIES,
      retryBaseMs: e.AI_RETRY_BASE_MS,
      prices: AI_PRICES_PER_MTOK,
      priceOverride:
        e.AI_PRICE_INPUT_PER_MTOK !== undefined || e.AI_PRICE_OUTPUT_PER_MTOK !== undefined
          ? { input: e.AI_PRICE_INPUT_PER_MTOK ?? 0, output: e.AI_PRICE_OUTPUT_PER_MTOK ?? 0 }
          : undefined,
    },
    voice: {
      ttsEngine: e.TTS_ENGINE,
      sttEngine: e.STT_ENGINE,
      openaiTtsModel: e.OPENAI_TTS_MODEL,
      openaiSttModel: e.OPENAI_STT_MODEL,
      elevenlabsModel: e.ELEVENLABS_MODEL,
      pocketsphinxModelDir: e.POCKETSPHINX_MODEL_DIR,
      concurrency: e.VOICE_CONCURRENCY,
      queueLimit: e.VOICE_QUEUE_LIMIT,
      requestsPerMinute: e.VOICE_REQUESTS_PER_MINUTE,
      ttsCacheBytes: Math.round(e.TTS_CACHE_MB * 1024 * 1024),
      sttMaxSeconds: e.STT_MAX_SECONDS,
      /**
       * What starts with the server: `all` (PRELOAD_ENGINES=true) the recognizer and the NLP
       * models; `recognizer` (production default) only the recognizer, a child process that
       * costs the server no memory, while the NLP models (≈ 150 MB) load on first use and are
       * let go after 10 idle minutes (ADR 041); `none` (PRELOAD_ENGINES=false, tests) neither.
       */
      preload: (e.PRELOAD_ENGINES === true ? 'all' : e.PRELOAD_ENGINES === false || e.NODE_ENV !== 'production' ? 'none' : 'recognizer') as
        | 'all'
        | 'recognizer'
        | 'none',
    },
    /** Configured mautrix bridges (provisioning API v3), by network. */
    matrixBridges: {
      whatsapp: { url: e.MATRIX_BRIDGE_WHATSAPP_URL, secret: e.MATRIX_BRIDGE_WHATSAPP_SECRET },
      telegram: { url: e.MATRIX_BRIDGE_TELEGRAM_URL, secret: e.MATRIX_BRIDGE_TELEGRAM_SECRET },
      discord: { url: e.MATRIX_BRIDGE_DISCORD_URL, secret: e.MATRIX_BRIDGE_DISCORD_SECRET },
    },
    auth: {
      google: e.GOOGLE_CLIENT_ID
        ? { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
      oidc:
        e.OIDC_ISSUER && e.OIDC_CLIENT_ID
          ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
          : undefined,
    },
  };
}

function listOf(url: string | undefined): string[] {
  return url ? [url] : [];
}

function hostOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).hostname : undefined;
  } catch {
    return undefined;
  }
}

export type Config = ReturnType<typeof loadConfig>;
