import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['**/*.test.ts'],
    // ESLint loads the TypeScript parser and resolver once for the file: a busy CI machine
    // takes seconds for that, which is not what the test is about.
    testTimeout: 60_000,
  },
});
