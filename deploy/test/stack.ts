import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../apps/api/src/db/database.js';
import { root } from '../../tools/portal-process.js';
import { startNginx } from './nginx.js';
import { freshDatabase, migrateOnce, startApi, stopApi } from './portal-pair.js';

export const WEB_DIST = join(root, 'apps/web/dist');

/**
 * The README's deployment in miniature: a new database, migrations run once, the first API
 * process started (on a new database it loads the content and seeds), then the second, then
 * nginx with the bureau's configuration in front of both.
 */
export async function startStack(adminUrl: string, nginx: string) {
  if (!existsSync(join(root, 'apps/api/dist/server.js')) || !existsSync(WEB_DIST)) {
    throw new Error('部署测试需要先构建：npm run build（npm test 会自动构建）');
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
  const database = await freshDatabase(adminUrl);
  const db = createDatabase({ kind: 'postgres', url: database.url });
  const started: Awaited<ReturnType<typeof startApi>>[] = [];
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
  const stop = async () => {
    await proxy?.stop();
    await Promise.all(started.map(stopApi));
    await db.destroy();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const migrated = migrateOnce(database.url);
    // A folder each: on PostgreSQL uploads live in the database, which every process reads.
    for (const name of ['first', 'second']) {
      started.push(await startApi(database.url, join(dir, `uploads-${name}`)));
    }
    const [first, second] = started as [(typeof started)[0], (typeof started)[0]];
    proxy = await startNginx(nginx, dir, {
      apiPorts: [first.port, second.port],
      webDist: WEB_DIST,
    });
    return { migrated, db, first, second, proxy, base: proxy.base, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
