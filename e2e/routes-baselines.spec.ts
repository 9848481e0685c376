import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ALL_ROUTES } from './support/routes.js';
import { baselineNames } from './support/sweep.js';
import { BASELINES, UPDATE_COMMAND } from './support/visual.js';

/** A route renamed or removed leaves its baselines behind; refreshing them removes those. */
it('every committed baseline belongs to a route and variant of the sweep', () => {
  const wanted = new Set(baselineNames(ALL_ROUTES).map((n) => `${n}.png`));
  const stale = readdirSync(BASELINES).filter((file) => !wanted.has(file));
  if (process.env.UPDATE_BASELINES === '1') {
    for (const file of stale) rmSync(join(BASELINES, file));
  } else {
    expect(stale, `不属于任何路由的基准图（${UPDATE_COMMAND} 会删除）`).toEqual([]);
  }
});
