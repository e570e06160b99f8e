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
import { migrationsFolder, openDatabase } from './client';

describe.runIf(testDbKind() === 'postgres')('migrations with several instances starting at once', () => {
  it('runs each migration once when three instances migrate a new database together', async () => {
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
