import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config.js';
import { AppError } from '../lib/app-error.js';
import { databaseRateLimitStore } from './database-rate-limit-store.js';

const WINDOW_MS = 60_000;

/**
 * Per-IP limit on /api only: static files are cheap and cached, and health probes come from
 * the load balancer.
 */
export default fp(
  async function apiRateLimit(app: FastifyInstance, opts: { rateLimit: AppConfig['rateLimit'] }) {
    await app.register(rateLimit, {
      global: true,
      max: opts.rateLimit.max,
      timeWindow: WINDOW_MS,
      ...(opts.rateLimit.store === 'database'
        ? { store: databaseRateLimitStore(app.db, WINDOW_MS) }
        : {}),
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: () => new AppError('RATE_LIMITED', 429, '请求过于频繁，请稍后再试'),
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
