import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Several server processes on one PostgreSQL: only the run against a real PostgreSQL (TEST_DATABASE_URL, as CI
    // sets it) has one to share; PGlite is one process's database by design.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['test/postgres/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
