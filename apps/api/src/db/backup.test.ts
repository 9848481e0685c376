import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../config/config.js';
import { bookingClient, testHospital } from '../test/booking-fixtures.js';
import { engines, postgresUrl, type Engine } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { writeTestWebDist } from '../test/web-dist.js';
import { backupDatabase, BackupError, restoreDatabase } from './backup.js';
import { createDatabase, portalApplicationName } from './database.js';

async function admin<T>(statement: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A database of the test's own, which outlives the app that first used it. */
async function ownDatabase(engine: Engine, dir: string): Promise<DatabaseConfig> {
  if (engine === 'sqlite') return { kind: 'sqlite', file: path.join(dir, 'portal.db') };
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await admin(`create schema ${schema}`);
  return { kind: 'postgres', url: postgresUrl!, schema };
}

/**
 * A closed pool has sent its goodbyes, but the server may list the sessions a moment longer;
 * the restore rightly counts those, so the test waits until they are gone.
 */
async function connectionsGone(database: DatabaseConfig) {
  if (database.kind !== 'postgres') return;
  const name = portalApplicationName(database);
  for (;;) {
    const [row] = await admin<{ n: string }>(
      'select count(*) as n from pg_stat_activity where application_name = $1',
      [name],
    );
    if (Number(row!.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(engines)('backup and restore on %s', (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-backup-test-'));
  const backupFile = path.join(dir, 'portal.backup');
  let database: DatabaseConfig;
  let t: TestApp;

  beforeAll(async () => {
    database = await ownDatabase(engine, dir);
    t = await createTestApp(engine, { database });
  });
  afterAll(async () => {
    if (database.kind === 'postgres')
      await admin(`drop schema if exists ${database.schema} cascade`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores the bookings made before the backup and none made after', async () => {
    const client = bookingClient(t, await testHospital(t));
    const { slotIds } = await client.schedule();
    const before = await client.book(await client.verified(), slotIds[0]!);
    expect(before.status).toBe(200);

    // Taken while the app is open and serving, as an operator would.
    await backupDatabase(database, backupFile);
    const after = await client.book(await client.verified(), slotIds[0]!);
    expect(after.status).toBe(200);

    if (database.kind === 'postgres') {
      // The app's pool is still connected: a portal is running.
      await expect(restoreDatabase(database, backupFile)).rejects.toThrow(
        /数据库正由运行中的服务使用（\d+ 个连接）/,
      );
    }
    await t.close();
    await connectionsGone(database);
    await restoreDatabase(database, backupFile);

    const db = createDatabase(database);
    try {
      const ids = await db
        .selectFrom('booking')
        .select('id')
        .where('id', 'in', [before.body.id, after.body.id])
        .execute();
      expect(ids.map((r) => r.id)).toEqual([before.body.id]);
      // The restored database is whole: its places count the one booking it has.
      const slot = await db
        .selectFrom('slot')
        .select('remaining')
        .where('id', '=', slotIds[0]!)
        .executeTakeFirstOrThrow();
      expect(slot.remaining).toBe(4);
    } finally {
      await db.destroy();
    }
  });

  it('refuses a file that is not a backup of the portal, and changes nothing', async () => {
    const junk = path.join(dir, 'junk.backup');
    writeFileSync(junk, 'not a backup');
    const refused = restoreDatabase(database, junk);
    await expect(refused).rejects.toBeInstanceOf(BackupError);
    await expect(restoreDatabase(database, junk)).rejects.toThrow(
      engine === 'sqlite' ? /不是本平台数据库的备份/ : /pg_restore 执行失败/,
    );
    await expect(restoreDatabase(database, path.join(dir, 'none'))).rejects.toThrow(
      /备份文件不存在/,
    );
    const db = createDatabase(database);
    try {
      expect((await db.selectFrom('booking').select('id').execute()).length).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});

/** The real server entry on a SQLite file; resolves once it listens. */
async function startSqliteServer(dir: string, file: string) {
  writeTestWebDist(path.join(dir, 'web'));
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        SQLITE_FILE: file,
        WEB_DIST: path.join(dir, 'web'),
        UPLOAD_DIR: path.join(dir, 'uploads'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('已启动')) resolve();
    });
    void exited.then((code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return {
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

describe('restore on SQLite while the server runs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-backup-server-test-'));
  const database: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'portal.db') };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A fresh server loads the content and seeds the county first: slow on a busy machine, not
  // a speed check.
  it(
    'is refused while a server process lives, and works once it has stopped',
    { timeout: 180_000 },
    async () => {
      const server = await startSqliteServer(dir, database.file);
      const backupFile = path.join(dir, 'portal.backup');
      try {
        await backupDatabase(database, backupFile);
        await expect(restoreDatabase(database, backupFile)).rejects.toThrow(
          /数据库正由运行中的服务使用/,
        );
      } finally {
        expect(await server.stop()).toBe(0);
      }
      await restoreDatabase(database, backupFile);
      const db = createDatabase(database);
      try {
        const [row] = await db
          .selectFrom('hospital')
          .select((eb) => eb.fn.countAll().as('n'))
          .execute();
        expect(Number(row!.n)).toBe(9);
      } finally {
        await db.destroy();
      }
    },
  );
});
