import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { filesWithoutDatabase } from './tests/support/db-reach.js';

const apiTests = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'];

// The unit and postgres projects run their files together, this many at a time (Vitest's
// default on 2 cores is 1). Each file has its own database and free ports; a postgres
// file mostly waits on the server, so two at a time use both cores (issue 31, measured).
// TEST_WORKERS=1 runs them one at a time. Both projects need the same number (one group).
const apiWorkers = Math.max(1, Number(process.env.TEST_WORKERS ?? 2) || 1);

// Browser files at a time (the e2e project below): two by default (≈ 0.75 × the time of one).
// Two became the default after a stress run at two (`node scripts/e2e-stress.mjs --rounds 5`,
// every file five times in a row at full load) passed; E2E_WORKERS=1 runs them one at a time.
const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: apiTests,
      environment: 'node',
      globalSetup: ['tests/support/global-setup.ts'],
      setupFiles: ['tests/support/setup-test-env.ts'],
      testTimeout: 30_000,
      // Set-up hooks import whole worlds; on 2 loaded cores some took just over 60 s (stop 42's local CI).
      hookTimeout: 120_000,
      pool: 'forks',
      maxWorkers: apiWorkers,
    },
  },
  {
    test: {
      name: 'e2e',
      include: ['tests/e2e/**/*.e2e.ts'],
      environment: 'node',
      // One built server and one Chromium for the whole run (issue 31), shared by the files.
      globalSetup: ['tests/e2e/support/global-setup.ts'],
      // expect.poll waits for a state change; its 1 s default lost races on a loaded 2-core machine
      // (worlds-sample-share's thumbnails, issue 31). A poll that passes still returns at once.
      expect: { poll: { timeout: 15_000 } },
      testTimeout: 90_000,
      hookTimeout: 120_000,
      pool: 'forks',
      // E2E_WORKERS browser files at a time (issue 31): they share the one server and Chromium
      // above, each test with its own user and context; files that restart or reconfigure a
      // server start their own. Its own group, after the
      // API projects, so its worker count is its own.
      fileParallelism: e2eWorkers > 1,
      maxWorkers: e2eWorkers,
      sequence: { groupOrder: 1 },
    },
  },
];

// The same API tests again on a PostgreSQL server when one is given. On CI one must be:
// the tests that only PostgreSQL can run (jobs killed mid-run, concurrent migrations)
// skip on PGlite and run in that project, so without it they would pass unseen.
const onCi = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
if (onCi && !process.env.TEST_DATABASE_URL) {
  throw new Error('CI runs the API tests on PostgreSQL too: set TEST_DATABASE_URL (.ci/run starts a throwaway server)');
}
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'postgres',
      include: ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
      // Only the files that reach a database (tests/support/db-reach.ts, from the import
      // graph): a parser's test proves nothing more on PostgreSQL (issue 31).
      exclude: [...configDefaults.exclude, ...filesWithoutDatabase(import.meta.dirname, ['src/server', 'tests/api'])],
      environment: 'node',
      env: { TEST_DB: 'postgres' },
      globalSetup: ['tests/support/global-setup.ts'],
      setupFiles: ['tests/support/setup-test-env.ts'],
      testTimeout: 30_000,
      // Set-up hooks import whole worlds; on 2 loaded cores some took just over 60 s (stop 42's local CI).
      hookTimeout: 120_000,
      pool: 'forks',
      maxWorkers: apiWorkers,
    },
  });
}

// The default report, then the ten slowest files of the run (SLOWEST_FILES=n for another count).
export default defineConfig({ test: { projects, reporters: ['default', './tests/support/slowest-files-reporter.ts'] } });
