/**
 * The browser build keeps an endpoint's method and path and drops its schemas (#26, ADR
 * 051): scripts/strip-endpoint-schemas.mjs, run on the real endpoint maps as Vite sees
 * them (TypeScript already compiled away).
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { stripEndpointSchemas, stripEndpointSchemasPlugin } from '../../scripts/strip-endpoint-schemas.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIR = path.join(ROOT, 'src/contract/endpoints');

const asJs = (file: string) => transformSync(fs.readFileSync(file, 'utf8'), { loader: 'ts', format: 'esm' }).code;

describe('strip-endpoint-schemas', () => {
  it('replaces the schema values of each defineEndpoint call and keeps method, path and kinds', () => {
    const out = stripEndpointSchemas(
      "import { defineEndpoint } from '../endpoint';\nimport { A, B, Q } from '../x';\n" +
        "export const xApi = { a: defineEndpoint({ method: 'POST', path: `${P}/a`, body: A, response: { 201: B }, bodyKind: 'json' }),\n" +
        "  b: defineEndpoint({ method: 'GET', path: '/api/b', query: Q.extend({}), responseKind: 'file' }) };\n",
    );
    expect(out).toContain("method: 'POST', path: `${P}/a`, body: void 0, response: void 0, bodyKind: 'json'");
    expect(out).toContain("method: 'GET', path: '/api/b', query: void 0, responseKind: 'file'");
    expect(out).not.toMatch(/body: A|201: B|Q\.extend/);
  });

  it('leaves no schema reference in any real endpoint map', () => {
    const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      const out = stripEndpointSchemas(asJs(path.join(DIR, f)), f);
      // Every defineEndpoint call is left with no identifier ending in "Schema" inside it.
      const calls = out.split('defineEndpoint(').slice(1);
      expect(calls.length, f).toBeGreaterThan(0);
      for (const call of calls) expect(call.slice(0, call.indexOf('})') + 2), f).not.toMatch(/\w+Schema\b/);
    }
  });

  it('applies to contract modules only, and marks them free of side effects', () => {
    const plugin = stripEndpointSchemasPlugin();
    expect(plugin.transform('export const x = 1;', path.join(ROOT, 'src/web/lib/api.ts'))).toBeNull();
    expect(plugin.transform('export const x = 1;', path.join(ROOT, 'src/contract/auth.ts'))).toEqual({
      code: 'export const x = 1;',
      map: null,
      moduleSideEffects: false,
    });
  });
});
