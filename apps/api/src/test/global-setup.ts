import { findPostgres } from './engines.js';

/** Says once per run whether the PostgreSQL cases run, and where, or why they are skipped. */
export default async function setup() {
  const { url, skipped } = await findPostgres();
  if (url)
    console.log(
      `PostgreSQL 测试：使用 ${url.replace(/\/\/[^@/]*@/, '//***@')}（每个测试文件独立 schema）`,
    );
  else console.warn(`PostgreSQL 不可达（${skipped}），跳过 PostgreSQL 测试`);
}
