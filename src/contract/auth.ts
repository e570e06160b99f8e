import { z } from 'zod';
import { EmailSchema } from './common';

export const PASSWORD_MIN = 6;
/** Argon2 is fed bytes; cap the input so a huge body cannot tie up the hasher. */
export const PASSWORD_MAX = 256;

export const ProviderSchema = z.enum(['local', 'google', 'oidc']);

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

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const UsernameSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9_.-]{2,32}$/, 'Username must be 2-32 letters, digits, dots, dashes or underscores');

export const RegisterBodySchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, 'Password is too long'),
  username: z
    .union([z.literal(''), UsernameSchema])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  name: optionalText(100, 'Name'),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const AuthUserResponseSchema = PublicUserSchema;
export const AuthMeResponseSchema = z.object({ user: PublicUserSchema });
