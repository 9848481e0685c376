import type { InjectOptions } from 'fastify';
import type { TestApp } from '../test-app.js';

/**
 * One staff write, ready to send, for the data-driven audit test (staff-audit.test.ts): every
 * staff write operation in the OpenAPI document must have a sample, and each sample's request
 * must add exactly one audit row whose action and entity are the ones named here.
 */
export interface StaffWriteSample {
  /** As in operation-ids.ts: 'POST /api/staff/hospitals/{id}'. */
  operation: string;
  /** The demo staff member who sends it (api-contract.md). */
  as: 'bureau' | 'rmyy-admin' | 'rmyy-doctor' | 'editor' | 'reviewer';
  /** Builds the request against a freshly seeded test app (create what it needs first). */
  request: (t: TestApp) => Promise<InjectOptions>;
  action: string;
  entity: string;
  /** A field name that must appear in the row's `after` (a changed field), when there is one. */
  changed?: string;
}
