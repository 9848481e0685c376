import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import { createTestUser } from './accounts.js';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A large pool written straight as entries (thousands through `book` would take a test's whole
 * budget): each a patient of its own under a few real accounts, a third preferring one slot,
 * half asking for the waiting list. The draw works on them as on any entries.
 */
export async function writePool(
  db: Db,
  scheduleId: string,
  slotIds: string[],
  count: number,
  at: string,
): Promise<void> {
  const accounts = await Promise.all(
    Array.from({ length: 10 }, () => createTestUser(db, { verified: true })),
  );
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `pool-${scheduleId.slice(0, 8)}-${String(i).padStart(5, '0')}`,
    schedule_id: scheduleId,
    account_id: accounts[i % accounts.length]!.userId,
    patient_key: `pool-patient-${scheduleId}-${i}`,
    family_member_id: null,
    patient_name: `抽签测试${i}`,
    preferred_slot_ids: i % 3 === 0 ? slotIds[i % slotIds.length]! : '',
    waitlist: i % 2,
    idempotency_key: `pool-${scheduleId}-${i}`,
    request_hash: 'pool',
    status: 'pending' as const,
    booking_id: null,
    waitlist_id: null,
    refused_reason: null,
    notified_at: null,
    created_at: at,
    updated_at: at,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('draw_entry')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export interface DrawProcess {
  /** Resolves when the process has printed this line (or the first line starting with it). */
  line: (start: string) => Promise<string>;
  go: () => void;
  kill: () => void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** test/draw-process.ts in a process of its own, on the same database. */
export function drawProcess(database: DatabaseConfig, scheduleId: string, now: Date): DrawProcess {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/test/draw-process.ts'],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        DRAW_DATABASE: JSON.stringify(database),
        DRAW_SCHEDULE: scheduleId,
        DRAW_NOW: now.toISOString(),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let errors = '';
  const waiting: { start: string; done: (line: string) => void }[] = [];
  const settle = () => {
    for (const w of [...waiting]) {
      const found = output.split('\n').find((l) => l.startsWith(w.start));
      if (found !== undefined) {
        waiting.splice(waiting.indexOf(w), 1);
        w.done(found);
      }
    }
  };
  child.stdout.on('data', (b: Buffer) => {
    output += b.toString();
    settle();
  });
  child.stderr.on('data', (b: Buffer) => (errors += b.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  return {
    line: (start) =>
      new Promise((done, fail) => {
        waiting.push({ start, done });
        settle();
        void exited.then(() =>
          fail(new Error(`draw process ended before "${start}": ${output}${errors}`)),
        );
      }),
    go: () => child.stdin.write('go\n'),
    kill: () => child.kill('SIGKILL'),
    exited,
  };
}
