'use strict';
/**
 * Stands in for the `side-channel` package that qs uses to spot cyclic objects. The package
 * supports engines without WeakMap and brings object-inspect and get-intrinsic along (about
 * 12 KB gzipped on every page); every browser the portal supports has WeakMap and Map.
 * vite.config.ts points `side-channel` here. CommonJS, because qs `require`s it.
 */
module.exports = function getSideChannel() {
  const weak = new WeakMap();
  const strong = new Map();
  const isObject = (key) => (typeof key === 'object' && key !== null) || typeof key === 'function';
  const channel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: (key) => (isObject(key) ? weak.delete(key) : strong.delete(key)),
    get: (key) => (isObject(key) ? weak.get(key) : strong.get(key)),
    has: (key) => (isObject(key) ? weak.has(key) : strong.has(key)),
    set(key, value) {
      if (isObject(key)) weak.set(key, value);
      else strong.set(key, value);
    },
  };
  return channel;
};
