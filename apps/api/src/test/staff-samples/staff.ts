import type { StaffWriteSample } from './types.js';

/** The lead's own staff writes beyond the accounts page (whose samples are in bureau.ts). */
export const SAMPLES: StaffWriteSample[] = [
  {
    operation: 'DELETE /api/staff/session',
    as: 'editor',
    request: async () => ({ method: 'DELETE', url: '/api/staff/session' }),
    action: 'staff.sign_out',
    entity: 'staff_session',
  },
];
