// Lint holds the one-way dependency lines of docs/style.md so reviews needn't; the
// feature → feature lines come from the declared graph, feature-graph.mjs.
import fs from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { findCycle, serverFeatures, webFeatures } from './feature-graph.mjs';

/**
 * The declared feature graph (feature-graph.mjs, ADR 050) as restricted-path zones. For each
 * feature folder: (a) nothing of another feature may be imported unless the edge is
 * declared, and (b) a declared feature only through its public interface, its index.ts
 * (a deep import `features/x/y` from outside x is refused). Composition roots (app.ts,
 * main.ts, routes.tsx) are outside every feature folder, so these zones do not apply to them.
 */
export function featureZones(root, graph, side) {
  const cycle = findCycle(graph);
  if (cycle) {
    throw new Error(`feature-graph.mjs: the ${side} feature graph must be one-way, but it has a cycle: ${cycle.join(' → ')}. Remove one of these edges.`);
  }
  const folders = fs.existsSync(root)
    ? fs.readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];
  const features = [...new Set([...folders, ...Object.keys(graph)])];
  return features.flatMap((name) => {
    const uses = Object.keys(graph[name]?.uses ?? {});
    return [
      {
        target: `${root}/${name}`,
        from: root,
        except: [`./${name}`, ...uses.map((used) => `./${used}`)],
        message: `${side} feature '${name}' may import only the features feature-graph.mjs declares for it (${uses.join(', ') || 'none'}): declare the edge there with its reason, or have app.ts hand the service in.`,
      },
      ...uses.map((used) => ({
        target: `${root}/${name}`,
        from: `${root}/${used}`,
        except: ['./index.ts', './index.tsx'],
        message: `Import feature '${used}' through its public interface, features/${used}/index.ts, never its other files.`,
      })),
    ];
  });
}

/** The typed client (#26): web code calls through web/lib/api.ts, never a bare fetch. */
const FETCH_GLOBAL = {
  name: 'fetch',
  message: 'Calls go through the typed client: call/callRaw/endpointUrl from web/lib/api.ts with an endpoint of contract/endpoints/.',
};

/** The other ways to open a connection: each has one home, exempted below by file. */
const LIVE_CHANNEL_GLOBALS = [
  { name: 'EventSource', message: 'The one live channel is web/lib/live.ts (useLiveEvent): subscribe to its events, never open a second EventSource.' },
  { name: 'XMLHttpRequest', message: 'Calls go through the typed client (web/lib/api.ts); the one upload with progress events is in features/data-sources/api.ts.' },
  { name: 'WebSocket', message: "The one socket is the outliner's collaboration provider (features/outline/hooks/use-outline-doc.ts); calls go through web/lib/api.ts." },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-artifacts/**', 'bench/results/**', 'src/server/db/migrations/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'check-file': checkFile },
    // Resolves our extensionless TypeScript imports, so the path rules below see them.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // no-cycle parses the imported files too: TypeScript ones with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/contract', from: ['./src/server', './src/web'], message: 'contract/ imports only zod.' },
            { target: './src/web', from: './src/server', message: 'The web app never imports server code.' },
            { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
            { target: './src/web/ui', from: './src/web/features', message: 'ui/ primitives know no features.' },
            { target: './src/web/lib', from: './src/web/features', message: 'lib/ knows no features.' },
            { target: './src/server/platform', from: './src/server/features', message: 'platform/ knows no features.' },
            ...featureZones('./src/web/features', webFeatures, 'web'),
            ...featureZones('./src/server/features', serverFeatures, 'server'),
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,tests,bench,scripts,docs}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // No user input may reach a backtracking regex (#25): a pattern whose matching time
    // grows faster than the input is a way to stall the server with a few hundred bytes.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // One guarded way out (#25): a feature reaches an address a user supplied only through
    // platform/outbound.ts (resolved-IP checks, no redirects, size and time caps).
    files: ['src/server/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Outbound requests go through platform/outbound.ts (createOutbound().fetch), never a bare fetch.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'global', 'window', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Outbound requests go through platform/outbound.ts (createOutbound().fetch), never a bare fetch.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:http', 'node:https', 'http', 'https', 'undici', 'node:net', 'net', 'node:tls', 'tls'].map((name) => ({
            name,
            message: 'Outbound requests go through platform/outbound.ts, never a raw socket or http client.',
          })),
        },
      ],
    },
  },
  {
    // A user's file goes back only through platform/user-files.ts (#25, ADR 049): a type
    // taken from data (stored, uploaded, upstream) could be text/html or text/javascript
    // and run on our origin. Literal and CONSTANT types are reviewed by eye; anything else,
    // and every Content-Disposition, must use sendUserFile.
    // NOTE: a second `no-restricted-syntax` block for these files would replace this one.
    files: ['src/server/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='type']:not([arguments.0.type='Literal']):not([arguments.0.name=/^[A-Z][A-Z0-9_]*$/])",
          message: 'A content type from data goes through sendUserFile (platform/user-files.ts), never reply.type().',
        },
        {
          selector:
            "CallExpression[callee.property.name='header'][arguments.0.value=/^content-type$/i]:not([arguments.1.type='Literal']):not([arguments.1.name=/^[A-Z][A-Z0-9_]*$/])",
          message: "A content type from data goes through sendUserFile (platform/user-files.ts), never reply.header('content-type').",
        },
        {
          selector: "CallExpression[callee.property.name='header'][arguments.0.value=/^content-disposition$/i]",
          message: 'Downloads go through sendUserFile (platform/user-files.ts): attachment, a type that cannot run, nosniff, CSP sandbox.',
        },
        {
          selector: "CallExpression[callee.property.name='headers'] > ObjectExpression > Property[key.value=/^content-(type|disposition)$/i]",
          message: 'Downloads go through sendUserFile (platform/user-files.ts), never reply.headers({content-type}).',
        },
      ],
    },
  },
  {
    // One typed web client (#26): every call names an endpoint of contract/endpoints/, so its
    // params, body and answer are typed from the schemas the server validates with. No call
    // picks its response type by hand, and none builds its own request.
    files: ['src/web/**/*.ts', 'src/web/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/web/lib/api.ts', 'src/web/lib/api-client.ts', 'src/web/lib/query-client.ts'],
    rules: {
      'no-restricted-globals': ['error', FETCH_GLOBAL, ...LIVE_CHANNEL_GLOBALS],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Calls go through the typed client: call/callRaw/endpointUrl from web/lib/api.ts.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['apiRequest', 'apiJson'],
              message: 'Untyped requests are gone (#26): use call/callRaw/endpointUrl from web/lib/api.ts with an endpoint of contract/endpoints/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The three connections that are not a request/answer call, each in one place: the live
    // channel (EventSource), the upload with progress events (XMLHttpRequest) and the
    // outliner's collaboration socket (the Hocuspocus provider's WebSocket). Fetch stays refused.
    files: ['src/web/lib/live.ts', 'src/web/features/data-sources/api.ts', 'src/web/features/outline/hooks/use-outline-doc.ts'],
    rules: { 'no-restricted-globals': ['error', FETCH_GLOBAL] },
  },
  {
    // Browser tests read the page while it may still be rendering (issue 31 and CI since): a
    // one-shot `expect(await loc.count())` right after goto/click/waitForURL, or after waiting for
    // a different element, sees an empty list, a count of 0 or a missing header under load. These
    // reads must poll until the value settles: `await expect.poll(() => loc.count()).toBe(n)`, or
    // `eventually(read, expected)` from tests/e2e/support/eventually.ts.
    // NOTE: a second `no-restricted-syntax` block for these files would replace this one.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='expect'] > AwaitExpression.arguments > CallExpression[callee.property.name=/^(count|evaluateAll|allInnerTexts|allTextContents|isVisible|isHidden)$/]",
          message:
            'A one-shot read of a list, a count or a visibility can run before the page has rendered it: poll it, `await expect.poll(() => loc.count()).toBe(n)` (or eventually() from tests/e2e/support/eventually.ts).',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**', '**/*.test.ts', 'src/server/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
