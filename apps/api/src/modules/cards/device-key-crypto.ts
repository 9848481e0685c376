import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/tokens.js';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const BAD_KEY = '设备公钥无效：须为 ECDSA P-256 公钥（WebCrypto 导出的 SPKI，base64 编码）';
/** An uncompressed P-256 point in SPKI DER, as WebCrypto's exportKey('spki') writes it. */
const P256_SPKI_BYTES = 91;

function spkiKey(der: Buffer): KeyObject {
  return createPublicKey({ key: der, format: 'der', type: 'spki' });
}

/**
 * A public key a browser sent, checked strictly: standard base64 of an SPKI DER that node's
 * OpenSSL reads as a point on P-256 and writes back byte for byte (so one key has one form and
 * its hash, which makes it unique, cannot be dodged by re-encoding). 400 for anything else.
 */
export function readPublicKey(text: string): { spki: string; hash: string } {
  const given = text.trim();
  const der = BASE64.test(given) ? Buffer.from(given, 'base64') : Buffer.alloc(0);
  if (der.length !== P256_SPKI_BYTES || der.toString('base64') !== given) {
    throw new AppError('INVALID_INPUT', 400, BAD_KEY);
  }
  let key: KeyObject;
  try {
    key = spkiKey(der);
  } catch {
    throw new AppError('INVALID_INPUT', 400, BAD_KEY);
  }
  const canonical = key.export({ format: 'der', type: 'spki' });
  if (
    key.asymmetricKeyType !== 'ec' ||
    key.asymmetricKeyDetails?.namedCurve !== 'prime256v1' ||
    !canonical.equals(der)
  ) {
    throw new AppError('INVALID_INPUT', 400, BAD_KEY);
  }
  return { spki: given, hash: sha256(given) };
}

/**
 * Whether `signature` (base64url of WebCrypto's 64-byte r‖s) is the key's ECDSA P-256/SHA-256
 * signature over `text`.
 */
export function signedBy(spki: string, text: string, signature: string): boolean {
  const sig = Buffer.from(signature, 'base64url');
  if (sig.length !== 64) return false;
  try {
    const key = spkiKey(Buffer.from(spki, 'base64'));
    return verify('sha256', Buffer.from(text), { key, dsaEncoding: 'ieee-p1363' }, sig);
  } catch {
    return false;
  }
}
