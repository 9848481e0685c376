import {
  INSTITUTION_TYPES,
  type BloodDonationPage,
  type CheckupPage,
  type EmergencyPage,
  type EmergencyQuery,
  type GuideDetail,
  type GuidePage,
  type InquiryOptions,
  type InstitutionPage,
  type InstitutionQuery,
  type KeywordQuery,
  type PageQuery,
  type PractitionerPage,
  type PractitionerQuery,
  type PricePage,
  type PriceQuery,
  type RichText,
  type VaccinationPage,
  type VaccinationQuery,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import {
  allTags,
  distinctValues,
  findGuide,
  pageEntries,
  pageGuides,
  type EntryFilter,
  type InquiryKind,
} from './inquiry.repository.js';

// What the loader and the content registry use of this module.
export { loadInquiry } from './inquiry-content.js';

/** Typed text is trimmed and an empty field means no filter. */
const given = (value: string | undefined) => value?.trim() || undefined;

async function page<T>(
  db: Db,
  kind: InquiryKind,
  filter: EntryFilter,
  { pageNo, pageSize }: PageQuery,
): Promise<{ list: T[]; total: number; pageNo: number; pageSize: number }> {
  const { rows, total } = await pageEntries(db, kind, filter, (pageNo - 1) * pageSize, pageSize);
  return { list: rows.map((r) => JSON.parse(r) as T), total, pageNo, pageSize };
}

const keyword = (value: string | undefined) => given(value)?.toLowerCase();

export function institutions(db: Db, q: InstitutionQuery): Promise<InstitutionPage> {
  return page(
    db,
    'institution',
    { keyword: keyword(q.keyword), category: q.type, town: q.town },
    q,
  );
}

/**
 * The practising register answers for a person or an institution, as the national register
 * does: it checks someone, it is not a list of the county's staff to browse.
 */
export function practitioners(db: Db, q: PractitionerQuery): Promise<PractitionerPage> {
  const name = given(q.name);
  const institution = given(q.institution);
  if (!name && !institution) {
    throw new AppError('INVALID_INPUT', 400, '请输入姓名或选择执业机构后再查询');
  }
  return page(db, 'practitioner', { name, institution, category: q.kind }, q);
}

export function prices(db: Db, q: PriceQuery): Promise<PricePage> {
  return page(
    db,
    'price',
    { institution: given(q.hospital), category: q.category, keyword: keyword(q.keyword) },
    q,
  );
}

export function vaccinationClinics(db: Db, q: VaccinationQuery): Promise<VaccinationPage> {
  return page(
    db,
    'vaccination',
    { town: given(q.town), tag: given(q.vaccine), keyword: keyword(q.keyword) },
    q,
  );
}

export function emergencyPoints(db: Db, q: EmergencyQuery): Promise<EmergencyPage> {
  return page(
    db,
    'emergency',
    { category: q.kind, town: given(q.town), keyword: keyword(q.keyword) },
    q,
  );
}

export function bloodDonationSites(db: Db, q: KeywordQuery): Promise<BloodDonationPage> {
  return page(db, 'blood', { keyword: keyword(q.keyword) }, q);
}

export function checkupCentres(db: Db, q: KeywordQuery): Promise<CheckupPage> {
  return page(db, 'checkup', { keyword: keyword(q.keyword) }, q);
}

export async function guides(db: Db, { pageNo, pageSize }: PageQuery): Promise<GuidePage> {
  const { rows, total } = await pageGuides(db, (pageNo - 1) * pageSize, pageSize);
  return { list: rows, total, pageNo, pageSize };
}

export async function guide(db: Db, id: string): Promise<GuideDetail> {
  const row = await findGuide(db, id);
  if (!row) throw new AppError('NOT_FOUND', 404, '这份办事指南不存在或已下线');
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    body: JSON.parse(row.body) as RichText,
    sources: JSON.parse(row.sources) as string[],
  };
}

/** The choices each query's filters offer: what the loaded files hold, nothing that finds 0. */
export async function options(db: Db): Promise<InquiryOptions> {
  const vaccines = new Set(
    (await allTags(db, 'vaccination')).flatMap((tags) => tags.split('|').filter(Boolean)),
  );
  const types = await distinctValues(db, 'institution', 'category');
  return {
    institutionTowns: await distinctValues(db, 'institution', 'town'),
    // The register's order (hospitals first, pharmacies last), not the file's.
    institutionTypes: INSTITUTION_TYPES.filter((t) => types.includes(t)),
    practitionerInstitutions: await distinctValues(db, 'practitioner', 'institution'),
    priceHospitals: await distinctValues(db, 'price', 'institution'),
    vaccinationTowns: await distinctValues(db, 'vaccination', 'town'),
    vaccines: [...vaccines],
    emergencyTowns: await distinctValues(db, 'emergency', 'town'),
  };
}
