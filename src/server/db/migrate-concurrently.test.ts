/**
 * Several instances starting together on one PostgreSQL each run the migrations at
 * start-up (issue 10): an advisory lock makes them take turns, so every migration runs
 * exactly once and no instance fails on "relation already exists".
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/support/test-db';
import { createJobs } from '../platform/jobs';
import { migrationsFolder, openDatabase } from './client';

describe.runIf(testDbKind() === 'postgres')('migrations with several instances starting at once', () => {
  it('runs each migration once and sets up the job queue once when three instances start on a new database together', async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const name = `mnemo_migrate_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString(), max: 2 })));
    try {
      await Promise.all(instances.map((d) => d.migrate()));
      // Then each starts its job queue, which sets up pg-boss's own schema: found by the
      // scale-out test as "duplicate key value violates unique constraint pg_namespace_nspname_index".
      const jobs = instances.map((database) => createJobs({ database }));
      try {
        await Promise.all(jobs.map((j) => j.start()));
      } finally {
        await Promise.all(jobs.map((j) => j.stop()));
      }
      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const rows = await instances[0]!.pool!.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows.rows[0].n).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
