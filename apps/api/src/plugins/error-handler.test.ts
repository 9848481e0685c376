import { GENERIC_ERROR_MESSAGE, PageQuery } from '@portal/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { engines } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Test-only routes that fail in each way the handler must translate.
function addTestRoutes(app: FastifyInstance) {
  app.get('/api/test/page', { schema: { querystring: PageQuery } }, async (req) => req.query);
  app.post(
    '/api/test/form',
    {
      schema: {
        body: Type.Object({
          name: Type.String({ title: '姓名', minLength: 2, maxLength: 4 }),
          kind: Type.Union([Type.Literal('a'), Type.Literal('b')], { title: '类型' }),
        }),
      },
    },
    async (req) => req.body,
  );
  app.get('/api/test/boom', async () => {
    throw new Error('secret internal detail at /srv/x.ts:12');
  });
  app.get('/api/test/conflict', async () => {
    throw new AppError('CONFLICT', 409, '该号源已被预约');
  });
}

describe.each(engines)('error responses on %s', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, addTestRoutes);
    app = t.app;
  });
  afterAll(() => t.close());

  it('answers unknown API paths with 404 in the contract shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: '接口不存在' });
  });

  it('names the failing query field by its Chinese title', async () => {
    const low = await app.inject({ method: 'GET', url: '/api/test/page?pageNo=0' });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({ code: 'INVALID_INPUT', message: '「页码」不能小于 1' });
    const high = await app.inject({ method: 'GET', url: '/api/test/page?pageSize=101' });
    expect(high.json().message).toBe('「每页条数」不能大于 100');
    const type = await app.inject({ method: 'GET', url: '/api/test/page?pageNo=abc' });
    expect(type.json().message).toBe('「页码」类型不正确');
  });

  it('explains missing, too short and invalid form fields', async () => {
    const form = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/test/form',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    expect((await form('kind=a')).json()).toEqual({
      code: 'INVALID_INPUT',
      message: '「姓名」不能为空',
    });
    expect((await form('name=张&kind=a')).json().message).toBe('「姓名」长度不能少于 2 个字符');
    expect((await form('name=张三&kind=c')).json().message).toBe('「类型」取值无效');
    expect((await form('name=张三&kind=b')).json()).toEqual({ name: '张三', kind: 'b' });
  });

  it('accepts JSON bodies too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      payload: { name: '李四', kind: 'a' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: '李四', kind: 'a' });
  });

  it('answers an AppError with its own status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: '该号源已被预约' });
  });

  it('hides unexpected errors behind the generic message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE });
    expect(res.body).not.toContain('secret');
  });

  it('rejects a body over 1 MiB with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      payload: { name: 'x'.repeat(1024 * 1024 + 1), kind: 'a' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a broken percent escape in the URL in the contract shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site/qr/%zz.svg' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_INPUT', message: '请求地址格式不正确' });
  });

  it('refuses NUL in any text field before it reaches the database', async () => {
    const query = await app.inject({ method: 'GET', url: '/api/chk_scan?username=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ code: 'INVALID_INPUT', message: '「username」不能包含空字符' });
    const nested = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      payload: { name: '张三', kind: 'a', deep: [[{ x: '\u0000' }]] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe('「x」不能包含空字符');
  });

  it('rejects an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
