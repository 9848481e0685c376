import {
  API,
  DepartmentDetail,
  Doctor,
  DoctorList,
  DoctorSearchQuery,
  ErrorBody,
  HospitalDetail,
  HospitalListQuery,
  HospitalPage,
  IdParams,
  Schedule,
  ScheduleList,
  ScheduleQuery,
  SlotList,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  departmentDetail,
  doctorDetail,
  findDoctors,
  hospitalDetail,
  hospitalPage,
} from './hospitals.service.js';
import { scheduleDetail, scheduleSlots, schedules } from './schedule.service.js';
import { publicRead, sendPublic, type PublicReadLifetime } from '../../lib/public-cache.js';

// Hospital, department and doctor pages change rarely; remaining counts must stay fresh.
const PAGE: PublicReadLifetime = { maxAgeSeconds: 60, ttlMs: 10_000 };
const COUNTS: PublicReadLifetime = { maxAgeSeconds: 2, ttlMs: 1000 };

/** Public reads: hospitals, departments, doctors, schedules and their time slots. */
const hospitalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['hospitals'];

  app.get(
    API.hospitals,
    {
      ...publicRead,
      schema: {
        tags,
        summary: '医院列表（分页；按关键词、等级、类型筛选），含本周是否有号',
        querystring: HospitalListQuery,
        response: { 200: HospitalPage, 304: {}, 400: ErrorBody },
      },
    },
    async (request, reply) =>
      sendPublic(app.db, request, reply, PAGE, () => hospitalPage(app.db, request.query)),
  );

  app.get(
    API.hospital,
    {
      ...publicRead,
      schema: {
        tags,
        summary: '医院详情：介绍、电话、门诊时间、交通、须知、预约规则、分级科室',
        params: IdParams,
        response: { 200: HospitalDetail, 304: {}, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      sendPublic(app.db, request, reply, PAGE, () => hospitalDetail(app.db, request.params.id)),
  );

  app.get(
    API.department,
    {
      ...publicRead,
      schema: {
        tags,
        summary: '科室详情：下级科室与医生',
        params: IdParams,
        response: { 200: DepartmentDetail, 304: {}, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      sendPublic(app.db, request, reply, PAGE, () => departmentDetail(app.db, request.params.id)),
  );

  app.get(
    API.doctors,
    {
      ...publicRead,
      schema: {
        tags,
        summary: '按姓名查找医生（最多 50 位，可限定医院）',
        querystring: DoctorSearchQuery,
        response: { 200: DoctorList, 304: {}, 400: ErrorBody },
      },
    },
    async (request, reply) =>
      sendPublic(app.db, request, reply, PAGE, () => findDoctors(app.db, request.query)),
  );

  app.get(
    API.doctor,
    {
      ...publicRead,
      schema: {
        tags,
        summary: '医生详情：职称、科室、擅长、简介',
        params: IdParams,
        response: { 200: Doctor, 304: {}, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      sendPublic(app.db, request, reply, PAGE, () => doctorDetail(app.db, request.params.id)),
  );

  app.get(
    API.schedules,
    {
      ...publicRead,
      schema: {
        tags,
        summary: '排班与余号（至少指定医院、科室或医生之一；默认从今天起）',
        querystring: ScheduleQuery,
        response: { 200: ScheduleList, 304: {}, 400: ErrorBody },
      },
    },
    async (request, reply) =>
      sendPublic(app.db, request, reply, COUNTS, () => schedules(app.db, request.query)),
  );

  app.get(
    API.schedule,
    {
      ...publicRead,
      schema: {
        tags,
        summary: '一个排班：医院、科室、医生、时间、地点、挂号费、状态与取消截止时间',
        params: IdParams,
        response: { 200: Schedule, 304: {}, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      sendPublic(app.db, request, reply, COUNTS, () => scheduleDetail(app.db, request.params.id)),
  );

  app.get(
    API.scheduleSlots,
    {
      ...publicRead,
      schema: {
        tags,
        summary: '排班的分时段号源与余号',
        params: IdParams,
        response: { 200: SlotList, 304: {}, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      sendPublic(app.db, request, reply, COUNTS, () => scheduleSlots(app.db, request.params.id)),
  );
};

export default hospitalsRoutes;
