import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Tests read the contract's TypeScript source, never a stale build (node tests resolve as SSR).
  // Without `module`, packages resolve to the files Node itself would load: the AWS SDK's
  // `module` builds import files without extensions, which only bundlers find.
  ssr: {
    resolve: {
      conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')],
    },
  },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    // Each test file gets its own SQLite file and PostgreSQL schema, so files may run in parallel.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
