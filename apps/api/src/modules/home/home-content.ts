import { SEASONS, SEASON_NAMES, type Season, type SeasonalTip } from '@portal/contract';
import { readYaml } from '../../lib/content/content-file.js';
import { ContentError } from '../../lib/content/markdown.js';
import { SLUG } from '../../lib/content/reader.js';

export const HOME_FILE = 'home.yaml';
const TITLE_MAX = 20;
const BODY_MAX = 120;

export interface HomeFile {
  featured: { type: 'condition' | 'article'; id: string }[];
  tips: Record<Season, SeasonalTip[]>;
}

const fail = (reason: string): never => {
  throw new ContentError(HOME_FILE, 0, reason);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list's name before Chinese text: a space after Latin letters, none after Chinese. */
const named = (name: string) => (/[a-z]$/i.test(name) ? `${name} ` : name);

function slugs(value: unknown, list: string): string[] {
  const name = named(list);
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    return fail(`${name}须是 id 的列表（小写字母、数字和连字符）`);
  }
  const bad = (value as string[]).find((v) => !SLUG.test(v));
  if (bad !== undefined) fail(`${name}里的“${bad}”不是 id（只用小写字母、数字和连字符）`);
  const twice = (value as string[]).find((v, i) => value.indexOf(v) !== i);
  if (twice !== undefined) fail(`${name}里的 ${twice} 重复了`);
  return value as string[];
}

function tip(raw: unknown, where: string): SeasonalTip {
  if (!isObject(raw)) return fail(`${where}须有 title 和 body`);
  const text = (name: 'title' | 'body', max: number): string => {
    const value = raw[name];
    if (typeof value !== 'string' || !value.trim()) return fail(`${where}的 ${name} 缺失或为空`);
    if ([...value.trim()].length > max) fail(`${where}的 ${name} 超过 ${max} 个字`);
    return value.trim();
  };
  return { title: text('title', TITLE_MAX), body: text('body', BODY_MAX) };
}

/** Reads and checks content/home.yaml: the featured ids and every season's tips. */
export function readHomeFile(root: string): HomeFile {
  const data = readYaml(root, HOME_FILE);
  if (!isObject(data)) return fail('须是键值（featured、tips）');
  const featured = isObject(data.featured)
    ? data.featured
    : fail('featured 须有 conditions 和 articles');
  if (!isObject(data.tips)) return fail('tips 须按 spring、summer、autumn、winter 分季节');
  const seasons = data.tips;
  const unknown = Object.keys(seasons).filter((s) => !(SEASONS as readonly string[]).includes(s));
  if (unknown.length > 0)
    fail(`tips 里的 ${unknown.join('、')} 不是季节（spring、summer、autumn、winter）`);
  const tips = Object.fromEntries(
    SEASONS.map((season) => {
      const list = seasons[season];
      if (!Array.isArray(list) || list.length === 0) {
        return fail(`tips.${season}（${SEASON_NAMES[season]}）至少要有一条`);
      }
      return [season, list.map((t, i) => tip(t, `${SEASON_NAMES[season]}第 ${i + 1} 条提示`))];
    }),
  ) as Record<Season, SeasonalTip[]>;
  return {
    featured: featuredOf(featured, {
      conditions: 'featured.conditions',
      articles: 'featured.articles',
    }),
    tips,
  };
}

/**
 * Checks featured condition and article ids (slugs, none twice in a list) and lists them in
 * the home page's order: conditions first. The file and the console's featured list both use
 * it; `names` name the lists as the writer knows them.
 */
export function featuredOf(
  lists: { conditions?: unknown; articles?: unknown },
  names = { conditions: 'conditions', articles: 'articles' },
): HomeFile['featured'] {
  return [
    ...slugs(lists.conditions, names.conditions).map((id) => ({
      type: 'condition' as const,
      id,
    })),
    ...slugs(lists.articles, names.articles).map((id) => ({ type: 'article' as const, id })),
  ];
}

/** The season of a China date (YYYY-MM-DD): 3–5 spring, 6–8 summer, 9–11 autumn, else winter. */
export function seasonOf(chinaDate: string): Season {
  const month = Number(chinaDate.slice(5, 7));
  if (month >= 3 && month <= 5) return 'spring';
  if (month >= 6 && month <= 8) return 'summer';
  if (month >= 9 && month <= 11) return 'autumn';
  return 'winter';
}
