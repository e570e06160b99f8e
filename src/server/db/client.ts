/**
 * The database: PGlite embedded under DATA_DIR by default, or a PostgreSQL server
 * when DATABASE_URL is set. Both run the same migrations at start-up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { seedFromTemplate, type SeedResult } from './template';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob | File;
      /**
       * The build's database template (db/template.ts, ADR 058): a `dataDir` without a
       * database yet is written from it instead of being created (initdb) and migrated
       * from scratch, when it fits the migrations.
       */
      template?: string;
      /** Migrations other than the app's (tests, the template's build). */
      migrationsFolder?: string;
    }
  | { kind: 'postgres'; url: string; max?: number };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the raw client (snapshots in tests, in-process NOTIFY). */
  pglite?: PGlite;
  /**
   * Runs `fn` while holding a PostgreSQL advisory lock (`key`), so that instances starting
   * together take turns at one-time set-up (migrations, the job queue's schema). PGlite
   * has one process by construction: `fn` just runs.
   */
  exclusive<T>(key: bigint, fn: () => Promise<T>): Promise<T>;
  /** PGlite with `template`: whether the data dir was written from it, or why not. */
  seed?: SeedResult;
  /** PostgreSQL only: the server's URL and the app's pool (pub/sub opens its own LISTEN connection). */
  url?: string;
  pool?: pg.Pool;
}

/** Migrations folder: beside this file in the source tree, copied next to the bundle in dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Source tree: beside this file. Bundle: dist/server/migrations, and this code may sit in dist/server/chunks.
  const candidates = [path.join(here, 'migrations'), path.join(here, '..', 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * PGlite's own start parameters plus a smaller buffer pool. PostgreSQL's default
 * `shared_buffers` (128 MB) lives in PGlite's WebAssembly memory, which is touched at
 * start and never given back: 16 MB takes about 120 MB off the server's resident memory,
 * and the pages it no longer caches are one read away in the operating system's file
 * cache (the data dir is a real folder). Imports measured no slower (docs/decisions/026).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * pgvector, for Ask's semantic search (ask/embeddings.ts, docs/decisions/057). An extension
 * can only be given to PGlite when it is created (`create extension` fails on one created
 * without it), so every PGlite gets it; the migration then creates it in the database.
 * Loading it measured no start cost (057).
 */
const PGLITE_EXTENSIONS = { vector };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'pglite') {
    const folder = opts.migrationsFolder ?? migrationsFolder();
    const seed = opts.dataDir && opts.template ? seedFromTemplate(opts.dataDir, opts.template, folder) : undefined;
    if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
    const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: client,
      seed,
      exclusive: (_key, fn) => fn(),
      migrate: async () => {
        if (await migrated(client, folder)) return;
        await migratePglite(db, { migrationsFolder: folder });
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.max ?? 10 });
  // NOTE: an idle pooled connection that the server drops (a restart, a failover, an
  // administrator) emits 'error' on the pool; unhandled, that would crash the process.
  // The pool has already discarded the connection and the next query opens a new one.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    url: opts.url,
    pool,
    exclusive: (key, fn) => underAdvisoryLock(opts.url, key, fn),
    // Instances starting together take turns, so each migration runs once.
    migrate: () => underAdvisoryLock(opts.url, MIGRATION_LOCK_KEY, () => migratePg(db, { migrationsFolder: migrationsFolder() })),
    close: () => pool.end(),
  };
}

/**
 * Whether the database already has the journal's last migration: drizzle's migrator
 * applies the migrations newer than the newest row of `drizzle.__drizzle_migrations`,
 * so then it would apply none. Answered with the journal alone and one or two queries,
 * where the migrator reads and hashes every migration's SQL and opens a transaction
 * (≈ 0.1–0.4 s of each restart).
 */
export async function migrated(client: PGlite, folder: string): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  const table = await client.query<{ t: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!table.rows[0]?.t) return false;
  const last = await client.query<{ at: string | null }>('select max(created_at)::text as at from drizzle.__drizzle_migrations');
  const at = last.rows[0]?.at;
  return at != null && Number(at) >= newest;
}

/** Any 64-bit number of our own: the advisory lock that serializes migrations. */
export const MIGRATION_LOCK_KEY = 727_001_000_000_001n;

/**
 * Holds a session-level advisory lock on a connection of its own (not the pool's: `fn`
 * may need every pooled connection, and a pool of one would wait for itself) while `fn`
 * runs, then releases it. Should this process die, the server drops the lock with the
 * connection.
 */
async function underAdvisoryLock<T>(url: string, key: bigint, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key.toString()]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key.toString()]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
