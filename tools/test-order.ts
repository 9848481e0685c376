import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take far longer than their size suggests, in the order they should start: vitest
 * (larger files first when it has no timings, as on a fresh CI clone) would start them last and
 * leave a worker waiting on them at the end. The bad-input fuzz run over every operation on both
 * engines; the draw journeys, which wait for a real one-minute window; the route sweeps (each
 * route in both modes at three widths, 2 to 3 minutes a file on a loaded machine).
 */
const FIRST = [
  'apps/api/src/bad-input.test.ts',
  'e2e/draw.spec.ts',
  'e2e/routes-content.spec.ts',
  'e2e/routes-hospitals.spec.ts',
  'e2e/routes-inquiry.spec.ts',
  'e2e/routes-account.spec.ts',
];

function first(spec: TestSpecification): number {
  const at = FIRST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
  return at === -1 ? FIRST.length : at;
}

/** vitest's own order, with the files above moved to the front of their group. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => group(a.spec) - group(b.spec) || first(a.spec) - first(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
