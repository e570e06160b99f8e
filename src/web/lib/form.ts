/**
 * Forms check their values with the contract's own schemas (#26), so a rule and its
 * message are written once, where the server validates them too.
 *
 *   const checked = checkForm(CreateWorkspaceBodySchema, { name, description });
 *   if (!checked.ok) return setErrors(checked.errors); // { name: 'Workspace name is required' }
 *   mutate(checked.data);
 */
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export type FormCheck<S extends z.ZodType> = { ok: true; data: z.output<S>; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/** The schema's verdict: the parsed data, or the first message per field (key: the dotted path; '' for the form). */
export function checkForm<S extends z.ZodType>(schema: S, values: z.input<S>): FormCheck<S> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** The first message for one field (or undefined): for a single input checked as the person types. */
export function fieldError<S extends z.ZodType>(schema: S, value: z.input<S>): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
