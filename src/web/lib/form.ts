/**
 * Forms check their values with the contract's own schemas (#26), so a rule and its
 * message are written once, where the server validates them too.
 *
 *   const checked = checkForm(CreateWorkspaceBodySchema, { name, description });
 *   if (!checked.ok) return setErrors(checked.errors); // { name: 'Workspace name is required' }
 *   mutate(checked.data);
 */
import { ZodDefault, ZodLiteral, ZodNullable, ZodOptional, ZodPipe, ZodString, ZodUnion, type z } from 'zod';

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

/**
 * The most characters a string field of the contract takes, for an input's `maxLength`
 * (looks through optional, nullable, default, pipe and union wrappers; undefined when unbounded).
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  if (schema instanceof ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof ZodOptional || schema instanceof ZodNullable || schema instanceof ZodDefault) return maxLengthOf(schema.unwrap() as z.ZodType);
  if (schema instanceof ZodPipe) return maxLengthOf(schema.in as z.ZodType) ?? maxLengthOf(schema.out as z.ZodType);
  if (schema instanceof ZodLiteral) return Math.max(...[...schema.values].map((v) => String(v).length));
  if (schema instanceof ZodUnion) {
    const limits = (schema.options as z.ZodType[]).map(maxLengthOf);
    return limits.every((n) => n !== undefined) ? Math.max(...limits) : undefined;
  }
  return undefined;
}

/** The first message for one field (or undefined): for a single input checked as the person types. */
export function fieldError<S extends z.ZodType>(schema: S, value: z.input<S>): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
