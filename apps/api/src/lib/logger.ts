import { randomBytes } from 'node:crypto';
import { maskInText } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { LogSink } from './log-sink.js';

// Query parameters that carry secrets or session tokens (the spec passes the token as `user`).
// `code`: a report's share code travels in the shared page's address (/share/pacs?code=…).
const SECRET_PARAMS = new Set(['password', 'token', 'user', 'userid', 'ticketid', 'code']);

/** Redacts secret query values and masks phones and ID numbers anywhere in a URL. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return maskInText(url);
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return eq !== -1 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[REDACTED]` : pair;
    })
    .join('&');
  return maskInText(`${url.slice(0, q)}?${query}`);
}

/**
 * Request ids for requests that bring none: a random prefix per process and a counter, unique
 * across processes without asking the random source on every request. They name a request in
 * the logs and are no secret.
 */
export function requestIdSequence(): () => string {
  const prefix = randomBytes(6).toString('base64url');
  let n = 0;
  return () => `${prefix}-${(++n).toString(36)}`;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Keeps a caller's x-request-id (e.g. from nginx) only if it is a short, harmless token. */
export function requestIdFrom(header: string | string[] | undefined, fallback: () => string) {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : fallback();
}

const REDACTED = '[REDACTED]';
const SECRET_FIELDS = new Set(['password', 'token', 'idno', 'phone', 'authorization', 'cookie']);

/** A copy of a logged body or header set with the secret fields censored. */
function censor(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_FIELDS.has(k.toLowerCase()) ? REDACTED : v]),
  );
}

/** What a log line says of a request: never its headers or body, its URL redacted. */
export function requestFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

let stdout: LogSink | undefined;

export function loggerOptions(config: AppConfig) {
  return {
    level: config.logLevel,
    // One sink for stdout however many apps a process builds (tests build many).
    stream: config.logStream ?? (stdout ??= new LogSink(1)),
    // Serializers instead of pino's `redact` paths: they run only when a line has that key,
    // while redact paths were walked on every line (a twentieth of a cheap request). Requests
    // are logged without headers or body; a body or headers logged on purpose are censored.
    serializers: {
      req: requestFields,
      body: censor,
      headers: censor,
    },
  };
}

/**
 * Writes out the stdout log lines still waiting for the end of this turn, so a plain line the
 * process prints next (the start message) comes after them rather than above them.
 */
export function flushLogs(): void {
  stdout?.flushSync();
}
