import { drawCommitment, releaseModeOf, type ClinicType } from '@portal/contract';
import { randomBytes } from 'node:crypto';
import { nowIso, type Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import { chinaToday } from '../../lib/china-day.js';
import { rulesByHospital } from '../hospitals/schedule.service.js';
import { releaseAt } from '../hospitals/schedule-time.js';

const MINUTE_MS = 60_000;

export interface PrepareScope {
  hospitalId?: string;
  scheduleIds?: string[];
}

/**
 * Makes the draws of schedules not yet released agree with the release rules: a draw (its
 * window and the commitment to a fresh secret seed) for each schedule the rules release by
 * draw, none for the others. A schedule whose release time has passed keeps what it had, so a
 * rule changed at 08:01 never turns a running first-come release into a draw or a draw's open
 * window into a race. Runs when schedules are published and rules change, and hourly as a net.
 * Safe to run at once in several processes: inserts do nothing on conflict and updates and
 * deletes only touch draws whose window has not opened, where no entry can be.
 */
export async function prepareDraws(
  db: Db,
  scope: PrepareScope = {},
  now = new Date(),
): Promise<{ created: number; changed: number; removed: number }> {
  let q = db
    .selectFrom('schedule as s')
    .innerJoin('department as d', 'd.id', 's.department_id')
    // A clinic without a mode of its own follows its category's (内科 → 心血管内科).
    .leftJoin('department as pd', 'pd.id', 'd.parent_id')
    .leftJoin('draw as dr', 'dr.schedule_id', 's.id')
    .select([
      's.id',
      's.hospital_id',
      's.date',
      's.clinic_type',
      'd.release_mode',
      'd.draw_minutes',
      'pd.release_mode as parent_release_mode',
      'pd.draw_minutes as parent_draw_minutes',
      'dr.window_start',
      'dr.window_end',
    ])
    .where('s.date', '>=', chinaToday(now));
  if (scope.hospitalId) q = q.where('s.hospital_id', '=', scope.hospitalId);
  if (scope.scheduleIds) {
    q = q.where('s.id', 'in', scope.scheduleIds.length > 0 ? scope.scheduleIds : ['']);
  }
  const [rows, rules] = await Promise.all([q.execute(), rulesByHospital(db)]);
  const at = nowIso();
  const counts = { created: 0, changed: 0, removed: 0 };
  await inTransaction(db, async (trx) => {
    for (const row of rows) {
      const hospitalRules = rules.get(row.hospital_id)!;
      const start = releaseAt(row.date, hospitalRules);
      // Released already (or the draw's window open): what it has stands.
      if (start <= now || (row.window_start && Date.parse(row.window_start) <= now.getTime())) {
        continue;
      }
      const own = row.release_mode !== null;
      const release = releaseModeOf(hospitalRules, row.clinic_type as ClinicType, {
        releaseMode: own ? row.release_mode : row.parent_release_mode,
        drawMinutes: own ? row.draw_minutes : row.parent_draw_minutes,
      });
      const nowText = now.toISOString();
      if (release.mode === 'first_come') {
        if (!row.window_start) continue;
        const gone = await trx
          .deleteFrom('draw')
          .where('schedule_id', '=', row.id)
          .where('window_start', '>', nowText)
          .executeTakeFirst();
        counts.removed += Number(gone.numDeletedRows);
        continue;
      }
      const window = {
        window_start: start.toISOString(),
        window_end: new Date(start.getTime() + release.drawMinutes * MINUTE_MS).toISOString(),
      };
      if (!row.window_start) {
        const seed = randomBytes(32).toString('hex');
        const made = await trx
          .insertInto('draw')
          .values({
            schedule_id: row.id,
            ...window,
            seed,
            commitment: await drawCommitment(seed),
            status: 'open',
            pool_hash: null,
            entry_count: null,
            entries: null,
            places: null,
            outcome: null,
            drawn_at: null,
            created_at: at,
          })
          .onConflict((oc) => oc.column('schedule_id').doNothing())
          .executeTakeFirst();
        counts.created += Number(made.numInsertedOrUpdatedRows ?? 0n);
      } else if (window.window_start !== row.window_start || window.window_end !== row.window_end) {
        // The same seed and commitment: only the time moved, before anyone could enter.
        const moved = await trx
          .updateTable('draw')
          .set(window)
          .where('schedule_id', '=', row.id)
          .where('window_start', '>', nowText)
          .executeTakeFirst();
        counts.changed += Number(moved.numUpdatedRows);
      }
    }
  });
  return counts;
}
