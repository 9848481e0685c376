import { readFile } from 'node:fs/promises';
import { PERIOD_HOURS, PublicDraw, verifyDraw } from '@portal/contract';
import { Value } from '@sinclair/typebox/value';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { chinaMoment } from '../hospitals/schedule-time.js';
import { publicDraw } from './draws.service.js';

export const DRAW_USAGE = 'draw verify <排班编号> | draw verify --file <抽签公示.json>';

const NOT_DONE: Record<Exclude<PublicDraw['status'], 'done'>, string> = {
  upcoming: '登记尚未开始',
  open: '正在登记',
  drawing: '登记已截止，正在抽签',
};

function heading(d: PublicDraw): string {
  const who = [d.hospitalName, d.departmentName, d.doctorName].filter(Boolean).join(' ');
  return `${who} ${d.date} ${PERIOD_HOURS[d.period].label} ${d.clinicType}`;
}

/** The counts of a made draw: what was offered and what became of the entrants. */
function counts(d: PublicDraw): string {
  const outcome = d.outcome ?? [];
  const places = (d.places ?? []).reduce((sum, p) => sum + p.places, 0);
  const waitlisted = outcome.filter((o) => o.result === 'waitlist').length;
  const none = outcome.filter((o) => o.result === 'none');
  const refused = none.filter((o) => o.refused).length;
  const won = outcome.length - waitlisted - none.length;
  return (
    `登记 ${d.entries?.length ?? 0} 人，号源 ${places} 个：中签 ${won} 人，候补 ${waitlisted} 人，` +
    `未中签 ${none.length} 人（其中因预约限制未分得 ${refused} 人）`
  );
}

/**
 * Prints the checks of a published draw and answers whether it recomputes exactly; before the
 * draw there is nothing to recompute yet, only the commitment to note down.
 */
export async function reportDraw(d: PublicDraw): Promise<boolean> {
  console.log(heading(d));
  console.log(
    `登记时段：${chinaMoment(new Date(d.windowStart))} 至 ${chinaMoment(new Date(d.windowEnd))}（北京时间）`,
  );
  console.log(`承诺值（种子的 SHA-256）：${d.commitment}`);
  if (d.status !== 'done') {
    console.log(
      `${NOT_DONE[d.status]}，尚未抽签：抽签后公布种子与结果，届时可再次核验（已登记 ${d.entryCount} 人）`,
    );
    return true;
  }
  const { seed, poolHash, entries, places, outcome } = d;
  if (seed === null || poolHash === null || !entries || !places || !outcome) {
    console.log('✗ 已抽签，但公示缺少种子、名单哈希、名单、号源或结果');
    console.log('核验不一致');
    return false;
  }
  console.log(`种子：${seed}`);
  console.log(`名单哈希：${poolHash}`);
  const checks = await verifyDraw({
    commitment: d.commitment,
    seed,
    poolHash,
    entries,
    places,
    outcome,
  });
  for (const c of checks) console.log(`${c.ok ? '✓' : '✗'} ${c.label}`);
  console.log(counts(d));
  // verifyDraw stops at the first broken link: a check not reached is not a pass.
  const ok = checks.length === 4 && checks.every((c) => c.ok);
  console.log(ok ? '抽签结果核验一致' : '核验不一致');
  return ok;
}

/** A draw saved from `GET /api/draws/:scheduleId`: no database needed, as for an auditor. */
export async function verifyDrawFile(file: string): Promise<void> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    console.error(`无法读取抽签公示文件 ${file}：${err instanceof Error ? err.message : err}`);
    process.exitCode = 1;
    return;
  }
  if (!Value.Check(PublicDraw, data)) {
    const first = Value.Errors(PublicDraw, data).First();
    console.error(
      `${file} 不是抽签公示（GET /api/draws/<排班编号> 的返回内容）：${first ? `${first.path || '/'} ${first.message}` : ''}`,
    );
    process.exitCode = 1;
    return;
  }
  if (!(await reportDraw(data))) process.exitCode = 1;
}

/** The file form, which opens no database; true when `args` are it (cli.ts runs it first). */
export async function drawFileCommand(args: string[]): Promise<boolean> {
  const [action, flag, file] = args;
  if (action !== 'verify' || flag !== '--file' || !file) return false;
  await verifyDrawFile(file);
  return true;
}

/** `npm run cli -- draw verify <scheduleId>`: recomputes a draw from what the portal publishes. */
export async function drawCommand(db: Db, args: string[]): Promise<boolean> {
  if (await drawFileCommand(args)) return true;
  const [action, scheduleId] = args;
  if (action !== 'verify' || !scheduleId || scheduleId.startsWith('--')) return false;
  let draw: PublicDraw;
  try {
    draw = await publicDraw(db, scheduleId);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
    return true;
  }
  if (!(await reportDraw(draw))) process.exitCode = 1;
  return true;
}
