import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './tools/test-order.js';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', 'e2e', 'deploy', 'tools'],
    // Vitest runs one file at a time on a two-core machine by default (cores − 1). API test
    // files mostly wait on their databases, so two at once keep both cores busy; the journeys
    // (e2e/vitest.config.ts), which wait even more, run four at once.
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
