import {
  DeskBooking,
  DeskBookingQuery,
  DeskHospitalParams,
  DeskItemParams,
  DeskSchedule,
  DeskScheduleQuery,
  DeskVisitBody,
  DoctorDeskQuery,
  ErrorBody,
  IngestVisitResult,
  ScheduleCapacityBody,
  ScheduleStopBody,
  ScheduleStopResult,
  ScheduleWeekBody,
  ScheduleWeekResult,
  STAFF_API,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { auditActorOf } from '../../plugins/staff-auth.js';
import {
  deskVisit,
  doctorPatients,
  doctorSchedules,
  hospitalDayBookings,
} from './booking-desk.service.js';
import {
  changeCapacity,
  createWeek,
  hospitalSchedules,
  stopSchedule,
} from './schedule-desk.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const HOSPITAL = `${STAFF_API}/hospitals/:hospitalId`;

/**
 * A hospital's schedules (a week from a template, capacity, 停诊) and the day's bookings
 * (check-in, completed, no-show), and a doctor's own desk. Hospital staff reach only their
 * own hospital (staffOnly checks the path's hospital); the bureau reaches every one.
 */
const hospitalDeskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schedules = app.staffOnly('hospital.schedules');
  const bookings = app.staffOnly('hospital.bookings');
  const doctor = app.staffOnly('doctor.own');
  const tags = ['staff'];

  app.get(
    `${HOSPITAL}/schedules`,
    {
      schema: {
        tags,
        summary: '医院排班（按周）',
        params: DeskHospitalParams,
        querystring: DeskScheduleQuery,
        response: { 200: Type.Array(DeskSchedule), ...errors },
      },
      preHandler: schedules,
    },
    async (request) => {
      return hospitalSchedules(app.db, request.params.hospitalId, request.query);
    },
  );

  app.post(
    `${HOSPITAL}/schedules/week`,
    {
      schema: {
        tags,
        summary: '按模板生成一周排班',
        params: DeskHospitalParams,
        body: ScheduleWeekBody,
        response: { 200: ScheduleWeekResult, ...errors },
      },
      preHandler: schedules,
    },
    async (request) => {
      return createWeek(app.db, auditActorOf(request), request.params.hospitalId, request.body);
    },
  );

  app.post(
    `${HOSPITAL}/schedules/:id/capacity`,
    {
      schema: {
        tags,
        summary: '修改排班号源数（不少于已预约数）',
        params: DeskItemParams,
        body: ScheduleCapacityBody,
        response: { 200: DeskSchedule, ...errors },
      },
      preHandler: schedules,
    },
    async (request) => {
      const { hospitalId, id } = request.params;
      return changeCapacity(app.db, auditActorOf(request), hospitalId, id, request.body.capacity);
    },
  );

  app.post(
    `${HOSPITAL}/schedules/:id/stop`,
    {
      schema: {
        tags,
        summary: '停诊：取消该排班的预约（不计爽约）并短信通知患者',
        params: DeskItemParams,
        body: ScheduleStopBody,
        response: { 200: ScheduleStopResult, ...errors },
      },
      preHandler: schedules,
    },
    async (request) => {
      const { hospitalId, id } = request.params;
      return stopSchedule(app, auditActorOf(request), hospitalId, id, request.body.reason);
    },
  );

  app.get(
    `${HOSPITAL}/bookings`,
    {
      schema: {
        tags,
        summary: '当日预约（患者信息已脱敏）',
        params: DeskHospitalParams,
        querystring: DeskBookingQuery,
        response: { 200: Type.Array(DeskBooking), ...errors },
      },
      preHandler: bookings,
    },
    async (request) => {
      return hospitalDayBookings(app.db, request.params.hospitalId, request.query);
    },
  );

  app.post(
    `${HOSPITAL}/bookings/:id/visit`,
    {
      schema: {
        tags,
        summary: '登记就诊：签到、完成或爽约',
        params: DeskItemParams,
        body: DeskVisitBody,
        response: { 200: IngestVisitResult, ...errors },
      },
      preHandler: bookings,
    },
    async (request) => {
      const { hospitalId, id } = request.params;
      return deskVisit(app.db, auditActorOf(request), hospitalId, id, request.body.status);
    },
  );

  app.get(
    `${STAFF_API}/doctor/schedules`,
    {
      schema: {
        tags,
        summary: '本人排班（未来 14 天）',
        response: { 200: Type.Array(DeskSchedule), ...errors },
      },
      preHandler: doctor,
    },
    async (request) => doctorSchedules(app.db, request.staff!.doctorId),
  );

  app.get(
    `${STAFF_API}/doctor/patients`,
    {
      schema: {
        tags,
        summary: '本人当日患者（已脱敏）',
        querystring: DoctorDeskQuery,
        response: { 200: Type.Array(DeskBooking), ...errors },
      },
      preHandler: doctor,
    },
    async (request) => doctorPatients(app.db, request.staff!.doctorId, request.query.date),
  );
};

export default hospitalDeskRoutes;
