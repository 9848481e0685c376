import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config.js';
import { portalApplicationName } from './database.js';
import { takeExclusiveLock } from './serving-lock.js';

type PostgresConfig = DatabaseConfig & { kind: 'postgres' };

/** A refusal or failure the CLI prints as it is, in words an operator acts on. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const run = promisify(execFile);

/**
 * A consistent copy of the database while the portal keeps serving: SQLite's online backup,
 * or `pg_dump` in its custom format of the portal's schema on PostgreSQL.
 */
export async function backupDatabase(config: DatabaseConfig, file: string): Promise<void> {
  const target = path.resolve(file);
  // Written beside and renamed into place, so a failed backup never leaves a file that looks whole.
  const partial = `${target}.part`;
  rmSync(partial, { force: true });
  try {
    if (config.kind === 'postgres') await dumpPostgres(config, partial);
    else await backupSqlite(config.file, target, partial);
    renameSync(partial, target);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

/**
 * Puts the database back as the backup has it; refused while a server uses the database,
 * whose processes would otherwise go on with what they had read, or write into a database
 * being replaced.
 */
export async function restoreDatabase(config: DatabaseConfig, file: string): Promise<void> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`备份文件不存在：${source}`);
  if (config.kind === 'postgres') await restorePostgres(config, source);
  else restoreSqlite(config.file, source);
}

async function backupSqlite(databaseFile: string, target: string, partial: string) {
  if (!existsSync(databaseFile)) throw new BackupError(`数据库文件不存在：${databaseFile}`);
  if (target === path.resolve(databaseFile)) throw new BackupError('备份文件不能是数据库文件本身');
  const database = new Database(databaseFile, { fileMustExist: true, timeout: 5000 });
  try {
    // Copies pages in steps and starts over when a server writes meanwhile; never blocks it.
    await database.backup(partial);
  } finally {
    database.close();
  }
}

function restoreSqlite(databaseFile: string, source: string) {
  const lock = takeExclusiveLock(databaseFile);
  if (!lock) {
    throw new BackupError(`数据库正由运行中的服务使用：${databaseFile}。请先停止服务，再恢复`);
  }
  // Checked as a copy beside the database, so the rename below is one step on one disk.
  const restoring = `${databaseFile}.restoring`;
  const sidecars = (file: string) => [`${file}-wal`, `${file}-shm`];
  try {
    copyFileSync(source, restoring);
    checkSqliteBackup(restoring, source);
    // The old log belongs to the old file: left beside the new one, SQLite would try it.
    for (const file of sidecars(databaseFile)) rmSync(file, { force: true });
    renameSync(restoring, databaseFile);
  } finally {
    for (const file of [restoring, ...sidecars(restoring)]) rmSync(file, { force: true });
    lock.close();
  }
}

function checkSqliteBackup(copy: string, source: string) {
  let database: Database.Database | undefined;
  try {
    database = new Database(copy, { fileMustExist: true });
    const check = database.pragma('quick_check', { simple: true });
    const migrated = database
      .prepare("select count(*) as n from sqlite_master where name = 'kysely_migration'")
      .get() as { n: number };
    if (check === 'ok' && migrated.n === 1) return;
  } catch {
    // Not a database at all: answered below like a database that is not the portal's.
  } finally {
    database?.close();
  }
  throw new BackupError(`不是本平台数据库的备份：${source}`);
}

async function withClient<T>(config: PostgresConfig, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({
    connectionString: config.url,
    // Its own name, so it does not count itself among the portal's connections.
    application_name: '12320-portal-cli',
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The portal's tables live in one schema (`public` unless the connection says otherwise). */
async function portalSchema(config: PostgresConfig): Promise<string> {
  if (config.schema) return config.schema;
  return withClient(config, async (client) => {
    const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
    return rows[0]!.schema;
  });
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const { code, stderr } = err as { code?: unknown; stderr?: string };
    if (code === 'ENOENT') {
      throw new BackupError(`找不到 ${name}：请安装与服务器主版本相同或更新的 PostgreSQL 客户端`);
    }
    throw new BackupError(`${name} 执行失败：${(stderr ?? String(err)).trim()}`);
  }
}

async function dumpPostgres(config: PostgresConfig, partial: string) {
  const schema = await portalSchema(config);
  await tool('pg_dump', [
    '--format=custom',
    `--schema=${schema}`,
    `--file=${partial}`,
    `--dbname=${config.url}`,
  ]);
}

async function restorePostgres(config: PostgresConfig, source: string) {
  // Reading its table of contents proves the file is a pg_dump archive before anything drops.
  await tool('pg_restore', ['--list', source]);
  const others = await withClient(config, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
       where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
      [portalApplicationName(config)],
    );
    return Number(rows[0]!.n);
  });
  if (others > 0) {
    throw new BackupError(
      `数据库正由运行中的服务使用（${others} 个连接）。请先停止所有 API 进程，再恢复`,
    );
  }
  // One transaction: the schema is either wholly the backup's or untouched.
  await tool('pg_restore', [
    '--clean',
    '--if-exists',
    '--single-transaction',
    '--no-owner',
    `--dbname=${config.url}`,
    source,
  ]);
}
