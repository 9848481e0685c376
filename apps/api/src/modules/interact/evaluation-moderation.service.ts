import type {
  EvaluationModerateBody,
  EvaluationStatus,
  StaffEvaluation,
  StaffEvaluationPage,
  StaffEvaluationQuery,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { invalidatePublicReads } from '../../lib/public-cache.js';
import { staffItem } from './evaluation-views.js';
import { creditEvaluation } from './evaluations.service.js';
import {
  evaluationPage,
  findEvaluation,
  findNamedEvaluation,
  updateEvaluation,
} from './evaluations.repository.js';

/**
 * The moderators' side (domain-rules.md "Visit evaluations"): the queue of held and hidden
 * evaluations, publishing or rejecting with a reason, and the hospital's one reply. A
 * hospital's administrator reaches only their hospital; anything else answers as missing.
 */

/** The hospital a staff member is confined to (a hospital's staff), or undefined (the bureau). */
const ownHospital = (actor: AuditActor) =>
  actor.role === 'bureau_admin' ? undefined : (actor.hospitalId ?? '');

export async function staffEvaluations(
  db: Db,
  actor: AuditActor,
  { pageNo, pageSize, status, hospitalId }: StaffEvaluationQuery,
): Promise<StaffEvaluationPage> {
  const queue = status === undefined;
  const { rows, total } = await evaluationPage(
    db,
    {
      // Whatever hospital a hospital's administrator names, they see their own.
      hospitalId: ownHospital(actor) ?? hospitalId,
      statuses: queue ? ['held', 'hidden'] : [status],
      // The queue is worked oldest first, like any queue; a chosen status reads newest first.
      oldestFirst: queue,
    },
    pageNo,
    pageSize,
  );
  return { list: rows.map(staffItem), total, pageNo, pageSize };
}

async function reachable(db: Db, actor: AuditActor, id: string) {
  const row = await findEvaluation(db, id);
  const own = ownHospital(actor);
  if (!row || (own !== undefined && row.hospital_id !== own)) {
    throw new AppError('NOT_FOUND', 404, '没有找到这条评价');
  }
  return row;
}

async function answer(db: Db, id: string): Promise<StaffEvaluation> {
  return staffItem((await findNamedEvaluation(db, id))!);
}

/** Publish (reports start over, the author's points if never credited) or reject with a reason. */
export async function moderateEvaluation(
  db: Db,
  actor: AuditActor,
  id: string,
  body: EvaluationModerateBody,
): Promise<StaffEvaluation> {
  const row = await reachable(db, actor, id);
  const to: EvaluationStatus = body.action === 'publish' ? 'published' : 'rejected';
  const reason = body.action === 'reject' ? body.reason.trim() : null;
  if (body.action === 'reject' && !reason) {
    throw new AppError('INVALID_INPUT', 400, '请填写驳回原因');
  }
  if (row.status === to) {
    throw new AppError('CONFLICT', 409, to === 'published' ? '这条评价已发布' : '这条评价已驳回');
  }
  const at = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    const changed = await updateEvaluation(
      trx,
      id,
      { statuses: [row.status] },
      {
        status: to,
        reject_reason: reason,
        reports: 0,
        moderated_at: at,
        moderated_by: actor.username,
        updated_at: at,
      },
    );
    if (!changed) throw new AppError('CONFLICT', 409, '这条评价刚被他人处理过，请刷新后再试');
    if (to === 'published') await creditEvaluation(trx, row);
    await recordAudit(trx, actor, {
      action: `evaluation.${body.action}`,
      entity: 'evaluation',
      entityId: id,
      before: { status: row.status, rejectReason: row.reject_reason },
      after: { status: to, rejectReason: reason },
    });
  });
  invalidatePublicReads(db);
  return answer(db, id);
}

/** The hospital's one reply to a published evaluation. */
export async function replyToEvaluation(
  db: Db,
  actor: AuditActor,
  id: string,
  input: string,
): Promise<StaffEvaluation> {
  const row = await reachable(db, actor, id);
  if (row.status !== 'published') throw new AppError('NOT_FOUND', 404, '没有找到这条评价');
  const text = input.trim();
  if (!text) throw new AppError('INVALID_INPUT', 400, '请填写回复内容');
  const once = () => new AppError('CONFLICT', 409, '每条评价医院只能回复一次，已回复过');
  if (row.reply_text !== null) throw once();
  const at = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    const changed = await updateEvaluation(
      trx,
      id,
      { statuses: ['published'], unreplied: true },
      { reply_text: text, replied_at: at, replied_by: actor.username, updated_at: at },
    );
    if (!changed) throw once();
    await recordAudit(trx, actor, {
      action: 'evaluation.reply',
      entity: 'evaluation',
      entityId: id,
      before: { reply: null },
      after: { reply: text },
    });
  });
  invalidatePublicReads(db);
  return answer(db, id);
}
