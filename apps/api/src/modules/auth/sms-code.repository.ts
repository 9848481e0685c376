import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockName } from '../../db/advisory-lock.js';
import type { DB, SmsCodeTable } from '../../db/schema.js';
import { newId, sha256 } from '../../lib/tokens.js';
import type { AccountRules } from './account-rules.js';
import { chinaDayStart } from '../../lib/china-day.js';

export type SmsPurpose = SmsCodeTable['purpose'];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/**
 * Runs `work` with the phone to itself: on PostgreSQL a transaction-scoped advisory lock per
 * phone is taken first, so a second request for the same phone waits until the first commits,
 * and its conditional insert (READ COMMITTED: each statement reads what was committed before
 * it began) then sees the first's code. Requests for other phones never wait on one another.
 * (SERIALIZABLE did the same job, but its predicate locks cover index pages, not one phone: a
 * burst of requests for different phones aborted some of them over and over, about one in 500
 * in a test, and those people were told to wait.) SQLite has one writer at a time.
 */
async function forPhone<T>(
  db: Db,
  phone: string,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockName(trx, `sms_code:${phone}`);
    return work(trx);
  });
}

export type IssueResult =
  | { issued: true; id: string }
  | { issued: false; reason: 'interval'; waitSeconds: number }
  | { issued: false; reason: 'daily' };

/**
 * Stores a new code for a phone unless the phone's limits (all purposes together) say no: one
 * per `smsIntervalSeconds` and `smsDailyMax` per China calendar day. The limits are part of
 * the insert itself, so two requests at once cannot both pass.
 */
export async function issueCode(
  db: Db,
  phone: string,
  purpose: SmsPurpose,
  code: string,
  rules: AccountRules,
  now = new Date(),
): Promise<IssueResult> {
  const at = now.toISOString();
  const intervalStart = new Date(now.getTime() - rules.smsIntervalSeconds * SECOND).toISOString();
  const dayStart = chinaDayStart(now).toISOString();
  const expiresAt = new Date(now.getTime() + rules.smsCodeTtlMinutes * MINUTE).toISOString();

  const id = newId();
  return forPhone(db, phone, async (trx): Promise<IssueResult> => {
    const inserted = await trx
      .insertInto('sms_code')
      .columns(['id', 'phone', 'purpose', 'code_hash', 'created_at', 'expires_at'])
      .expression(
        trx
          .selectNoFrom((eb) => [
            eb.val(id).as('id'),
            eb.val(phone).as('phone'),
            eb.val(purpose).as('purpose'),
            eb.val(sha256(code)).as('code_hash'),
            eb.val(at).as('created_at'),
            eb.val(expiresAt).as('expires_at'),
          ])
          .where((eb) =>
            eb.and([
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('sms_code')
                    .select(sql<number>`1`.as('one'))
                    .where('phone', '=', phone)
                    .where('created_at', '>', intervalStart),
                ),
              ),
              eb(
                eb
                  .selectFrom('sms_code')
                  .select((c) => c.fn.countAll<number>().as('n'))
                  .where('phone', '=', phone)
                  .where('created_at', '>=', dayStart),
                '<',
                Math.max(1, Math.floor(rules.smsDailyMax)),
              ),
            ]),
          ),
      )
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { issued: true, id };

    const last = await trx
      .selectFrom('sms_code')
      .select('created_at')
      .where('phone', '=', phone)
      .where('created_at', '>', intervalStart)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!last) return { issued: false, reason: 'daily' };
    const nextAt = Date.parse(last.created_at) + rules.smsIntervalSeconds * SECOND;
    return {
      issued: false,
      reason: 'interval',
      waitSeconds: Math.max(1, Math.ceil((nextAt - now.getTime()) / SECOND)),
    };
  });
}

/**
 * Checks a code typed for a phone and purpose. Only the newest code counts (a newer one
 * supersedes the older); a wrong guess uses up one of its tries. Answers the code's id when
 * it matches, for `consumeCode` to spend inside the transaction that acts on it.
 */
export async function matchCode(
  db: Db,
  phone: string,
  purpose: SmsPurpose,
  code: string,
  rules: AccountRules,
  now = new Date(),
): Promise<string | undefined> {
  const latest = await db
    .selectFrom('sms_code')
    .select(['id', 'code_hash', 'expires_at', 'attempts', 'consumed_at'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (
    !latest ||
    latest.consumed_at !== null ||
    latest.expires_at <= now.toISOString() ||
    latest.attempts >= rules.smsMaxTries
  ) {
    return undefined;
  }
  if (latest.code_hash === sha256(code)) return latest.id;
  await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .execute();
  return undefined;
}

/**
 * Takes back a code that could not be sent, so it counts against neither the phone's minute
 * nor its day; a code already spent stays.
 */
export async function withdrawCode(db: Db, codeId: string): Promise<void> {
  await db
    .deleteFrom('sms_code')
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .execute();
}

/**
 * Spends a matched code. Conditional, so of two requests racing with the same code only one
 * gets `true`; a code that expired or ran out of tries in between is refused too.
 */
export async function consumeCode(
  db: Db,
  codeId: string,
  rules: AccountRules,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('sms_code')
    .set({ consumed_at: at })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', at)
    .where('attempts', '<', rules.smsMaxTries)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
