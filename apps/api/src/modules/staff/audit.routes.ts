import { AuditPage, AuditQuery, ErrorBody, STAFF_API, type AuditRow } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { listAudit } from './audit.repository.js';

const CSV_COLUMNS: (keyof AuditRow)[] = [
  'at',
  'staff',
  'role',
  'hospitalId',
  'action',
  'entity',
  'entityId',
  'before',
  'after',
  'ip',
  'requestId',
];
const CSV_MAX_ROWS = 10_000;

/** RFC 4180 quoting; a leading =+-@ is neutralised so a spreadsheet never runs it as a formula. */
function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The audit log for the bureau (api-contract.md): filters, paging, and the same rows as CSV. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bureau = app.staffOnly('audit');
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

  app.get(
    `${STAFF_API}/audit`,
    {
      schema: {
        tags: ['staff'],
        summary: '审计日志',
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errors },
      },
      preHandler: bureau,
    },
    async (request) => listAudit(app.db, request.query),
  );

  app.get(
    `${STAFF_API}/audit.csv`,
    {
      schema: {
        tags: ['staff'],
        summary: '审计日志导出（CSV，最多一万行）',
        querystring: Type.Omit(AuditQuery, ['page', 'pageSize']),
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errors },
      },
      preHandler: bureau,
    },
    async (request, reply) => {
      const { rows } = await listAudit(app.db, {
        ...request.query,
        page: 1,
        pageSize: CSV_MAX_ROWS,
      });
      const lines = [
        CSV_COLUMNS.join(','),
        ...rows.map((r) => CSV_COLUMNS.map((c) => csvCell(r[c])).join(',')),
      ];
      // The BOM makes Excel read the file as UTF-8 (Chinese action names, hospital names).
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );
};

export default auditRoutes;
