import { maskInText } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../config/config.js';

// Query parameters that carry secrets or session tokens (the spec passes the token as `user`).
const SECRET_PARAMS = new Set(['password', 'token', 'user', 'userid', 'ticketid']);

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

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Keeps a caller's x-request-id (e.g. from nginx) only if it is a short, harmless token. */
export function requestIdFrom(header: string | string[] | undefined, fallback: () => string) {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : fallback();
}

export function loggerOptions(config: AppConfig) {
  return {
    level: config.logLevel,
    // Asynchronous writes to stdout: under load, lines written while one write is in flight go
    // out together in the next, instead of one blocking write each; pino flushes on exit.
    stream: config.logStream ?? pino.destination({ dest: 1, sync: false }),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        ...['password', 'token', 'idno', 'phone'].flatMap((f) => [`body.${f}`, `req.body.${f}`]),
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
