import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkForm, fieldError } from './form';

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

  it('checks one field', () => {
    expect(fieldError(Schema.shape.name, '')).toBe('Name is required');
    expect(fieldError(Schema.shape.name, 'x')).toBeUndefined();
  });
});
