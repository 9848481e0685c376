import {
  SEARCH_INSIGHT_DAYS,
  SEARCH_INSIGHT_KIND_NAMES,
  SEARCH_INSIGHT_KINDS,
  type SearchInsightDays,
  type SearchInsightKind,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { searchInsights } from './search-insights.service.js';

export const SEARCH_USAGE = 'search misses [--days 7|30] [--kind zero|noclick]';

/** As many rows as an operator reads in a terminal; the console pages through the rest. */
const ROWS = 100;

function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? '') : fallback;
}

/**
 * `npm run cli -- search misses`: the console's 搜索改进 table for operators without the
 * console; false when the arguments are not a search command.
 */
export async function searchCommand(db: Db, args: string[]): Promise<boolean> {
  if (args[0] !== 'misses') return false;
  const days = Number(option(args, 'days', '7')) as SearchInsightDays;
  const kind = option(args, 'kind', 'zero') as SearchInsightKind;
  if (!SEARCH_INSIGHT_DAYS.includes(days) || !SEARCH_INSIGHT_KINDS.includes(kind)) return false;
  const page = await searchInsights(db, { days, kind, pageNo: 1, pageSize: ROWS });
  console.log(`近 ${days} 天${SEARCH_INSIGHT_KIND_NAMES[kind]}：共 ${page.total} 个搜索词`);
  if (page.total === 0) return true;
  console.log(['搜索次数', '无结果', '点击', '最近日期  ', '搜索词'].join('\t'));
  for (const r of page.list) {
    console.log([r.searches, r.zeroResults, r.clicks, r.lastDay, r.query].join('\t'));
  }
  if (page.total > ROWS) console.log(`（只列出前 ${ROWS} 个，其余请在工作台“搜索改进”查看）`);
  return true;
}
