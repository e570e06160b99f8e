/**
 * The server bundle holds the npm packages every start loads, and leaves the others to Node
 * (scripts/server-build-options.mjs, ADR 058 "Restart, issue 31 second pass").
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type OnResolveArgs, type OnResolveResult, type PluginBuild } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BUNDLED_PACKAGES, NEVER_BUNDLED, packageOf, someNpmPackagesBundled } from '../../scripts/server-build-options.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The plugin's answer for `specifier` imported by `importer` (undefined: esbuild bundles it). */
function resolveWith(specifier: string, importer: string): OnResolveResult | null | undefined {
  let onResolve: ((args: OnResolveArgs) => OnResolveResult | null | undefined) | undefined;
  void someNpmPackagesBundled.setup({
    onResolve: (_opts: unknown, fn: typeof onResolve) => {
      onResolve = fn;
    },
  } as unknown as PluginBuild);
  return onResolve!({ path: specifier, importer, namespace: 'file', resolveDir: path.dirname(importer), kind: 'import-statement', pluginData: undefined, with: {} });
}

describe('the server bundle (scripts/server-build-options.mjs)', () => {
  const src = path.join(ROOT, 'src/server/app.ts');
  const inPackage = path.join(ROOT, 'node_modules/fastify/fastify.js');

  it('names packages by their import', () => {
    expect(packageOf('@fastify/static')).toBe('@fastify/static');
    expect(packageOf('@modelcontextprotocol/sdk/server/index.js')).toBe('@modelcontextprotocol/sdk');
    expect(packageOf('drizzle-orm/pglite/migrator')).toBe('drizzle-orm');
  });

  it('bundles the listed packages and what they import, leaves the others external', () => {
    expect(resolveWith('fastify', src)).toBeUndefined();
    expect(resolveWith('drizzle-orm/pglite', src)).toBeUndefined();
    expect(resolveWith('avvio', inPackage)).toBeUndefined();
    for (const lazy of ['openai', '@aws-sdk/client-s3', 'openid-client', 'ioredis', 'wink-nlp']) expect(resolveWith(lazy, src), lazy).toEqual({ external: true });
    expect(resolveWith('node:fs', src)).toEqual({ external: true });
  });

  it('never bundles native addons or PGlite, whoever imports them', () => {
    for (const pkg of NEVER_BUNDLED) {
      expect(resolveWith(pkg, src), pkg).toEqual({ external: true });
      expect(resolveWith(`${pkg}/sub`, inPackage), pkg).toEqual({ external: true });
    }
    expect(BUNDLED_PACKAGES.filter((p) => NEVER_BUNDLED.includes(p))).toEqual([]);
  });

  it('bundles no code that needs its own folder (__dirname) outside pino\'s transports, which the server does not use', async () => {
    const result = await build({
      entryPoints: [path.join(ROOT, 'src/server/start.ts')],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      outdir: path.join(ROOT, 'dist/unused'),
      logLevel: 'silent',
      plugins: [someNpmPackagesBundled],
    });
    const npmFiles = Object.keys(result.metafile.inputs).filter((f) => f.includes('node_modules/'));
    expect(npmFiles.length).toBeGreaterThan(300);
    const bundled = new Set(npmFiles.map((f) => packageOf(f.slice(f.lastIndexOf('node_modules/') + 'node_modules/'.length))));
    for (const pkg of ['fastify', 'zod', 'drizzle-orm', 'pg', 'yjs']) expect(bundled, pkg).toContain(pkg);
    const needingDir = npmFiles.filter((f) => /\b__(dirname|filename)\b/.test(fs.readFileSync(path.join(ROOT, f), 'utf8')));
    expect(needingDir.map((f) => f.slice(f.lastIndexOf('node_modules/') + 13)).sort()).toEqual(['pino/lib/transport.js', 'thread-stream/index.js']);
  });
});
