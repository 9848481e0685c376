import type { InjectOptions } from 'fastify';
import { newId } from '../../lib/tokens.js';
import { DEFAULT_ACCOUNT_RULES } from '../../modules/auth/account-rules.js';
import { createTestUser } from '../accounts.js';
import type { TestApp } from '../test-app.js';
import type { StaffWriteSample } from './types.js';

/**
 * A throwaway staff account written straight to the table, so arranging it adds no audit row of
 * its own (the sample's request must be the only one).
 */
async function throwawayStaff(t: TestApp, status: 'active' | 'disabled'): Promise<string> {
  const id = newId();
  const at = new Date().toISOString();
  await t.db
    .insertInto('staff_account')
    .values({
      id,
      username: `tmp-${id.slice(0, 8).toLowerCase()}`,
      name: '临时账号',
      role: 'editor',
      hospital_id: null,
      doctor_id: null,
      password_hash: null,
      totp_secret: 'JBSWY3DPEHPK3PXP',
      status,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

const post = (url: string, payload: Record<string, unknown> = {}): InjectOptions => ({
  method: 'POST',
  url,
  payload,
});

/** The bureau's writes: site settings, access policy, citizens, sensitive words, staff accounts. */
export const SAMPLES: StaffWriteSample[] = [
  {
    operation: 'PUT /api/staff/site',
    as: 'bureau',
    request: async (t) => {
      const site = (await t.app.inject({ url: '/api/site/config' })).json();
      return {
        method: 'PUT',
        url: '/api/staff/site',
        payload: {
          hotline: '0571-99999',
          address: site.address,
          phones: site.phones,
          copyright: site.copyright,
          recordNumber: site.recordNumber,
          techSupport: site.techSupport,
          accountRules: DEFAULT_ACCOUNT_RULES,
        },
      };
    },
    action: 'site.update',
    entity: 'site',
    changed: 'hotline',
  },
  {
    operation: 'PUT /api/staff/access-policy/{action}',
    as: 'bureau',
    request: async () => ({
      method: 'PUT',
      url: '/api/staff/access-policy/help',
      payload: { requirement: 'signed_in' },
    }),
    action: 'access_policy.update',
    entity: 'access_policy',
    changed: 'requirement',
  },
  {
    operation: 'POST /api/staff/citizens/{id}/lock',
    as: 'bureau',
    request: async (t) => post(`/api/staff/citizens/${(await createTestUser(t.db)).userId}/lock`),
    action: 'citizen.lock',
    entity: 'citizen',
    changed: 'locked',
  },
  {
    operation: 'POST /api/staff/citizens/{id}/unlock',
    as: 'bureau',
    request: async (t) => {
      const { userId } = await createTestUser(t.db);
      await t.db
        .insertInto('citizen_lock')
        .values({ user_id: userId, locked_at: new Date().toISOString(), locked_by: null })
        .execute();
      return post(`/api/staff/citizens/${userId}/unlock`);
    },
    action: 'citizen.unlock',
    entity: 'citizen',
    changed: 'locked',
  },
  {
    operation: 'POST /api/staff/citizens/{id}/end-sessions',
    as: 'bureau',
    request: async (t) =>
      post(`/api/staff/citizens/${(await createTestUser(t.db)).userId}/end-sessions`),
    action: 'citizen.end_sessions',
    entity: 'citizen',
    changed: 'liveSessions',
  },
  {
    operation: 'POST /api/staff/sensitive-words',
    as: 'bureau',
    request: async () => post('/api/staff/sensitive-words', { word: `样例${newId().slice(0, 6)}` }),
    action: 'sensitive_word.add',
    entity: 'sensitive_word',
    changed: 'word',
  },
  {
    operation: 'DELETE /api/staff/sensitive-words/{id}',
    as: 'bureau',
    request: async (t) => {
      const id = newId();
      await t.db
        .insertInto('sensitive_word')
        .values({
          id,
          word: `删除${id.slice(0, 6)}`,
          created_at: new Date().toISOString(),
          created_by: null,
        })
        .execute();
      return { method: 'DELETE', url: `/api/staff/sensitive-words/${id}` };
    },
    action: 'sensitive_word.remove',
    entity: 'sensitive_word',
  },
  {
    operation: 'POST /api/staff/accounts',
    as: 'bureau',
    request: async () =>
      post('/api/staff/accounts', {
        username: `new-${newId().slice(0, 8).toLowerCase()}`,
        name: '新同事',
        role: 'editor',
      }),
    action: 'staff.create',
    entity: 'staff_account',
    changed: 'username',
  },
  {
    operation: 'POST /api/staff/accounts/{id}/disable',
    as: 'bureau',
    request: async (t) => post(`/api/staff/accounts/${await throwawayStaff(t, 'active')}/disable`),
    action: 'staff.disable',
    entity: 'staff_account',
    changed: 'status',
  },
  {
    operation: 'POST /api/staff/accounts/{id}/enable',
    as: 'bureau',
    request: async (t) => post(`/api/staff/accounts/${await throwawayStaff(t, 'disabled')}/enable`),
    action: 'staff.enable',
    entity: 'staff_account',
    changed: 'status',
  },
  {
    operation: 'POST /api/staff/accounts/{id}/reset-factor',
    as: 'bureau',
    request: async (t) =>
      post(`/api/staff/accounts/${await throwawayStaff(t, 'active')}/reset-factor`),
    action: 'staff.reset_factor',
    entity: 'staff_account',
    changed: 'status',
  },
  {
    operation: 'POST /api/staff/accounts/{id}/role',
    as: 'bureau',
    request: async (t) =>
      post(`/api/staff/accounts/${await throwawayStaff(t, 'active')}/role`, { role: 'reviewer' }),
    action: 'staff.change_role',
    entity: 'staff_account',
    changed: 'role',
  },
];
