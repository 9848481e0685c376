import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/contract';
import { api } from '@/lib/api-client';
import { createSessionStore, initSession } from '@/lib/session-store';
import { deleteFamilyMember } from './delete-family-member';
import { verifyIdentity } from './verify-identity';
import { editFamilyMember } from './edit-family-member';
import { editIdentity } from './edit-identity';
import { redoIdentity } from './redo-identity';

vi.mock('@/lib/api-client', () => ({
  api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
  ApiError: class extends Error {},
}));

beforeEach(() => {
  vi.mocked(api.post).mockReset().mockResolvedValue({ ok: true });
  vi.mocked(api.delete).mockReset().mockResolvedValue({ ok: true });
  initSession(createSessionStore('test', { token: 'tok-9' }));
});

describe('identity calls', () => {
  it('carry the token in the form as `user`, as the spec payloads do', async () => {
    await verifyIdentity({ name: '张三', type: '01', idno: 'x', phone: '13800000000' });
    expect(api.post).toHaveBeenLastCalledWith(API.doIdentity, {
      name: '张三',
      type: '01',
      idno: 'x',
      phone: '13800000000',
      user: 'tok-9',
    });
    await redoIdentity();
    expect(api.post).toHaveBeenLastCalledWith(API.redoIdentity, { user: 'tok-9' });
    await editIdentity({ type: 'cardno', data: 'A1' });
    expect(api.post).toHaveBeenLastCalledWith(API.editIdentity, {
      type: 'cardno',
      data: 'A1',
      user: 'tok-9',
    });
  });

  it('address one family member by its encoded id', async () => {
    await editFamilyMember('a/b', { relation: '父母' });
    expect(api.post).toHaveBeenLastCalledWith('/api/family/a%2Fb', { relation: '父母' });
    await deleteFamilyMember('m1');
    expect(api.delete).toHaveBeenLastCalledWith('/api/family/m1');
  });
});
