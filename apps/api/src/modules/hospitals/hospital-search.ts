import type { Db } from '../../db/database.js';
import { countDocuments, replaceDocuments, type SearchDocument } from '../search/search.service.js';
import {
  countHospitals,
  listDepartments,
  listDoctors,
  pageHospitals,
  type DepartmentRow,
  type HospitalRow,
} from './hospitals.repository.js';

/** More hospitals than a county has: the index takes them all. */
const ALL = 10_000;

/** 青禾县人民医院 is also searched as 县人民医院 and 人民医院. */
function shortNames(name: string): string[] {
  const county = /^(.{1,6}?[县市区旗])(.+)$/.exec(name);
  return county ? [`县${county[2]}`, county[2]!] : [];
}

function hospitalDocument(h: HospitalRow): SearchDocument {
  const specialties = JSON.parse(h.specialties) as string[];
  return {
    type: 'hospital',
    id: h.id,
    title: h.name,
    names: shortNames(h.name),
    body: [
      h.intro,
      `地址：${h.address}`,
      `特色专科：${specialties.join('、')}`,
      h.hours,
      h.transport,
    ].join('\n'),
    url: `/hospital/detail/${encodeURIComponent(h.id)}`,
    category: `${h.level} ${h.type}`,
    // The county's main hospitals first among equals.
    weight: 1.1 - 0.01 * h.sort_order,
  };
}

/**
 * Every hospital, department and doctor as search documents, written again in one go (a few
 * hundred rows): called in the seed's transaction and whenever they change.
 */
export async function indexBookingData(db: Db): Promise<void> {
  const { rows: hospitals } = await pageHospitals(db, {}, 0, ALL);
  const departments: SearchDocument[] = [];
  const doctors: SearchDocument[] = [];
  for (const h of hospitals) {
    const list = await listDepartments(db, h.id);
    const byId = new Map<string, DepartmentRow>(list.map((d) => [d.id, d]));
    const order = 1.1 - 0.01 * h.sort_order;
    for (const d of list) {
      const parent = d.parent_id ? byId.get(d.parent_id)?.name : undefined;
      departments.push({
        type: 'department',
        id: d.id,
        title: d.name,
        body: [d.intro, parent ? `属于${parent}` : '', h.name].join('\n'),
        url: `/hospital/department?id=${encodeURIComponent(d.id)}`,
        category: h.name,
        // A clinic (心血管内科) is what one books; its category (内科) ranks below it.
        weight: parent ? order : order * 0.6,
      });
    }
    for (const doc of await listDoctors(db, [...byId.keys()])) {
      const department = byId.get(doc.department_id)!.name;
      doctors.push({
        type: 'doctor',
        id: doc.id,
        title: doc.name,
        body: [`擅长：${doc.specialty}`, doc.intro].join('\n'),
        url: `/doctor?id=${encodeURIComponent(doc.id)}`,
        category: `${doc.title} · ${department} · ${h.name}`,
        weight: order,
      });
    }
  }
  await replaceDocuments(db, 'hospital', hospitals.map(hospitalDocument));
  await replaceDocuments(db, 'department', departments);
  await replaceDocuments(db, 'doctor', doctors);
}

/**
 * An installation seeded before the search index existed gets its hospitals, departments and
 * doctors indexed once, at start. True when it did.
 */
export async function ensureBookingIndexed(db: Db): Promise<boolean> {
  if ((await countHospitals(db)) === 0 || (await countDocuments(db, 'hospital')) > 0) return false;
  await db.transaction().execute((trx) => indexBookingData(trx));
  return true;
}
