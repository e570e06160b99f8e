import fs from 'node:fs';

const { version } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * npm packages bundled into the server (ADR 058, "Restart, issue 31 second pass"): the ones
 * loaded at every start, pure JavaScript. Node's loader resolving, reading and compiling
 * ≈ 1,100 files of node_modules one by one cost more of a restart than evaluating them: one
 * bundle cut the server's CPU to its first healthy answer by about a fifth. Whatever such a
 * package imports is bundled with it (its own versions, as esbuild resolves them from it),
 * except NEVER_BUNDLED. Every other package stays external, loaded by Node from
 * node_modules: the ones loaded on first use (AI SDKs, S3, sharp, openid-client, …) cost
 * nothing at start either way, and some read files beside their own code.
 */
export const BUNDLED_PACKAGES = [
  'fastify',
  'fastify-plugin',
  'fastify-type-provider-zod',
  '@fastify/cookie',
  '@fastify/multipart',
  '@fastify/rate-limit',
  '@fastify/static',
  '@fastify/websocket',
  'pino',
  'ws',
  'zod',
  'drizzle-orm',
  'pg',
  'pg-boss',
  'lru-cache',
  'luxon',
  'libphonenumber-js',
  'yaml',
  'nodemailer',
  'fast-xml-parser',
  'htmlparser2',
  'saxes',
  'papaparse',
  'chardet',
  'iconv-lite',
  'stream-chain',
  'stream-json',
  'stopword',
  'yauzl',
  'yazl',
  'kdbush',
  'geokdbush',
  'helmet',
  // The outliner's collaboration server and Yjs with it: one copy of Yjs in the process.
  '@hocuspocus/server',
  'yjs',
];

/**
 * Never bundled, even when a bundled package imports them: native addons and packages that
 * load their own WebAssembly or data files from beside their code (PGlite).
 */
export const NEVER_BUNDLED = [
  '@electric-sql/pglite',
  '@electric-sql/pglite-pgvector',
  '@node-rs/argon2',
  'koffi',
  'sharp',
  'pg-native',
  'esbuild',
];

/** The npm package a bare import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** esbuild plugin: bundles BUNDLED_PACKAGES and what they import, leaves every other package external. */
export const someNpmPackagesBundled = {
  name: 'some-npm-packages-bundled',
  setup(build) {
    const bundled = new Set(BUNDLED_PACKAGES);
    const never = new Set(NEVER_BUNDLED);
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { external: true };
      const pkg = packageOf(args.path);
      if (never.has(pkg)) return { external: true };
      // Imported by a bundled package: bundled with it (esbuild resolves it from there).
      if (args.importer.includes('/node_modules/')) return undefined;
      return bundled.has(pkg) ? undefined : { external: true };
    });
  },
};

// esbuild options for the server bundle, shared by `npm run build:server` and `npm run dev`.
export const serverBuildOptions = {
  // dist/server/main.js is src/server/start.ts: it sets V8 flags, then imports the
  // server, which splitting keeps in its own chunk (main-<hash>.js, beside main.js) so
  // that none of its imports is evaluated before the flags are set (ADR 018). The import
  // parser runs in a worker thread, loaded from its own file beside main.js
  // (src/server/features/worlds/parsers/parse-import-file.ts); chunks stay in the same
  // folder so `new URL('./parse-worker.js', import.meta.url)` resolves from any of them.
  entryPoints: {
    main: 'src/server/start.ts',
    // `npm run admin`: account administration from the shell (src/server/admin.ts).
    admin: 'src/server/admin.ts',
    'parse-worker': 'src/server/features/worlds/parsers/parse-worker.ts',
    // The offline NLP models and what uses them, in a worker thread (src/server/platform/nlp-thread.ts, ADR 025).
    'nlp-worker': 'src/server/nlp-worker.ts',
    // Parsers of users' files and pasted text, with a CPU-time budget (src/server/platform/user-text-thread.ts, ADR 044).
    'user-text-worker': 'src/server/user-text-worker.ts',
    // The reverse geocoder's city index, built off the main thread (src/server/features/worlds/geo/reverse-geocode.ts).
    'geo-index-worker': 'src/server/features/worlds/geo/geo-index-worker.ts',
    // The embedded database's template, made by the build (src/server/db/template-build.ts, ADR 058).
    'db-template': 'src/server/db/template-build.ts',
  },
  outdir: 'dist/server',
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  plugins: [someNpmPackagesBundled],
  // Bundled CommonJS code calls `require` for Node's built-ins and the external packages.
  banner: { js: "import { createRequire as __mnemoCreateRequire } from 'node:module'; const require = __mnemoCreateRequire(import.meta.url);" },
  sourcemap: true,
  logLevel: 'warning',
  define: { __APP_VERSION__: JSON.stringify(version) },
};
