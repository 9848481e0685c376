import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StaffAccountTable } from '../../db/schema.js';

export type StaffAccountRow = Selectable<StaffAccountTable>;

export function findStaffByUsername(db: Db, username: string) {
  return db
    .selectFrom('staff_account')
    .selectAll()
    .where('username', '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export function findStaffById(db: Db, id: string) {
  return db.selectFrom('staff_account').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listStaff(db: Db) {
  return db.selectFrom('staff_account').selectAll().orderBy('created_at').execute();
}

/**
 * Accepts a code's step once: the update only matches while the step is newer than the last
 * one used, so two requests with the same code cannot both pass.
 */
export async function useTotpStep(db: Db, staffId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_account')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Uses a recovery code once (same construction as useTotpStep). */
export async function useRecoveryCode(db: Db, staffId: string, codeHash: string, at: string) {
  const result = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: at })
    .where('code_hash', '=', codeHash)
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
