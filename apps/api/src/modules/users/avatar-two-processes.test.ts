import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../db/database.js';
import { createTestUser } from '../../test/accounts.js';
import { postgresUrl } from '../../test/engines.js';
import { withAdminClient } from '../../test/test-app.js';
import { writeTestWebDist } from '../../test/web-dist.js';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

const admin = (statement: string) => withAdminClient(postgresUrl!, statement);

/** The server entry as an operator runs it, with a folder of its own it must not need. */
async function startApi(databaseUrl: string, dir: string) {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        WEB_DIST: path.join(dir, 'web'),
        UPLOAD_DIR: path.join(dir, 'uploads'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /已启动：(http:\/\/[^/\s]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

// PostgreSQL only: on SQLite uploads stay in the folder beside the one database file. When no
// PostgreSQL answers, the global setup prints why and this is skipped.
describe.skipIf(!postgresUrl)('avatars with two API processes on one PostgreSQL', () => {
  const dirs = ['a', 'b'].map((name) => mkdtempSync(path.join(tmpdir(), `portal-two-${name}-`)));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = new URL(postgresUrl ?? 'postgres://unused');
  url.searchParams.set('options', `-c search_path=${schema}`);
  let servers: Awaited<ReturnType<typeof startApi>>[] = [];
  let db: Db;

  // A fresh database is migrated, loaded and seeded by the first process before the second
  // starts: slow on a busy machine, not a speed check.
  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    for (const dir of dirs) writeTestWebDist(path.join(dir, 'web'));
    servers = [await startApi(url.href, dirs[0]!)];
    servers.push(await startApi(url.href, dirs[1]!));
    db = createDatabase({ kind: 'postgres', url: postgresUrl!, schema });
  }, 300_000);
  afterAll(async () => {
    for (const server of servers) expect(await server.stop()).toBe(0);
    await db?.destroy();
    await admin(`drop schema if exists ${schema} cascade`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves through one process the avatar uploaded through the other', async () => {
    const [first, second] = servers;
    const user = await createTestUser(db);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${first!.origin}${API.uploadAvatar}?user=${user.token}`, {
      method: 'POST',
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { url: fileUrl } = (await uploaded.json()) as { url: string };

    const served = await fetch(`${second!.origin}${fileUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const sha256 = createHash('sha256').update(PNG).digest('hex');
    expect(served.headers.get('etag')).toBe(`"${sha256}"`);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // The bytes are in the database, and in neither process's folder.
    for (const dir of dirs) expect(readdirSync(dir)).toEqual(['web']);
    const chunks = await db
      .selectFrom('stored_file_data')
      .select('data')
      .where('key', '=', fileUrl.slice('/api/files/'.length))
      .execute();
    expect(chunks.map((c) => c.data.length)).toEqual([PNG.length]);

    // And the first process answers a revalidation from the second's tag.
    const again = await fetch(`${first!.origin}${fileUrl}`, {
      headers: { 'if-none-match': `"${sha256}"` },
    });
    expect(again.status).toBe(304);
  });
});
