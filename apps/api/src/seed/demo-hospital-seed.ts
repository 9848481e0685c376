import { DOCTOR_TITLES, type DoctorTitle } from '@portal/contract';
import type { Transaction } from 'kysely';
import { newId } from '../lib/tokens.js';
import {
  countHospitals,
  insertDepartments,
  insertDoctors,
  insertHospital,
  type DepartmentRow,
  type DoctorRow,
} from '../modules/hospitals/hospitals.repository.js';
import { indexBookingData } from '../modules/hospitals/hospital-search.js';
import { updateRules } from '../modules/hospitals/rules.repository.js';
import type { DB } from '../db/schema.js';
import {
  CLINIC_SPECIALTIES,
  categoryIntro,
  clinicIntro,
  demoDoctorName,
} from './demo-departments.js';
import { DEMO_HOSPITALS, type DemoHospital } from './demo-hospitals.js';

/** The department codes of a hospital's HIS dictionary: 03 a category, 0302 its second clinic. */
const deptCode = (category: number, clinic?: number) =>
  String(category + 1).padStart(2, '0') +
  (clinic === undefined ? '' : String(clinic + 1).padStart(2, '0'));

// Township and community doctors are mostly attending physicians and physicians.
const PRIMARY_CARE_TITLES: DoctorTitle[] = ['主治医师', '医师', '副主任医师'];

function doctorsFor(
  hospital: DemoHospital,
  hospitalId: string,
  clinic: DepartmentRow,
  serial: () => number,
): DoctorRow[] {
  const titles = hospital.level === '一级' ? PRIMARY_CARE_TITLES : DOCTOR_TITLES;
  const specialties = CLINIC_SPECIALTIES[clinic.name] ?? ['常见病诊治'];
  return Array.from({ length: hospital.doctorsPerClinic }, (_, i) => {
    const n = serial();
    // The hospital's own staff number, as its HIS would send it (codes are per hospital).
    const code = `Y${String(n).padStart(4, '0')}`;
    const name = demoDoctorName(n);
    const title = titles[i % titles.length]!;
    const specialty = specialties[i % specialties.length]!;
    const years = 8 + ((n * 5) % 25);
    return {
      id: newId(),
      hospital_id: hospitalId,
      department_id: clinic.id,
      name,
      title,
      specialty,
      intro: `${name}，${title}，从事${clinic.name}临床工作 ${years} 年，擅长${specialties.join('、')}，尤其是${specialty}。（虚构人物）`,
      sort_order: i,
      code,
      retired_at: null,
      accepts_questions: 1,
    };
  });
}

/**
 * The demo county's hospitals, departments and doctors, written through the hospitals
 * module like the bureau's console would. Skipped when any hospital exists, so a second run
 * keeps what operators changed.
 */
export async function seedDemoHospitals(trx: Transaction<DB>): Promise<void> {
  if ((await countHospitals(trx)) > 0) return;
  let doctorSerial = 0;
  const serial = () => doctorSerial++;
  for (const [order, h] of DEMO_HOSPITALS.entries()) {
    const hospitalId = newId();
    await insertHospital(trx, {
      id: hospitalId,
      name: h.name,
      level: h.level,
      type: h.type,
      intro: h.intro,
      address: h.address,
      phones: JSON.stringify(h.phones),
      hours: h.hours,
      transport: h.transport,
      notices: JSON.stringify(h.notices),
      specialties: JSON.stringify(h.specialties),
      sort_order: order,
    });
    if (h.draw) {
      // The columns the hospital administrator's rules form writes; the draws themselves are
      // made as the demo's schedules are published (keepDemoWindow, through the feed).
      await updateRules(trx, hospitalId, {
        release_mode: 'draw',
        draw_minutes: h.draw.minutes,
        draw_clinic_types: h.draw.clinicTypes.join(','),
      });
    }
    const departments: DepartmentRow[] = [];
    const doctors: DoctorRow[] = [];
    for (const [categoryOrder, [category, clinics]] of h.departments.entries()) {
      const top: DepartmentRow = {
        id: newId(),
        hospital_id: hospitalId,
        parent_id: null,
        name: category,
        intro: categoryIntro(category, clinics),
        sort_order: categoryOrder,
        code: deptCode(categoryOrder),
        retired_at: null,
        release_mode: null,
        draw_minutes: null,
      };
      departments.push(top);
      for (const [clinicOrder, name] of clinics.entries()) {
        const clinic: DepartmentRow = {
          id: newId(),
          hospital_id: hospitalId,
          parent_id: top.id,
          name,
          intro: clinicIntro(name),
          sort_order: clinicOrder,
          code: deptCode(categoryOrder, clinicOrder),
          retired_at: null,
          release_mode: null,
          draw_minutes: null,
        };
        departments.push(clinic);
        doctors.push(...doctorsFor(h, hospitalId, clinic, serial));
      }
    }
    // Parents first: the foreign key points at them.
    await insertDepartments(
      trx,
      departments.filter((d) => !d.parent_id),
    );
    await insertDepartments(
      trx,
      departments.filter((d) => d.parent_id),
    );
    await insertDoctors(trx, doctors);
  }
  await indexBookingData(trx);
}
