import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, type SsoAnswer } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GovSsoConfig } from '../../config/config.js';
import { LOCAL_IDP_PEOPLE } from '../../seed/local-idp-people.js';
import { sha256 } from '../../lib/tokens.js';
import { engines } from '../../test/engines.js';
import { LogCapture } from '../../test/log-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { GovSsoError, UNAVAILABLE_MESSAGE } from './gov-identity-provider.js';
import { HttpGovProvider, signValidation, type HttpGovSsoConfig } from './http-gov-provider.js';
import { LOCAL_IDP_APP_ID, LOCAL_IDP_SECRET } from './local-idp.routes.js';

const httpConfig = (url: string, overrides: Partial<HttpGovSsoConfig> = {}): GovSsoConfig => ({
  mode: 'http',
  url,
  appId: LOCAL_IDP_APP_ID,
  secret: LOCAL_IDP_SECRET,
  timeoutMs: 5000,
  ...overrides,
});

async function listen(handler: RequestListener): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** The address of a port nothing listens on (it was free a moment ago). */
async function closedPortUrl(): Promise<string> {
  const { server, url } = await listen(() => undefined);
  await stop(server);
  return url;
}

/** Why a validation failed: the error's kind, or 'resolved' when it did not fail. */
async function failure(provider: HttpGovProvider, ticket: string) {
  try {
    await provider.validateTicket(ticket);
    return { kind: 'resolved' };
  } catch (err) {
    if (!(err instanceof GovSsoError)) throw err;
    return { kind: err.kind, message: err.message, detail: err.detail };
  }
}

describe.each(engines)('government sign-on through the HTTP provider on %s', (engine) => {
  const exchange = async (app: TestApp, ticketId: string) => {
    const res = await app.app.inject({ method: 'GET', url: API.doPCSso, query: { ticketId } });
    expect(res.statusCode).toBe(200);
    return res.json() as SsoAnswer;
  };

  // Kysely's migrator finds its tables in any PostgreSQL schema, so this file never holds two
  // PostgreSQL test apps at once: the stand-in identity service runs on SQLite (its engine is
  // not what is under test), and the two portals below live one after the other.
  describe('with the identity service up', () => {
    let idp: TestApp;
    let portal: TestApp;
    let idpUrl: string;

    beforeAll(async () => {
      idp = await createTestApp('sqlite');
      idpUrl = `${await idp.app.listen({ port: 0, host: '127.0.0.1' })}/gov-sso`;
      portal = await createTestApp(engine, { govSso: httpConfig(idpUrl) });
    });
    afterAll(async () => {
      await portal?.close();
      await idp?.close();
    });

    const ticketAtIdp = async (personId: string) => {
      const res = await idp.app.inject({
        method: 'POST',
        url: '/gov-sso/login',
        payload: { person: personId },
      });
      return new URL(String(res.headers.location), 'http://x').searchParams.get('ticketId')!;
    };

    it('signs in with a ticket checked by a signed request to the identity service', async () => {
      const person = LOCAL_IDP_PEOPLE[0]!;
      const ticket = await ticketAtIdp(person.id);
      const answer = await exchange(portal, ticket);
      expect(answer).toMatchObject({ code: 0, data: { zlbid: person.id, zlbfirst: true } });
      if (!('data' in answer)) throw new Error('expected a session');
      expect(await portal.app.sessionFor(answer.data.userid)).toMatchObject({ verified: true });

      const spent = await idp.db
        .selectFrom('local_idp_ticket')
        .select('used_at')
        .where('ticket_hash', '=', sha256(ticket))
        .executeTakeFirstOrThrow();
      expect(spent.used_at).not.toBeNull();
      expect((await exchange(portal, ticket)).code).toBe(1);
    });

    it('serves no local identity provider in http mode', async () => {
      const res = await portal.app.inject({ method: 'GET', url: '/gov-sso/' });
      expect(res.statusCode).toBe(404);
    });

    it('is refused with a wrong secret, and the ticket stays usable', async () => {
      const ticket = await ticketAtIdp(LOCAL_IDP_PEOPLE[1]!.id);
      const wrong = new HttpGovProvider({
        mode: 'http',
        url: idpUrl,
        appId: LOCAL_IDP_APP_ID,
        secret: 'not-the-secret',
        timeoutMs: 5000,
      });
      expect(await failure(wrong, ticket)).toMatchObject({
        kind: 'invalid_ticket',
        message: '登录票据无效或已过期，请重新登录',
      });
      expect((await exchange(portal, ticket)).code).toBe(0);
    });
  });

  describe('with the identity service down', () => {
    let down: TestApp;
    const logs = new LogCapture();

    beforeAll(async () => {
      // A generous timeout: a refused connection must be reported at once, not after it.
      down = await createTestApp(engine, {
        govSso: httpConfig(await closedPortUrl(), { timeoutMs: 60_000 }),
        logStream: logs.stream,
        logLevel: 'info',
      });
    });
    afterAll(() => down?.close());

    it('answers code 2 at once and logs a warning without the ticket', async () => {
      const ticket = 'a-ticket-that-must-not-be-logged';
      expect(await exchange(down, ticket)).toEqual({ code: 2, message: UNAVAILABLE_MESSAGE });
      const warning = logs
        .lines()
        .map((line) => JSON.parse(line) as { level: number; msg: string; detail?: string })
        .find((line) => line.msg === 'government identity service unavailable');
      expect(warning).toMatchObject({ level: 40, detail: expect.stringMatching(/ECONNREFUSED/) });
      expect(logs.text).not.toContain(ticket);
    });
  });
});

describe('HTTP government identity provider against misbehaving services', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map(stop));
  });

  const providerFor = async (handler: RequestListener, timeoutMs = 5000) => {
    const { server, url } = await listen(handler);
    servers.push(server);
    return new HttpGovProvider({ mode: 'http', url, appId: 'portal', secret: 's3cret', timeoutMs });
  };

  const answer =
    (status: number, body: string): RequestListener =>
    (_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    };

  it('posts appId, ticketId, timestamp, nonce and their HMAC-SHA256 to /api/validate', async () => {
    let seen: { method?: string; url?: string; type?: string; body: string } = { body: '' };
    const provider = await providerFor((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen = { method: req.method, url: req.url, type: req.headers['content-type'], body };
        answer(200, JSON.stringify({ ok: false, message: 'nope' }))(req, res);
      });
    });
    await failure(provider, 'ticket-1');
    expect(seen).toMatchObject({ method: 'POST', url: '/api/validate', type: 'application/json' });
    const sent = JSON.parse(seen.body) as Record<string, string>;
    expect(sent).toMatchObject({ appId: 'portal', ticketId: 'ticket-1' });
    expect(sent.timestamp).toMatch(/^\d+$/);
    expect(sent.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(sent.sign).toBe(
      signValidation('s3cret', {
        appId: 'portal',
        ticketId: 'ticket-1',
        timestamp: sent.timestamp!,
        nonce: sent.nonce!,
      }),
    );
  });

  it('treats a refusal as an invalid ticket', async () => {
    const provider = await providerFor(answer(200, JSON.stringify({ ok: false, message: '无效' })));
    expect(await failure(provider, 't')).toMatchObject({ kind: 'invalid_ticket' });
  });

  it.each([
    ['a 5xx', answer(503, JSON.stringify({ ok: false, message: 'maintenance' }))],
    ['a body that is not JSON', answer(200, '<html>gateway</html>')],
    ['a person of the wrong shape', answer(200, JSON.stringify({ ok: true, person: { a: 1 } }))],
    [
      'a person with a malformed phone',
      answer(
        200,
        JSON.stringify({
          ok: true,
          person: { zlbId: 'z', name: '某人', idNo: '330102198506122421', phone: '12345' },
        }),
      ),
    ],
  ])('treats %s as unavailable', async (_case, handler) => {
    const provider = await providerFor(handler);
    expect(await failure(provider, 't')).toMatchObject({
      kind: 'unavailable',
      message: UNAVAILABLE_MESSAGE,
    });
  });

  it('gives up on a service that does not answer within the timeout', async () => {
    const provider = await providerFor(() => undefined, 200);
    expect(await failure(provider, 't')).toMatchObject({
      kind: 'unavailable',
      detail: 'no answer within 200 ms',
    });
  });

  it('returns the person of a good answer', async () => {
    const person = { zlbId: 'z-1', name: '某人', idNo: '33010219850612242X', phone: '13900000009' };
    const provider = await providerFor(answer(200, JSON.stringify({ ok: true, person })));
    expect(await provider.validateTicket('t')).toEqual(person);
  });
});
