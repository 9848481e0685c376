import type { Db } from '../../db/database.js';

/** The profile columns a user may change themself (zlb.do_edituser.html). */
export type ProfileChange = { nickname: string } | { head_photo: string };

export async function updateProfile(
  db: Db,
  userId: string,
  change: ProfileChange,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ ...change, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}
