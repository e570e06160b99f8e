/**
 * The database: PGlite embedded under DATA_DIR by default, or a PostgreSQL server
 * when DATABASE_URL is set. Both run the same migrations at start-up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; max?: number };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the raw client (for snapshots in tests). */
  pglite?: PGlite;
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

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'pglite') {
    if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
    const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: client,
      migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.max ?? 10 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}
