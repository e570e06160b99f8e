/**
 * Entry point: config, data-dir lock, database + migrations, app, listen, clean shutdown.
 *
 * NOTE: start-up time (ADR 058). The app's modules (Fastify, the features and their
 * packages) are loaded while the database opens: `import('./app')` is asked for first and
 * awaited after the database is open and migrated, so PGlite's file reads and WebAssembly
 * compilation overlap the module loading. The phases of the ready log line: `modules`
 * (from process start to here), `config`, `database` (opening it, with the app's modules
 * loading meanwhile), `migrate`, `appModules` (what was left of loading them), `app`
 * (buildApp) and `listen`; `startupCpuMs` is the process's CPU time (every thread) to then.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { ensureSessionSecret } from './secrets';

/** After a full GC, the old generation may grow by this share of what survived before the next one (ADR 043). */
const HEAP_GROWING_PERCENT = 20;

async function main() {
  // performance.now() counts from process start, so this is the time spent loading modules.
  const phases: Record<string, number> = { modules: Math.round(performance.now()) };
  let last = performance.now();
  const mark = (phase: string) => {
    const now = performance.now();
    phases[phase] = Math.round(now - last);
    last = now;
  };
  let config = loadConfig();
  const lock = acquireDataDirLock(config.dataDir);
  config = { ...config, sessionSecret: ensureSessionSecret(config.dataDir, config.sessionSecret) };
  // Half-received uploads and parsed copies of a previous run: this instance's own (the data dir is locked).
  fs.rmSync(config.imports.tmpDir, { recursive: true, force: true });

  mark('config');
  const appModule = import('./app');
  // Should the database fail to open, the app's import is not left rejecting unhandled.
  appModule.catch(() => undefined);
  const here = path.dirname(fileURLToPath(import.meta.url));
  // A first start writes the embedded database from the build's template (ADR 058).
  const database = await openDatabase(
    config.database.kind === 'pglite' ? { ...config.database, template: path.join(here, 'pglite-template.bin') } : config.database,
  );
  mark('database');
  await database.migrate();
  mark('migrate');

  const { buildApp } = await appModule;
  mark('appModules');
  const app = await buildApp({ config, database, webRoot: path.resolve(here, '../web') });
  mark('app');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      lock.release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('exit', () => lock.release());

  await app.listen({ port: config.port, host: config.host });
  mark('listen');
  // ADR 043's heap growing limit, from now on (start.ts): the heap grew to its working
  // size without a mark-compact every fifth more of it (ADR 058, second pass).
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const cpu = process.cpuUsage();
  if (database.seed) app.log[database.seed.seeded ? 'info' : 'debug']({ seed: database.seed }, 'embedded database template');
  app.log.info(
    {
      database: database.kind,
      redis: !!config.redis,
      dataDir: config.dataDir,
      startupMs: Math.round(performance.now()),
      // CPU time of every thread of the process so far (compare starts under load by this).
      startupCpuMs: Math.round((cpu.user + cpu.system) / 1000),
      phases,
    },
    `Mnemo is ready on http://${config.host}:${config.port}`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
