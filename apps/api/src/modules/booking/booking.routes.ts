import {
  API,
  Booking,
  BookingAccepted,
  BookingBody,
  BookingList,
  BookingListQuery,
  ErrorBody,
  IdParams,
  IdempotencyHeaders,
  OkResult,
  WaitlistBody,
  WaitlistEntry,
  WaitlistList,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { book, findOwnBooking, listBookings } from './booking.service.js';
import { cancelBooking } from './cancel.service.js';
import { bookingCalendar } from './calendar.js';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist.service.js';

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Booking, cancelling, calendar files and the waiting list of the signed-in account. */
const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['booking'];
  const deps = { db: app.db, sms: app.sms };

  app.post(
    API.bookings,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          '预约挂号：同一 Idempotency-Key 重复提交返回同一笔预约；抽签放号的排班在登记时段内登记抽签（202）',
        headers: IdempotencyHeaders,
        body: BookingBody,
        response: { 200: Booking, 202: BookingAccepted, ...REFUSALS, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await book(
        deps,
        request.auth!,
        request.body,
        request.headers['idempotency-key'],
      );
      return 'entry' in result ? reply.code(202).send(result) : result;
    },
  );

  app.get(
    API.bookings,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '本人及就诊人的预约（新的在前），以及暂停预约的说明',
        querystring: BookingListQuery,
        response: { 200: BookingList, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => listBookings(app.db, request.auth!.userId, request.query),
  );

  app.post(
    API.cancelBooking,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '取消预约（就诊前一天截止时间前）；空出的号优先给候补',
        params: IdParams,
        response: { 200: Booking, ...REFUSALS },
      },
    },
    async (request) => cancelBooking(deps, request.auth!.userId, request.params.id),
  );

  app.get(
    API.bookingCalendar,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '预约的日历文件（iCalendar）',
        params: IdParams,
        response: {
          200: {
            description: 'iCalendar',
            content: { 'text/calendar': { schema: Type.String() } },
          },
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const booking = await findOwnBooking(app.db, request.auth!.userId, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="booking-${booking.id}.ics"`)
        .send(bookingCalendar(booking));
    },
  );

  app.post(
    API.waitlist,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '号满时加入候补；有人取消时自动预约并短信通知',
        body: WaitlistBody,
        response: { 200: WaitlistEntry, ...REFUSALS },
      },
    },
    async (request) => joinWaitlist(app.db, request.auth!.userId, request.body),
  );

  app.get(
    API.waitlist,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '本人及就诊人的候补',
        response: { 200: WaitlistList, 401: ErrorBody },
      },
    },
    async (request) => listWaitlist(app.db, request.auth!.userId),
  );

  app.delete(
    API.waitlistEntry,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '取消候补',
        params: IdParams,
        response: { 200: OkResult, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await leaveWaitlist(app.db, request.auth!.userId, request.params.id);
      return { ok: true as const };
    },
  );
};

export default bookingRoutes;
