// Network Visualizer pan/zoom frame times at 5,000 people / 50,000 links in headless
// Chromium (software WebGL here, see ../shared/PLATFORM-NOTES.md), against a bare WebGL2
// page drawing the same number of points in the same run. The network page's own engine
// (src/web/features/worlds/components/network-graph.ts + network-renderer.ts: graphology,
// Louvain, ForceAtlas2 in a worker, sigma) is bundled with esbuild into a test page; the
// camera pans and zooms continuously (animated, as a drag or a wheel does) while
// requestAnimationFrame intervals are recorded. Rounds alternate bare / network and the
// medians are reported; the target is network p95 ≤ 1.25 × bare p95.
// --sigma and --cosmos add the same graph drawn by sigma and by cosmos.gl (the alternatives
// weighed in ADR 029).
// Usage: node bench/worlds/network-frames.mjs [--nodes 5000] [--edges 50000] [--rounds 3] [--seconds 6] [--sigma] [--cosmos]
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const NODES = arg('nodes', 5000);
const EDGES = arg('edges', 50000);
const ROUNDS = arg('rounds', 3);
const SECONDS = arg('seconds', 6);
const W = 1280;
const H = 800;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-network-frames-'));

/** Clustered synthetic network: communities of 20–200 people, 85% of links inside one. */
const GRAPH_JS = `
function synthetic(n, m) {
  let s = 12345; const rand = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296);
  const nodes = []; const groups = []; let g = [];
  for (let i = 0; i < n; i++) {
    if (!g.length || g.length > 20 + rand() * 180) { g = []; groups.push(g); }
    g.push(i); nodes.push({ id: 'p' + i, name: 'Person ' + i, weight: 1 + Math.floor(rand() * rand() * 2000) });
  }
  const seen = new Set(); const edges = [];
  while (edges.length < m) {
    const a = Math.floor(rand() * n);
    let b;
    if (rand() < 0.85) { const grp = groups.find((x) => x.includes(a)); b = grp[Math.floor(rand() * grp.length)]; } else b = Math.floor(rand() * n);
    if (a === b) continue;
    const k = a < b ? a + ':' + b : b + ':' + a;
    if (seen.has(k)) continue;
    seen.add(k); edges.push({ source: 'p' + a, target: 'p' + b, weight: Math.floor(rand() * 50), chats: 1 });
  }
  return { nodes, edges };
}`;

const NETWORK_ENTRY = `
import { buildGraph } from './src/web/features/worlds/components/network-graph';
import { NetworkView } from './src/web/features/worlds/components/network-renderer';
${GRAPH_JS}
window.run = async (seconds) => {
  const t0 = performance.now();
  const { graph } = buildGraph(synthetic(${NODES}, ${EDGES}));
  const built = performance.now() - t0;
  const view = new NetworkView(document.getElementById('c'), graph, { layoutMs: 3000 });
  await new Promise((r) => setTimeout(r, 3500)); // the worker layout runs 3 s, then stops
  const frames = [];
  let last = 0, stop = false, i = 0;
  const tick = (t) => { if (last) frames.push(t - last); last = t; if (!stop) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    i++;
    await view.animateTo({ x: 0.3 * Math.sin(i), y: 0.3 * Math.cos(i), k: i % 2 ? 2.5 : 0.9 }, 700);
  }
  stop = true;
  view.destroy();
  return { frames, built, nodes: graph.order, edges: graph.size };
};`;

// The alternatives measured for ADR 029: sigma (graphology's WebGL renderer; edges and labels
// hidden while moving) and cosmos.gl (GPU force simulation and drawing, one canvas).
const SIGMA_ENTRY = `
import Sigma from 'sigma';
import { buildGraph } from './src/web/features/worlds/components/network-graph';
${GRAPH_JS}
window.run = async (seconds) => {
  const t0 = performance.now();
  const { graph } = buildGraph(synthetic(${NODES}, ${EDGES}));
  const built = performance.now() - t0;
  const sigma = new Sigma(graph, document.getElementById('c'), { hideEdgesOnMove: true, hideLabelsOnMove: true });
  await new Promise((r) => setTimeout(r, 1000));
  const camera = sigma.getCamera();
  const frames = []; let last = 0, stop = false, i = 0;
  const tick = (t) => { if (last) frames.push(t - last); last = t; if (!stop) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    i++;
    await camera.animate({ x: 0.5 + 0.2 * Math.sin(i), y: 0.5 + 0.2 * Math.cos(i), ratio: i % 2 ? 0.4 : 1.1 }, { duration: 700 });
  }
  stop = true;
  sigma.kill();
  return { frames, built, nodes: graph.order, edges: graph.size };
};`;

// The alternative measured for ADR 029: cosmos.gl (GPU force simulation and drawing, one canvas).
const COSMOS_ENTRY = `
import { Graph } from '@cosmos.gl/graph';
import { buildGraph } from './src/web/features/worlds/components/network-graph';
${GRAPH_JS}
window.run = async (seconds) => {
  const t0 = performance.now();
  const { graph } = buildGraph(synthetic(${NODES}, ${EDGES}));
  const built = performance.now() - t0;
  const index = new Map(graph.nodes().map((id, i) => [id, i]));
  const positions = new Float32Array(graph.order * 2);
  graph.forEachNode((id, a) => { const i = index.get(id); positions[i * 2] = a.x; positions[i * 2 + 1] = a.y; });
  const links = new Float32Array(graph.size * 2);
  let j = 0;
  graph.forEachEdge((_e, _a, s, t) => { links[j++] = index.get(s); links[j++] = index.get(t); });
  const cosmos = new Graph(document.getElementById('c'), { enableSimulation: true, backgroundColor: '#0d0d1a', pointDefaultSize: 4, linkDefaultWidth: 0.5, fitViewOnInit: true });
  cosmos.setPointPositions(positions);
  cosmos.setLinks(links);
  cosmos.render();
  await new Promise((r) => setTimeout(r, 3500));
  cosmos.pause?.();
  const frames = []; let last = 0, stop = false, i = 0;
  const tick = (t) => { if (last) frames.push(t - last); last = t; if (!stop) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    i++;
    cosmos.zoomToPointByIndex((i * 97) % ${NODES}, 700, i % 2 ? 3 : 1, true, false);
    await new Promise((r) => setTimeout(r, 700));
  }
  stop = true;
  cosmos.destroy?.();
  return { frames, built, nodes: graph.order, edges: graph.size };
};`;

const BARE_ENTRY = `
window.run = async (seconds) => {
  const canvas = document.createElement('canvas');
  canvas.width = ${W}; canvas.height = ${H};
  document.getElementById('c').appendChild(canvas);
  const gl = canvas.getContext('webgl2');
  const vs = '#version 300 es\\nin vec2 p; uniform vec3 cam; void main(){ gl_Position = vec4((p - cam.xy) / cam.z, 0.0, 1.0); gl_PointSize = 6.0; }';
  const fs = '#version 300 es\\nprecision mediump float; out vec4 o; void main(){ o = vec4(0.65, 0.55, 0.98, 1.0); }';
  const prog = gl.createProgram();
  for (const [type, src] of [[gl.VERTEX_SHADER, vs], [gl.FRAGMENT_SHADER, fs]]) { const s = gl.createShader(type); gl.shaderSource(s, src); gl.compileShader(s); gl.attachShader(prog, s); }
  gl.linkProgram(prog); gl.useProgram(prog);
  let s = 1; const rand = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296);
  const pts = new Float32Array(${NODES} * 2).map(() => rand() * 2 - 1);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer()); gl.bufferData(gl.ARRAY_BUFFER, pts, gl.STATIC_DRAW);
  const loc = gl.getAttribLocation(prog, 'p'); gl.enableVertexAttribArray(loc); gl.vertexAttribPointer(loc, 2, gl.FLOAT, false, 0, 0);
  const cam = gl.getUniformLocation(prog, 'cam');
  const frames = []; let last = 0; const end = performance.now() + seconds * 1000;
  await new Promise((resolve) => {
    const tick = (t) => {
      if (last) frames.push(t - last); last = t;
      const k = t / 700;
      gl.viewport(0, 0, ${W}, ${H}); gl.clearColor(0.05, 0.05, 0.1, 1); gl.clear(gl.COLOR_BUFFER_BIT);
      gl.uniform3f(cam, 0.2 * Math.sin(k), 0.2 * Math.cos(k), 0.75 + 0.35 * Math.sin(k * 0.9));
      gl.drawArrays(gl.POINTS, 0, ${NODES});
      if (performance.now() < end) requestAnimationFrame(tick); else resolve();
    };
    requestAnimationFrame(tick);
  });
  return { frames, nodes: ${NODES}, edges: 0 };
};`;

async function bundle(name, contents) {
  const outfile = path.join(tmp, `${name}.js`);
  await build({ stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile: `${name}.ts` }, bundle: true, format: 'iife', outfile, logLevel: 'warning', define: { 'process.env.NODE_ENV': '"production"' }, minify: true });
  fs.writeFileSync(path.join(tmp, `${name}.html`), `<!doctype html><html><body style="margin:0;background:#0d0d1a"><div id="c" style="width:${W}px;height:${H}px"></div><script src="${name}.js"></script></body></html>`);
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const median = (xs) => pct(xs, 50);

await bundle('network', NETWORK_ENTRY);
await bundle('bare', BARE_ENTRY);
const KINDS = ['bare', 'network', ...(process.argv.includes('--sigma') ? ['sigma'] : []), ...(process.argv.includes('--cosmos') ? ['cosmos'] : [])];
if (KINDS.includes('sigma')) await bundle('sigma', SIGMA_ENTRY);
if (KINDS.includes('cosmos')) await bundle('cosmos', COSMOS_ENTRY);
const server = http.createServer((req, res) => {
  const file = path.join(tmp, path.basename(new URL(req.url, 'http://x').pathname));
  if (!fs.existsSync(file)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'text/javascript' }).end(fs.readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });

const results = { bare: [], network: [], sigma: [], cosmos: [] };
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of KINDS) {
      const page = await browser.newPage({ viewport: { width: W, height: H } });
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/${kind}.html`);
      const r = await page.evaluate((s) => window.run(s), SECONDS);
      await page.close();
      if (errors.length) throw new Error(`${kind}: ${errors.join('; ')}`);
      const stats = { p50: pct(r.frames, 50), p95: pct(r.frames, 95), frames: r.frames.length, built: r.built };
      results[kind].push(stats);
      console.log(
        `round ${round + 1} ${kind.padEnd(7)} frames ${String(stats.frames).padStart(4)}  p50 ${stats.p50.toFixed(1)} ms  p95 ${stats.p95.toFixed(1)} ms` +
          (kind !== 'bare' ? `  (graph ${r.nodes} nodes / ${r.edges} edges built + Louvain in ${r.built.toFixed(0)} ms)` : ''),
      );
    }
  }
} finally {
  await browser.close();
  server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
const bareP95 = median(results.bare.map((r) => r.p95));
const netP95 = median(results.network.map((r) => r.p95));
console.log(
  `\nmedian of ${ROUNDS} rounds: bare WebGL2 ${NODES} points p50 ${median(results.bare.map((r) => r.p50)).toFixed(1)} / p95 ${bareP95.toFixed(1)} ms; ` +
    `network ${NODES}/${EDGES} p50 ${median(results.network.map((r) => r.p50)).toFixed(1)} / p95 ${netP95.toFixed(1)} ms; ratio p95 ${(netP95 / bareP95).toFixed(2)} (target ≤ 1.25)`,
);
for (const kind of ['sigma', 'cosmos']) {
  if (!results[kind].length) continue;
  const c = median(results[kind].map((r) => r.p95));
  console.log(`${kind} ${NODES}/${EDGES} p50 ${median(results[kind].map((r) => r.p50)).toFixed(1)} / p95 ${c.toFixed(1)} ms; ratio p95 ${(c / bareP95).toFixed(2)}`);
}
console.log(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
