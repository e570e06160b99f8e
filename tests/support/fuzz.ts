/**
 * Generators for the contract fuzz suite (tests/api/contract-fuzz.test.ts): valid bodies
 * from a route's zod schema (through its JSON Schema), and the ways a client can get a
 * request wrong. Only fast-check and zod; no app knowledge.
 */
import fc from 'fast-check';
import { z } from 'zod';

/* ---------- valid values from a JSON Schema ---------- */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
};

/** Generated strings and arrays stay short: the limits are probed by the mutations, not here. */
const MAX_GEN_CHARS = 24;
const MAX_GEN_ITEMS = 3;

/** The JSON Schema of what a client sends (the input side of transforms and pipes). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * A fast-check arbitrary of values the JSON Schema accepts (best effort: patterns and
 * formats; a string property (or array of strings) named like `email` gets addresses, since a zod pipe hides
 * the format from the input schema). `full`: every optional property present and never
 * null or '' where something else is allowed, so every text field carries text.
 */
export function arbitraryFromJsonSchema(root: JsonSchema, opts: { full?: boolean } = {}): fc.Arbitrary<unknown> {
  const defs = root.$defs ?? {};
  const build = (s: JsonSchema, depth: number, name = ''): fc.Arbitrary<unknown> => {
    if (s.$ref) {
      const ref = s.$ref.replace(/^#\/\$defs\//, '');
      const target = defs[ref];
      return target && depth < 4 ? build(target, depth + 1, name) : fc.constant(null);
    }
    if ('const' in s) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    let alternatives = s.anyOf ?? s.oneOf;
    if (alternatives && opts.full) {
      const substantial = alternatives.filter((a) => a.type !== 'null' && a.const !== '');
      if (substantial.length) alternatives = substantial;
    }
    if (alternatives) return fc.oneof(...alternatives.map((a) => build(a, depth + 1, name)));
    if (s.allOf?.length) return build(Object.assign({}, ...s.allOf) as JsonSchema, depth + 1, name);
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    switch (type) {
      case 'string':
        return !s.format && !s.pattern && /email/i.test(name) ? emailArbitrary() : stringArbitrary(s);
      case 'integer':
      case 'number': {
        const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
        const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1000);
        const lo = Math.max(min, -1e6);
        const hi = Math.max(lo, Math.min(max, 1e6));
        // Column limits live past what a schema without a maximum says: int4, int8, double.
        const edges = [min, max, 0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 32, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e300].filter(
          (n) => n >= min && n <= max && (type !== 'integer' || Number.isSafeInteger(n)),
        );
        const inner =
          type === 'integer'
            ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
            : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
        return edges.length ? fc.oneof({ weight: 4, arbitrary: inner }, { weight: 1, arbitrary: fc.constantFrom(...edges) }) : inner;
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => build(p, depth + 1)));
        const minLength = s.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(s.maxItems ?? MAX_GEN_ITEMS, MAX_GEN_ITEMS));
        return fc.array(s.items && depth < 6 ? build(s.items, depth + 1, name) : fc.constant(null), {
          minLength: opts.full ? Math.min(Math.max(minLength, 1), maxLength) : minLength,
          maxLength,
        });
      }
      case 'object': {
        const props = s.properties ?? {};
        const required = new Set(s.required ?? []);
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [k, v] of Object.entries(props)) record[k] = build(v, depth + 1, k);
        const requiredKeys = Object.keys(props).filter((k) => opts.full || required.has(k));
        if (Object.keys(props).length === 0 && s.additionalProperties && typeof s.additionalProperties === 'object') {
          return fc.dictionary(fc.string({ maxLength: 8 }), smallJson(), { maxKeys: 3 });
        }
        return fc.record(record, { requiredKeys });
      }
      default:
        // {} : anything (z.unknown()).
        return smallJson();
    }
  };
  return build(root, 0);
}

function smallJson(): fc.Arbitrary<unknown> {
  return fc.jsonValue({ maxDepth: 2 }).map((v) => v as unknown);
}

function emailArbitrary(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.stringMatching(/^[a-zA-Z0-9]{1,12}$/), fc.stringMatching(/^[a-z]{1,10}$/), fc.constantFrom('com', 'org', 'example'))
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? MAX_GEN_CHARS, MAX_GEN_CHARS));
  if (s.format === 'email') return emailArbitrary();
  if (s.format === 'uuid') return fc.uuid({ version: 4 });
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  // A calendar day (zod's z.iso.date()): real days, not strings that only look like one.
  if (s.format === 'date') {
    return fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot read: plain strings (some will be invalid, which is fine).
    }
  }
  // Word-ish text mostly passes `.trim().min(1)`.
  return fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.max(maxLength, 1) }).map((v) => (v.trim() ? v : `x${v}`));
}

/* ---------- mutations of a valid body ---------- */

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
/** A path into a JSON value: object keys and array indexes. */
export type JsonPath = (string | number)[];

/** Paths of every value inside `v` (not the root), depth-first. */
export function jsonPaths(v: unknown, prefix: JsonPath = []): JsonPath[] {
  const out: JsonPath[] = [];
  if (Array.isArray(v)) {
    v.forEach((item, i) => {
      out.push([...prefix, i], ...jsonPaths(item, [...prefix, i]));
    });
  } else if (v && typeof v === 'object') {
    for (const [k, item] of Object.entries(v)) out.push([...prefix, k], ...jsonPaths(item, [...prefix, k]));
  }
  return out;
}

export function getAt(v: unknown, path: JsonPath): unknown {
  let cur = v;
  for (const k of path) cur = (cur as Record<string | number, unknown> | undefined)?.[k];
  return cur;
}

/** A copy of `v` with the value at `path` replaced (or deleted, with `remove`). */
export function setAt(v: unknown, path: JsonPath, value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const isObject = (x: unknown): x is Record<string | number, unknown> => typeof x === 'object' && x !== null;
  // A body whose schema allows none (nullish) has `null` as its base: a path into it starts an object.
  const copy: unknown = isObject(v) ? structuredClone(v) : {};
  let cur = copy as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) {
    if (!isObject(cur[k])) cur[k] = {};
    cur = cur[k] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(cur)) cur.splice(Number(last), 1);
    else delete cur[last];
  } else {
    cur[last] = value;
  }
  return copy;
}

/** Paths where a string sits (the places text mutations go). */
export function stringPaths(v: unknown): JsonPath[] {
  return jsonPaths(v).filter((p) => typeof getAt(v, p) === 'string');
}

/** A value of a different JSON type than `v`. */
export function wrongTypeFor(v: unknown): fc.Arbitrary<unknown> {
  const all: [string, fc.Arbitrary<unknown>][] = [
    ['string', fc.string({ maxLength: 10 })],
    ['number', fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 1e308, -0, 2 ** 53 + 1, 0.5))],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['array', fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 })],
    ['object', fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })],
  ];
  const kind = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
  return fc.oneof(...all.filter(([k]) => k !== kind).map(([, a]) => a));
}

/** Text that has broken servers before: control characters, lone surrogates, odd Unicode. */
export const NASTY_TEXT = {
  /** C0 controls except NUL, DEL, C1, line/paragraph separators, BOM. */
  control: ['\u0001', '\u0007', '\b', '\u001b[31m', '\u001f', '\u007f', '\u0085', '\u2028', '\u2029', '\ufeff', '\r\n\r\n'],
  surrogates: ['\ud800', '\udfff', '\udc00\ud800', 'a\ud83d', '\ud83db'],
  unicode: ['💥', 'ﷺ', 'Ω≈ç√', '𝕳𝖊𝖑𝖑𝖔', '\u202e', 'é'.normalize('NFD'), '%00', '%s%n', '{{7*7}}', "' OR '1'='1", '<script>x</script>'],
  nul: ['\u0000', 'a\u0000b', '\u0000'.repeat(3)],
};

/** `text` with `insert` placed at the start, the middle or the end. */
export function spliceText(text: string, insert: string, where: number): string {
  const at = where === 0 ? 0 : where === 1 ? Math.floor(text.length / 2) : text.length;
  return text.slice(0, at) + insert + text.slice(at);
}

/** Deeply nested arrays or objects, as JSON text (an object this deep would itself blow a recursive stringify). */
export function deepJsonText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** JSON text that no JSON parser accepts. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":1}}',
  '{"a":1} trailing',
  '\ufeff{"a":1}',
  '[1,2',
  '"unterminated',
  'undefined',
  '{"a":"\\u12"}',
  '{"a":"\\x41"}',
  '\u0000',
  '{"a":1e99999}',
];

/** Prototype-pollution keys as raw JSON text (a JS object literal would not keep them). */
export function protoPollutionText(body: string, key: '__proto__' | 'constructor' | 'prototype'): string {
  const evil = key === 'constructor' ? '{"prototype":{"polluted":true}}' : '{"polluted":true}';
  const inner = `"${key}":${evil}`;
  return body.startsWith('{') && body !== '{}' ? `{${inner},${body.slice(1)}` : `{${inner}}`;
}
