/**
 * Makes the embedded database's template (db/template.ts, ADR 058): a PGlite database
 * created in a temporary folder, migrated (all of the journal, or its first `upTo`
 * migrations), with the job queue's schema, closed and packed. The build runs it as
 * `node dist/server/db-template.js <out-file>` (scripts/build-server.mjs); tests call
 * `makeTemplate`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createJobs } from '../platform/jobs';
import { migrationsFolder, openDatabase } from './client';
import { journalMigrations, packDataDir, pgliteVersion, type TemplateManifest } from './template';

export async function makeTemplate(outFile: string, opts: { migrationsFolder?: string; upTo?: number } = {}): Promise<TemplateManifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-db-template-'));
  try {
    let folder = opts.migrationsFolder ?? migrationsFolder();
    if (opts.upTo !== undefined) {
      // The first `upTo` migrations only: a copy of the folder with a shorter journal.
      const partial = path.join(work, 'migrations');
      fs.cpSync(folder, partial, { recursive: true });
      const journalFile = path.join(partial, 'meta', '_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
      journal.entries = journal.entries.slice(0, opts.upTo);
      fs.writeFileSync(journalFile, JSON.stringify(journal));
      folder = partial;
    }
    const dataDir = path.join(work, 'pglite');
    const database = await openDatabase({ kind: 'pglite', dataDir, migrationsFolder: folder });
    try {
      await database.migrate();
      // pg-boss creates its schema on its first start (about a second on PGlite).
      const jobs = createJobs({ database });
      await jobs.start();
      await jobs.stop();
    } finally {
      await database.close();
    }
    const manifest: TemplateManifest = { pglite: pgliteVersion(), migrations: journalMigrations(folder) };
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, packDataDir(dataDir, manifest));
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: node dist/server/db-template.js <out-file>');
  const manifest = await makeTemplate(out);
  console.warn(`database template: ${out} (${manifest.migrations.length} migrations, ${(fs.statSync(out).size / 1e6).toFixed(1)} MB)`);
}
