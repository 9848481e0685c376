import {
  AdminDepartmentList,
  AdminDoctorList,
  DepartmentBody,
  DoctorBody,
  ErrorBody,
  HospitalAdminItemParams,
  HospitalAdminParams,
  STAFF_API,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { auditActorOf } from '../../plugins/staff-auth.js';
import {
  addDepartment,
  addDoctor,
  departments,
  doctors,
  editDepartment,
  editDoctor,
  retireDepartment,
  retireDoctor,
} from './people.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const Saved = Type.Object({ id: Type.String() });
const HOSPITAL = `${STAFF_API}/hospitals/:hospitalId`;

/** A hospital's departments and doctors: list (retired too), add, edit, retire. */
const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['staff'];
  const people = app.staffOnly('hospital.people');
  const params = HospitalAdminParams;
  const itemParams = HospitalAdminItemParams;

  app.get(
    `${HOSPITAL}/departments`,
    {
      schema: {
        tags,
        summary: '医院科室列表（含已停用）',
        params,
        response: { 200: AdminDepartmentList, ...errors },
      },
      preHandler: people,
    },
    async (request) => {
      return departments(app.db, request.params.hospitalId);
    },
  );

  app.post(
    `${HOSPITAL}/departments`,
    {
      schema: {
        tags,
        summary: '新增科室（一级科室或其下的专科）',
        params,
        body: DepartmentBody,
        response: { 200: Saved, ...errors },
      },
      preHandler: people,
    },
    async (request) => {
      const { hospitalId } = request.params;
      return addDepartment(app.db, auditActorOf(request), hospitalId, request.body);
    },
  );

  app.put(
    `${HOSPITAL}/departments/:id`,
    {
      schema: {
        tags,
        summary: '修改科室',
        params: itemParams,
        body: DepartmentBody,
        response: { 200: Saved, ...errors },
      },
      preHandler: people,
    },
    async (request) => {
      const { hospitalId, id } = request.params;
      return editDepartment(app.db, auditActorOf(request), hospitalId, id, request.body);
    },
  );

  app.post(
    `${HOSPITAL}/departments/:id/retire`,
    {
      schema: {
        tags,
        summary: '停用科室（居民端不再显示，历史预约保留）',
        params: itemParams,
        response: { 200: Saved, ...errors },
      },
      preHandler: people,
    },
    async (request) => {
      const { hospitalId, id } = request.params;
      return retireDepartment(app.db, auditActorOf(request), hospitalId, id);
    },
  );

  app.get(
    `${HOSPITAL}/doctors`,
    {
      schema: {
        tags,
        summary: '医院医生列表（含已停用）',
        params,
        response: { 200: AdminDoctorList, ...errors },
      },
      preHandler: people,
    },
    async (request) => {
      return doctors(app.db, request.params.hospitalId);
    },
  );

  app.post(
    `${HOSPITAL}/doctors`,
    {
      schema: {
        tags,
        summary: '新增医生（头像按姓名自动生成）',
        params,
        body: DoctorBody,
        response: { 200: Saved, ...errors },
      },
      preHandler: people,
    },
    async (request) => {
      const { hospitalId } = request.params;
      return addDoctor(app.db, auditActorOf(request), hospitalId, request.body);
    },
  );

  app.put(
    `${HOSPITAL}/doctors/:id`,
    {
      schema: {
        tags,
        summary: '修改医生信息',
        params: itemParams,
        body: DoctorBody,
        response: { 200: Saved, ...errors },
      },
      preHandler: people,
    },
    async (request) => {
      const { hospitalId, id } = request.params;
      return editDoctor(app.db, auditActorOf(request), hospitalId, id, request.body);
    },
  );

  app.post(
    `${HOSPITAL}/doctors/:id/retire`,
    {
      schema: {
        tags,
        summary: '停用医生（居民端不再显示、不可预约，历史预约保留）',
        params: itemParams,
        response: { 200: Saved, ...errors },
      },
      preHandler: people,
    },
    async (request) => {
      const { hospitalId, id } = request.params;
      return retireDoctor(app.db, auditActorOf(request), hospitalId, id);
    },
  );
};

export default peopleRoutes;
