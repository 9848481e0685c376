import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IngestReport } from '@portal/contract';
import type { Db } from '../db/database.js';
import { chinaToday } from '../lib/china-day.js';
import { addDays } from '../modules/hospitals/schedule-time.js';
import { ingestReports } from '../modules/reports/report-ingest.service.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { demoImage } from './demo-report-images.js';

/** apps/api/demo/reports.json (data/ is the ignored database folder), from src and dist alike. */
const DATA_FILE = fileURLToPath(new URL('../../demo/reports.json', import.meta.url));

type DemoReport = Omit<IngestReport, 'patient' | 'reportedAt' | 'collectedAt' | 'images'> & {
  person: 'self' | 'father';
  hospital: string;
  daysAgo: number;
  time: string;
  collectedDaysAgo?: number;
  images?: { caption: string; draw: string }[];
};

function demoPeople() {
  const zhangsan = DEMO_ACCOUNTS.find((a) => a.username === 'zhangsan')!;
  const father = zhangsan.family![0]!;
  return {
    self: {
      idNo: zhangsan.identity!.idNo,
      name: zhangsan.identity!.name,
      sex: zhangsan.identity!.sex,
    },
    father: { idNo: father.idNo, name: father.name, sex: father.sex },
  };
}

const ageOn = (birthday: string, day: string) =>
  Number(day.slice(0, 4)) -
  Number(birthday.slice(0, 4)) -
  (day.slice(5) < birthday.slice(5) ? 1 : 0);

/**
 * A year of reports for the demo people (dates counted back from today), sent through the
 * same ingestion service hospitals use, one call per hospital; no texts at seed time.
 */
export async function seedDemoReports(db: Db, today = chinaToday()): Promise<number> {
  const { reports } = JSON.parse(readFileSync(DATA_FILE, 'utf8')) as { reports: DemoReport[] };
  const people = demoPeople();
  const hospitals = await db.selectFrom('hospital').select(['id', 'name']).execute();
  const byHospital = new Map<string, IngestReport[]>();
  for (const r of reports) {
    const { person, hospital, daysAgo, time, collectedDaysAgo, images, ...rest } = r;
    const hospitalId = hospitals.find((h) => h.name === hospital)?.id;
    if (!hospitalId)
      throw new Error(`demo/reports.json：${r.reportId} 的医院「${hospital}」不存在`);
    const day = addDays(today, -daysAgo);
    const who = people[person];
    const birthday = `${who.idNo.slice(6, 10)}-${who.idNo.slice(10, 12)}-${who.idNo.slice(12, 14)}`;
    const report: IngestReport = {
      ...rest,
      patient: { idType: '01', ...who, age: ageOn(birthday, day) },
      reportedAt: `${day} ${time}`,
      collectedAt: `${addDays(today, -(collectedDaysAgo ?? daysAgo))} 08:10`,
      ...(images
        ? {
            images: images.map((i) => ({
              caption: i.caption,
              contentType: 'image/png' as const,
              data: demoImage(i.draw),
            })),
          }
        : {}),
    };
    byHospital.set(hospitalId, [...(byHospital.get(hospitalId) ?? []), report]);
  }
  let count = 0;
  for (const [hospitalId, list] of byHospital) {
    const result = await ingestReports(
      { db, sms: null },
      hospitalId,
      list.map((value, index) => ({ index, value })),
    );
    const bad = result.rejected[0];
    if (bad)
      throw new Error(`demo/reports.json：${bad.reportId ?? bad.index} 被拒绝：${bad.reason}`);
    count += result.created + result.updated;
  }
  return count;
}
