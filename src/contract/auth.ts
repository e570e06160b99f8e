import { z } from 'zod';
import { text } from './common';

export const PASSWORD_MIN = 6;
/** Argon2 is fed bytes; cap the input so a huge body cannot tie up the hasher. */
export const PASSWORD_MAX = 256;

export const ProviderSchema = z.enum(['local', 'google', 'oidc']);
export type Provider = z.infer<typeof ProviderSchema>;

/** What the server ever says about a user: no hash, no secrets. */
export const PublicUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  provider: ProviderSchema,
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

const PasswordRequiredSchema = text({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, 'Password is too long');

const NewPasswordSchema = text({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, 'Password is too long');

/**
 * Email on the sign-in and sign-up forms: trimmed, lower-cased; anything that is not
 * an address (blank included) gets the spec's one message, 'Invalid email address'.
 */
export const AuthEmailSchema = text({ error: 'Invalid email address' })
  .trim()
  .max(254, 'Email is too long')
  .pipe(z.email('Invalid email address'))
  .transform((s) => s.toLowerCase());

export const LoginBodySchema = z.object({
  email: AuthEmailSchema,
  password: PasswordRequiredSchema,
});
export type LoginBody = z.input<typeof LoginBodySchema>;

const optionalText = (max: number, label: string) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const UsernameSchema = text()
  .trim()
  .regex(/^[a-zA-Z0-9_.-]{2,32}$/, 'Username must be 2-32 letters, digits, dots, dashes or underscores');

const optionalUsername = z
  .union([z.literal(''), UsernameSchema])
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const RegisterBodySchema = z.object({
  email: AuthEmailSchema,
  password: NewPasswordSchema,
  username: optionalUsername,
  name: optionalText(100, 'Name'),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const AuthUserResponseSchema = PublicUserSchema;
export const AuthMeResponseSchema = z.object({ user: PublicUserSchema });
/** POST /api/auth/login and /register: the signed-in user. */
export const AuthSuccessResponseSchema = z.object({ user: PublicUserSchema, message: z.string() });
export type AuthSuccessResponse = z.infer<typeof AuthSuccessResponseSchema>;
export const OkResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

/** Which external sign-in methods this server has configured. */
export const AuthProvidersResponseSchema = z.object({
  google: z.boolean(),
  oidc: z.boolean(),
});
export type AuthProviders = z.infer<typeof AuthProvidersResponseSchema>;

/**
 * GET /api/auth/google and /api/replit/login: where to return after sign-in. Anything
 * but one string is ignored (the start then returns to '/'), never refused.
 */
export const OAuthStartQuerySchema = z.object({ next: z.string().optional().catch(undefined) });

/* ---------- account settings ---------- */

/** PATCH /api/auth/account: only the fields sent change; '' clears an optional field. */
export const UpdateProfileBodySchema = z.object({
  username: z
    .union([z.literal(''), UsernameSchema])
    .nullable()
    .transform((v) => (v ? v : null))
    .optional(),
  name: text()
    .trim()
    .max(100, 'Name must be at most 100 characters')
    .nullable()
    .transform((v) => (v ? v : null))
    .optional(),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBodySchema>;

/** Accounts created with Google have no password yet; they may set one without `currentPassword`. */
export const ChangePasswordBodySchema = z.object({
  currentPassword: text().max(PASSWORD_MAX, 'Password is too long').optional(),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

/** Deleting is confirmed by typing the account's email (and the password, when it has one). */
export const DeleteAccountBodySchema = z.object({
  confirmEmail: text({ error: 'Type your email address to confirm' }).trim().toLowerCase(),
  password: text().max(PASSWORD_MAX, 'Password is too long').optional(),
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBodySchema>;

/** GET /api/auth/account: the profile plus what the settings page needs. */
export const AccountResponseSchema = z.object({
  user: PublicUserSchema,
  hasPassword: z.boolean(),
  linkedProviders: z.array(z.object({ provider: z.string(), email: z.string().nullable(), createdAt: z.string() })),
  activeSessions: z.number().int(),
});
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

export { AUTH_MESSAGES } from './auth-messages';

/** Error codes the OAuth callback puts in `/login?error=` so the page can explain. */
export const OAUTH_ERROR_MESSAGES: Record<string, string> = {
  oauth_failed: 'Sign-in with the external provider failed. Please try again.',
  oauth_state: 'Your sign-in session expired. Please try again.',
  email_unverified: 'Your provider account has no verified email address.',
  oauth_denied: 'Sign-in was cancelled.',
};

/**
 * The `next` path to return to after sign-in: only a same-origin path (no scheme,
 * no `//host`, no backslash tricks), never the sign-in pages themselves. Else null.
 */
export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://same.origin');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.origin') return null;
  if (url.pathname === '/login' || url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
