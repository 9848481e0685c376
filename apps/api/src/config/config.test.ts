import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configProblems } from '../test/config-problems.js';
import { loadConfig } from './config.js';

const problemsOf = configProblems;

describe('loadConfig', () => {
  it('uses SQLite, port 8080 and the memory rate-limit store by default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data/portal.db') });
    expect(config.rateLimit).toEqual({ max: 600, store: 'memory' });
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
    expect(config.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('uses PostgreSQL and the shared database rate-limit store when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db.example:5432/portal' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db.example:5432/portal',
    });
    expect(config.rateLimit.store).toBe('database');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      SQLITE_FILE: 'tmp/x.db',
      WEB_DIST: '/srv/web',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_STORE: 'database',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      database: { kind: 'sqlite', file: path.resolve('tmp/x.db') },
      webDist: path.resolve('/srv/web'),
      logLevel: 'warn',
      rateLimit: { max: 5, store: 'database' },
      trustProxy: true,
    });
  });

  it('names each bad variable and its value, all at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      RATE_LIMIT_MAX: '0',
      RATE_LIMIT_STORE: 'redis',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'maybe',
    });
    expect(problems).toHaveLength(5);
    expect(problems[0]).toContain('PORT=eighty');
    expect(problems.join('\n')).toContain('RATE_LIMIT_MAX=0');
    expect(problems.join('\n')).toContain('RATE_LIMIT_STORE=redis');
    expect(problems.join('\n')).toContain('LOG_LEVEL=loud');
    expect(problems.join('\n')).toContain('TRUST_PROXY=maybe');
  });

  it('rejects out-of-range ports and non-PostgreSQL database URLs without echoing secrets', () => {
    const problems = problemsOf({ PORT: '70000', DATABASE_URL: 'mysql://root:hunter2@db/x' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('PORT=70000');
    expect(problems[1]).toContain('DATABASE_URL');
    expect(problems[1]).not.toContain('hunter2');
  });

  it('takes the public origin as an origin only, and nothing else', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://12320.example.gov.cn/' }).publicOrigin).toBe(
      'https://12320.example.gov.cn',
    );
    expect(loadConfig({}).publicOrigin).toBe(undefined);
    for (const raw of ['12320.example.gov.cn', 'ftp://x.cn', 'https://x.cn/12320/']) {
      expect(problemsOf({ PUBLIC_ORIGIN: raw }).join('\n'), raw).toContain(`PUBLIC_ORIGIN=${raw}`);
    }
  });

  it('puts the list of problems in the error message', () => {
    expect(() => loadConfig({ PORT: '-1' })).toThrow(/环境变量配置有误[\s\S]*PORT=-1/);
  });
});
