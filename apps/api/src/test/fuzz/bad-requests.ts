import fc from 'fast-check';
import { badValue, bodyEntries, fieldValue, NASTY_STRINGS, numericString } from './bad-values.js';
import { takesHospitalKey, takesStaffSession, type Operation } from './operations.js';

/** The demo staff (api-contract.md): one per role, each signed in with its own session. */
export const STAFF_AUTHS = ['bureau', 'rmyy-admin', 'rmyy-doctor', 'editor', 'reviewer'] as const;
export type StaffAuth = (typeof STAFF_AUTHS)[number];

/**
 * No credentials, a citizen session (query or bearer), a made-up token, a hospital API key,
 * or a staff session of one of the roles (with its CSRF header).
 */
export type Auth = 'none' | 'query' | 'bearer' | 'bogus' | 'hospital' | StaffAuth;

/** One request as the fuzz test sends it through `app.inject`. */
export interface FuzzRequest {
  method: string;
  url: string;
  auth: Auth;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const ONE_MIB = 1024 * 1024;
const HUGE = Buffer.alloc(ONE_MIB + 16, 'a');

/** Percent-encodes the UTF-8 bytes (lone surrogates become U+FFFD), never throwing. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : '%' + b.toString(16).padStart(2, '0'),
    )
    .join('');
}

// Path and query pieces sent without encoding: traversal and broken escapes as a bot types them.
const RAW_PIECES = [
  '..',
  '../../etc/passwd',
  '%',
  '%zz',
  '%c0%af',
  '%ff%fe',
  '%00',
  '.%2e/.%2e/x',
  '//',
];

const rawOrEncoded = (value: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: value.map(encode), weight: 5 }, fc.constantFrom(...RAW_PIECES));

function form(entries: [string, unknown][]): string {
  return entries
    .flatMap(([k, v]) =>
      Array.isArray(v)
        ? v.map((item) => `${encode(k)}=${encode(item)}`)
        : v !== null && typeof v === 'object'
          ? Object.entries(v).map(([sub, item]) => `${encode(`${k}[${sub}]`)}=${encode(item)}`)
          : [`${encode(k)}=${encode(v === null ? '' : String(v))}`],
    )
    .join('&');
}

function json(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

const FILE_BYTES = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  Buffer.from('GIF89a'),
  Buffer.from('<svg onload="alert(1)"/>'),
  Buffer.alloc(0),
];

function multipart(entries: [string, unknown][], file: Buffer | null, cut: number | null): Buffer {
  const boundary = 'fuzzBoundary';
  const parts = entries.map(
    ([k, v]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`,
  );
  const head = Buffer.from(parts.join(''));
  const filePart = file
    ? Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        file,
        Buffer.from('\r\n'),
      ])
    : Buffer.alloc(0);
  const whole = Buffer.concat([head, filePart, Buffer.from(`--${boundary}--\r\n`)]);
  // A truncated body is what made busboy throw "Unexpected end of multipart data".
  return cut === null ? whole : whole.subarray(0, Math.floor(whole.length * cut));
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=gbk',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=x',
  'application/fhir+json',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'image/png',
  '*/*',
  'garbage',
  ';;;',
];

const RAW_BODIES: (string | Buffer)[] = [
  'abc',
  '{',
  '{"a":',
  '[1,2',
  '"str"',
  'null',
  '\u0000\u0001',
  '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n',
  '--x--',
  'a=1&a=2&a[b]=3&%zz=1',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0x00]),
  HUGE,
];

type Body = { type?: string; payload?: string | Buffer };

function bodyFor(op: Operation): fc.Arbitrary<Body> {
  const entries = fc.oneof(
    { arbitrary: bodyEntries(op.body), weight: 4 },
    badValue.map((v): [string, unknown][] => [['', v]]),
  );
  return fc.oneof(
    fc.constant({}),
    { arbitrary: entries.map((e) => ({ type: 'application/json', payload: json(e) })), weight: 4 },
    {
      arbitrary: entries.map((e) => ({
        type: 'application/x-www-form-urlencoded',
        payload: form(e),
      })),
      weight: 4,
    },
    {
      arbitrary: fc
        .tuple(
          entries,
          fc.option(fc.constantFrom(...FILE_BYTES)),
          fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
        )
        .map(([e, file, cut]) => ({
          type: 'multipart/form-data; boundary=fuzzBoundary',
          payload: multipart(e, file, cut),
        })),
      weight: 3,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), fc.constantFrom(...RAW_BODIES))
        .map(([type, payload]) => ({ type, payload })),
      weight: 3,
    },
  );
}

function queryFor(op: Operation): fc.Arbitrary<string[]> {
  const declared = op.parameters
    .filter((p) => p.in === 'query')
    .map((p) =>
      fc.option(
        rawOrEncoded(fieldValue(p.schema)).map((v) => `${encode(p.name)}=${v}`),
        {
          freq: 4,
        },
      ),
    );
  // Paging, repeated keys and unknown keys on every operation, whether it pages or not.
  const extra = fc.array(
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom('pageNo', 'pageSize', 'user', 'keyword', 'q', 'extra', 'a[b]'),
          rawOrEncoded(badValue),
        )
        .map(([k, v]) => `${encode(k)}=${v}`),
      fc
        .tuple(fc.constantFrom('pageNo', 'pageSize'), numericString)
        .map(([k, v]) => `${k}=${encode(v)}`),
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...declared), extra)
    .map(([fields, more]) => [...fields.filter((f): f is string => f !== null), ...more]);
}

function pathFor(op: Operation): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const schemaOf = (name: string) =>
    op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
  return fc
    .tuple(...names.map((name) => rawOrEncoded(fieldValue(schemaOf(name)))))
    .map((values) =>
      names.reduce((path, name, i) => path.replace(`{${name}}`, values[i]!), op.path),
    );
}

// Header values must be visible ASCII, or the HTTP layer refuses them before the app sees them.
const headerValue = fc
  .oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 40 }))
  .map((v) => v.replace(/[^\x20-\x7e]/g, '?'));

function headersFor(op: Operation): fc.Arbitrary<Record<string, string>> {
  const declared = op.parameters
    .filter((p) => p.in === 'header')
    .map((p) =>
      fc.option(
        headerValue.map((v) => [p.name, v] as const),
        { freq: 4 },
      ),
    );
  return fc
    .tuple(
      fc.tuple(...declared),
      fc.option(headerValue),
      fc.constantFrom('*/*', 'application/json', 'text/html', '', 'x/y;q=abc'),
    )
    .map(([fields, forwarded, accept]) => ({
      ...Object.fromEntries(fields.filter((f) => f !== null)),
      ...(forwarded === null ? {} : { 'x-forwarded-for': forwarded }),
      accept,
    }));
}

/** Bad requests of every kind for one operation, signed in or not. */
export function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathFor(op),
      query: queryFor(op),
      body: bodyFor(op),
      headers: headersFor(op),
      // Hospital feeds get their key, or they would refuse every request before reading it.
      auth: takesHospitalKey(op)
        ? fc.constantFrom<Auth>('none', 'query', 'bogus', 'hospital', 'hospital')
        : takesStaffSession(op)
          ? fc.constantFrom<Auth>('none', 'bogus', ...STAFF_AUTHS, ...STAFF_AUTHS)
          : fc.constantFrom<Auth>('none', 'query', 'bearer', 'bogus'),
    })
    .map(({ path, query, body, headers, auth }) => ({
      method: op.method,
      url: query.length ? `${path}?${query.join('&')}` : path,
      auth,
      headers: body.type ? { ...headers, 'content-type': body.type } : headers,
      payload: body.payload,
    }));
}
