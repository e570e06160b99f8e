// First paint (FCP) and largest contentful paint (LCP) of `/` for a visitor, in Chromium with
// no throttling, against the built server (a temp DATA_DIR, PRELOAD_ENGINES=false).
// Each load is a fresh browser context with the HTTP cache disabled; the figure is the median.
// Usage: npm run build && node bench/web/paint.mjs [--loads 7] [--path /] [--max-lcp-ms 300] [--baseline DIR]
// --baseline DIR: another built checkout (e.g. a worktree of main) measured in the same run, its loads
// alternating with this one's, so a loaded, shared machine slows both alike: compare the ratio.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { numberFlag } from '../lib/budget.mjs';
import { freePort, median, ROOT, startApp } from '../lib/server.mjs';
import { serverArgs } from '../../scripts/server-command.mjs';

const loads = numberFlag('loads') ?? 7;
const maxLcp = numberFlag('max-lcp-ms');
const pagePath = process.argv.includes('--path') ? process.argv[process.argv.indexOf('--path') + 1] : '/';
const baselineDir = process.argv.includes('--baseline') ? path.resolve(process.argv[process.argv.indexOf('--baseline') + 1]) : undefined;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(path.join(ROOT, 'dist/web/index.html'))) throw new Error('Run `npm run build` first.');

/** Runs in the page before any of its scripts: records the paint entries as they come. */
function observePaints() {
  const w = /** @type {any} */ (window);
  w.__paint = { fcp: undefined, lcp: undefined, lcpElement: undefined };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__paint.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__paint.lcp = e.startTime;
      const el = /** @type {any} */ (e).element;
      w.__paint.lcpElement = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}` : e.url || '?';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The built app of another checkout (its own dist/), started like startApp does. */
async function startCheckout(dir) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(), {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', PRELOAD_ENGINES: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${dir}: server exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript(observePaints);
    await page.goto(url + pagePath, { waitUntil: 'load' });
    // The last LCP candidate comes once the images in view have painted: wait for those, then two frames.
    await page.waitForFunction(() => {
      const w = /** @type {any} */ (window);
      const inView = Array.from(document.images).filter((img) => img.getBoundingClientRect().top < innerHeight);
      return w.__paint.fcp !== undefined && w.__paint.lcp !== undefined && inView.every((img) => img.complete);
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const m = await page.evaluate(() => /** @type {any} */ (window).__paint);
    const nav = await page.evaluate(() => {
      const n = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      return { ttfb: n.responseStart, load: n.loadEventEnd };
    });
    return { ...m, ...nav };
  } finally {
    await context.close();
  }
}

function summarize(label, runs) {
  const pick = (k) => runs.map((r) => r[k]).filter((v) => typeof v === 'number');
  const result = {
    label,
    path: pagePath,
    loads: runs.length,
    fcpMs: Math.round(median(pick('fcp'))),
    lcpMs: Math.round(median(pick('lcp'))),
    ttfbMs: Math.round(median(pick('ttfb'))),
    loadMs: Math.round(median(pick('load'))),
    lcpElement: mostCommon(runs.map((r) => r.lcpElement ?? '?')),
    lcpAll: pick('lcp').map(Math.round),
    fcpAll: pick('fcp').map(Math.round),
  };
  const ms = (v) => `${v} ms`;
  console.log(
    `${label} ${pagePath}: FCP ${ms(result.fcpMs)}, LCP ${ms(result.lcpMs)} (${result.lcpElement}), TTFB ${ms(result.ttfbMs)}, load ${ms(result.loadMs)} (medians of ${runs.length} loads)`,
  );
  console.log(`  LCP per load: ${result.lcpAll.join(', ')}; FCP per load: ${result.fcpAll.join(', ')}`);
  return result;
}

const servers = [{ label: 'this checkout', app: await startApp({ PRELOAD_ENGINES: 'false' }, { quiet: true }), runs: [] }];
if (baselineDir) servers.push({ label: `baseline (${baselineDir})`, app: await startCheckout(baselineDir), runs: [] });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  // One load each first, not counted: a server's first answers (file reads, JIT) are not what a visitor meets.
  for (let i = 0; i <= loads; i++) {
    for (const s of servers) {
      const m = await measure(browser, s.app.url);
      if (i > 0) s.runs.push(m);
    }
  }
} finally {
  await browser.close();
  for (const s of servers) {
    await s.app.stop();
    fs.rmSync(s.app.dataDir, { recursive: true, force: true });
  }
}

const results = servers.map((s) => summarize(s.label, s.runs));
const [result, base] = results;
if (base) {
  console.log(`  this / baseline: FCP ${(result.fcpMs / base.fcpMs).toFixed(2)} ×, LCP ${(result.lcpMs / base.lcpMs).toFixed(2)} ×`);
}
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/results/web-paint.json'), JSON.stringify(results, null, 2));
if (maxLcp !== undefined && result.lcpMs > maxLcp) {
  console.error(`LCP of ${pagePath} over budget: ${result.lcpMs} ms > ${maxLcp} ms`);
  process.exit(1);
}

function mostCommon(xs) {
  const counts = new Map();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}
