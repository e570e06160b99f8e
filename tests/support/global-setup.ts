/**
 * Once per test run and project: build one migrated PGlite database and dump it to a file, so each
 * test file loads it in about a second instead of creating and migrating (seconds).
 * For the postgres project (TEST_DB=postgres), instead migrate a template database on the
 * TEST_DATABASE_URL server, from which each test file clones a private database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createJobs } from '../../src/server/platform/jobs';


declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplateUrl: string | null;
    pgTemplateName: string | null;
  }
}

export default async function setup(project: TestProject) {
  // Each project makes only the database its files open (test-db.ts): the postgres project
  // (TEST_DB=postgres) the template, the others the PGlite snapshot (issue 31: both
  // projects made both, twice the set-up on the run's critical path).
  const onPostgres = project.config.env?.TEST_DB === 'postgres';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-test-'));
  const snapshot = path.join(dir, 'migrated.tar');
  if (!onPostgres) {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    await installJobsSchema(database);
    // Uncompressed (44 MB, not 5 MB gzipped): every test database loads it, and skipping the
    // gunzip took about a fifth off each load's CPU time (issue 31, measured: 0.54–0.64 s
    // against 0.67–0.84 s of CPU per load).
    const blob = await database.pglite!.dumpDataDir('none');
    fs.writeFileSync(snapshot, Buffer.from(await blob.arrayBuffer()));
    await database.close();
  }
  project.provide('pgliteSnapshot', snapshot);

  const url = onPostgres ? process.env.TEST_DATABASE_URL : undefined;
  let templateUrl: string | null = null;
  // Unique per run: several runs (developers, CI) may share one server.
  const PG_TEMPLATE_DB = `mnemo_tpl_${process.pid}_${Date.now().toString(36)}`;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${PG_TEMPLATE_DB}`;
    templateUrl = u.toString();
    const tpl = await openDatabase({ kind: 'postgres', url: templateUrl, max: 1 });
    await tpl.migrate();
    await installJobsSchema(tpl);
    await tpl.close();
  }
  project.provide('pgTemplateUrl', templateUrl);
  project.provide('pgTemplateName', url ? PG_TEMPLATE_DB : null);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
      await admin.end();
    }
  };
}

/** pg-boss creates its schema on first start (about a second on PGlite); do it once here. */
async function installJobsSchema(database: Database) {
  const jobs = createJobs({ database });
  await jobs.start();
  await jobs.stop();
}
