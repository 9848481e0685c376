import { scrypt, timingSafeEqual } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

/** argon2id cost; stored in each hash (PHC string), so a later change still verifies old ones. */
export interface PasswordHashCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * OWASP's argon2id setting (19 MiB, 2 iterations, 1 lane): about 13 ms of one core per check,
 * so two cores sign in well over 100 people a second where scrypt at 32 MiB managed under 10.
 */
export const DEFAULT_PASSWORD_COST: PasswordHashCost = {
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

// Algorithm.Argon2id: the binding declares a const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

/** `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export function hashPassword(
  password: string,
  cost: PasswordHashCost = DEFAULT_PASSWORD_COST,
): Promise<string> {
  return argon2Hash(password.normalize('NFKC'), { ...cost, algorithm: ARGON2ID });
}

// Hashes written before argon2id: `scrypt$N$r$p$salt$hash`, salt and hash base64url.
// They still verify, and a successful sign-in replaces them (see needsRehash).
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (!salt || !hash || ![N, R, P].every((x) => Number.isInteger(x) && x > 0)) {
    return Promise.resolve(false);
  }
  const expected = Buffer.from(hash, 'base64url');
  const options = { N, r: R, p: P, maxmem: 256 * N * R + 1024 * 1024 };
  return new Promise((resolve) => {
    scrypt(
      password.normalize('NFKC'),
      Buffer.from(salt, 'base64url'),
      expected.length,
      options,
      (err, key) =>
        resolve(!err && key.length === expected.length && timingSafeEqual(key, expected)),
    );
  });
}

/** False for a wrong password and for anything that is not a hash this code wrote. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) {
    try {
      return await argon2Verify(stored, password.normalize('NFKC'));
    } catch {
      return false;
    }
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** Whether a hash that just verified should be replaced: another algorithm or another cost. */
export function needsRehash(stored: string, cost: PasswordHashCost = DEFAULT_PASSWORD_COST) {
  const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!params) return true;
  const [m, t, p] = params.slice(1).map(Number);
  return m !== cost.memoryCost || t !== cost.timeCost || p !== cost.parallelism;
}
