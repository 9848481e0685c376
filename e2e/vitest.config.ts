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
    // Journey files are independent (each signs in its own accounts or only reads the demo
    // ones), so several run at once. Four on two cores: a journey mostly waits (for the page,
    // a poll, the draw's real one-minute window), and the whole run used about a third of the
    // two cores with two at once (9.3 CPU-minutes in 16.5 minutes); four finished sooner.
    fileParallelism: true,
    maxWorkers: 4,
    // A group of its own (vitest wants one per maxWorkers), run after the unit and API tests.
    sequence: { groupOrder: 1 },
    testTimeout: 60_000,
    // How long a journey waits for the page to show something before failing: a busy CI
    // machine can take seconds; not a speed assertion.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
  },
});
