// Data-world imports on the built app, from upload to `done`, every target of issue 12 in
// one run: a generated WhatsApp export of 100,000 and of 1,000,000 messages and a zip of
// 500 generated photos (1600×1200 JPEGs with EXIF time and GPS; thumbnails made by the
// import). Each case runs on a fresh server on a copy of one initialized data dir (the
// embedded database, PGlite) or, with DATABASE_URL set, on that PostgreSQL server.
// For each case it reports the time from upload to done, messages (or photos) per second,
// the server's CPU seconds (robust on a busy machine, where wall time is not), its RSS
// when idle before the upload and its peak during the import (sampled from /proc every
// 50 ms, main thread + parse worker; its child processes, the speech recognizer, are
// reported apart), the latency of GET /api/health requests sent one
// after another while the import runs (p50, p99, max), and the machine's load average.
// It ends with a table of every round and the medians, and saves them to
// bench/results/worlds-import.json.
//
// Usage: npm run build && node bench/worlds/import.mjs [--messages 100000,1000000] [--photos 500] [--rounds 1] [--source whatsapp]
//   --source names the chat format of the message cases (#28): whatsapp (default), or a
//   generator in bench/worlds/gen/<source>.mjs exporting `fileName(n)` and `write(file, n)`
//   (discord, messenger, instagram, signal, imessage, gps-track…); a comma list runs each.
//   (0 skips a case; rounds alternate the cases). PRELOAD_ENGINES=true in the environment
//   measures the server with the NLP models loaded at start-up (by default they load on first use); BENCH_NODE_ARGS adds node flags.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import yazl from 'yazl';
import sharp from 'sharp';
import { median, startApp } from '../lib/server.mjs';
import { resultsDir } from '../lib/load-ts.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1];
};
const messageCounts = String(arg('messages', '100000,1000000')).split(',').map(Number).filter((n) => n > 0);
const photoCount = Number(arg('photos', '500'));
const rounds = Number(arg('rounds', '1'));
const sources = String(arg('source', 'whatsapp')).split(',').filter(Boolean);
/** A format's generator (bench/worlds/gen/<source>.mjs), or the built-in WhatsApp one. */
async function generator(source) {
  if (source === 'whatsapp') return { fileName: (n) => `WhatsApp Chat with Bench ${n}.txt`, write: writeChat, label: 'WhatsApp' };
  const mod = await import(new URL(`./gen/${source}.mjs`, import.meta.url).href);
  return { fileName: mod.fileName, write: mod.write, label: mod.label ?? source };
}
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-worlds-'));
const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';

const AUTHORS = ['Alice', 'Bob', '+44 7700 900123', 'Chloé Dubois', 'Dmitri', 'Eve', 'Farah', 'Gustav'];
const WORDS = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua great love terrible happy sad'.split(' ');

/** An Android-style export: `D/M/YY, H:MM - Author: text`, a multi-line message now and then. */
async function writeChat(file, n) {
  const out = fs.createWriteStream(file);
  let t = Date.UTC(2015, 0, 1, 8, 0);
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pad = (v) => String(v).padStart(2, '0');
  for (let i = 0; i < n; i++) {
    t += Math.floor(rand() * 20 * 60_000) + 60_000;
    const d = new Date(t);
    const words = Array.from({ length: 3 + Math.floor(rand() * 12) }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
    const line = `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${pad(d.getUTCFullYear() % 100)}, ${d.getUTCHours()}:${pad(d.getUTCMinutes())} - ${AUTHORS[Math.floor(rand() * AUTHORS.length)]}: ${words}${i % 50 === 0 ? `\nand a second line ${i}` : ''}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function writePhotos(file, n) {
  const zip = new yazl.ZipFile();
  const out = fs.createWriteStream(file);
  zip.outputStream.pipe(out);
  for (let i = 0; i < n; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 } } })
      .withExif({ IFD2: { DateTimeOriginal: `2023:05:${day} 12:${String(i % 60).padStart(2, '0')}:00` }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: `48/1 ${i % 60}/1 0/1`, GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 0/1' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    zip.addBuffer(jpeg, `photos/IMG_${String(i).padStart(4, '0')}.jpg`, { compress: false });
  }
  zip.end();
  await once(out, 'finish');
}

/** CPU seconds (user + system, every thread) the process has used. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** RSS of the server's child processes (the speech recognizer, pocketsphinx, started at start-up in production), not counted in the server's RSS. */
function childrenRssMb(pid) {
  let total = 0;
  const walk = (p) => {
    let kids;
    try {
      kids = fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    } catch {
      return;
    }
    for (const k of kids) {
      total += rssMb(k);
      walk(k);
    }
  };
  walk(pid);
  return total;
}

const load = () => os.loadavg()[0];

// The cases' files, generated once.
const cases = [];
for (const source of sources) {
  const gen = await generator(source);
  for (const n of messageCounts) {
    cases.push({ name: `${gen.label} ${n.toLocaleString('en-US')} messages`, kind: 'messages', source, gen, n, file: path.join(tmp, gen.fileName(n)) });
  }
}
if (photoCount) cases.push({ name: `${photoCount} photos (zip)`, kind: 'photos', n: photoCount, file: path.join(tmp, 'photos.zip') });
for (const c of cases) {
  const t0 = performance.now();
  if (c.kind === 'photos') await writePhotos(c.file, c.n);
  else await c.gen.write(c.file, c.n);
  // Over the upload limit (512 MB; a million Discord messages are ~770 MB of JSON): upload it zipped, as a person would.
  if (fs.statSync(c.file).size > 480 * 1024 * 1024) {
    const zipped = `${c.file}.zip`;
    const zip = new yazl.ZipFile();
    zip.addFile(c.file, path.basename(c.file));
    zip.end();
    const out = fs.createWriteStream(zipped);
    zip.outputStream.pipe(out);
    await once(out, 'finish');
    fs.rmSync(c.file);
    c.file = zipped;
  }
  c.mb = fs.statSync(c.file).size / 1024 / 1024;
  console.log(`generated ${c.name}: ${c.mb.toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

// An initialized data dir, copied for each case: a first start creates the database
// (PGlite's initdb), which leaves that process far larger than a reopen does.
const env = { JOBS_EXPIRE_SECONDS: '3600' };
// The template also stores the sample world (done once per database, in the background
// after start-up), so each case's server starts as a restarted server would.
const template = await startApp(env);
for (;;) {
  const r = await fetch(`${template.url}/api/worlds/sample/summary`);
  await r.arrayBuffer();
  if (r.ok) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
await template.stop();

let caseNo = 0;
async function runCase(c) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-worlds-data-'));
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  const app = await startApp({ ...env, DATA_DIR: dataDir }, { nodeArgs });
  try {
    const reg = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${process.pid}-${++caseNo}@example.com`, password: 'bench-password' }),
    });
    if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
    const cookie = reg.headers.get('set-cookie').split(';')[0];
    // Idle: after start-up work (the NLP models load in the background) has settled.
    await new Promise((r) => setTimeout(r, 3000));
    const idleRss = rssMb(app.pid);
    let peak = idleRss;
    let childrenPeak = childrenRssMb(app.pid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(app.pid));
      childrenPeak = Math.max(childrenPeak, childrenRssMb(app.pid));
    }, 50);
    const loadBefore = load();

    const form = new FormData();
    form.append('file', await fs.openAsBlob(c.file), path.basename(c.file));
    const start = performance.now();
    const cpuStart = cpuSeconds(app.pid);
    let running = true;
    const latencies = [];
    const health = (async () => {
      while (running) {
        const s = performance.now();
        await (await fetch(`${app.url}/api/health`)).text();
        latencies.push(performance.now() - s);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const res = await fetch(`${app.url}/api/imports?timeZone=Europe/Berlin`, { method: 'POST', headers: { cookie, origin: app.url }, body: form });
    if (res.status !== 202) throw new Error(`upload: ${res.status} ${await res.text()}`);
    const { id } = await res.json();
    const uploadS = (performance.now() - start) / 1000;
    let imp;
    for (;;) {
      imp = await (await fetch(`${app.url}/api/imports/${id}`, { headers: { cookie } })).json();
      if (imp.status === 'done' || imp.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - start) / 1000;
    const cpu = cpuSeconds(app.pid) - cpuStart;
    running = false;
    await health;
    clearInterval(sampler);
    if (imp.status !== 'done') throw new Error(`import failed: ${imp.error}`);
    // A generated chat of n entries holds some events too (calls, unsent messages) and a
    // track's entries are location points: every entry read counts, within 1 % of n.
    const items =
      c.kind === 'photos'
        ? imp.counts.photos
        : c.source === 'whatsapp'
          ? imp.counts.messages
          : imp.counts.messages + imp.counts.events + (imp.counts.messages ? 0 : imp.counts.dataPoints);
    if (c.source === 'whatsapp' || c.kind === 'photos' ? items !== c.n : Math.abs(items - c.n) > c.n / 100) throw new Error(`imported ${items} of ${c.n}`);
    const s = [...latencies].sort((a, b) => a - b);
    const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
    const r = {
      case: c.name,
      seconds,
      uploadSeconds: uploadS,
      perSecond: Math.round(items / seconds),
      cpuSeconds: cpu,
      idleRssMb: Math.round(idleRss),
      peakRssMb: Math.round(peak),
      childrenPeakRssMb: Math.round(childrenPeak),
      health: { requests: s.length, p50: q(0.5), p99: q(0.99), max: s.at(-1) },
      load: [loadBefore, load()],
    };
    console.log(
      `${c.name}: ${seconds.toFixed(2)} s upload to done (upload ${uploadS.toFixed(2)} s), ${r.perSecond.toLocaleString('en-US')} ${c.kind}/s, ` +
        `server CPU ${cpu.toFixed(1)} s; RSS idle ${r.idleRssMb} MB, peak ${r.peakRssMb} MB (child processes ${r.childrenPeakRssMb} MB more); ` +
        `/api/health ${s.length} requests p50 ${q(0.5).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms, max ${s.at(-1).toFixed(1)} ms; ` +
        `load average ${loadBefore.toFixed(1)}→${load().toFixed(1)} on ${os.cpus().length} cores`,
    );
    return r;
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
try {
  console.log(`${database}; NLP models ${process.env.PRELOAD_ENGINES === 'true' ? 'preloaded (PRELOAD_ENGINES=true)' : 'not loaded (they load on first use)'}${nodeArgs.length ? `; node ${nodeArgs.join(' ')}` : ''}`);
  for (let round = 0; round < rounds; round++) {
    // Alternate the order so a slow spell of the machine does not always hit one case.
    for (const c of round % 2 ? [...cases].reverse() : cases) results.push(await runCase(c));
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.rmSync(template.dataDir, { recursive: true, force: true });
}

console.log('\nmedians:');
const summary = cases.map((c) => {
  const rs = results.filter((r) => r.case === c.name);
  const m = (f) => median(rs.map(f));
  const row = {
    case: c.name,
    rounds: rs.length,
    seconds: m((r) => r.seconds),
    perSecond: m((r) => r.perSecond),
    cpuSeconds: m((r) => r.cpuSeconds),
    idleRssMb: m((r) => r.idleRssMb),
    peakRssMb: m((r) => r.peakRssMb),
    healthP99Ms: m((r) => r.health.p99),
    load: m((r) => r.load[1]),
  };
  console.log(
    `  ${c.name}: ${row.seconds.toFixed(2)} s, ${row.perSecond.toLocaleString('en-US')}/s, CPU ${row.cpuSeconds.toFixed(1)} s, RSS idle ${row.idleRssMb} MB peak ${row.peakRssMb} MB, /api/health p99 ${row.healthP99Ms.toFixed(1)} ms (load ${row.load.toFixed(1)})`,
  );
  return row;
});
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(
  path.join(resultsDir, sources.join(',') === 'whatsapp' ? 'worlds-import.json' : `worlds-import-${sources.join('-')}.json`),
  JSON.stringify({ at: new Date().toISOString(), database, preloadEngines: process.env.PRELOAD_ENGINES === 'true', nodeArgs, summary, results }, null, 2),
);
