/**
 * The device's signing key for the offline health card: ECDSA P-256 made by WebCrypto with the
 * private key not extractable, so the key in IndexedDB can sign on this device and nowhere else.
 */
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;

function base64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

/** base64url without padding, as the server reads a signature. */
function base64url(bytes: ArrayBuffer): string {
  return base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new key pair: the private key to keep, the public key as the server takes it (spki, base64). */
export async function newDeviceKey(): Promise<{ privateKey: CryptoKey; publicKey: string }> {
  const pair = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
  // A generated pair's public half is always exportable, whatever `extractable` says.
  const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
  return { privateKey: pair.privateKey, publicKey: base64(spki) };
}

/** The key's signature over `text`: IEEE P1363 r‖s (64 bytes), base64url. */
export async function signText(privateKey: CryptoKey, text: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    privateKey,
    new TextEncoder().encode(text),
  );
  return base64url(signature);
}

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad/, 'iPhone'],
  // Before Android: HarmonyOS browsers often say Android too.
  [/HarmonyOS/, '鸿蒙手机'],
  [/Android/, 'Android 手机'],
  [/Windows/, 'Windows 电脑'],
  [/Mac OS/, 'Mac 电脑'],
];
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/, '微信'],
  [/Edg\//, 'Edge'],
  [/Chrome\//, 'Chrome'],
  [/Firefox\//, 'Firefox'],
  [/Safari\//, 'Safari'],
];

const first = (list: [RegExp, string][], text: string, otherwise: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1] ?? otherwise;

/** A name the person recognises in the device list: 「Android 手机 · Chrome」. */
export function deviceLabel(userAgent = navigator.userAgent): string {
  return `${first(SYSTEMS, userAgent, '电脑')} · ${first(BROWSERS, userAgent, '浏览器')}`;
}
