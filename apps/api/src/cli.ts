import { loadConfigOrExit, type DatabaseConfig } from './config/config.js';
import { BackupError, backupDatabase, restoreDatabase } from './db/backup.js';
import { createDatabase, type Db } from './db/database.js';
import { migrateDownAll, migrateToLatest } from './db/migrator.js';
import { seedDemoCounty } from './seed/demo-county.js';
import { seedDemoConsultations } from './seed/demo-consultations.js';
import { seedDemoEvaluations } from './seed/demo-evaluations.js';
import { CONTENT_USAGE, contentCommand } from './modules/content/content.cli.js';
import { DRAW_USAGE, drawCommand, drawFileCommand } from './modules/draws/draw.cli.js';
import { HOSPITAL_KEY_USAGE, hospitalKeyCommand } from './modules/ingest/hospital-key.cli.js';
import { STAFF_USAGE, staffCommand } from './modules/staff/staff.cli.js';
import { SEARCH_USAGE, searchCommand } from './modules/search/search-insights.cli.js';

const FILE_USAGE = 'backup <备份文件> | restore <备份文件>';
const USAGE = `用法：node dist/cli.js <migrate|seed|reset>，或 ${HOSPITAL_KEY_USAGE}，或 ${CONTENT_USAGE}，或 ${STAFF_USAGE}，或 ${DRAW_USAGE}，或 ${SEARCH_USAGE}，或 ${FILE_USAGE}`;

async function migrate(db: Db) {
  const results = await migrateToLatest(db);
  if (results.length === 0) console.log('数据库结构已是最新，无需迁移');
  for (const r of results) console.log(`已执行迁移：${r.migrationName}`);
}

async function seed(db: Db) {
  await seedDemoCounty(db);
  await seedDemoEvaluations(db);
  await seedDemoConsultations(db);
  console.log('已写入演示县（青禾县，虚构）的站点设置与二维码');
}

async function reset(db: Db) {
  const dropped = await migrateDownAll(db);
  for (const r of dropped) console.log(`已回退迁移并删除其数据表：${r.migrationName}`);
  await migrate(db);
  await contentCommand(db, ['reload']);
  await seed(db);
}

async function hospitalKey(db: Db, args: string[]) {
  if (!(await hospitalKeyCommand(db, args))) {
    console.error(`用法：${HOSPITAL_KEY_USAGE}`);
    process.exitCode = 2;
  }
}

async function content(db: Db, args: string[]) {
  if (!(await contentCommand(db, args))) {
    console.error(`用法：${CONTENT_USAGE}`);
    process.exitCode = 2;
  }
}

async function staff(db: Db, args: string[]) {
  if (!(await staffCommand(db, args))) {
    console.error(`用法：${STAFF_USAGE}`);
    process.exitCode = 2;
  }
}

async function draw(db: Db, args: string[]) {
  if (!(await drawCommand(db, args))) {
    console.error(`用法：${DRAW_USAGE}`);
    process.exitCode = 2;
  }
}

async function search(db: Db, args: string[]) {
  if (!(await searchCommand(db, args))) {
    console.error(`用法：${SEARCH_USAGE}`);
    process.exitCode = 2;
  }
}

const COMMANDS: Record<string, (db: Db, args: string[]) => Promise<void>> = {
  migrate,
  seed,
  reset,
  'hospital-key': hospitalKey,
  content,
  staff,
  draw,
  search,
};

async function backup(database: DatabaseConfig, file: string) {
  await backupDatabase(database, file);
  console.log(`已备份数据库到 ${file}`);
}

async function restore(database: DatabaseConfig, file: string) {
  await restoreDatabase(database, file);
  console.log(`已从 ${file} 恢复数据库，可以启动服务了`);
}

// These open no connection of their own through the app's pool: a restore must find the
// database unused, and replacing a SQLite file under an open handle would corrupt it.
const FILE_COMMANDS: Record<string, (database: DatabaseConfig, file: string) => Promise<void>> = {
  backup,
  restore,
};

const name = process.argv[2] ?? '';
// A draw saved from the public API is checked with no configuration and no database: an
// auditor's copy on their own machine. Its output and exit code are set by then.
if (name === 'draw' && (await drawFileCommand(process.argv.slice(3)))) process.exit();
const command = COMMANDS[name];
const fileCommand = FILE_COMMANDS[name];
const file = process.argv[3];
if (!command && !(fileCommand && file)) {
  console.error(fileCommand ? `用法：node dist/cli.js ${name} <备份文件>` : USAGE);
  process.exit(2);
}

const config = loadConfigOrExit(process.env);
if (fileCommand && file) {
  try {
    await fileCommand(config.database, file);
  } catch (err) {
    if (err instanceof BackupError) console.error(err.message);
    else console.error('执行失败：', err);
    process.exitCode = 1;
  }
} else if (command) {
  const db = createDatabase(config.database);
  try {
    await command(db, process.argv.slice(3));
  } catch (err) {
    console.error('执行失败：', err);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}
