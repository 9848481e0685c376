import { ContentError } from './markdown.js';

/** An id in content: lower-case letters and digits in hyphen-separated words. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A calendar date as editors write it (YYYY-MM-DD); `Date.parse` rules out a 2 月 30 日. */
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Fields = Record<string, unknown>;

/**
 * Typed reads of one YAML mapping, each mistake refused with the file and `where` (which
 * question, which service) in words an editor can act on.
 */
export function reader(file: string, where: string) {
  const fail = (reason: string): never => {
    throw new ContentError(file, 0, `${where}${reason}`);
  };
  const object = (value: unknown, name: string): Fields =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Fields)
      : fail(`${name} 须是键值`);
  // YAML reads an unquoted date as a Date; editors write them unquoted.
  const text = (value: unknown, name: string): string =>
    value instanceof Date
      ? value.toISOString().slice(0, 10)
      : typeof value === 'string' && value.trim()
        ? value.trim()
        : fail(`${name} 缺失或为空`);
  const list = (value: unknown, name: string): unknown[] =>
    Array.isArray(value) && value.length > 0 ? value : fail(`${name} 须是非空列表`);
  const texts = (value: unknown, name: string): string[] =>
    list(value, name).map((v) => text(v, `${name} 的每一项`));
  const date = (value: unknown, name: string): string => {
    const d = text(value, name);
    return DATE.test(d) && !Number.isNaN(Date.parse(d)) ? d : fail(`${name} 须是 YYYY-MM-DD 日期`);
  };
  return { fail, object, text, list, texts, date };
}
