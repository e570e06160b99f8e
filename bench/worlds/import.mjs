// Data-world imports on the built app, from upload to `done`: a generated WhatsApp export
// (--messages N, default 100000) or a zip of generated photos (--photos N), on the embedded
// database (PGlite) unless DATABASE_URL is set. Reports the time, messages (or photos) per
// second, the server's peak RSS (sampled from /proc every 50 ms), and with --health the
// latency of GET /api/health requests sent one after another while the import runs.
// Usage: npm run build && node bench/worlds/import.mjs [--messages 100000] [--photos 500] [--health]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import yazl from 'yazl';
import sharp from 'sharp';
import { startApp } from '../lib/server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const photos = arg('photos', 0);
const messages = photos ? 0 : arg('messages', 100_000);
const withHealth = process.argv.includes('--health');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-worlds-'));

const AUTHORS = ['Alice', 'Bob', '+44 7700 900123', 'Chloé Dubois', 'Dmitri', 'Eve', 'Farah', 'Gustav'];
const WORDS = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua great love terrible happy sad'.split(' ');

/** An Android-style export: `D/M/YY, H:MM - Author: text`, a multi-line message now and then. */
async function writeChat(file, n) {
  const out = fs.createWriteStream(file);
  let t = Date.UTC(2015, 0, 1, 8, 0);
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
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

/** CPU seconds (user + system, every thread) the process has used: robust on a busy machine, where wall time is not. */
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

const file = path.join(tmp, photos ? 'photos.zip' : 'WhatsApp Chat with Bench.txt');
const t0 = performance.now();
if (photos) await writePhotos(file, photos);
else await writeChat(file, messages);
const size = fs.statSync(file).size;
console.log(`generated ${photos ? `${photos} photos` : `${messages.toLocaleString('en-US')} messages`}: ${(size / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

// A server on a data dir it made before, as after any restart: a first start creates the
// database (PGlite's initdb), which leaves that process far larger than a reopen does.
const env = { JOBS_EXPIRE_SECONDS: '3600' };
const first = await startApp(env);
await first.stop();
const app = await startApp({ ...env, DATA_DIR: first.dataDir }, { nodeArgs: process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [] });
try {
  const reg = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
  });
  const cookie = reg.headers.get('set-cookie').split(';')[0];
  const idleRss = rssMb(app.pid);
  let peak = idleRss;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.pid))), 50);

  const form = new FormData();
  form.append('file', await fs.openAsBlob(file), path.basename(file));
  const start = performance.now();
  const cpuStart = cpuSeconds(app.pid);
  const res = await fetch(`${app.url}/api/imports?timeZone=Europe/Berlin`, { method: 'POST', headers: { cookie, origin: app.url }, body: form });
  if (res.status !== 202) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const { id } = await res.json();
  const uploadedMs = performance.now() - start;

  let running = true;
  const latencies = [];
  const health = withHealth
    ? (async () => {
        while (running) {
          const s = performance.now();
          await (await fetch(`${app.url}/api/health`)).text();
          latencies.push(performance.now() - s);
          await new Promise((r) => setTimeout(r, 5));
        }
      })()
    : Promise.resolve();
  let imp;
  for (;;) {
    imp = await (await fetch(`${app.url}/api/imports/${id}`, { headers: { cookie } })).json();
    if (imp.status === 'done' || imp.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const totalMs = performance.now() - start;
  const cpu = cpuSeconds(app.pid) - cpuStart;
  running = false;
  await health;
  clearInterval(sampler);
  if (imp.status !== 'done') throw new Error(`import failed: ${imp.error}`);
  const items = photos ? imp.counts.photos : imp.counts.messages;
  console.log(
    `${photos ? 'photos' : 'messages'} imported: ${items.toLocaleString('en-US')} in ${(totalMs / 1000).toFixed(2)} s from upload to done (upload ${(uploadedMs / 1000).toFixed(2)} s): ${Math.round(items / (totalMs / 1000)).toLocaleString('en-US')}/s`,
  );
  console.log(`server CPU time for the upload and import: ${cpu.toFixed(2)} s (machine load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`);
  console.log(`server RSS: idle ${idleRss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB during the import`);
  if (withHealth) {
    const s = [...latencies].sort((a, b) => a - b);
    const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(1);
    console.log(`GET /api/health during the import: ${s.length} requests, p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${s.at(-1).toFixed(1)} ms`);
  }
} finally {
  await app.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.rmSync(app.dataDir, { recursive: true, force: true });
}
