import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/account/settings', '/account/settings'],
    ['/account/settings?tab=password#top', '/account/settings?tab=password#top'],
    ['/wiki/knowledge/article/12', '/wiki/knowledge/article/12'],
  ])('keeps the in-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['a protocol-relative address', '//evil.com'],
    ['a protocol-relative address with a path', '//evil.com/account'],
    ['an absolute address', 'https://evil.com'],
    ['a backslash after the slash', '/\\evil.com'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,hi'],
    ['a relative path', 'account/settings'],
    ['a tab that browsers strip', '/\t/evil.com'],
    ['a newline', '/account\n'],
    ['the sign-in page itself', '/login'],
    ['the sign-in page with a query', '/login?redirect=/home'],
  ])('sends %s home', (_label, value) => {
    expect(safeRedirect(value)).toBe('/home');
  });
});
