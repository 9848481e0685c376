import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Tests read the contract's TypeScript source, never a stale build (node tests resolve as SSR).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: { name: 'contract', environment: 'node', include: ['src/**/*.test.ts'] },
});
