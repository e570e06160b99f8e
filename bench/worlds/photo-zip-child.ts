/**
 * Run by bench/worlds/photo-zip-memory.mjs in a process of its own (`node --import tsx`),
 * so the bench can read this server's peak RSS from /proc: the real app on PGlite (the
 * migrated snapshot at PGLITE_SNAPSHOT, or a fresh database migrated here), a user signs
 * up and imports one small photo (warm-up: sharp and the parse worker's code loaded once),
 * prints `ready`, waits for a line on stdin, then uploads ZIP_PATH to POST /api/imports;
 * the import job parses it (worker thread) and stores it. Prints the finished import as
 * one JSON line, then waits for stdin to close (the parent reads /proc meanwhile).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import readline from 'node:readline';
import sharp from 'sharp';
import { sameOrigin, signUp } from '../../tests/support/auth';
import { multipartBody } from '../../tests/support/multipart';

const zipPath = process.env.ZIP_PATH!;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-zipmem-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SESSION_SECRET: 'test-session-secret-0123456789abcdef',
});
const snapshot = process.env.PGLITE_SNAPSHOT;
const database = snapshot
  ? await openDatabase({ kind: 'pglite', loadDataDir: new Blob([fs.readFileSync(snapshot)]) })
  : await openDatabase({ kind: 'pglite' });
if (!snapshot) await database.migrate();
const app = await buildApp({ config, database });
await app.ready();
const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
try {
  const cookie = await signUp(app);
  const importFile = async (content: Buffer, filename: string) => {
    const body = multipartBody([{ field: 'file', filename, content }]);
    const res = await app.inject({ method: 'POST', url: '/api/imports', payload: body.payload, headers: { ...body.headers, ...sameOrigin(cookie) } });
    if (res.statusCode !== 202) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    const { id } = JSON.parse(res.body) as { id: string };
    for (;;) {
      const r = await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie } });
      const imp = JSON.parse(r.body) as { status: string };
      if (imp.status === 'done' || imp.status === 'failed') return imp;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
  const warm = await importFile(small, 'warm-up.jpg');
  if (warm.status !== 'done') throw new Error(`warm-up import: ${JSON.stringify(warm)}`);
  const zip = fs.readFileSync(zipPath);
  console.log('ready');
  await lines.next();
  console.log(JSON.stringify(await importFile(zip, 'photos.zip')));
} catch (err) {
  console.log(JSON.stringify({ status: 'error', error: String((err as Error).stack ?? err) }));
}
// The parent reads /proc/<pid>/status now; it closes stdin when done.
while (!(await lines.next()).done);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
