// Import parsers on generated files, through parseImportFile (the worker thread the import
// job uses): a WhatsApp export of 100,000 and of 1,000,000 messages, and a zip of 500
// photos with thumbnails. Each file is parsed in a fresh child process, which reports
// records/s, its peak RSS (main thread + worker: VmHWM) and the
// main event loop's delay while parsing (what /api/health would feel), beside the same
// process's delay over an idle second measured just before (the machine's own noise).
// Also a Telegram Desktop export and a Google Records.json of 100,000 entries each.
// Usage: node bench/worlds/parse.mjs [--messages 100000,1000000] [--photos 500] [--px 2000x1500]
//          [--telegram 100000] [--records 100000]   (0 skips a case)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resultsDir, root, save } from '../lib/load-ts.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const messageCounts = arg('messages', '100000,1000000').split(',').map(Number).filter((n) => n > 0);
const photoCount = Number(arg('photos', '500'));
const [pxW, pxH] = arg('px', '2000x1500').split('x').map(Number);
const telegramCount = Number(arg('telegram', '100000'));
const recordsCount = Number(arg('records', '100000'));

const child = arg('child', undefined);
if (child) {
  const { detectImportSource, parseImportFile } = await import(pathToFileURL(path.join(arg('bundle'), 'index.js')).href);
  console.log(JSON.stringify(await measure(detectImportSource, parseImportFile, child, arg('name'))));
  process.exit(0);
}

// Only the parent generates files: the measuring child loads nothing but the parsers.
const { build } = await import('esbuild');
const { default: sharp } = await import('sharp');
const { default: yazl } = await import('yazl');

// The parsers bundled as the server ships them: the API and its worker side by side.
const outDir = path.join(resultsDir, '.build', `worlds-parse-${process.pid}`);
await build({
  entryPoints: {
    index: path.join(root, 'src/server/features/worlds/parsers/index.ts'),
    'parse-worker': path.join(root, 'src/server/features/worlds/parsers/parse-worker.ts'),
  },
  outdir: outDir,
  outExtension: { '.js': '.js' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
fs.writeFileSync(path.join(outDir, 'package.json'), '{"type":"module"}');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-worlds-'));
const mb = (bytes) => Math.round(bytes / 1024 / 1024);

/** A chat as Android writes it: 8 people, some multi-line messages, media, links, notices. */
async function writeWhatsApp(file, count) {
  const out = fs.createWriteStream(file);
  const people = ['Alice', 'Bob', 'Carol', '+44 7700 900123', 'Dan', 'Eve', 'Frank', 'Grace'];
  const words = 'the quick brown fox jumps over lazy dog see you at dinner tonight maybe tomorrow ok sure why not'.split(' ');
  let t = Date.UTC(2015, 0, 1);
  let buf = [];
  for (let i = 0; i < count; i++) {
    t += 37_000 + ((i * 7919) % 600_000);
    const d = new Date(t);
    const head = `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${String(d.getUTCFullYear()).slice(2)}, ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')} - `;
    if (i % 997 === 0) buf.push(`${head}${people[i % 8]} added ${people[(i + 3) % 8]}`);
    const len = 3 + (i % 12);
    let text = Array.from({ length: len }, (_, k) => words[(i + k * 13) % words.length]).join(' ');
    if (i % 20 === 0) text += `\n${words[i % words.length]} on a second line`;
    if (i % 50 === 0) text = '<Media omitted>';
    if (i % 5000 === 0) text = 'location: https://maps.google.com/?q=48.858370,2.294481';
    buf.push(`${head}${people[(i * 31) % 8]}: ${text}`);
    if (buf.length >= 10_000) {
      if (!out.write(buf.join('\n') + '\n')) await new Promise((r) => out.once('drain', r));
      buf = [];
    }
  }
  out.end(buf.join('\n') + '\n');
  await new Promise((r) => out.on('finish', r));
}

/** A Telegram Desktop single-chat export, text as strings and as entity arrays, some service entries. */
async function writeTelegram(file, count) {
  const out = fs.createWriteStream(file);
  out.write('{\n "name": "Bench group",\n "type": "private_supergroup",\n "id": 123456,\n "messages": [\n');
  let buf = [];
  for (let i = 0; i < count; i++) {
    const unix = 1_500_000_000 + i * 97;
    const m =
      i % 500 === 0
        ? { id: i, type: 'service', date: new Date(unix * 1000).toISOString().slice(0, 19), date_unixtime: String(unix), actor: 'Alice', action: 'invite_members', members: ['Bob'], text: '' }
        : {
            id: i,
            type: 'message',
            date: new Date(unix * 1000).toISOString().slice(0, 19),
            date_unixtime: String(unix),
            from: ['Alice', 'Bob', 'Carol', 'Dan'][i % 4],
            from_id: `user${i % 4}`,
            text: i % 7 === 0 ? ['see ', { type: 'link', text: 'https://example.org' }, ` number ${i}`] : `message number ${i} with a few words`,
          };
    buf.push(`  ${JSON.stringify(m)}`);
    if (buf.length >= 10_000) {
      if (!out.write(buf.join(',\n') + (i < count - 1 ? ',\n' : '\n'))) await new Promise((r) => out.once('drain', r));
      buf = [];
    }
  }
  out.end((buf.length ? buf.join(',\n') + '\n' : '') + ' ]\n}\n');
  await new Promise((r) => out.on('finish', r));
}

/** Google Takeout Records.json: E7 points with ISO timestamps. */
async function writeRecords(file, count) {
  const out = fs.createWriteStream(file);
  out.write('{\n  "locations": [');
  let buf = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString();
    buf.push(`{\n    "latitudeE7": ${485000000 + (i % 10000) * 37},\n    "longitudeE7": ${23000000 + (i % 7000) * 41},\n    "accuracy": 12,\n    "source": "WIFI",\n    "timestamp": "${at}"\n  }`);
    if (buf.length >= 10_000) {
      if (!out.write(buf.join(', ') + (i < count - 1 ? ', ' : ''))) await new Promise((r) => out.once('drain', r));
      buf = [];
    }
  }
  out.end(buf.join(', ') + ']\n}\n');
  await new Promise((r) => out.on('finish', r));
}

async function writePhotos(file, count) {
  // One noisy base picture (noise keeps JPEG sizes and decode work phone-like), then a
  // different EXIF time and place per photo, so every file (and hash) differs.
  const noise = Buffer.alloc(pxW * pxH * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const base = await sharp(noise, { raw: { width: pxW, height: pxH, channels: 3 } }).blur(1.2).jpeg({ quality: 88 }).toBuffer();
  const zip = new yazl.ZipFile();
  const done = new Promise((resolve, reject) => {
    zip.outputStream.pipe(fs.createWriteStream(file)).on('finish', resolve).on('error', reject);
  });
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const photo = await sharp(base)
      .withExif({
        IFD2: { DateTimeOriginal: `2023:05:${day} 12:${String(i % 60).padStart(2, '0')}:00` },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: `${48 + (i % 3)}/1 ${i % 60}/1 0/1`, GPSLongitudeRef: 'E', GPSLongitude: `2/1 ${i % 60}/1 0/1` },
      })
      .jpeg({ quality: 88 })
      .toBuffer();
    bytes += photo.length;
    zip.addBuffer(photo, `DCIM/IMG_${String(i).padStart(4, '0')}.jpg`, { compress: false });
  }
  zip.end();
  await done;
  return bytes;
}

/**
 * Peak RSS of this process since it started: VmHWM from /proc (Linux). Not
 * resourceUsage().maxRSS: Linux carries that over from the parent through fork, so a
 * child of a 400 MB parent would report 400 MB.
 */
function peakRss() {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

async function loopDelay(ms) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  await new Promise((r) => setTimeout(r, ms));
  h.disable();
  return { p99: Math.round(h.percentile(99) / 1e4) / 100, max: Math.round(h.max / 1e4) / 100 };
}

async function measure(detectImportSource, parseImportFile, file, fileName) {
  const idle = await loopDelay(1000);
  const source = await detectImportSource(file, fileName);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const counts = {};
  let batches = 0;
  delay.enable();
  const start = performance.now();
  for await (const batch of parseImportFile(file, { fileName, source })) {
    batches++;
    for (const r of batch.records) counts[r.kind] = (counts[r.kind] ?? 0) + 1;
  }
  const seconds = (performance.now() - start) / 1000;
  delay.disable();
  return {
    source,
    seconds: Math.round(seconds * 100) / 100,
    counts,
    batches,
    peakRssMB: peakRss(),
    loopDelayP99ms: Math.round(delay.percentile(99) / 1e4) / 100,
    loopDelayMaxMs: Math.round(delay.max / 1e4) / 100,
    idleLoopDelayP99ms: idle.p99,
    idleLoopDelayMaxMs: idle.max,
  };
}

function measureInChild(file, fileName) {
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', file, '--name', fileName, '--bundle', outDir], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`child failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

const results = {};
try {
  for (const count of messageCounts) {
    const file = path.join(tmp, `WhatsApp Chat with Bench ${count}.txt`);
    await writeWhatsApp(file, count);
    const size = fs.statSync(file).size;
    const r = measureInChild(file, path.basename(file));
    const perSecond = Math.round(r.counts.message / r.seconds);
    results[`whatsapp-${count}`] = { fileMB: mb(size), messagesPerSecond: perSecond, ...r };
    console.log(
      `WhatsApp ${count.toLocaleString('en')} messages (${mb(size)} MB): ${r.seconds} s, ${perSecond.toLocaleString('en')} messages/s, peak RSS ${r.peakRssMB} MB, event loop p99 ${r.loopDelayP99ms} ms, max ${r.loopDelayMaxMs} ms (idle: p99 ${r.idleLoopDelayP99ms} ms, max ${r.idleLoopDelayMaxMs} ms)`,
    );
    fs.rmSync(file, { force: true });
  }
  for (const [kind, count, write, name, unit] of [
    ['telegram', telegramCount, writeTelegram, 'result.json', 'message'],
    ['google-records', recordsCount, writeRecords, 'Records.json', 'place'],
  ]) {
    if (!(count > 0)) continue;
    const file = path.join(tmp, name);
    await write(file, count);
    const size = fs.statSync(file).size;
    const r = measureInChild(file, name);
    const perSecond = Math.round(r.counts[unit] / r.seconds);
    results[`${kind}-${count}`] = { fileMB: mb(size), recordsPerSecond: perSecond, ...r };
    console.log(
      `${kind} ${count.toLocaleString('en')} entries (${mb(size)} MB): ${r.seconds} s, ${perSecond.toLocaleString('en')} ${unit}s/s, peak RSS ${r.peakRssMB} MB, event loop p99 ${r.loopDelayP99ms} ms, max ${r.loopDelayMaxMs} ms (idle: p99 ${r.idleLoopDelayP99ms} ms, max ${r.idleLoopDelayMaxMs} ms)`,
    );
    fs.rmSync(file, { force: true });
  }
  if (photoCount > 0) {
    const file = path.join(tmp, 'photos.zip');
    const bytes = await writePhotos(file, photoCount);
    const r = measureInChild(file, 'photos.zip');
    const perSecond = Math.round((r.counts.photo / r.seconds) * 10) / 10;
    results[`photos-${photoCount}`] = { zipMB: mb(bytes), pixels: `${pxW}x${pxH}`, photosPerSecond: perSecond, ...r };
    console.log(
      `Photos ${photoCount} (${pxW}x${pxH} JPEG, zip ${mb(bytes)} MB): ${r.seconds} s, ${perSecond} photos/s with thumbnails, peak RSS ${r.peakRssMB} MB, event loop p99 ${r.loopDelayP99ms} ms, max ${r.loopDelayMaxMs} ms (idle: p99 ${r.idleLoopDelayP99ms} ms, max ${r.idleLoopDelayMaxMs} ms)`,
    );
  }
  console.log(`saved ${save('worlds-parse', results)}`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
}
