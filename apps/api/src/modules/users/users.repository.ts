import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Executor = Kysely<DB> | Transaction<DB>;

/** The profile columns a user may change themself (zlb.do_edituser.html). */
export type ProfileChange = { nickname: string } | { head_photo: string };

export async function updateProfile(
  db: Executor,
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
