// Pan/zoom frame times of the Location Memory Map at 10,000 points in headless Chromium,
// against a bare WebGL2 page drawing the same 10,000 points under the same pan/zoom, in
// the same run. A Pro account (10,000 data points shown) imports a Google location history
// of 10,000 records, each at its own place; /worlds/map then gets a scripted pan/zoom
// (synthetic wheel and drag events, one per animation frame, driving d3-zoom as a user's
// mouse would) and records requestAnimationFrame intervals. The bare page moves its points
// with the same per-frame script. Rounds alternate (bare, map, bare, map…); reports p50/p95
// per round, the medians, and the ratio of the map's p95 to the bare page's (target ≤ 1.25).
// Usage: npm run build && node bench/worlds/map-frames.mjs [--points 10000] [--rounds 3] [--frames 240]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, median, startApp } from '../lib/server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const POINTS = arg('points', 10_000);
const ROUNDS = arg('rounds', 3);
const FRAMES = arg('frames', 240);
const USER = { email: 'map-bench@example.com', password: 'map-bench-password-1' };

// 10,000 places spread over the land-ish latitudes, deterministic.
let seed = 7;
const rand = () => {
  // mulberry32: exact 32-bit integer steps (a float LCG loses bits and repeats points).
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const points = Array.from({ length: POINTS }, () => [-50 + rand() * 115, -170 + rand() * 340]);
const start = Date.UTC(2020, 0, 1);
const records = {
  locations: points.map(([lat, lon], i) => ({
    latitudeE7: Math.round(lat * 1e7),
    longitudeE7: Math.round(lon * 1e7),
    timestamp: new Date(start + i * 3_600_000).toISOString(),
  })),
};

async function prepare() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-map-bench-'));
  let app = await startApp({ DATA_DIR: dataDir }, { quiet: true });
  const reg = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify(USER),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  await app.stop();
  const admin = spawnSync(process.execPath, ['dist/server/admin.js', 'plan', USER.email, 'pro'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (admin.status !== 0) throw new Error(`admin plan: ${admin.stderr}`);
  app = await startApp({ DATA_DIR: dataDir }, { quiet: true });
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify(USER),
  });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const form = new FormData();
  form.append('file', new Blob([JSON.stringify(records)], { type: 'application/json' }), 'Records.json');
  const up = await fetch(`${app.url}/api/imports`, { method: 'POST', headers: { cookie, origin: app.url }, body: form });
  if (up.status !== 202) throw new Error(`import: ${up.status} ${await up.text()}`);
  const { id } = await up.json();
  for (;;) {
    const s = await (await fetch(`${app.url}/api/imports/${id}`, { headers: { cookie } })).json();
    if (s.status === 'done') break;
    if (s.status === 'failed') throw new Error(`import failed: ${s.error}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const places = await (await fetch(`${app.url}/api/worlds/places`, { headers: { cookie } })).json();
  return { app, cookie, places: places.places.length, dataPoints: places.places.reduce((n, p) => n + p.count, 0) };
}

/** The same per-frame pan/zoom for both pages: zoom in, pan, zoom out, pan back. */
const SCRIPT = `
  window.__step = (i, n) => {
    const phase = Math.floor((i / n) * 4);
    if (phase === 0) return { zoom: -40, dx: 0, dy: 0 };
    if (phase === 1) return { zoom: 0, dx: 6, dy: 3 };
    if (phase === 2) return { zoom: 40, dx: 0, dy: 0 };
    return { zoom: 0, dx: -6, dy: -3 };
  };
  window.__measure = (n, onFrame) => new Promise((resolve) => {
    const times = [];
    let last = 0, i = 0;
    const frame = (t) => {
      if (last) times.push(t - last);
      last = t;
      if (i >= n) return resolve(times);
      onFrame(window.__step(i, n));
      i++;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
`;

const BARE = `<!doctype html><html><body style="margin:0;background:#0c1222"><canvas id="c" width="1280" height="720" style="width:1280px;height:720px"></canvas><script>
${SCRIPT}
const pts = ${JSON.stringify(points)};
const gl = document.getElementById('c').getContext('webgl2');
const vs = gl.createShader(gl.VERTEX_SHADER);
gl.shaderSource(vs, '#version 300 es\\nin vec2 p; uniform vec3 t; void main(){ vec2 m = vec2((p.y + 180.0) / 360.0, 0.5 - log(tan(0.785398 + radians(p.x) / 2.0)) / 6.283185); vec2 s = (m * 512.0 * t.z + t.xy) / vec2(640.0, 360.0) - 1.0; gl_Position = vec4(s.x, -s.y, 0.0, 1.0); gl_PointSize = 8.0; }');
gl.compileShader(vs);
const fs = gl.createShader(gl.FRAGMENT_SHADER);
gl.shaderSource(fs, '#version 300 es\\nprecision mediump float; out vec4 o; void main(){ o = vec4(0.13, 0.83, 0.93, 0.85); }');
gl.compileShader(fs);
const prog = gl.createProgram(); gl.attachShader(prog, vs); gl.attachShader(prog, fs); gl.linkProgram(prog); gl.useProgram(prog);
const buf = gl.createBuffer(); gl.bindBuffer(gl.ARRAY_BUFFER, buf);
gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(pts.flat()), gl.STATIC_DRAW);
const loc = gl.getAttribLocation(prog, 'p'); gl.enableVertexAttribArray(loc); gl.vertexAttribPointer(loc, 2, gl.FLOAT, false, 0, 0);
const tl = gl.getUniformLocation(prog, 't');
gl.enable(gl.BLEND); gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);
let k = 2.2, x = 0, y = -200;
window.__frame = (s) => {
  if (s.zoom) { const f = Math.pow(2, -s.zoom / 500); x = 640 - (640 - x) * f; y = 360 - (360 - y) * f; k *= f; }
  x += s.dx; y += s.dy;
  gl.clearColor(0.047, 0.07, 0.13, 1); gl.clear(gl.COLOR_BUFFER_BIT);
  gl.uniform3f(tl, x, y, k); gl.drawArrays(gl.POINTS, 0, pts.length);
};
window.__frame({ zoom: 0, dx: 0, dy: 0 });
</script></body></html>`;

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { p50: q(0.5), p95: q(0.95), max: s[s.length - 1] };
};

const { app, cookie, places, dataPoints } = await prepare();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await context.addCookies(cookie.split('; ').map((c) => ({ name: c.split('=')[0], value: c.slice(c.indexOf('=') + 1), url: app.url })));
  const mapPage = await context.newPage();
  await mapPage.goto(`${app.url}/worlds/map`);
  await mapPage.getByTestId('map-canvas').waitFor({ timeout: 60_000 });
  await mapPage.waitForFunction(() => document.querySelector('[data-testid="map-canvas"]')?.getAttribute('aria-label')?.includes('places'));
  await mapPage.addScriptTag({ content: SCRIPT });
  const barePage = await context.newPage();
  await barePage.setContent(BARE);
  if (!(await barePage.evaluate(() => Boolean(document.getElementById('c').getContext('webgl2'))))) throw new Error('No WebGL2 in this Chromium');

  const runMap = () =>
    mapPage.evaluate((n) => {
      const canvas = document.querySelector('[data-testid="map-canvas"]');
      const r = canvas.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      let dragging = false;
      let px = cx;
      let py = cy;
      return window.__measure(n, (s) => {
        if (s.zoom) {
          if (dragging) {
            window.dispatchEvent(new MouseEvent('mouseup', { clientX: px, clientY: py, bubbles: true }));
            dragging = false;
          }
          canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: s.zoom, clientX: cx, clientY: cy, bubbles: true, cancelable: true }));
        } else {
          if (!dragging) {
            px = cx;
            py = cy;
            canvas.dispatchEvent(new MouseEvent('mousedown', { clientX: px, clientY: py, button: 0, bubbles: true, view: window }));
            dragging = true;
          }
          px += s.dx;
          py += s.dy;
          window.dispatchEvent(new MouseEvent('mousemove', { clientX: px, clientY: py, bubbles: true, view: window }));
        }
      }).then((t) => {
        if (dragging) window.dispatchEvent(new MouseEvent('mouseup', { clientX: px, clientY: py, bubbles: true }));
        return t;
      });
    }, FRAMES);
  const runBare = () => barePage.evaluate((n) => window.__measure(n, (s) => window.__frame(s)), FRAMES);

  console.log(`load average ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}, ${os.cpus().length} cores`);
  console.log(`${places.toLocaleString('en-US')} places (${dataPoints.toLocaleString('en-US')} data points) on /worlds/map; bare WebGL2 page: ${POINTS.toLocaleString('en-US')} points; ${FRAMES} frames per round`);
  await runBare();
  await mapPage.bringToFront();
  const pixels = () => mapPage.evaluate(() => document.querySelector('[data-testid="map-canvas"]').toDataURL().length + ':' + document.querySelector('[data-testid="map-canvas"]').toDataURL().slice(-64));
  const before = await pixels();
  await runMap(); // warm-up; the view must have moved
  if ((await pixels()) === before) throw new Error('The scripted pan/zoom did not move the map.');
  await mapPage.screenshot({ path: path.join(ROOT, 'test-artifacts', 'map-frames-bench.png') });
  const bare = [];
  const map = [];
  for (let r = 0; r < ROUNDS; r++) {
    await barePage.bringToFront();
    const b = stats(await runBare());
    await mapPage.bringToFront();
    const m = stats(await runMap());
    bare.push(b);
    map.push(m);
    console.log(
      `round ${r + 1}: bare WebGL2 p50 ${b.p50.toFixed(1)} ms p95 ${b.p95.toFixed(1)} ms | map p50 ${m.p50.toFixed(1)} ms p95 ${m.p95.toFixed(1)} ms (max ${m.max.toFixed(1)})`,
    );
  }
  const bp95 = median(bare.map((s) => s.p95));
  const mp95 = median(map.map((s) => s.p95));
  console.log(`median p95: bare ${bp95.toFixed(1)} ms, map ${mp95.toFixed(1)} ms, ratio ${(mp95 / bp95).toFixed(2)} (target ≤ 1.25)`);
  console.log(`load average ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`);
} finally {
  await browser.close();
  await app.stop();
}
