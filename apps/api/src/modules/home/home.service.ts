import type { HomeContent, HomeFeatured, PopularDepartment } from '@portal/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { chinaToday } from '../../lib/china-day.js';
import { listNotices } from '../public-health/public-health.service.js';
import { findDocuments } from '../search/search.service.js';
import { withConsoleFeatured } from './featured-editorial.js';
import { readHomeFile, seasonOf } from './home-content.js';
import {
  clinicActivity,
  listFeatured,
  listTips,
  replaceHome,
  type ClinicActivity,
} from './home.repository.js';

const NOTICES = 4;
const DEPARTMENTS = 8;
/** Bookings of the last 30 days say what people need; the coming week what they can book. */
const BOOKING_DAYS = 30;
const SCHEDULE_DAYS = 7;
const SUMMARY_MAX = 60;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Loads content/home.yaml (featured ids, seasonal tips), replacing what was there, inside the
 * caller's transaction; a featured list published in the console is kept over the file's.
 * Returns how many picks and tips it holds.
 */
export async function loadHome(trx: Transaction<DB>, root: string): Promise<number> {
  const file = readHomeFile(root);
  const home = { ...file, featured: await withConsoleFeatured(trx, file.featured) };
  await replaceHome(trx, home);
  return home.featured.length + Object.values(home.tips).flat().length;
}

/** The opening words of a page: its first sentence, or the first words with an ellipsis. */
export function summaryOf(body: string): string {
  const first = body.trim().split('\n')[0]!.trim();
  const end = first.indexOf('。');
  if (end >= 0 && end < SUMMARY_MAX) return first.slice(0, end + 1);
  const chars = [...first];
  return chars.length <= SUMMARY_MAX ? first : `${chars.slice(0, SUMMARY_MAX).join('')}…`;
}

async function featured(db: Db): Promise<HomeFeatured[]> {
  const picks = await listFeatured(db);
  const found = await Promise.all(
    (['condition', 'article'] as const).map(async (type) => {
      const ids = picks.filter((p) => p.type === type).map((p) => p.doc_id);
      const docs = await findDocuments(db, type, ids);
      return docs.map((d) => ({
        type,
        id: d.id,
        title: d.title,
        summary: summaryOf(d.body),
        url: d.url,
      }));
    }),
  );
  return found.flat();
}

/**
 * The clinics most booked in the last 30 days (then those with the most open schedules in
 * the coming week), each name once, at the hospital with the most schedules for it.
 */
export function popularDepartments(
  clinics: ClinicActivity[],
  limit = DEPARTMENTS,
): PopularDepartment[] {
  const byName = new Map<string, ClinicActivity[]>();
  for (const c of clinics) {
    if (c.bookings === 0 && c.schedules === 0) continue;
    byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  }
  const sum = (list: ClinicActivity[], key: 'bookings' | 'schedules') =>
    list.reduce((n, c) => n + c[key], 0);
  return [...byName.entries()]
    .sort(
      ([a, x], [b, y]) =>
        sum(y, 'bookings') - sum(x, 'bookings') ||
        sum(y, 'schedules') - sum(x, 'schedules') ||
        a.localeCompare(b, 'zh-CN'),
    )
    .slice(0, limit)
    .map(([name, list]) => {
      const best = [...list].sort(
        (a, b) => b.schedules - a.schedules || a.hospitalOrder - b.hospitalOrder,
      )[0]!;
      return {
        name,
        departmentId: best.id,
        hospitalId: best.hospitalId,
        hospitalName: best.hospitalName,
      };
    });
}

/** Everything the home page shows besides the shell, in one read. */
export async function homeContent(db: Db, now = new Date()): Promise<HomeContent> {
  const today = chinaToday(now);
  const season = seasonOf(today);
  const [notices, picks, tips, clinics] = await Promise.all([
    listNotices(db, NOTICES),
    featured(db),
    listTips(db, season),
    clinicActivity(db, {
      since: new Date(now.getTime() - BOOKING_DAYS * DAY_MS).toISOString(),
      from: today,
      to: chinaToday(new Date(now.getTime() + SCHEDULE_DAYS * DAY_MS)),
    }),
  ]);
  return { notices, featured: picks, season, tips, departments: popularDepartments(clinics) };
}
