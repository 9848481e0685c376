import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts a Node process and resolves once it prints its ready line. */
export function startProcess(args: string[], env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    child.stdout?.on('data', (b: Buffer) => {
      if (/ready|已启动/.test(b.toString())) done(child);
    });
    child.once('exit', (code) => fail(new Error(`process exited with ${code}`)));
  });
}

/** The built portal (`npm run build` first) on a fresh SQLite file, as `npm start` runs it. */
export async function startPortal(port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const child = await startProcess(['apps/api/dist/server.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    SQLITE_FILE: join(dir, 'bench.db'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
  });
  return {
    child,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
