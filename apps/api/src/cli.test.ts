import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'portal-cli-test-'));
const file = path.join(dir, 'portal.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(...args: string[]) {
  return run(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: '', SQLITE_FILE: file, LOG_LEVEL: 'warn' },
  });
}

function hotline(): string {
  const sqlite = new Database(file, { readonly: true });
  try {
    const row = sqlite
      .prepare("select value from site_setting where key = 'site.hotline'")
      .get() as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as string) : '';
  } finally {
    sqlite.close();
  }
}

// Each call starts the CLI in a child process through tsx (about 4 s on a busy two-core machine,
// and one test makes six calls): generous limits, since this checks what it does, not speed.
describe('cli', { timeout: 120_000 }, () => {
  it('migrates, then says there is nothing left to migrate', async () => {
    expect((await cli('migrate')).stdout).toContain('已执行迁移：0001-site-settings');
    expect((await cli('migrate')).stdout).toContain('无需迁移');
  });

  it('seeds the demo county', async () => {
    expect((await cli('seed')).stdout).toContain('青禾县');
    expect(hotline()).toBe('12320');
  });

  it('resets: drops the tables, migrates and seeds again', async () => {
    const sqlite = new Database(file);
    sqlite.prepare("update site_setting set value = '\"0000\"' where key = 'site.hotline'").run();
    sqlite.close();
    const { stdout } = await cli('reset');
    expect(stdout).toContain('已回退迁移并删除其数据表：0001-site-settings');
    expect(stdout).toContain('已执行迁移：0002-rate-limit');
    expect(hotline()).toBe('12320');
  });

  it('creates a hospital key shown once, lists it by prefix and revokes it', async () => {
    const sqlite = new Database(file, { readonly: true });
    const hospital = sqlite.prepare('select id from hospital order by sort_order').get() as {
      id: string;
    };
    sqlite.close();
    const created = (await cli('hospital-key', 'create', hospital.id)).stdout;
    expect(created).toContain('青禾县人民医院');
    const [, keyId] = /编号 (\S+)）/.exec(created)!;
    const key = created.trim().split('\n').pop()!;
    expect(key).toMatch(/^hk_[\w-]{43}$/);
    const listed = (await cli('hospital-key', 'list')).stdout;
    expect(listed).toContain(`${keyId}  青禾县人民医院  ${key.slice(0, 10)}…`);
    expect(listed).not.toContain(key);
    expect((await cli('hospital-key', 'revoke', keyId!)).stdout).toContain('已吊销');
    expect((await cli('hospital-key', 'list')).stdout).toContain('已吊销');
    await expect(cli('hospital-key', 'create', 'nope')).rejects.toMatchObject({ code: 1 });
  });

  // Every set loads from the files in a child process: slow on a busy machine, not a speed check.
  it('reloads content sets by name and refuses an unknown one', { timeout: 120_000 }, async () => {
    const { stdout } = await cli('content', 'reload');
    for (const line of stdout.trim().split('\n').filter(Boolean)) {
      expect(line).toMatch(/^已重新载入 \S+（.+）：\d+ 条$/);
    }
    await expect(cli('content', 'reload', 'nope')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('没有这些内容集：nope'),
    });
    await expect(cli('content', 'explode')).rejects.toMatchObject({ code: 2 });
  });

  // Three child processes: slow on a busy machine, not a speed check.
  it(
    'backs the database up to a file and restores it from there',
    { timeout: 120_000 },
    async () => {
      const backup = path.join(dir, 'portal.backup');
      expect((await cli('backup', backup)).stdout).toContain(`已备份数据库到 ${backup}`);
      const sqlite = new Database(file);
      sqlite.prepare("update site_setting set value = '\"0000\"' where key = 'site.hotline'").run();
      sqlite.close();
      expect((await cli('restore', backup)).stdout).toContain(`已从 ${backup} 恢复数据库`);
      expect(hotline()).toBe('12320');
      await expect(cli('backup')).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('用法：node dist/cli.js backup <备份文件>'),
      });
    },
  );

  it('prints the usage and fails for an unknown command', async () => {
    await expect(cli('explode')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/用法.*backup <备份文件> \| restore <备份文件>/),
    });
  });
});
