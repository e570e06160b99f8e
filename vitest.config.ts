import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const apiTests = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'];

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: apiTests,
      environment: 'node',
      globalSetup: ['tests/support/global-setup.ts'],
      setupFiles: ['tests/support/setup-test-env.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
    },
  },
  {
    test: {
      name: 'e2e',
      include: ['tests/e2e/**/*.e2e.ts'],
      environment: 'node',
      testTimeout: 90_000,
      hookTimeout: 120_000,
      pool: 'forks',
      fileParallelism: false,
    },
  },
];

// The same API tests again on a PostgreSQL server when one is given.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'postgres',
      include: ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
      environment: 'node',
      env: { TEST_DB: 'postgres' },
      globalSetup: ['tests/support/global-setup.ts'],
      setupFiles: ['tests/support/setup-test-env.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
    },
  });
}

export default defineConfig({ test: { projects } });
