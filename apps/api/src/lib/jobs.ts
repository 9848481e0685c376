import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60_000;

/**
 * Runs a background task now and then every interval until the app closes. Tasks must be safe
 * when several API processes run them at once (each is a set of idempotent statements or
 * upserts), so no leader election is needed. Resolves once the first run is over (a failed run
 * is logged, never thrown), for a task the server should not open without.
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  task: () => Promise<unknown>,
  intervalMs = HOUR_MS,
): Promise<void> {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await task();
      // A frequent job that found nothing to do (result 0) is not worth a log line.
      if (result !== 0) app.log.info({ job: name, result }, 'job done');
    } catch (err) {
      app.log.error({ err, job: name }, 'job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return run();
}
