import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take far longer than their size suggests, so vitest (larger files first when it has
 * no timings, as on a fresh CI clone) would start them last and leave a worker waiting on them
 * at the end: the bad-input fuzz run over every operation on both engines, and the draw
 * journeys, which wait for a real one-minute window.
 */
const FIRST = ['apps/api/src/bad-input.test.ts', 'e2e/draw.spec.ts'];

function first(spec: TestSpecification): number {
  return FIRST.some((path) => spec.moduleId.endsWith(`/${path}`)) ? 0 : 1;
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
