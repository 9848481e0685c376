import qs from 'qs';
import { describe, expect, it } from 'vitest';
import getSideChannel from 'side-channel';

describe('side-channel stand-in', () => {
  it('keeps values for object and primitive keys and asserts presence', () => {
    const channel = getSideChannel<unknown, number>();
    // The alias in vite.config.ts, not the package: no object-inspect behind it.
    expect(getSideChannel.toString()).toContain('new WeakMap()');
    const key = {};
    channel.set(key, 1);
    channel.set('k', 2);
    expect([channel.get(key), channel.get('k'), channel.has({})]).toEqual([1, 2, false]);
    expect(() => channel.assert({})).toThrow(TypeError);
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
  });

  it('lets qs form-encode nested bodies and still refuse cycles', () => {
    expect(qs.stringify({ a: { b: [1, 2] }, c: '中' })).toBe(
      'a%5Bb%5D%5B0%5D=1&a%5Bb%5D%5B1%5D=2&c=%E4%B8%AD',
    );
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => qs.stringify(cyclic)).toThrow(RangeError);
  });
});
