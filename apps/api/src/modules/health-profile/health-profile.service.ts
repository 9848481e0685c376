import {
  idDocumentProblem,
  type HealthProfileRecord,
  type IngestHealthProfilesBody,
  type IngestItemsResult,
  type JkdaResult,
} from '@portal/contract';
import { nowIso, type Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import { chinaToday } from '../../lib/china-day.js';
import { dateProblem } from '../cards/people.js';
import { keepPhoneOnFile, personKeyOf } from '../identity/people.service.js';
import {
  peopleWithAccess,
  readablePerson,
  toRecordPerson,
} from '../identity/record-access.service.js';
import { findProfile, upsertProfile } from './health-profile.repository.js';

/** zlb.get_jkda.html: the person's record, or null while the public-health system sent none. */
export async function healthProfile(
  db: Db,
  userId: string,
  patientId = 'self',
): Promise<JkdaResult> {
  const person = await readablePerson(db, userId, patientId);
  const row = await findProfile(db, person.personKey);
  const people = await peopleWithAccess(db, userId);
  return {
    people: people.map(toRecordPerson),
    patient: {
      patientId: person.id,
      name: person.name,
      relation: person.relation,
      idNo: person.idNo,
    },
    profile: row
      ? {
          ...(JSON.parse(row.record) as HealthProfileRecord),
          orgName: row.org_name,
          updatedAt: row.updated_at,
        }
      : null,
  };
}

type Check = [label: string, date: string | undefined];

/** What the schema cannot say: real dates not in the future, pressures that make sense. */
function recordProblem(record: HealthProfileRecord, today: string): string | undefined {
  const dates: Check[] = [['建档日期', record.createdOn]];
  record.conditions.forEach((c) => {
    dates.push([`${c.name} 确诊日期`, c.diagnosedOn]);
    c.followUps.forEach((f) => dates.push([`${c.name} 随访日期`, f.date]));
  });
  record.vaccinations.forEach((v) => dates.push([`${v.vaccine} 接种日期`, v.date]));
  record.checkups.forEach((c) => dates.push(['体检日期', c.date]));
  if (record.familyDoctor) dates.push(['签约日期', record.familyDoctor.signedOn]);
  for (const [label, date] of dates) {
    const problem = date ? dateProblem(label, date, today) : undefined;
    if (problem) return problem;
  }
  const doctor = record.familyDoctor;
  if (doctor && !dateProblem('有效期', doctor.validUntil, '9999-12-31')) {
    if (doctor.validUntil < doctor.signedOn) return '家庭医生签约的有效期早于签约日期';
  } else if (doctor) {
    return `有效期 ${doctor.validUntil} 不存在`;
  }
  const pressures = [
    ...record.conditions.flatMap((c) =>
      c.followUps.map((f) => ({ ...f, where: `${c.name} 随访` })),
    ),
    ...record.checkups.map((c) => ({ ...c, where: '体检' })),
  ];
  for (const p of pressures) {
    if ((p.systolic === undefined) !== (p.diastolic === undefined)) {
      return `${p.where}（${p.date}）的血压须同时给出收缩压和舒张压`;
    }
    if (p.systolic !== undefined && p.diastolic! >= p.systolic) {
      return `${p.where}（${p.date}）的舒张压应低于收缩压`;
    }
  }
  return undefined;
}

/** Follow-ups and check-ups newest first, as the page reads them. */
function ordered(record: HealthProfileRecord): HealthProfileRecord {
  const byDateDesc = <T extends { date: string }>(list: T[]) =>
    [...list].sort((a, b) => b.date.localeCompare(a.date));
  return {
    ...record,
    conditions: record.conditions.map((c) => ({ ...c, followUps: byDateDesc(c.followUps) })),
    vaccinations: byDateDesc(record.vaccinations),
    checkups: byDateDesc(record.checkups),
  };
}

/**
 * POST /api/ingest/health-profiles: one record per person (matched by document, kept under
 * its hash), replaced whole. Each record is checked, then written in a transaction of its
 * own; a refused one is reported with its index and reason and nothing of it is written.
 */
export async function ingestHealthProfiles(
  db: Db,
  hospitalId: string,
  body: IngestHealthProfilesBody,
): Promise<IngestItemsResult> {
  const today = chinaToday();
  const result: IngestItemsResult = { created: 0, updated: 0, rejected: [] };
  const seen = new Set<string>();
  for (const [index, item] of body.profiles.entries()) {
    const key = personKeyOf(item.idType, item.idNo);
    const problem =
      idDocumentProblem(item.idType, item.idNo, today) ??
      recordProblem(item.record, today) ??
      (seen.has(key) ? '与本批中前面的档案是同一人' : undefined);
    seen.add(key);
    if (problem) {
      result.rejected.push({ index, reason: `档案 ${item.record.recordNo}：${problem}` });
      continue;
    }
    const at = nowIso();
    const created = await inTransaction(db, async (trx) => {
      if (item.phone) {
        await keepPhoneOnFile(trx, {
          person_key: key,
          source: 'profile',
          hospital_id: hospitalId,
          phone: item.phone,
          updated_at: at,
        });
      }
      return upsertProfile(trx, {
        person_key: key,
        hospital_id: hospitalId,
        record: JSON.stringify(ordered(item.record)),
        at,
      });
    });
    if (created) result.created += 1;
    else result.updated += 1;
  }
  return result;
}
