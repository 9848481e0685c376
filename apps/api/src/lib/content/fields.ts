import type { ContentFile } from './content-file.js';
import { ContentError } from './markdown.js';
import { DATE, SLUG } from './reader.js';

/**
 * Typed reads of a content file's front matter: each missing or malformed field is refused
 * with the file and the field's name, in words an editor can act on.
 */
export function frontMatter({ file, meta }: Pick<ContentFile, 'file' | 'meta'>) {
  const fail = (name: string, reason: string): never => {
    throw new ContentError(file, 0, `字段 ${name} ${reason}`);
  };
  const text = (name: string, max = 10_000): string => {
    const value = meta[name];
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string' || !value.trim()) return fail(name, '缺失或为空');
    if ([...value].length > max) return fail(name, `超过 ${max} 个字`);
    return value.trim();
  };
  return {
    text,
    optionalText: (name: string, max?: number): string | null =>
      meta[name] === undefined || meta[name] === null ? null : text(name, max),
    slug: (name = 'id'): string => {
      const value = text(name);
      return SLUG.test(value) ? value : fail(name, '只能用小写字母、数字和连字符');
    },
    date: (name: string): string => {
      const value = text(name);
      return DATE.test(value) && !Number.isNaN(Date.parse(value))
        ? value
        : fail(name, '须是 YYYY-MM-DD 日期');
    },
    list: (name: string, { min = 0 } = {}): string[] => {
      const value = meta[name] ?? [];
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !v.trim())) {
        return fail(name, '须是文字列表');
      }
      if (value.length < min) return fail(name, `至少要有 ${min} 项`);
      return (value as string[]).map((v) => v.trim());
    },
    oneOf: <T extends string>(name: string, values: readonly T[]): T => {
      const value = text(name);
      return (values as readonly string[]).includes(value)
        ? (value as T)
        : fail(name, `须是 ${values.join('、')} 之一`);
    },
    boolean: (name: string): boolean => {
      const value = meta[name];
      return typeof value === 'boolean' ? value : fail(name, '须是 true 或 false');
    },
    integer: (name: string): number => {
      const value = meta[name];
      return Number.isInteger(value) ? (value as number) : fail(name, '须是整数');
    },
    raw: (name: string): unknown => meta[name],
    fail,
  };
}
