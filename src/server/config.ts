/**
 * Environment, parsed once. Every env variable the server reads is named here and
 * nowhere else; `loadConfig` lists every bad variable at once instead of failing on the first.
 */
import path from 'node:path';
import { z } from 'zod';
import { BRAND } from '../contract/brand';

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
  WORKSPACE_MEMBERS: z.string().default('Ava Chen,Marcus Reid,Priya Natarajan'),

  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_MODEL: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: optionalString.pipe(z.url().optional()),
  ELEVENLABS_API_KEY: optionalString,
  ELEVENLABS_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().positive().default(200_000),

  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** Override Google's issuer (tests point it at a local OpenID provider). */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_ISSUER: optionalString.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
});

export type Env = z.input<typeof EnvSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
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
      anthropicApiKey: e.ANTHROPIC_API_KEY,
      anthropicBaseUrl: e.ANTHROPIC_BASE_URL,
      elevenlabsApiKey: e.ELEVENLABS_API_KEY,
      elevenlabsBaseUrl: e.ELEVENLABS_BASE_URL,
      dailyTokenBudget: e.AI_DAILY_TOKEN_BUDGET,
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

export type Config = ReturnType<typeof loadConfig>;
