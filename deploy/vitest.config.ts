import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The test writes its fixtures with the API's repositories, from their TypeScript source.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'deploy',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // After the browser journeys (group 1): nginx, two API processes and a crowd of bookings
    // would otherwise take the two cores from them.
    sequence: { groupOrder: 2 },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
