import type { AuditQuery, AuditRow, StaffRole } from '@portal/contract';
import type { Db } from '../../db/database.js';

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export async function listAudit(
  db: Db,
  query: AuditQuery,
): Promise<{ total: number; rows: AuditRow[] }> {
  let q = db.selectFrom('audit_log');
  if (query.staffId) q = q.where('staff_id', '=', query.staffId);
  if (query.action) q = q.where('action', '=', query.action);
  if (query.entity) q = q.where('entity', '=', query.entity);
  if (query.from) q = q.where('at', '>=', new Date(query.from).toISOString());
  if (query.to) q = q.where('at', '<=', new Date(query.to).toISOString());
  const pageSize = query.pageSize ?? 50;
  const page = query.page ?? 1;
  const { total } = await q
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at,
      staff: r.staff_username,
      role: r.role as StaffRole | null,
      hospitalId: r.hospital_id,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      before: parse(r.before),
      after: parse(r.after),
      ip: r.ip,
      requestId: r.request_id,
    })),
  };
}
