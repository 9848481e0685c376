import { describe, expect, it } from 'vitest';
import {
  ELDER_MODE_CLASS as ELDER_CLASS,
  ELDER_MODE_COOKIE as ELDER_COOKIE,
} from '@portal/contract';
import { applyElderMode, readElderCookie } from './elder-mode';

describe('elder mode', () => {
  it('adds the body class and the cookie when turned on', () => {
    applyElderMode(true);
    expect(document.body.classList.contains(ELDER_CLASS)).toBe(true);
    expect(document.cookie).toContain(`${ELDER_COOKIE}=1`);
    expect(readElderCookie()).toBe(true);
  });

  it('removes both when turned off', () => {
    applyElderMode(true);
    applyElderMode(false);
    expect(document.body.classList.contains(ELDER_CLASS)).toBe(false);
    expect(readElderCookie()).toBe(false);
  });

  it('reads only an exact cookie value', () => {
    expect(readElderCookie('a=1; elder_mode=1; b=2')).toBe(true);
    expect(readElderCookie('elder_mode=0')).toBe(false);
    expect(readElderCookie('not_elder_mode=1')).toBe(false);
  });
});
