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
import type { PublicReadLifetime } from '../../lib/public-cache.js';
import { publicGet } from '../../lib/public-read.js';

// Hospital, department and doctor pages change rarely; remaining counts must stay fresh.
const PAGE: PublicReadLifetime = { maxAgeSeconds: 60, ttlMs: 10_000 };
const COUNTS: PublicReadLifetime = { maxAgeSeconds: 2, ttlMs: 1000 };

/** Public reads: hospitals, departments, doctors, schedules and their time slots. */
const hospitalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['hospitals'];

  publicGet(
    app,
    API.hospitals,
    PAGE,
    {
      tags,
      summary: '医院列表（分页；按关键词、等级、类型筛选），含本周是否有号',
      querystring: HospitalListQuery,
      response: { 200: HospitalPage, 400: ErrorBody },
    },
    (request) => hospitalPage(app.db, request.query),
  );

  publicGet(
    app,
    API.hospital,
    PAGE,
    {
      tags,
      summary: '医院详情：介绍、电话、门诊时间、交通、须知、预约规则、分级科室',
      params: IdParams,
      response: { 200: HospitalDetail, 400: ErrorBody, 404: ErrorBody },
    },
    (request) => hospitalDetail(app.db, request.params.id),
  );

  publicGet(
    app,
    API.department,
    PAGE,
    {
      tags,
      summary: '科室详情：下级科室与医生',
      params: IdParams,
      response: { 200: DepartmentDetail, 400: ErrorBody, 404: ErrorBody },
    },
    (request) => departmentDetail(app.db, request.params.id),
  );

  publicGet(
    app,
    API.doctors,
    PAGE,
    {
      tags,
      summary: '按姓名查找医生（最多 50 位，可限定医院）',
      querystring: DoctorSearchQuery,
      response: { 200: DoctorList, 400: ErrorBody },
    },
    (request) => findDoctors(app.db, request.query),
  );

  publicGet(
    app,
    API.doctor,
    PAGE,
    {
      tags,
      summary: '医生详情：职称、科室、擅长、简介',
      params: IdParams,
      response: { 200: Doctor, 400: ErrorBody, 404: ErrorBody },
    },
    (request) => doctorDetail(app.db, request.params.id),
  );

  publicGet(
    app,
    API.schedules,
    COUNTS,
    {
      tags,
      summary: '排班与余号（至少指定医院、科室或医生之一；默认从今天起）',
      querystring: ScheduleQuery,
      response: { 200: ScheduleList, 400: ErrorBody },
    },
    (request) => schedules(app.db, request.query),
  );

  publicGet(
    app,
    API.schedule,
    COUNTS,
    {
      tags,
      summary: '一个排班：医院、科室、医生、时间、地点、挂号费、状态与取消截止时间',
      params: IdParams,
      response: { 200: Schedule, 400: ErrorBody, 404: ErrorBody },
    },
    (request) => scheduleDetail(app.db, request.params.id),
  );

  publicGet(
    app,
    API.scheduleSlots,
    COUNTS,
    {
      tags,
      summary: '排班的分时段号源与余号',
      params: IdParams,
      response: { 200: SlotList, 400: ErrorBody, 404: ErrorBody },
    },
    (request) => scheduleSlots(app.db, request.params.id),
  );
};

export default hospitalsRoutes;
