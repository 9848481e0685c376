import type { ImmunizationSchedule, Notice, PublicHealthService } from '@portal/contract';
import { markdownFiles, readMarkdown, readYaml } from '../../lib/content/content-file.js';
import { frontMatter } from '../../lib/content/fields.js';
import { ContentError, parseMarkdown } from '../../lib/content/markdown.js';
import { SLUG, reader } from '../../lib/content/reader.js';

export const PUBLIC_HEALTH_DIR = 'public-health';
const SERVICES = `${PUBLIC_HEALTH_DIR}/services`;
const IMMUNIZATION = `${PUBLIC_HEALTH_DIR}/immunization.yaml`;
const NOTICES = `${PUBLIC_HEALTH_DIR}/notices.yaml`;

/** content/public-health/services/*.md, in their `order`. */
export function readServices(root: string): PublicHealthService[] {
  const read = markdownFiles(root, SERVICES).map((path) => {
    const file = readMarkdown(root, path);
    const f = frontMatter(file);
    return {
      order: f.integer('order'),
      service: {
        id: f.slug('id'),
        name: f.text('name', 40),
        audience: f.text('audience', 200),
        free: f.list('free', { min: 1 }),
        where: f.list('where', { min: 1 }),
        sources: f.list('sources', { min: 1 }),
        body: parseMarkdown(file.body, file.file, file.bodyLine),
      },
    };
  });
  const ids = new Set<string>();
  for (const { service } of read) {
    if (ids.has(service.id)) throw new ContentError(SERVICES, 0, `id ${service.id} 重复`);
    if (service.body.length === 0) throw new ContentError(SERVICES, 0, `${service.id} 没有正文`);
    ids.add(service.id);
  }
  return read.sort((a, b) => a.order - b.order).map((r) => r.service);
}

/** The dose numbers at one age: `1` or `[1, 2]`. */
function dosesAt(r: ReturnType<typeof reader>, value: unknown, age: string): number[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || list.some((n) => !Number.isInteger(n) || (n as number) < 1)) {
    r.fail(`${age} 的剂次须是正整数或正整数列表`);
  }
  return list as number[];
}

/** content/public-health/immunization.yaml: every dose at an age the table has as a column. */
export function readImmunization(root: string): ImmunizationSchedule {
  const top = reader(IMMUNIZATION, '');
  const data = top.object(readYaml(root, IMMUNIZATION), '文件');
  const ages = top.texts(data.ages, 'ages');
  if (new Set(ages).size !== ages.length) top.fail('ages 里有重复的年龄');
  const abbrs = new Set<string>();
  const vaccines = top.list(data.vaccines, 'vaccines').map((raw, i) => {
    const r = reader(IMMUNIZATION, `第 ${i + 1} 种疫苗的 `);
    const v = r.object(raw, '疫苗');
    const abbr = r.text(v.abbr, 'abbr');
    if (abbrs.has(abbr)) r.fail(`abbr ${abbr} 重复`);
    abbrs.add(abbr);
    const doses = Object.entries(r.object(v.doses, 'doses')).map(([age, n]) => {
      if (!ages.includes(age)) r.fail(`doses 里的年龄“${age}”不在 ages 里`);
      return [age, dosesAt(r, n, age)] as const;
    });
    if (doses.length === 0) r.fail('doses 至少要有一项');
    return {
      disease: r.text(v.disease, 'disease'),
      name: r.text(v.name, 'name'),
      abbr,
      route: r.text(v.route, 'route'),
      doses: Object.fromEntries(doses),
      note: v.note === undefined || v.note === null ? null : r.text(v.note, 'note'),
    };
  });
  const amendments = (
    data.amendments === undefined ? [] : top.list(data.amendments, 'amendments')
  ).map((raw, i) => {
    const r = reader(IMMUNIZATION, `第 ${i + 1} 条调整的 `);
    const a = r.object(raw, '调整');
    return {
      source: r.text(a.source, 'source'),
      effective: r.date(a.effective, 'effective'),
      text: r.text(a.text, 'text'),
    };
  });
  return {
    source: top.text(data.source, 'source'),
    amendments,
    ages,
    vaccines,
    notes: data.notes === undefined ? [] : top.texts(data.notes, 'notes'),
  };
}

/** content/public-health/notices.yaml, newest first. */
export function readNotices(root: string): Notice[] {
  const top = reader(NOTICES, '');
  const data = top.object(readYaml(root, NOTICES), '文件');
  const ids = new Set<string>();
  const notices = top.list(data.notices, 'notices').map((raw, i) => {
    const notice = noticeOf(raw, `第 ${i + 1} 条公告的 `);
    if (ids.has(notice.id)) reader(NOTICES, `第 ${i + 1} 条公告的 `).fail(`id ${notice.id} 重复`);
    ids.add(notice.id);
    return notice;
  });
  return sortNotices(notices);
}

/** One notice as the file holds it, checked; the console's notices are checked by it too. */
export function noticeOf(raw: unknown, where: string): Notice {
  const r = reader(NOTICES, where);
  const n = r.object(raw, '公告');
  const id = r.text(n.id, 'id');
  if (!SLUG.test(id)) r.fail('id 只能用小写字母、数字和连字符');
  const title = r.text(n.title, 'title');
  if ([...title].length > 60) r.fail('title 超过 60 个字');
  return { id, title, date: r.date(n.date, 'date'), body: r.text(n.body, 'body') };
}

/** Newest first, as the home page and the public health page list them. */
export const sortNotices = (notices: Notice[]): Notice[] =>
  notices.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
