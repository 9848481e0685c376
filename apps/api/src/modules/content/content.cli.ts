import { resolve } from 'node:path';
import type { Db } from '../../db/database.js';
import { contentRoot } from '../../lib/content/content-file.js';
import { contentConflicts, exportWiki } from './content-export.js';
import { CONTENT_SETS } from './content-sets.js';
import { listLoads } from './content.repository.js';
import { loadContent } from './content.service.js';

export const CONTENT_USAGE =
  'content reload [内容集名…] | content status | content export [目录，默认 content/]';

/**
 * `content reload [names…]` loads the named sets (all without names) again; `status` lists them
 * and the items edited in the console; `export [dir]` writes conditions and articles as files.
 */
export async function contentCommand(db: Db, args: string[]): Promise<boolean> {
  const [verb, ...names] = args;
  if (verb === 'status') {
    const loads = new Map((await listLoads(db)).map((row) => [row.name, row]));
    for (const set of CONTENT_SETS) {
      const row = loads.get(set.name);
      console.log(
        row
          ? `${set.name}（${set.title}）：${row.items} 条，载入于 ${row.loaded_at}`
          : `${set.name}（${set.title}）：尚未载入`,
      );
    }
    for (const line of await contentConflicts(db)) console.log(line);
    return true;
  }
  if (verb === 'export') {
    const dir = resolve(names[0] ?? contentRoot());
    const written = await exportWiki(db, dir);
    console.log(`已导出 ${written.length} 个疾病与文章文件到 ${dir}`);
    return true;
  }
  if (verb !== 'reload') return false;
  const unknown = names.filter((name) => !CONTENT_SETS.some((set) => set.name === name));
  if (unknown.length > 0) {
    console.error(`没有这些内容集：${unknown.join('、')}；可用：${CONTENT_SETS.map((s) => s.name).join('、')}`);
    process.exitCode = 2;
    return true;
  }
  const sets = names.length ? CONTENT_SETS.filter((set) => names.includes(set.name)) : CONTENT_SETS;
  for (const outcome of await loadContent(db, contentRoot(), sets, { force: true })) {
    console.log(`已重新载入 ${outcome.name}（${outcome.title}）：${outcome.items} 条`);
  }
  return true;
}
