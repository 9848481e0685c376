import { createHash } from 'node:crypto';
import {
  EMERGENCY_KINDS,
  INSTITUTION_LEVELS,
  INSTITUTION_TYPES,
  PRACTITIONER_KINDS,
  PRICE_CATEGORIES,
  type BloodDonationSite,
  type CheckupCentre,
  type EmergencyPoint,
  type InstitutionItem,
  type Practitioner,
  type PriceItem,
  type VaccinationClinic,
} from '@portal/contract';
import { readCsv, type CsvRow } from '../../lib/content/csv.js';
import { ContentError } from '../../lib/content/markdown.js';
import type { EntryRow, InquiryKind } from './inquiry.repository.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// A landline with its area code (and an extension), a mobile, or a service number (120, 12320).
const PHONE = /^(?:0\d{2,3}-\d{7,8}(?: ?转 ?\d{1,6})?|1\d{10}|1\d{2,4})$/;
const LICENCE = /^[\p{L}\p{N}-]{6,40}$/u;
const PRICE = /^\d{1,6}(?:\.\d{1,2})?$/;

/** Typed reads of a row beyond CsvRow's: ids, choices, phones, references. */
function fields(row: CsvRow) {
  const oneOf = <T extends string>(column: string, values: readonly T[]): T => {
    const value = row.text(column);
    return (values as readonly string[]).includes(value)
      ? (value as T)
      : row.fail(column, `须是 ${values.join('、')} 之一，现在是 ${value}`);
  };
  const matching = (column: string, pattern: RegExp, what: string): string => {
    const value = row.text(column);
    return pattern.test(value) ? value : row.fail(column, `${what}，现在是 ${value}`);
  };
  return {
    ...row,
    oneOf,
    matching,
    id: () => matching('id', SLUG, '只能用小写字母、数字和连字符'),
    phone: () => matching('phone', PHONE, '须是电话号码，如 0999-6623120 或 120'),
    /** A name from institutions.csv, so the lists agree with the register. */
    institution: (column: string, known: ReadonlySet<string>): string => {
      const value = row.text(column);
      return known.has(value) ? value : row.fail(column, `${value} 不在 institutions.csv 里`);
    },
  };
}

/** Refuses a second row with the same key, naming both lines. */
export function uniqueBy(path: string, rows: { key: string; line: number }[], what: string): void {
  const seen = new Map<string, number>();
  for (const { key, line } of rows) {
    const first = seen.get(key);
    if (first !== undefined) {
      throw new ContentError(path, line, `${what} ${key} 与第 ${first} 行重复`);
    }
    seen.set(key, line);
  }
}

type Entry = Omit<EntryRow, 'kind' | 'seq' | 'tags' | 'search_text' | 'data'> & {
  line: number;
  tags?: string[];
  search: string[];
  data: unknown;
};

function register(
  root: string,
  kind: InquiryKind,
  file: string,
  columns: readonly string[],
  map: (row: ReturnType<typeof fields>) => Entry,
  unique: { key: (e: Entry) => string; what: string } = { key: (e) => e.id, what: '编号' },
): EntryRow[] {
  const path = `inquiry/${file}`;
  const entries = readCsv(root, path, columns).map((row) => map(fields(row)));
  uniqueBy(
    path,
    entries.map((e) => ({ key: unique.key(e), line: e.line })),
    unique.what,
  );
  return entries.map((e, seq) => ({
    kind,
    id: e.id,
    seq,
    name: e.name,
    institution: e.institution,
    town: e.town,
    category: e.category,
    tags: e.tags?.length ? `|${e.tags.join('|')}|` : '',
    search_text: e.search.join('\n').toLowerCase(),
    data: JSON.stringify(e.data),
  }));
}

/**
 * The seven registers of content/inquiry as rows, every field checked and every reference to an
 * institution or a town resolved against institutions.csv; throws at the first mistake.
 */
export function readRegisters(root: string): EntryRow[] {
  const institutions = register(
    root,
    'institution',
    'institutions.csv',
    ['id', 'name', 'type', 'level', 'town', 'address', 'hours', 'phone', 'licence', 'services'],
    (r) => {
      const data: InstitutionItem = {
        id: r.id(),
        name: r.text('name', 60),
        type: r.oneOf('type', INSTITUTION_TYPES),
        level: r.oneOf('level', INSTITUTION_LEVELS),
        town: r.text('town', 20),
        address: r.text('address'),
        hours: r.text('hours'),
        phone: r.phone(),
        licence: r.matching('licence', LICENCE, '须是 6 到 40 位的字母、数字或汉字'),
        services: r.list('services'),
      };
      return {
        line: r.line,
        id: data.id,
        name: data.name,
        institution: null,
        town: data.town,
        category: data.type,
        search: [data.name, data.address, ...data.services],
        data,
      };
    },
  );
  const names = new Set(institutions.map((i) => i.name));
  if (names.size !== institutions.length) {
    throw new ContentError('inquiry/institutions.csv', 0, '有两家机构同名，其他文件无法区分它们');
  }
  const towns = new Set(institutions.map((i) => i.town!));
  const town = (r: ReturnType<typeof fields>) => {
    const value = r.text('town', 20);
    return towns.has(value) ? value : r.fail('town', `${value} 不是 institutions.csv 里的乡镇`);
  };
  const thisYear = new Date().getFullYear();

  const practitioners = register(
    root,
    'practitioner',
    'practitioners.csv',
    ['id', 'name', 'kind', 'sex', 'institution', 'category', 'scope', 'level', 'since'],
    (r) => {
      const since = Number(r.text('since'));
      if (!Number.isInteger(since) || since < 1950 || since > thisYear) {
        r.fail('since', `须是 1950 到 ${thisYear} 之间的年份`);
      }
      const data: Practitioner = {
        id: r.id(),
        name: r.text('name', 20),
        kind: r.oneOf('kind', PRACTITIONER_KINDS),
        sex: r.oneOf('sex', ['男', '女'] as const),
        institution: r.institution('institution', names),
        category: r.text('category', 20),
        scope: r.text('scope', 60),
        title: r.text('level', 20),
        since,
      };
      return {
        line: r.line,
        id: data.id,
        name: data.name,
        institution: data.institution,
        town: null,
        category: data.kind,
        search: [data.name],
        data,
      };
    },
  );

  const prices = register(
    root,
    'price',
    'prices.csv',
    ['hospital', 'category', 'item', 'unit', 'price', 'note'],
    (r) => {
      const hospital = r.institution('hospital', names);
      const item = r.text('item', 60);
      const price = r.text('price');
      if (!PRICE.test(price)) r.fail('price', `须是以元为单位的金额，如 10.00，现在是 ${price}`);
      const [yuan, cents = ''] = price.split('.');
      const data: PriceItem = {
        // The file has no id column: hospital and item name together are the key.
        id: createHash('sha256').update(`${hospital}\n${item}`).digest('base64url').slice(0, 12),
        hospital,
        category: r.oneOf('category', PRICE_CATEGORIES),
        item,
        unit: r.text('unit', 20),
        price: Number(yuan) * 100 + Number(cents.padEnd(2, '0')),
        note: r.text('note'),
      };
      return {
        line: r.line,
        id: data.id,
        name: data.item,
        institution: hospital,
        town: null,
        category: data.category,
        search: [data.item, data.note],
        data,
      };
    },
    // Reported as the pair the editor wrote, not as the hash.
    { key: (e) => `${e.institution} ${e.name}`, what: '项目' },
  );

  const vaccination = register(
    root,
    'vaccination',
    'vaccination-clinics.csv',
    ['id', 'name', 'institution', 'town', 'address', 'hours', 'phone', 'vaccines', 'note'],
    (r) => {
      const data: VaccinationClinic = {
        id: r.id(),
        name: r.text('name', 60),
        institution: r.institution('institution', names),
        town: town(r),
        address: r.text('address'),
        hours: r.text('hours'),
        phone: r.phone(),
        vaccines: r.list('vaccines'),
        note: r.text('note'),
      };
      return {
        line: r.line,
        id: data.id,
        name: data.name,
        institution: data.institution,
        town: data.town,
        category: null,
        tags: data.vaccines,
        search: [data.name, data.address, ...data.vaccines, data.note],
        data,
      };
    },
  );

  const emergency = register(
    root,
    'emergency',
    'emergency.csv',
    ['id', 'kind', 'name', 'town', 'address', 'place', 'hours', 'phone'],
    (r) => {
      const data: EmergencyPoint = {
        id: r.id(),
        kind: r.oneOf('kind', EMERGENCY_KINDS),
        name: r.text('name', 60),
        town: town(r),
        address: r.text('address'),
        place: r.text('place'),
        hours: r.text('hours'),
        phone: r.phone(),
      };
      return {
        line: r.line,
        id: data.id,
        name: data.name,
        institution: null,
        town: data.town,
        category: data.kind,
        search: [data.name, data.address, data.place],
        data,
      };
    },
  );

  const blood = register(
    root,
    'blood',
    'blood-donation.csv',
    ['id', 'name', 'address', 'hours', 'phone', 'note'],
    (r) => {
      const data: BloodDonationSite = {
        id: r.id(),
        name: r.text('name', 60),
        address: r.text('address'),
        hours: r.text('hours'),
        phone: r.phone(),
        note: r.text('note'),
      };
      return {
        line: r.line,
        id: data.id,
        name: data.name,
        institution: null,
        town: null,
        category: null,
        search: [data.name, data.address, data.note],
        data,
      };
    },
  );

  const checkups = register(
    root,
    'checkup',
    'checkup-centres.csv',
    ['id', 'name', 'institution', 'address', 'hours', 'phone', 'services'],
    (r) => {
      const data: CheckupCentre = {
        id: r.id(),
        name: r.text('name', 60),
        institution: r.institution('institution', names),
        address: r.text('address'),
        hours: r.text('hours'),
        phone: r.phone(),
        services: r.list('services'),
      };
      return {
        line: r.line,
        id: data.id,
        name: data.name,
        institution: data.institution,
        town: null,
        category: null,
        tags: data.services,
        search: [data.name, data.address, ...data.services],
        data,
      };
    },
  );

  return [
    ...institutions,
    ...practitioners,
    ...prices,
    ...vaccination,
    ...emergency,
    ...blood,
    ...checkups,
  ];
}
