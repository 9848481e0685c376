import { describe, expect, it } from 'vitest';
import { legacyScryptHash, TEST_PASSWORD_COST as CHEAP } from '../test/accounts.js';
import { DEFAULT_PASSWORD_COST, hashPassword, needsRehash, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('writes argon2id at OWASP parameters by default, salted per hash', async () => {
    const a = await hashPassword('Demo@2026');
    const b = await hashPassword('Demo@2026');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo@2026', a)).toBe(true);
    expect(await verifyPassword('Demo@2027', a)).toBe(false);
    expect(needsRehash(a, DEFAULT_PASSWORD_COST)).toBe(false);
  });

  it('treats full-width and half-width forms of a password alike (NFKC)', async () => {
    const hash = await hashPassword('Ｄｅｍｏ＠2026', CHEAP);
    expect(await verifyPassword('Demo@2026', hash)).toBe(true);
  });

  it('still verifies a legacy scrypt hash and asks for it to be replaced', async () => {
    const legacy = legacyScryptHash('Old#pass1');
    expect(await verifyPassword('Old#pass1', legacy)).toBe(true);
    expect(await verifyPassword('Old#pass2', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('asks for a rehash when the configured cost changed', async () => {
    const cheap = await hashPassword('x-Passw0rd', CHEAP);
    expect(needsRehash(cheap, CHEAP)).toBe(false);
    expect(needsRehash(cheap, DEFAULT_PASSWORD_COST)).toBe(true);
  });

  it('refuses anything that is not a hash it wrote, without throwing', async () => {
    for (const stored of ['!sso', '', 'scrypt$0$8$1$$', 'scrypt$x$y$z$a$b', '$argon2id$garbage']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
