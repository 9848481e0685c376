import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test file gets its own SQLite file and PostgreSQL schema, so files may run in parallel.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
