import { loadConfigOrExit } from './config/config.js';
import { createDatabase, type Db } from './db/database.js';
import { migrateDownAll, migrateToLatest } from './db/migrator.js';
import { seedDemoCounty } from './db/seed/demo-county.js';
import { CONTENT_USAGE, contentCommand } from './modules/content/content.cli.js';
import { HOSPITAL_KEY_USAGE, hospitalKeyCommand } from './modules/ingest/hospital-key.cli.js';

const USAGE = `用法：node dist/cli.js <migrate|seed|reset>，或 ${HOSPITAL_KEY_USAGE}，或 ${CONTENT_USAGE}`;

async function migrate(db: Db) {
  const results = await migrateToLatest(db);
  if (results.length === 0) console.log('数据库结构已是最新，无需迁移');
  for (const r of results) console.log(`已执行迁移：${r.migrationName}`);
}

async function seed(db: Db) {
  await seedDemoCounty(db);
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

const COMMANDS: Record<string, (db: Db, args: string[]) => Promise<void>> = {
  migrate,
  seed,
  reset,
  'hospital-key': hospitalKey,
  content,
};

const command = COMMANDS[process.argv[2] ?? ''];
if (!command) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfigOrExit(process.env);
const db = createDatabase(config.database);
try {
  await command(db, process.argv.slice(3));
} catch (err) {
  console.error('执行失败：', err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
