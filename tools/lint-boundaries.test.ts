import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from './portal-process.js';

/*
 * The layer boundaries in eslint.config.js, shown failing on a deliberate violation. Each
 * snippet is linted as if it were a file at that path (nothing is written); what it imports
 * is real, since a boundary is only checked on an import that resolves.
 */
const eslint = new ESLint({ cwd: resolve(root) });

/** The rules the snippet breaks at error level: what makes `npm run lint` fail. */
async function rulesBroken(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
}

describe('layer boundaries (npm run lint)', () => {
  it('a web feature importing another feature fails', async () => {
    const code = [
      "import { useSuggestions } from '@/features/search/api/get-suggestions';",
      'export const probe = useSuggestions;',
    ].join('\n');
    expect(await rulesBroken('apps/web/src/features/booking/probe.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("an API module importing another module's repository fails", async () => {
    const code = [
      "import * as hospitals from '../hospitals/hospitals.repository.js';",
      'export { hospitals };',
    ].join('\n');
    expect(await rulesBroken('apps/api/src/modules/reports/probe.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('db/ importing a module fails', async () => {
    const code = [
      "import * as hospitals from '../modules/hospitals/hospitals.service.js';",
      'export { hospitals };',
    ].join('\n');
    expect(await rulesBroken('apps/api/src/db/probe.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('an import cycle fails', async () => {
    // app-layout.tsx imports top-nav.tsx; a top-nav importing it back closes a circle.
    const code = [
      "import { AppLayout } from './app-layout';",
      'export const probe = AppLayout;',
    ].join('\n');
    expect(await rulesBroken('apps/web/src/app/layout/top-nav.tsx', code)).toEqual([
      'import-x/no-cycle',
    ]);
  });

  it('imports along the layers pass', async () => {
    const web = [
      "import { Empty } from '@/components/ui/empty';",
      "import { useSiteConfig } from '@/lib/site-config';",
      "import { useSuggestions } from '../api/get-suggestions';",
      'export const probe = [Empty, useSiteConfig, useSuggestions];',
    ].join('\n');
    expect(await rulesBroken('apps/web/src/features/search/components/probe.ts', web)).toEqual([]);

    const api = [
      "import * as own from './hospitals.repository.js';",
      "import * as reports from '../reports/reports.service.js';",
      'export { own, reports };',
    ].join('\n');
    expect(await rulesBroken('apps/api/src/modules/hospitals/probe.ts', api)).toEqual([]);
  });
});
