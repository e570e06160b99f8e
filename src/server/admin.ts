/**
 * Entry point of `npm run admin` (admin-commands.ts): the same configuration and database
 * as the server. On the embedded database the server must be stopped first (one process
 * per data dir); with DATABASE_URL it may run beside the servers.
 */
import { AdminUsageError, runAdminCommand } from './admin-commands';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';

async function main() {
  const config = loadConfig();
  const lock = config.database.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : undefined;
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    process.stdout.write(`${await runAdminCommand(database.db, process.argv.slice(2))}\n`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(`${err.message}\nStop the server first: the embedded database has one process at a time.`);
    process.exit(2);
  }
  console.error(err instanceof Error ? err.message : err);
  process.exit(err instanceof AdminUsageError ? 2 : 1);
});
