import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Journeys share the contract's rules (masking) from its TypeScript source.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One Chromium at a time: the machines have two cores and the server needs one.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
