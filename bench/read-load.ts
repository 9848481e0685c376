import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import autocannon from 'autocannon';

export interface ReadTarget {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** Paths sent in turn instead of the url's own (e.g. many search words); same host. */
  paths?: string[];
  /** A bare Fastify floor: the rows below it, up to the next floor, are compared with it. */
  bare?: boolean;
}

export interface ReadFigures {
  name: string;
  rps: number;
  p99: number;
  bare?: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * The load generator (autocannon, in this process) on the first core, away from the servers
 * (tools/portal-process.ts `serverCpus`): on two cores the two would otherwise take turns on
 * both and the figures would say more about the scheduler than about the server.
 */
export function pinClient(to: '0' | 'all' = '0'): string {
  if (cpus().length < 2) return 'not pinned (one core)';
  const list = to === 'all' ? `0-${cpus().length - 1}` : '0';
  try {
    execFileSync('taskset', ['-a', '-p', '-c', list, String(process.pid)], { stdio: 'ignore' });
    return to === 'all' ? 'client on any core' : 'client on core 0';
  } catch {
    return 'not pinned (no taskset)';
  }
}

async function once(target: ReadTarget, connections: number, seconds: number) {
  let next = 0;
  const paths = target.paths;
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    headers: target.headers ?? {},
    ...(paths && {
      requests: [
        {
          setupRequest: (req: autocannon.Request) => ({
            ...req,
            path: paths[next++ % paths.length]!,
          }),
        },
      ],
    }),
  });
  // A revalidation is answered 304; anything else must be 2xx.
  const unexpected = target.headers?.['if-none-match']
    ? result.non2xx - result['3xx']
    : result.non2xx;
  if (unexpected > 0 || result.errors > 0) {
    throw new Error(`${target.url}: ${unexpected} unexpected statuses, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * Every target in turn, `rounds` times over, and the median of each: a burst of other work on
 * the machine then spoils one round of every target alike instead of one target's only figure.
 */
export async function measureReads(
  targets: ReadTarget[],
  { rounds = 3, seconds = 5, connections = 64 } = {},
): Promise<ReadFigures[]> {
  const runs = targets.map(() => [] as { rps: number; p99: number }[]);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      runs[i]!.push(await once(target, connections, seconds));
    }
  }
  return targets.map((t, i) => ({
    name: t.name,
    bare: t.bare,
    rps: median(runs[i]!.map((r) => r.rps)),
    p99: median(runs[i]!.map((r) => r.p99)),
  }));
}

/** A Markdown table with each target's ratio to the bare Fastify floor above it (the first row). */
export function printReads(rows: ReadFigures[]): void {
  let floor = rows[0]!.rps;
  console.log('| target | req/s | p99 ms | ratio to bare |');
  console.log('|---|---:|---:|---:|');
  for (const r of rows) {
    if (r.bare) floor = r.rps;
    console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${(r.rps / floor).toFixed(2)} |`);
  }
}
