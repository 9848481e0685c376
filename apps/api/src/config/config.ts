import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PasswordHashCost } from '../lib/password.js';
import type { SmsProvider } from '../lib/sms.js';
import type { FileStorage } from '../lib/storage.js';
import type { IdentityVerifier } from '../modules/identity/identity-verifier.js';
import { parseSmsGateway, type SmsGatewayConfig } from './sms-config.js';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  /** `schema` sets the search_path so each test file can work in its own schema. */
  | { kind: 'postgres'; url: string; schema?: string };

export type RateLimitStoreKind = 'memory' | 'database';

/**
 * Government single sign-on: `local` is the built-in identity provider served at /gov-sso/
 * (development, demo, tests); `http` calls the real government identity service.
 */
export type GovSsoConfig =
  | { mode: 'local' }
  | { mode: 'http'; url: string; appId: string; secret: string; timeoutMs: number };

/** An S3-compatible bucket for uploaded files; without credentials the SDK's own chain applies. */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  webDist: string;
  /** The staff console's build (apps/staff), served at /staff/. */
  staffDist: string;
  logLevel: LogLevel;
  rateLimit: { max: number; store: RateLimitStoreKind };
  trustProxy: boolean;
  /**
   * The site's public origin (PUBLIC_ORIGIN, e.g. https://12320.example.gov.cn): canonical URLs
   * of the rendered pages, the sitemap and robots.txt. Unset: each request's own origin.
   */
  publicOrigin?: string;
  /** Folder of the local file storage (avatars), SQLite's default. */
  uploadDir: string;
  /** Uploaded files go to this bucket instead of the folder or the database. */
  s3?: S3Config;
  govSso: GovSsoConfig;
  /** argon2id cost for new password hashes; tests lower it, production keeps the default. */
  passwordCost?: PasswordHashCost;
  /** The SMS gateway the environment chose; absent means the log provider. */
  smsGateway?: SmsGatewayConfig;
  /** Replaces the configured SMS provider (tests record messages through it). */
  sms?: SmsProvider;
  /** Replaces the configured file storage. */
  storage?: FileStorage;
  /** Replaces the format-only identity check (a population-registry check in production). */
  identityVerifier?: IdentityVerifier;
  /** Where pino writes; tests pass a stream to inspect the log lines. Defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /**
   * Build each route's response serializer at its first use instead of at start. Tests set it:
   * a test app answers a handful of its ~180 routes, and building every serializer was most of
   * a test app's start. Production builds them all at start, so a bad schema fails the start.
   */
  lazySerializers?: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`环境变量配置有误：\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// src/config and dist/config sit at the same depth, so this resolves to apps/web/dist from both.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const DEFAULT_STAFF_DIST = fileURLToPath(new URL('../../../staff/dist', import.meta.url));

const TRUE_VALUES = ['true', '1', 'yes'];
const FALSE_VALUES = ['false', '0', 'no'];

type Env = Record<string, string | undefined>;

/** Reads and validates the environment; every problem is collected and reported together. */
export function loadConfig(env: Env): AppConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      problems.push(`${name}=${raw}：必须是 ${min} 到 ${max} 之间的整数`);
      return fallback;
    }
    return n;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      problems.push(`${name}=${raw}：只能是 ${allowed.join(' / ')} 之一`);
      return fallback;
    }
    return raw as T;
  };

  const port = integer('PORT', 8080, 0, 65535);
  const host = value('HOST') ?? '0.0.0.0';
  const database = parseDatabase(value('DATABASE_URL'), value('SQLITE_FILE'), problems);
  const rateLimitMax = integer('RATE_LIMIT_MAX', 600, 1, 1_000_000);
  // Many API processes share one PostgreSQL, so per-process counters would multiply the limit.
  const defaultStore: RateLimitStoreKind = database.kind === 'postgres' ? 'database' : 'memory';
  const store = oneOf('RATE_LIMIT_STORE', ['memory', 'database'] as const, defaultStore);
  const logLevel = oneOf('LOG_LEVEL', LOG_LEVELS, 'info');

  let trustProxy = false;
  const rawTrust = value('TRUST_PROXY');
  if (rawTrust !== undefined) {
    const lower = rawTrust.toLowerCase();
    if (TRUE_VALUES.includes(lower)) trustProxy = true;
    else if (!FALSE_VALUES.includes(lower)) {
      problems.push(`TRUST_PROXY=${rawTrust}：只能是 true 或 false`);
    }
  }

  const publicOrigin = parsePublicOrigin(value('PUBLIC_ORIGIN'), problems);
  const govSso = parseGovSso(value, integer, problems);
  const smsGateway = parseSmsGateway(value, integer, problems);
  const s3 = parseS3(value, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    database,
    webDist: path.resolve(value('WEB_DIST') ?? DEFAULT_WEB_DIST),
    staffDist: path.resolve(value('STAFF_DIST') ?? DEFAULT_STAFF_DIST),
    logLevel,
    rateLimit: { max: rateLimitMax, store },
    trustProxy,
    ...(publicOrigin ? { publicOrigin } : {}),
    uploadDir: path.resolve(value('UPLOAD_DIR') ?? 'data/uploads'),
    ...(s3 ? { s3 } : {}),
    govSso,
    smsGateway,
  };
}

/** An origin only (scheme, host, port): the pages' paths are the site's own. */
function parsePublicOrigin(raw: string | undefined, problems: string[]): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // Reported below with a wrong scheme or a path.
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/+$/, '')) {
    problems.push(`PUBLIC_ORIGIN=${raw}：必须是 http:// 或 https:// 开头、不带路径的网站地址`);
    return undefined;
  }
  return url.origin;
}

function parseGovSso(
  value: (name: string) => string | undefined,
  integer: (name: string, fallback: number, min: number, max: number) => number,
  problems: string[],
): GovSsoConfig {
  const url = value('GOV_SSO_URL');
  const timeoutMs = integer('GOV_SSO_TIMEOUT_MS', 5000, 100, 60_000);
  if (url === undefined) return { mode: 'local' };
  if (!/^https?:\/\//.test(url))
    problems.push(`GOV_SSO_URL=${url}：必须是 http:// 或 https:// 开头的地址`);
  const appId = value('GOV_SSO_APP_ID');
  const secret = value('GOV_SSO_SECRET');
  if (!appId) problems.push('GOV_SSO_APP_ID：设置了 GOV_SSO_URL 时必须设置');
  if (!secret) problems.push('GOV_SSO_SECRET：设置了 GOV_SSO_URL 时必须设置');
  return {
    mode: 'http',
    url: url.replace(/\/+$/, ''),
    appId: appId ?? '',
    secret: secret ?? '',
    timeoutMs,
  };
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

function parseS3(
  value: (name: string) => string | undefined,
  problems: string[],
): S3Config | undefined {
  const bucket = value('S3_BUCKET');
  if (bucket === undefined) {
    const stray = S3_VARIABLES.filter((name) => value(name) !== undefined);
    if (stray.length > 0) problems.push(`${stray.join('、')}：设置了它们时必须同时设置 S3_BUCKET`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`S3_BUCKET=${bucket}：存储桶名称只能由 3 到 63 个小写字母、数字、点和连字符组成`);
  }
  const endpoint = value('S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    problems.push(`S3_ENDPOINT=${endpoint}：必须是 http:// 或 https:// 开头的地址`);
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    // The secret itself is never echoed back.
    problems.push('S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY：必须同时设置或同时不设置');
  }
  // MinIO and most self-hosted stores answer only path-style addresses.
  let forcePathStyle = endpoint !== undefined;
  const rawPathStyle = value('S3_FORCE_PATH_STYLE');
  if (rawPathStyle !== undefined) {
    const lower = rawPathStyle.toLowerCase();
    forcePathStyle = TRUE_VALUES.includes(lower);
    if (!forcePathStyle && !FALSE_VALUES.includes(lower)) {
      problems.push(`S3_FORCE_PATH_STYLE=${rawPathStyle}：只能是 true 或 false`);
    }
  }
  return {
    bucket,
    region: value('S3_REGION') ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

function parseDatabase(
  url: string | undefined,
  sqliteFile: string | undefined,
  problems: string[],
): DatabaseConfig {
  if (url === undefined) {
    return { kind: 'sqlite', file: path.resolve(sqliteFile ?? 'data/portal.db') };
  }
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // An unparsable URL is reported below together with a wrong scheme.
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    // The value may carry a password, so only its scheme is echoed back.
    problems.push(
      `DATABASE_URL=${url.split(':')[0]}:…：必须是 postgres:// 开头的连接地址（不设置则使用 SQLite）`,
    );
  }
  return { kind: 'postgres', url };
}

/** For the entry points: prints the problems in plain words and exits instead of a stack trace. */
export function loadConfigOrExit(env: Env): AppConfig {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
