/**
 * A private, migrated database for one test file: PGlite loaded from the run's
 * snapshot, or (TEST_DB=postgres) a clone of the PostgreSQL template database.
 */
import fs from 'node:fs';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';

export const testDbKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export async function openTestDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') {
    const bytes = fs.readFileSync(inject('pgliteSnapshot'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([bytes]) });
  }
  const templateUrl = inject('pgTemplateUrl');
  const templateName = inject('pgTemplateName');
  if (!templateUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `mnemo_test_${crypto.randomBytes(6).toString('hex')}`;
  const adminUrl = new URL(templateUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  await admin.end();
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl.toString() });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
