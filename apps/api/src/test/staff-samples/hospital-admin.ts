import { DEFAULT_BOOKING_RULES } from '@portal/contract';
import type { InjectOptions } from 'fastify';
import { newId } from '../../lib/tokens.js';
import {
  insertDepartmentRow,
  insertDoctorRow,
} from '../../modules/hospital-admin/hospital-admin.repository.js';
import { createHospitalKey } from '../../modules/ingest/hospital-key.service.js';
import type { TestApp } from '../test-app.js';
import type { StaffWriteSample } from './types.js';

/** rmyy-admin's hospital and one of its top-level departments. */
async function ownHospital(t: TestApp) {
  const staff = await t.db
    .selectFrom('staff_account')
    .select('hospital_id')
    .where('username', '=', 'rmyy-admin')
    .executeTakeFirstOrThrow();
  const hospitalId = staff.hospital_id!;
  const top = await t.db
    .selectFrom('department')
    .select('id')
    .where('hospital_id', '=', hospitalId)
    .where('parent_id', 'is', null)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  return { hospitalId, topId: top.id, base: `/api/staff/hospitals/${hospitalId}` };
}

/** A clinic without schedules or bookings, made directly (no audit row of its own). */
async function throwawayClinic(t: TestApp) {
  const own = await ownHospital(t);
  const id = newId();
  await insertDepartmentRow(t.db, {
    id,
    hospital_id: own.hospitalId,
    parent_id: own.topId,
    name: `样例科室${id.slice(0, 4)}`,
    intro: '',
    sort_order: 99,
    code: null,
    retired_at: null,
  });
  return { ...own, clinicId: id };
}

async function throwawayDoctor(t: TestApp) {
  const own = await throwawayClinic(t);
  const id = newId();
  await insertDoctorRow(t.db, {
    id,
    hospital_id: own.hospitalId,
    department_id: own.clinicId,
    name: '样例医生',
    title: '医师',
    specialty: '',
    intro: '',
    sort_order: 99,
    code: null,
    retired_at: null,
  });
  return { ...own, doctorId: id };
}

const send = (method: 'POST' | 'PUT', url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

const doctorBody = (departmentId: string) => ({
  name: '样例医生',
  title: '主治医师' as const,
  departmentId,
  specialty: '常见病',
  intro: '虚构人物',
});

export const SAMPLES: StaffWriteSample[] = [
  {
    operation: 'PUT /api/staff/hospitals/{hospitalId}',
    as: 'rmyy-admin',
    request: async (t) =>
      send('PUT', (await ownHospital(t)).base, {
        intro: '样例介绍（虚构）',
        hours: '周一至周日 08:00-17:00',
        transport: '',
        phones: [{ label: '总机', number: '0999-1234567' }],
        notices: ['样例须知'],
      }),
    action: 'hospital.update',
    entity: 'hospital',
    changed: 'intro',
  },
  {
    operation: 'POST /api/staff/hospitals/{hospitalId}/departments',
    as: 'rmyy-admin',
    request: async (t) => {
      const own = await ownHospital(t);
      return send('POST', `${own.base}/departments`, {
        name: '样例科室',
        parentId: own.topId,
        intro: '',
      });
    },
    action: 'department.create',
    entity: 'department',
    changed: 'name',
  },
  {
    operation: 'PUT /api/staff/hospitals/{hospitalId}/departments/{id}',
    as: 'rmyy-admin',
    request: async (t) => {
      const own = await throwawayClinic(t);
      return send('PUT', `${own.base}/departments/${own.clinicId}`, {
        name: '样例科室（改）',
        parentId: own.topId,
        intro: '新的介绍',
      });
    },
    action: 'department.update',
    entity: 'department',
    changed: 'name',
  },
  {
    operation: 'POST /api/staff/hospitals/{hospitalId}/departments/{id}/retire',
    as: 'rmyy-admin',
    request: async (t) => {
      const own = await throwawayClinic(t);
      return send('POST', `${own.base}/departments/${own.clinicId}/retire`);
    },
    action: 'department.retire',
    entity: 'department',
    changed: 'retiredAt',
  },
  {
    operation: 'POST /api/staff/hospitals/{hospitalId}/doctors',
    as: 'rmyy-admin',
    request: async (t) => {
      const own = await throwawayClinic(t);
      return send('POST', `${own.base}/doctors`, doctorBody(own.clinicId));
    },
    action: 'doctor.create',
    entity: 'doctor',
    changed: 'name',
  },
  {
    operation: 'PUT /api/staff/hospitals/{hospitalId}/doctors/{id}',
    as: 'rmyy-admin',
    request: async (t) => {
      const own = await throwawayDoctor(t);
      return send('PUT', `${own.base}/doctors/${own.doctorId}`, doctorBody(own.clinicId));
    },
    action: 'doctor.update',
    entity: 'doctor',
    changed: 'title',
  },
  {
    operation: 'POST /api/staff/hospitals/{hospitalId}/doctors/{id}/retire',
    as: 'rmyy-admin',
    request: async (t) => {
      const own = await throwawayDoctor(t);
      return send('POST', `${own.base}/doctors/${own.doctorId}/retire`);
    },
    action: 'doctor.retire',
    entity: 'doctor',
    changed: 'retiredAt',
  },
  {
    operation: 'PUT /api/staff/hospitals/{hospitalId}/rules',
    as: 'rmyy-admin',
    request: async (t) =>
      send('PUT', `${(await ownHospital(t)).base}/rules`, {
        ...DEFAULT_BOOKING_RULES,
        windowDays: 10,
      }),
    action: 'hospital.rules.update',
    entity: 'booking_rule',
    changed: 'windowDays',
  },
  {
    operation: 'POST /api/staff/hospitals/{hospitalId}/keys',
    as: 'rmyy-admin',
    request: async (t) => send('POST', `${(await ownHospital(t)).base}/keys`),
    action: 'hospital.key.create',
    entity: 'hospital_api_key',
    changed: 'prefix',
  },
  {
    operation: 'POST /api/staff/hospitals/{hospitalId}/keys/{id}/revoke',
    as: 'rmyy-admin',
    request: async (t) => {
      const own = await ownHospital(t);
      const key = (await createHospitalKey(t.db, own.hospitalId))!;
      return send('POST', `${own.base}/keys/${key.id}/revoke`);
    },
    action: 'hospital.key.revoke',
    entity: 'hospital_api_key',
    changed: 'revokedAt',
  },
];
