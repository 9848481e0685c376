/**
 * Sign-ins per second through POST /api/chk_login on the built portal. Every request checks a
 * password with argon2id at OWASP's setting (19 MiB, 2 iterations, 1 lane): what guessing
 * passwords costs an attacker, and what a crowd signing in at a release time costs us.
 * Usage: npm run build && npm run bench:login  (BENCH_SECONDS, BENCH_CONNECTIONS)
 */
import autocannon from 'autocannon';
import { startPortal } from '../tools/portal-process.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);

const portal = await startPortal();
try {
  const result = await autocannon({
    url: `${portal.baseURL}/api/chk_login`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    // The seeded demo citizen (README); a right password, so lockout never starts.
    body: 'username=zhangsan&password=Demo%402026',
    connections,
    duration: seconds,
    // Hashing queues on libuv's threads: at 64 connections a request waits for dozens ahead.
    timeout: 60,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`chk_login: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  console.log(`\n${connections} connections, ${seconds} s, Node ${process.version}`);
  console.log('| target | req/s | p50 ms | p99 ms |');
  console.log('|---|---:|---:|---:|');
  console.log(
    `| POST /api/chk_login (argon2id) | ${result.requests.average.toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} |`,
  );
} finally {
  await portal.stop();
}
