import { z } from 'zod';

export const IdSchema = z.uuid();

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

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
  engines: z.record(z.string(), z.union([z.string(), z.boolean()])).optional(),
});
export type Health = z.infer<typeof HealthSchema>;

/** Trimmed, lower-cased e-mail address; the message is the one the spec shows on forms. */
export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Invalid email address'))
  .transform((s) => s.toLowerCase());
