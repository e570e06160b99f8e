import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkForm, fieldError, maxLengthOf } from './form';

const Schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  size: z.number().int().min(1, 'At least one').optional(),
  tags: z.array(z.string().min(2, 'Too short')).optional(),
});

describe('checkForm (#26)', () => {
  it('returns the parsed data when the values pass', () => {
    expect(checkForm(Schema, { name: '  Ada ' })).toEqual({ ok: true, data: { name: 'Ada' }, errors: {} });
  });

  it("returns the schema's own message, first per field, keyed by path", () => {
    expect(checkForm(Schema, { name: ' ', size: 0, tags: ['ok', 'x'] })).toEqual({
      ok: false,
      errors: { name: 'Name is required', size: 'At least one', 'tags.1': 'Too short' },
    });
  });

  it("reads a string field's most characters through its wrappers, for an input's maxLength", () => {
    expect(maxLengthOf(z.string().trim().max(120))).toBe(120);
    expect(maxLengthOf(z.string().max(500).optional().default(''))).toBe(500);
    expect(maxLengthOf(z.union([z.literal(''), z.string().max(254).pipe(z.email())]).nullable())).toBe(254);
    expect(maxLengthOf(z.string().max(40).transform((s) => s.toLowerCase()))).toBe(40);
    expect(maxLengthOf(z.union([z.literal(''), z.string()]))).toBeUndefined();
    expect(maxLengthOf(z.number().max(5))).toBeUndefined();
  });

  it('checks one field', () => {
    expect(fieldError(Schema.shape.name, '')).toBe('Name is required');
    expect(fieldError(Schema.shape.name, 'x')).toBeUndefined();
  });
});
