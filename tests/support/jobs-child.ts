/**
 * Another server process's job worker, for the crash test in platform/jobs.test.ts: it
 * claims `test.crash` jobs and never finishes them, until the test SIGKILLs it.
 * Bundled by the test with esbuild and run with node (JOBS_CHILD_DB: a PostgreSQL URL).
 */
import { openDatabase } from '../../src/server/db/client';
import { createJobs } from '../../src/server/platform/jobs';

const database = await openDatabase({ kind: 'postgres', url: process.env.JOBS_CHILD_DB!, max: 2 });
const jobs = createJobs({ database, pollIntervalMs: 200 });
jobs.define(
  'test.crash',
  (_data, ctx) => {
    process.stdout.write(`started ${ctx.id}\n`);
    return new Promise(() => {});
  },
  { expireInSeconds: 3, retryLimit: 1, retryDelaySeconds: 0 },
);
await jobs.start();
process.stdout.write('ready\n');
