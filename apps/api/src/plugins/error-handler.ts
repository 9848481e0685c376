import { GENERIC_ERROR_MESSAGE, type ErrorBody, type ErrorCode } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { validationMessage } from '../lib/validation-message.js';

export const NOT_FOUND_MESSAGE = '接口不存在';

// Fastify's own errors that the client caused, by Fastify error code.
const KNOWN_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: '请求内容过大' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: '不支持的请求内容类型',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'INVALID_INPUT', message: '请求内容长度不正确' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_INPUT', message: '请求内容不能为空' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_INPUT', message: '请求内容格式不正确' },
  FST_ERR_BAD_URL: { code: 'INVALID_INPUT', message: '请求地址格式不正确' },
};

function toErrorBody(error: FastifyError): { statusCode: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, body: { code: error.code, message: error.message } };
  }
  if (error.validation) {
    return {
      statusCode: 400,
      body: {
        code: 'INVALID_INPUT',
        message: validationMessage(error.validation, error.validationContext),
      },
    };
  }
  const known = KNOWN_CLIENT_ERRORS[error.code];
  if (known) return { statusCode: error.statusCode ?? 400, body: known };
  const status = error.statusCode ?? 500;
  if (status === 404)
    return { statusCode: 404, body: { code: 'NOT_FOUND', message: '资源不存在' } };
  if (status === 403) return { statusCode: 403, body: { code: 'FORBIDDEN', message: '无权访问' } };
  if (status >= 400 && status < 500) {
    // Other client errors from Fastify or a plugin: say the request was wrong, never echo why.
    return { statusCode: status, body: { code: 'INVALID_INPUT', message: '请求不正确' } };
  }
  return { statusCode: 500, body: { code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE } };
}

/**
 * Also Fastify's `frameworkErrors` (app.ts): errors raised before routing, such as a broken
 * percent escape in the URL, which would otherwise be answered in Fastify's own shape.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, body } = toErrorBody(error);
  // The only place errors are logged, so each is logged once; pino adds the request id. A
  // refusal is no fault: its code goes on the request's one line (plugins/request-log).
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.refusal = body.code;
  return reply.code(statusCode).send(body);
}

/** Unmatched paths outside the web app; app.ts installs it behind the rate limit. */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  request.refusal = 'NOT_FOUND';
  return reply.code(404).send({ code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The code of a 4xx answer, for the request's log line. */
    refusal: ErrorCode | null;
  }
}

/** Turns every error into the contract's `{ code, message }` body. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.decorateRequest('refusal', null);
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
