import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StaffWriteSample } from './types.js';

const SAMPLE_DIR = new URL('./', import.meta.url);

/** Every area's samples (the other files here), so a new file joins with no edit elsewhere. */
export async function allSamples(): Promise<StaffWriteSample[]> {
  const files = readdirSync(fileURLToPath(SAMPLE_DIR)).filter(
    (f) => f.endsWith('.ts') && f !== 'types.ts' && f !== 'all.ts',
  );
  const modules = await Promise.all(
    files.map(
      (f) => import(new URL(f, SAMPLE_DIR).href) as Promise<{ SAMPLES: StaffWriteSample[] }>,
    ),
  );
  return modules.flatMap((m) => m.SAMPLES);
}
