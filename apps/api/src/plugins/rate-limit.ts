import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config.js';
import { AppError, RATE_LIMITED_MESSAGE } from '../lib/app-error.js';
import { databaseRateLimitStore } from './database-rate-limit-store.js';

const WINDOW_MS = 60_000;

/**
 * Per-IP limit on /api only: static files are cheap and cached, and health probes come from
 * the load balancer. Routes outside /api get no limiter at all rather than one that lets them
 * pass, since its hook costs several promise turns on every request. A response within the
 * limit carries no x-ratelimit-* headers (no client of ours reads them; each header costs
 * every response); a refusal still says when to retry.
 */
export default fp(
  async function apiRateLimit(app: FastifyInstance, opts: { rateLimit: AppConfig['rateLimit'] }) {
    // Runs before the plugin's own onRoute hook, which reads this setting.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) route.config = { ...route.config, rateLimit: false };
    });
    await app.register(rateLimit, {
      global: true,
      max: opts.rateLimit.max,
      timeWindow: WINDOW_MS,
      ...(opts.rateLimit.store === 'database'
        ? { store: databaseRateLimitStore(app.db, WINDOW_MS) }
        : {}),
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: () => new AppError('RATE_LIMITED', 429, RATE_LIMITED_MESSAGE),
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
