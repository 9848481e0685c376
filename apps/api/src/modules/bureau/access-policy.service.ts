import {
  ACCESS_REQUIREMENT_NAMES,
  type AccessRequirement,
  type AccessRuleView,
  type ActionName,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import {
  DEFAULT_ACCESS_POLICY,
  listAccessPolicy,
  setRequirement,
} from '../access/access.service.js';
import { ACTION_PROTECTS, FIXED_OPEN_ACTIONS } from './access-descriptions.js';

const UNKNOWN = new AppError('NOT_FOUND', 404, '没有这个权限动作');

function viewOf(row: { action: string; requirement: AccessRequirement; updated_at: string }) {
  const action = row.action as ActionName;
  return {
    action: row.action,
    requirement: row.requirement,
    defaultRequirement: DEFAULT_ACCESS_POLICY[action] ?? 'none',
    protects: ACTION_PROTECTS[action] ?? '（未登记的动作）',
    fixed: FIXED_OPEN_ACTIONS.includes(row.action),
    updatedAt: row.updated_at,
  } satisfies AccessRuleView;
}

export async function accessPolicy(db: Db): Promise<AccessRuleView[]> {
  return (await listAccessPolicy(db)).map(viewOf);
}

/**
 * Changes one action's requirement with its audit row. chk_webaction reads the table on every
 * request, so the citizen guard follows from the next page opened, on every process.
 */
export async function changeAccessRule(
  db: Db,
  actor: AuditActor,
  action: string,
  requirement: AccessRequirement,
): Promise<AccessRuleView> {
  if (FIXED_OPEN_ACTIONS.includes(action) && requirement !== 'none') {
    throw new AppError(
      'INVALID_INPUT',
      400,
      `登录、注册、找回密码等页面必须对所有人开放，不能设为“${ACCESS_REQUIREMENT_NAMES[requirement]}”`,
    );
  }
  return inTransaction(db, async (trx) => {
    const before = (await listAccessPolicy(trx)).find((r) => r.action === action);
    if (!before) throw UNKNOWN;
    await setRequirement(trx, action, requirement);
    const after = (await listAccessPolicy(trx)).find((r) => r.action === action)!;
    await recordAudit(trx, actor, {
      action: 'access_policy.update',
      entity: 'access_policy',
      entityId: action,
      before: { requirement: before.requirement },
      after: { requirement: after.requirement },
    });
    return viewOf(after);
  });
}
