import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates, type DbTemplates } from './db-templates.js';
import { findPostgres } from './engines.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded databases every test app copies (test/db-templates.ts). */
    dbTemplates: DbTemplates;
  }
}

/**
 * Says once per run whether the PostgreSQL cases run, and where, or why they are skipped; then
 * migrates and seeds the databases test apps start from.
 */
export default async function setup(project: TestProject) {
  const { url, skipped } = await findPostgres();
  if (url)
    console.log(
      `PostgreSQL 测试：使用 ${url.replace(/\/\/[^@/]*@/, '//***@')}（每个测试应用独立的库与 schema）`,
    );
  else console.warn(`PostgreSQL 不可达（${skipped}），跳过 PostgreSQL 测试`);
  const templates = await buildTemplates(url);
  project.provide('dbTemplates', templates);
  return () => dropTemplates(templates, url);
}
