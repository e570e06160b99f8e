/**
 * The embedded database's template (ADR 058): a data dir written from it is the database
 * the migrations make from scratch; a template older than the migrations is migrated
 * forward; one that does not fit the journal (or another PGlite's) is not used; and the
 * build's template, when there is one, holds exactly the current migrations.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKind } from '../../../tests/support/test-db';
import { migrationsFolder, openDatabase, type Database } from './client';
import { journalMigrations, packDataDir, pgliteVersion, readTemplateManifest, seedFromTemplate, templateMismatch, unpackDataDir } from './template';
import { makeTemplate } from './template-build';

/** Everything the migrations and the job queue define, in a stable order. */
async function schemaOf(database: Database) {
  const pg = database.pglite!;
  const rows = async (sql: string) => (await pg.query(sql)).rows;
  return {
    columns: await rows(`select table_schema, table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema') order by 1, 2, 3`),
    indexes: await rows(`select schemaname, tablename, indexname, indexdef from pg_indexes where schemaname <> 'pg_catalog' order by 1, 2, 3`),
    constraints: await rows(`select n.nspname, c.conrelid::regclass::text as rel, c.conname, pg_get_constraintdef(c.oid) as def
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname not in ('pg_catalog', 'information_schema') order by 1, 2, 3`),
    functions: await rows(`select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) as args from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema') order by 1, 2, 3`),
    extensions: await rows(`select extname, extversion from pg_extension order by 1`),
    migrations: await rows(`select hash, created_at::text from drizzle.__drizzle_migrations order by created_at`),
    jobsSchema: await rows(`select version from pgboss.version`),
  };
}

// The template is the embedded database's (PGlite); the PostgreSQL project has nothing of it to test.
describe.skipIf(testDbKind() === 'postgres')('the embedded database template', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-template-test-'));
  const journal = journalMigrations(migrationsFolder());
  let reference: Awaited<ReturnType<typeof schemaOf>>;

  beforeAll(async () => {
    // Migrated from scratch (with the job queue's schema) by the test run's set-up, as before templates.
    const database = await openTestDatabase();
    reference = await schemaOf(database);
    await database.close();
    expect(reference.migrations).toHaveLength(journal.length);
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  async function openSeeded(template: string, name: string) {
    const dataDir = path.join(work, name, 'pglite');
    const seed = seedFromTemplate(dataDir, template, migrationsFolder());
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return { seed, database, dataDir };
  }

  // Each of the next two makes a template (a PGlite initdb and every migration): 15–35 s on the
  // shared 2-core machine under load, over the default 30 s in one run of two (issue 31).
  const MAKES_A_TEMPLATE_MS = 120_000;

  it('writes a new data dir that, migrated, is the database the migrations make from scratch', async () => {
    const file = path.join(work, 'full.bin');
    const manifest = await makeTemplate(file);
    expect(manifest).toEqual({ pglite: pgliteVersion(), migrations: journal });
    expect(readTemplateManifest(file)).toEqual(manifest);

    const { seed, database } = await openSeeded(file, 'full');
    try {
      expect(seed).toEqual({ seeded: true, migrations: journal.length });
      await database.migrate();
      expect(await schemaOf(database)).toEqual(reference);
      // It is a working database, not only a schema.
      await database.pglite!.query(`insert into users (email, provider, name) values ('t@example.com', 'password', 'T')`);
      expect((await database.pglite!.query<{ n: number }>('select count(*)::int as n from users')).rows[0]?.n).toBe(1);
    } finally {
      await database.close();
    }
  }, MAKES_A_TEMPLATE_MS);

  it('migrates a template older than the migrations forward', async () => {
    const file = path.join(work, 'older.bin');
    const manifest = await makeTemplate(file, { upTo: journal.length - 2 });
    expect(manifest.migrations).toEqual(journal.slice(0, -2));

    const { seed, database } = await openSeeded(file, 'older');
    try {
      expect(seed).toEqual({ seeded: true, migrations: journal.length - 2 });
      expect(await database.pglite!.query(`select 1 from drizzle.__drizzle_migrations`)).toMatchObject({ rows: { length: journal.length - 2 } });
      await database.migrate();
      expect(await schemaOf(database)).toEqual(reference);
    } finally {
      await database.close();
    }
  }, MAKES_A_TEMPLATE_MS);

  it('is not used for a data dir that has a database or other files, and never half-written', async () => {
    const file = path.join(work, 'tiny.bin');
    const src = path.join(work, 'tiny-src');
    fs.mkdirSync(path.join(src, 'base'), { recursive: true });
    fs.writeFileSync(path.join(src, 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(src, 'base', 'sparse'), Buffer.concat([Buffer.alloc(8192 * 3), Buffer.from('end')]));
    fs.writeFileSync(file, packDataDir(src, { pglite: pgliteVersion(), migrations: [] }));

    const existing = path.join(work, 'existing');
    fs.mkdirSync(existing);
    fs.writeFileSync(path.join(existing, 'PG_VERSION'), '17\n');
    expect(seedFromTemplate(existing, file, migrationsFolder())).toEqual({ seeded: false, reason: 'the database exists' });
    const other = path.join(work, 'other');
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, 'notes.txt'), 'mine');
    expect(seedFromTemplate(other, file, migrationsFolder())).toMatchObject({ seeded: false });
    expect(fs.readdirSync(other)).toEqual(['notes.txt']);

    // An empty dir is written; zero pages come back as zeros.
    const empty = path.join(work, 'empty');
    fs.mkdirSync(empty);
    expect(seedFromTemplate(empty, file, migrationsFolder())).toEqual({ seeded: true, migrations: 0 });
    expect(fs.readFileSync(path.join(empty, 'base', 'sparse')).equals(fs.readFileSync(path.join(src, 'base', 'sparse')))).toBe(true);
    expect(fs.readdirSync(work).filter((n) => n.includes('.template-'))).toEqual([]);
    expect(() => unpackDataDir(Buffer.from('not a template'), path.join(work, 'bad'))).toThrow(/not a database template/);
  });

  it('is refused when its migrations are not the journal\'s first ones or another PGlite made it', () => {
    const pglite = pgliteVersion();
    expect(templateMismatch({ pglite, migrations: journal }, journal, pglite)).toBeUndefined();
    expect(templateMismatch({ pglite, migrations: journal.slice(0, 3) }, journal, pglite)).toBeUndefined();
    const edited = journal.map((m, i) => (i === 2 ? { ...m, hash: '0'.repeat(64) } : m));
    expect(templateMismatch({ pglite, migrations: edited }, journal, pglite)).toMatch(/migration 2/);
    expect(templateMismatch({ pglite, migrations: [...journal, { tag: '9999_future', when: Date.now(), hash: 'x' }] }, journal, pglite)).toMatch(
      /migrations/,
    );
    expect(templateMismatch({ pglite: '0.0.1', migrations: journal }, journal, pglite)).toMatch(/PGlite 0\.0\.1/);

    // A stale template is not written out: the server creates the database as before.
    const file = path.join(work, 'stale.bin');
    const src = path.join(work, 'stale-src');
    fs.mkdirSync(src);
    fs.writeFileSync(path.join(src, 'PG_VERSION'), '17\n');
    fs.writeFileSync(file, packDataDir(src, { pglite, migrations: edited }));
    const dir = path.join(work, 'stale-target');
    expect(seedFromTemplate(dir, file, migrationsFolder())).toMatchObject({ seeded: false, reason: expect.stringMatching(/does not fit/) });
    expect(fs.existsSync(dir)).toBe(false);
  });

  // The build makes dist/server/pglite-template.bin from the migrations it copies beside it (scripts/build-server.mjs).
  const built = path.resolve(import.meta.dirname, '../../../dist/server/pglite-template.bin');
  it.runIf(fs.existsSync(built))('the build\'s template holds the migrations of the build', () => {
    const distMigrations = path.resolve(import.meta.dirname, '../../../dist/server/migrations');
    expect(readTemplateManifest(built)).toEqual({ pglite: pgliteVersion(), migrations: journalMigrations(distMigrations) });
  });
});
