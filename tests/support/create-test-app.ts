/**
 * createTestApp(): the real app on a private test database, with offline engines and
 * no port. Tests drive it with `app.inject()`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppDeps } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { openTestDatabase } from './test-db';

export interface TestAppOptions {
  env?: Record<string, string>;
  limits?: AppDeps['limits'];
  /** Reuse a database (e.g. to simulate a restart on the same data). */
  database?: Database;
  overrides?: Partial<Omit<AppDeps, 'config' | 'database'>>;
}

export async function createTestApp(opts: TestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    ...opts.env,
  });
  const database = opts.database ?? (await openTestDatabase());
  const app = await buildApp({ config, database, limits: opts.limits, ...opts.overrides });
  await app.ready();
  return {
    app,
    config,
    database,
    db: database.db,
    /** Closes the app; closes the database too unless it was passed in. */
    async close() {
      await app.close();
      if (!opts.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** JSON body of an inject() response. */
export function json<T = Record<string, unknown>>(res: { body: string }): T {
  return JSON.parse(res.body) as T;
}
