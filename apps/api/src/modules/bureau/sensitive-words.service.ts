import { SENSITIVE_WORD_MAX, type SensitiveWordView } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { announceSharedChange } from '../../lib/shared-change.js';
import { newId } from '../../lib/tokens.js';
import {
  deleteSensitiveWord,
  findSensitiveWord,
  insertSensitiveWord,
  listSensitiveWords,
  type SensitiveWordRow,
} from './sensitive-words.repository.js';

const viewOf = (row: SensitiveWordRow): SensitiveWordView => ({
  id: row.id,
  word: row.word,
  createdAt: row.created_at,
  createdBy: row.created_by,
});

export async function sensitiveWordList(db: Db): Promise<SensitiveWordView[]> {
  return (await listSensitiveWords(db)).map(viewOf);
}

// Screening (normalised, through one Aho-Corasick matcher per process) lives with the other
// text checks; its callers reach it from here too.
export { findSensitiveWords } from '../../lib/text-screen.js';

export async function addSensitiveWord(
  db: Db,
  actor: AuditActor,
  input: string,
): Promise<SensitiveWordView> {
  const word = input.trim();
  const length = Array.from(word).length;
  if (length < 1 || length > SENSITIVE_WORD_MAX) {
    throw new AppError('INVALID_INPUT', 400, `敏感词须为 1 到 ${SENSITIVE_WORD_MAX} 个字符`);
  }
  const row: SensitiveWordRow = {
    id: newId(),
    word,
    created_at: new Date().toISOString(),
    created_by: actor.username,
  };
  try {
    await inTransaction(db, async (trx) => {
      await insertSensitiveWord(trx, row);
      await recordAudit(trx, actor, {
        action: 'sensitive_word.add',
        entity: 'sensitive_word',
        entityId: row.id,
        after: { word },
      });
    });
  } catch (err) {
    if (uniqueViolation(err) !== undefined) {
      throw new AppError('CONFLICT', 409, `敏感词“${word}”已在列表中`);
    }
    throw err;
  }
  // Every process rebuilds its matcher: the new word is screened at once everywhere.
  await announceSharedChange(db);
  return viewOf(row);
}

export async function removeSensitiveWord(
  db: Db,
  actor: AuditActor,
  id: string,
): Promise<SensitiveWordView> {
  const removed = await inTransaction(db, async (trx) => {
    const row = await findSensitiveWord(trx, id);
    if (!row) throw new AppError('NOT_FOUND', 404, '敏感词不存在或已删除');
    await deleteSensitiveWord(trx, id);
    await recordAudit(trx, actor, {
      action: 'sensitive_word.remove',
      entity: 'sensitive_word',
      entityId: id,
      before: { word: row.word },
    });
    return viewOf(row);
  });
  await announceSharedChange(db);
  return removed;
}
