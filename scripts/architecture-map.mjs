#!/usr/bin/env node
/**
 * The generated map in docs/architecture.md (#26): page → web feature → API routes it
 * calls → server feature serving them → database tables that feature touches. Read from
 * the source only (no server, no database), so it runs in a lint-speed test.
 *
 *   node scripts/architecture-map.mjs           print the block
 *   node scripts/architecture-map.mjs --write   rewrite the block between the markers
 *   node scripts/architecture-map.mjs --check   exit 1 when the block is stale
 *   … --doc <file>                               another copy of the document (the test's)
 *
 * How each column is found (plain text scanning, so it survives files moving):
 * - pages: the `'/path': page(() => import('./features/<area>/…'))` entries of
 *   src/web/routes.tsx (and the imports of the page factories they name, e.g. dashboardPage);
 * - calls: every file a page reaches through relative imports under src/web, scanned for
 *   references to the typed endpoint map (`xxxApi.yyy`: the maps of src/contract/endpoints/
 *   are loaded with tsx, so those built by a function are read exactly) and for
 *   '/api/…' strings and templates (constants such as WORKSPACES_PATH resolved, the method
 *   taken from the `apiJson('POST', …)` / `method: 'POST'` beside it). Calls made by files
 *   every page reaches (the session, the shell) are listed once, above the table;
 * - routes: `app.get/post/put/patch/delete('…')` and `app.route({ method, url })` in
 *   src/server (plus the prefixes of the `register(…, { prefix })` calls that lead to them,
 *   followed across files) and the endpoint objects the server files name;
 * - tables: a server feature's imports of src/server/db/schema and the table names its SQL
 *   text reads or writes (FROM / JOIN / INTO / UPDATE).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docArg = process.argv.indexOf('--doc');
/** The document holding the block (`--doc <file>` lets the test check a copy). */
const DOC = docArg > 0 ? path.resolve(process.argv[docArg + 1]) : path.join(ROOT, 'docs/architecture.md');
const BEGIN = '<!-- generated:begin (node scripts/architecture-map.mjs --write) -->';
const END = '<!-- generated:end -->';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/* ---------- files ---------- */

const rel = (f) => path.relative(ROOT, f).split(path.sep).join('/');
const isSource = (f) => /\.(ts|tsx|mts|mjs)$/.test(f) && !/\.(test|e2e|d)\.[a-z]+$/.test(f) && !f.endsWith('.d.ts');

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(p);
    return isSource(p) ? [p] : [];
  });
}

const textCache = new Map();
/** A file's code with comments blanked out (strings kept), so a comment's "/api/…" is not a call. */
function code(file) {
  if (!textCache.has(file)) textCache.set(file, stripComments(fs.readFileSync(file, 'utf8')));
  return textCache.get(file);
}

function stripComments(src) {
  let out = '';
  let i = 0;
  const stack = []; // open template literals / ${ } nesting: 'tpl' or a brace depth counter
  while (i < src.length) {
    const c = src[i];
    const top = stack.at(-1);
    if (top === 'tpl') {
      if (c === '\\') { out += src.slice(i, i + 2); i += 2; continue; }
      if (c === '`') { stack.pop(); out += c; i++; continue; }
      if (c === '$' && src[i + 1] === '{') { stack.push(0); out += '${'; i += 2; continue; }
      out += c; i++; continue;
    }
    if (c === '/' && src[i + 1] === '/') { while (i < src.length && src[i] !== '\n') i++; continue; }
    if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      const chunk = src.slice(i, end < 0 ? src.length : end + 2);
      out += chunk.replace(/[^\n]/g, ' ');
      i += chunk.length;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== c && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      out += src.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (c === '`') { stack.push('tpl'); out += c; i++; continue; }
    if (typeof top === 'number') {
      if (c === '{') stack[stack.length - 1]++;
      if (c === '}') { if (top === 0) stack.pop(); else stack[stack.length - 1]--; }
    }
    out += c;
    i++;
  }
  return out;
}

/** The index just past the bracket matching the one at `open`, skipping strings and templates. */
function matchBracket(text, open) {
  const pairs = { '(': ')', '{': '}', '[': ']' };
  const stack = [pairs[text[open]]];
  let i = open + 1;
  while (i < text.length && stack.length) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') { i = skipString(text, i); continue; }
    if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack.at(-1)) stack.pop();
    i++;
  }
  return i;
}

function skipString(text, i) {
  const q = text[i];
  let j = i + 1;
  while (j < text.length && text[j] !== q) {
    if (text[j] === '\\') j++;
    else if (q === '`' && text[j] === '$' && text[j + 1] === '{') { j = matchBracket(text, j + 1); continue; }
    j++;
  }
  return j + 1;
}

/** Relative imports of a file (static, dynamic, re-exports), resolved to files. */
function importsOf(file) {
  const out = [];
  for (const m of code(file).matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = resolveImport(path.dirname(file), m[1]);
    if (target) out.push(target);
  }
  return out;
}

function resolveImport(dir, spec) {
  const base = path.resolve(dir, spec);
  const stem = base.replace(/\.(js|mjs)$/, '');
  for (const c of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mjs`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  }
  return null;
}

/* ---------- string constants and paths ---------- */

const contractFiles = walk(path.join(ROOT, 'src/contract'));
const webFiles = walk(path.join(ROOT, 'src/web'));
const serverFiles = walk(path.join(ROOT, 'src/server'));

/** `const NAME = '…'` (or a template of other constants) anywhere in contract/ and web/: NAME → value. */
const constants = new Map();
{
  const raw = [];
  for (const f of [...contractFiles, ...webFiles, ...serverFiles]) {
    for (const m of code(f).matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*(?::\s*[\w<>[\]'`/ |]+)?=\s*(['"`])([^'"`\n]*)\2/g)) raw.push([m[1], m[3]]);
  }
  // Templates of other constants (`${WORLDS_PATH}/sample`): resolve in a few rounds.
  for (let round = 0; round < 4; round++) {
    for (const [name, value] of raw) {
      const v = value.replace(/\$\{\s*([A-Z][A-Z0-9_]*)\s*\}/g, (all, n) => constants.get(n) ?? all);
      if (!v.includes('${')) constants.set(name, v);
    }
  }
}

/**
 * A string or template literal as a path: `${CONST}` is its value, `${expr}` as a whole
 * segment is `:param`, any other `${expr}` (a query string built inline) ends the path.
 */
function literalPath(lit) {
  const q = lit[0];
  const body = lit.slice(1, -1);
  if (q !== '`') return cleanPath(body);
  let out = '';
  let i = 0;
  while (i < body.length) {
    if (body[i] === '$' && body[i + 1] === '{') {
      const end = matchBracket(body, i + 1);
      const expr = body.slice(i + 2, end - 1).trim();
      i = end;
      if (constants.has(expr)) { out += constants.get(expr); continue; }
      if (out === '' || out.endsWith('/')) { out += ':param'; continue; }
      break;
    }
    out += body[i++];
  }
  return cleanPath(out);
}

const cleanPath = (p) => p.split(/[?#]/)[0].replace(/\/+$/, '') || '/';

/* ---------- the endpoint map (contract/endpoints) ---------- */

/**
 * Every export of contract/endpoints/<area>.ts, loaded as code (tsx), so maps built by a
 * factory (`worldReadApis.own`, the spread `worldsApi.sampleSummary`) are read exactly:
 * export name → its object (endpoints and maps of endpoints).
 */
const endpointExports = new Map();
for (const f of contractFiles.filter((f) => /^src\/contract\/endpoints\/(?!index\.)/.test(rel(f)))) {
  const mod = await tsImport(pathToFileURL(f).href, import.meta.url);
  for (const [name, value] of Object.entries(mod)) if (value && typeof value === 'object') endpointExports.set(name, value);
}

const isEndpoint = (v) => typeof v?.method === 'string' && typeof v?.path === 'string' && v.path.startsWith('/api');
const keyOf = (e) => `${e.method} ${e.path}`;
/** Every endpoint in a map (or the endpoint itself). */
function endpointsIn(v, depth = 0) {
  if (isEndpoint(v)) return [keyOf(v)];
  if (!v || typeof v !== 'object' || depth > 4) return [];
  return Object.values(v).flatMap((x) => endpointsIn(x, depth + 1));
}

const IMPORT_LINE = /^\s*(import|export)\b[^;]*?from\s*['"][^'"]+['"];?/gm;

/**
 * Endpoint keys a file names: `xxxApi.yyy` (or `worldReadApis.own.summary`); a map named
 * whole, or indexed by a variable (`worldReadApis[source]`), counts as every endpoint in it.
 */
function endpointRefs(file) {
  const text = code(file).replace(IMPORT_LINE, '');
  const out = new Set();
  for (const [name, root] of endpointExports) {
    for (const m of text.matchAll(new RegExp(`(?<![\\w.])${name}\\b((?:\\s*\\??\\.\\s*\\w+|\\s*\\[\\s*['"]\\w+['"]\\s*\\])*)`, 'g'))) {
      let node = root;
      for (const step of m[1].matchAll(/\w+/g)) {
        if (isEndpoint(node) || !node || typeof node !== 'object' || !(step[0] in node)) break;
        node = node[step[0]];
      }
      endpointsIn(node).forEach((k) => out.add(k));
    }
  }
  return out;
}

/* ---------- server routes ---------- */

/** Top-level declarations of a file: name and range, so a route knows which plugin it is in. */
function topLevel(text) {
  const decls = [...text.matchAll(/^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|function\*?|class)\s+(\w+)/gm)].map((m) => ({ name: m[1], start: m.index }));
  return decls.map((d, i) => ({ ...d, end: decls[i + 1]?.start ?? text.length }));
}

/** Every `.register(first, { prefix })` call: the plugin (a name, or the inline function's range) and its prefix. */
const registrations = serverFiles.flatMap((file) => {
  const text = code(file);
  return [...text.matchAll(/\.register\s*\(/g)].map((m) => {
    const open = m.index + m[0].length - 1;
    const close = matchBracket(text, open);
    const args = text.slice(open + 1, close - 1);
    const name = /^\s*(\w+)\s*(?:,|$)/.exec(args)?.[1];
    // The inline plugin's body: from the first `{` after `=>` to its match.
    let inline = null;
    if (!name) {
      const arrow = args.indexOf('=>');
      const braceAt = arrow >= 0 ? text.indexOf('{', open + 1 + arrow) : -1;
      if (braceAt >= 0) inline = { start: braceAt, end: matchBracket(text, braceAt) };
    }
    const after = inline ? text.slice(inline.end, close) : args;
    const prefix = /prefix\s*:\s*(['"`][^'"`]*['"`])/.exec(after)?.[1];
    return { file, pos: m.index, name, inline, prefix: prefix ? literalPath(prefix) .replace(/^\/$/, '') : '' };
  });
});

/** The prefixes a route at `pos` in `file` is served under (a plugin registered twice has two). */
function prefixesAt(file, pos, depth = 0) {
  if (depth > 8) return [''];
  const inline = registrations
    .filter((r) => r.file === file && r.inline && r.inline.start < pos && pos < r.inline.end)
    .sort((a, b) => a.inline.start - b.inline.start)
    .map((r) => r.prefix)
    .join('');
  const decl = topLevel(code(file)).find((d) => d.start <= pos && pos < d.end);
  const sites = decl ? registrations.filter((r) => r.name === decl.name && !(r.file === file && r.pos >= decl.start && r.pos < decl.end)) : [];
  const bases = sites.length ? sites.flatMap((s) => prefixesAt(s.file, s.pos, depth + 1).map((b) => b + s.prefix)) : [''];
  // Inline registrations inside this declaration add to each base.
  const inner = registrations
    .filter((r) => r.file === file && r.inline && r.inline.start < pos && pos < r.inline.end && (!decl || r.pos >= decl.start))
    .sort((a, b) => a.inline.start - b.inline.start)
    .map((r) => r.prefix)
    .join('');
  return [...new Set(bases.map((b) => b + (decl ? inner : inline)))];
}

const featureOf = (file, root) => rel(file).slice(root.length).split('/')[0];
const SERVER_FEATURES = 'src/server/features/';

/** 'METHOD /api/path' → server feature. */
const routes = new Map();
for (const file of serverFiles) {
  const text = code(file);
  const feature = rel(file).startsWith(SERVER_FEATURES) ? featureOf(file, SERVER_FEATURES) : `(${rel(file).replace(/^src\/server\//, '')})`;
  const found = [];
  for (const m of text.matchAll(/\.(get|post|put|patch|delete)\s*(?:<[^>()]*>)?\(\s*((['"`])\/(?:\\.|(?!\3)[^\\\n])*\3)/g)) found.push([m.index, m[1].toUpperCase(), m[2]]);
  for (const m of text.matchAll(/\.route\s*\(\s*\{/g)) {
    const obj = text.slice(m.index, matchBracket(text, m.index + m[0].length - 1));
    const method = /method\s*:\s*['"](\w+)['"]/.exec(obj)?.[1];
    const url = /url\s*:\s*((['"`])[^'"`]*\2)/.exec(obj)?.[1];
    if (method && url) found.push([m.index, method.toUpperCase(), url]);
  }
  for (const [pos, method, lit] of found) {
    for (const prefix of prefixesAt(file, pos)) {
      const p = cleanPath(prefix + literalPath(lit));
      if (p.startsWith('/api/') || p === '/api') routes.set(`${method} ${p}`, feature);
    }
  }
  if (!feature.startsWith('(')) for (const key of endpointRefs(file)) if (!routes.has(key)) routes.set(key, feature);
}

const segs = (p) => p.split('/').filter(Boolean);
const isParam = (s) => s.startsWith(':');
/**
 * The routes serving a called path: same segments, a `:param` on either side matching any
 * one. The closest wins (a literal segment over a param, a param over a literal); a param
 * the page fills in matches every literal route in its place (`/bridges/${network}`).
 */
function serving(method, p) {
  const want = segs(p);
  let best = [];
  let bestScore = -1;
  for (const key of routes.keys()) {
    const [m, rp] = key.split(' ');
    if (m !== method) continue;
    const have = segs(rp);
    if (have.length !== want.length) continue;
    let score = 0;
    let ok = true;
    for (let i = 0; i < have.length && ok; i++) {
      if (have[i] === want[i]) score += 2;
      else if (isParam(have[i]) && isParam(want[i])) score += 1;
      else if (!isParam(have[i]) && !isParam(want[i])) ok = false;
    }
    if (!ok || score < bestScore) continue;
    if (score > bestScore) best = [];
    bestScore = score;
    best.push(key);
  }
  return best;
}

/* ---------- web calls ---------- */

/** The routes a file calls: endpoint references, and '/api/…' literals matched to the route serving them. */
function callsOf(file) {
  const out = new Set(endpointRefs(file));
  const text = code(file);
  for (const m of text.matchAll(/(['"`])(?:\/api\/|\$\{\s*[A-Z][A-Z0-9_]*\s*\})(?:\\.|(?!\1)[^\\\n])*\1/g)) {
    const lit = m[1] === '`' ? text.slice(m.index, skipString(text, m.index)) : m[0];
    const p = literalPath(lit);
    if (!p.startsWith('/api/')) continue;
    // The method beside the call: apiJson('POST', …) before it, or { method: 'POST' } after it.
    const before = /['"](GET|POST|PUT|PATCH|DELETE)['"]\s*,\s*$/.exec(text.slice(Math.max(0, m.index - 40), m.index))?.[1];
    const after = /^[^;]{0,200}?method\s*:\s*['"](GET|POST|PUT|PATCH|DELETE)['"]/i.exec(text.slice(m.index + lit.length))?.[1]?.toUpperCase();
    const method = before ?? after;
    let keys = serving(method ?? 'GET', p);
    // No method beside it and no GET there: whichever methods serve the path.
    if (!keys.length && !method) keys = METHODS.flatMap((x) => serving(x, p));
    keys.forEach((k) => out.add(k));
  }
  // A path constant passed whole: apiJson('GET', WORKSPACES_PATH), new EventSource(EVENTS_PATH).
  const body = text.replace(/^\s*(import|export)\b[^;]*?from\s*['"][^'"]+['"];?/gm, '');
  for (const m of body.matchAll(/(?<!\$\{\s*)\b([A-Z][A-Z0-9_]*_PATH)\b(?!\s*[=}])/g)) {
    const p = constants.get(m[1]);
    if (!p?.startsWith('/api/')) continue;
    const method = /['"](GET|POST|PUT|PATCH|DELETE)['"]\s*,\s*$/.exec(body.slice(Math.max(0, m.index - 40), m.index))?.[1] ?? 'GET';
    serving(method, cleanPath(p)).forEach((k) => out.add(k));
  }
  return out;
}

/** Files a module reaches through relative imports inside src/web. */
function reach(start) {
  const seen = new Set();
  const todo = [start];
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f) || !rel(f).startsWith('src/web/')) continue;
    seen.add(f);
    todo.push(...importsOf(f));
  }
  return seen;
}

/* ---------- pages ---------- */

const routesFile = path.join(ROOT, 'src/web/routes.tsx');
const routesText = code(routesFile);
/** Page path → the modules its entry loads (the entry's own imports, or those of the factory it names). */
const pages = [];
{
  const factories = new Map();
  for (const d of topLevel(routesText)) factories.set(d.name, routesText.slice(d.start, d.end));
  for (const m of routesText.matchAll(/^\s*(['"])(\/[^'"]*)\1\s*:\s*([^\n]+)$/gm)) {
    const entry = m[3];
    const ident = /^(\w+)\s*,?\s*$/.exec(entry.trim())?.[1];
    const source = ident && factories.has(ident) ? factories.get(ident) : entry;
    const modules = [...source.matchAll(/import\s*\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((x) => resolveImport(path.dirname(routesFile), x[1])).filter(Boolean);
    pages.push({ path: m[2], modules });
  }
  // The landing page is imported statically for '/'.
  const landing = /import\s+\w+\s+from\s+['"](\.\/features\/landing\/[^'"]+)['"]/.exec(routesText)?.[1];
  const landingFile = landing && resolveImport(path.dirname(routesFile), landing);
  if (landingFile) pages.unshift({ path: '/', modules: [landingFile] });
}

const WEB_FEATURES = 'src/web/features/';
const rows = pages.map((p) => {
  const files = new Set(p.modules.flatMap((m) => [...reach(m)]));
  const features = [...new Set(p.modules.map((m) => (rel(m).startsWith(WEB_FEATURES) ? featureOf(m, WEB_FEATURES) : rel(m))))];
  return { path: p.path, features, files };
});

// Files most pages reach (the session, the shell): their calls are listed once, above the table.
const reachCount = new Map();
for (const r of rows) for (const f of r.files) reachCount.set(f, (reachCount.get(f) ?? 0) + 1);
const shared = [...reachCount.keys()].filter((f) => reachCount.get(f) > rows.length / 2).sort();
const sharedCalls = new Map(shared.map((f) => [f, callsOf(f)]).filter(([, calls]) => calls.size));
const commonCalls = new Set([...sharedCalls.values()].flatMap((c) => [...c]));
for (const r of rows) {
  r.calls = new Set([...r.files].filter((f) => !shared.includes(f)).flatMap((f) => [...callsOf(f)]).filter((k) => !commonCalls.has(k)));
}

/* ---------- tables per server feature ---------- */

const schemaFile = path.join(ROOT, 'src/server/db/schema.ts');
const tableNames = new Map(); // export name → SQL name
for (const m of code(schemaFile).matchAll(/export\s+const\s+(\w+)\s*=\s*pgTable\s*\(\s*['"](\w+)['"]/g)) tableNames.set(m[1], m[2]);
const sqlNames = new Set(tableNames.values());

const tablesByFeature = new Map();
for (const file of serverFiles.filter((f) => rel(f).startsWith(SERVER_FEATURES))) {
  const feature = featureOf(file, SERVER_FEATURES);
  const set = tablesByFeature.get(feature) ?? new Set();
  const text = code(file);
  for (const m of text.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*['"][./]*\/?db\/schema['"]/g)) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim();
      if (!name.startsWith('type ') && tableNames.has(name.split(/\s+as\s+/)[0])) set.add(tableNames.get(name.split(/\s+as\s+/)[0]));
    }
  }
  for (const m of text.matchAll(/\b(?:from|join|into|update|table)\s+"?(\w+)"?/gi)) if (sqlNames.has(m[1])) set.add(m[1]);
  tablesByFeature.set(feature, set);
}

/* ---------- the block ---------- */

const sortKeys = (keys) => [...keys].sort((a, b) => a.split(' ')[1].localeCompare(b.split(' ')[1]) || METHODS.indexOf(a.split(' ')[0]) - METHODS.indexOf(b.split(' ')[0]));
const code_ = (s) => `\`${s}\``;
const serverFeaturesOf = (keys) => [...new Set([...keys].map((k) => routes.get(k)).filter(Boolean))].sort();

/** The declared feature → feature imports (feature-graph.mjs at the root), one line per edge. */
const graphFile = path.join(ROOT, 'feature-graph.mjs');
const graph = fs.existsSync(graphFile) ? await import(pathToFileURL(graphFile).href) : null;
function graphLines() {
  if (!graph) return [];
  const out = ['Declared feature → feature imports ([`feature-graph.mjs`](../feature-graph.mjs)):', ''];
  for (const [side, nodes] of [['server', graph.serverFeatures], ['web', graph.webFeatures]]) {
    const edges = Object.entries(nodes ?? {}).flatMap(([from, n]) => Object.entries(n.uses ?? {}).map(([to, why]) => `- ${side}: **${from}** → **${to}**: ${why}`));
    out.push(...(edges.length ? edges : [`- ${side}: none (no ${side} feature imports another)`]));
  }
  const notes = [['server', graph.serverFeatures], ['web', graph.webFeatures]].flatMap(([side, nodes]) =>
    Object.entries(nodes ?? {}).filter(([, n]) => n.why).map(([f, n]) => `- ${side} **${f}**: ${n.why}`));
  if (notes.length) out.push('', 'Notes on features:', '', ...notes);
  return [...out, ''];
}

function render() {
  const lines = [BEGIN, '', '<!-- Do not edit by hand: `node scripts/architecture-map.mjs --write` rewrites this block, and tests/lint/architecture-doc.test.ts fails when it is stale. -->', ''];
  lines.push('Calls made by modules most pages load (not repeated below):', '');
  for (const [f, calls] of sharedCalls) lines.push(`- ${code_(rel(f))}: ${sortKeys(calls).map(code_).join(', ')}`);
  lines.push('', '| Page | Web feature | API routes it calls | Server feature |', '|---|---|---|---|');
  // Pages with the same feature and calls share a row.
  const merged = [];
  for (const r of rows) {
    const sig = `${r.features.join()}|${sortKeys(r.calls).join()}`;
    const prev = merged.find((x) => x.sig === sig);
    if (prev) prev.paths.push(r.path);
    else merged.push({ sig, paths: [r.path], features: r.features, calls: r.calls });
  }
  for (const r of merged) {
    const byServer = new Map();
    for (const k of sortKeys(r.calls).sort((a, b) => (routes.get(a) ?? '').localeCompare(routes.get(b) ?? ''))) {
      const f = routes.get(k) ?? '?';
      byServer.set(f, [...(byServer.get(f) ?? []), k]);
    }
    const servers = serverFeaturesOf(r.calls);
    const calls = [...byServer].map(([f, keys]) => `${byServer.size > 1 ? `*${f}:* ` : ''}${keys.map(code_).join(', ')}`);
    lines.push(`| ${r.paths.map(code_).join('<br>')} | ${r.features.join(', ')} | ${calls.join('<br>') || '—'} | ${servers.join(', ') || '—'} |`);
  }
  lines.push('', '| Server feature | Routes | Called by no page | Tables |', '|---|---|---|---|');
  const called = new Set([...commonCalls, ...rows.flatMap((r) => [...r.calls])]);
  const features = [...new Set([...routes.values(), ...tablesByFeature.keys()])].sort();
  for (const f of features) {
    const own = [...routes.keys()].filter((k) => routes.get(k) === f);
    const idle = sortKeys(own.filter((k) => !called.has(k)));
    lines.push(`| ${f} | ${own.length} | ${idle.map(code_).join('<br>') || '—'} | ${[...(tablesByFeature.get(f) ?? [])].sort().map(code_).join(', ') || '—'} |`);
  }
  lines.push('', ...graphLines(), END);
  return lines.join('\n');
}

const block = render();
const mode = process.argv.slice(2).find((a, i, all) => a.startsWith('--') && a !== '--doc' && all[i - 1] !== '--doc');
if (!mode) {
  process.stdout.write(`${block}\n`);
} else {
  const doc = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '';
  const a = doc.indexOf(BEGIN);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) {
    console.error(`${rel(DOC)} has no generated block (${BEGIN} … ${END}).`);
    process.exit(1);
  }
  const next = doc.slice(0, a) + block + doc.slice(b + END.length);
  if (mode === '--write') {
    if (next !== doc) fs.writeFileSync(DOC, next);
  } else if (mode === '--check') {
    if (next !== doc) {
      console.error(`${rel(DOC)} is stale: run \`node scripts/architecture-map.mjs --write\`.`);
      process.exit(1);
    }
  } else {
    console.error('usage: node scripts/architecture-map.mjs [--write | --check]');
    process.exit(2);
  }
}
