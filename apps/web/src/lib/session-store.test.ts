import { describe, expect, it } from 'vitest';
import { createSessionStore, storagePrefix } from './session-store';
import type { UserInfo } from '@portal/contract';

describe('session store', () => {
  it('prefixes keys with the upper-cased product code', () => {
    expect(storagePrefix('qhjk')).toBe('QHJK_');
  });

  it('starts with the spec defaults and persists every field in sessionStorage', () => {
    const store = createSessionStore('qhjk');
    const s = store.getState();
    expect(s.isAdmin).toBe(true);
    expect(s.elderMode).toBe(false);
    expect(s.gov).toBe(false);
    expect(s.token).toBe('');
    for (const key of ['elderMode', 'isAdmin', 'gov', 'token', 'SSO', 'userInfo', 'articles']) {
      expect(sessionStorage.getItem(`QHJK_${key}`)).not.toBeNull();
    }
  });

  it('writes changes through and reads them back in a new store (a reload)', () => {
    const a = createSessionStore('qhjk');
    a.getState().set('token', 'abc');
    a.getState().set('articles', { type: 'disease', path: '/wiki/knowledge', name: '感冒' });
    expect(JSON.parse(sessionStorage.getItem('QHJK_token')!)).toBe('abc');
    const b = createSessionStore('qhjk');
    expect(b.getState().token).toBe('abc');
    expect(b.getState().articles?.name).toBe('感冒');
  });

  it('clears token, SSO and user info on clearAuth and keeps the mode flags', () => {
    const store = createSessionStore('qhjk', { elderMode: true, gov: true });
    store.getState().set('token', 'abc');
    store.getState().set('userInfo', { ID: '1' } as UserInfo);
    store.getState().set('SSO', {
      userid: 'abc',
      userno: 'u1',
      zlbfirst: false,
      zlbid: 'z1',
      zlbname: '张三',
    });
    store.getState().clearAuth();
    const s = store.getState();
    expect([s.token, s.SSO, s.userInfo]).toEqual(['', null, null]);
    expect(s.elderMode).toBe(true);
    expect(s.gov).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('QHJK_token')!)).toBe('');
  });

  it('drops a corrupt stored value instead of failing', () => {
    sessionStorage.setItem('QHJK_userInfo', '{not json');
    const store = createSessionStore('qhjk');
    expect(store.getState().userInfo).toBeNull();
  });
});
