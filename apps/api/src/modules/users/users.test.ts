import { createHash } from 'node:crypto';
import { API } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_RULES_KEY, forgetAccountRules } from '../auth/account-rules.js';
import { createTestUser, type TestUser } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const TWO_MB = 2 * 1024 * 1024;

describe.each(engines)('profile settings and avatars on %s', (engine) => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    user = await createTestUser(t.db);
    other = await createTestUser(t.db);
  });
  afterAll(() => t.close());

  const editUser = async (as: TestUser, col: string, updcol: string, id = as.userId) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.editUser,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ col, updcol, id, user: as.token }).toString(),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  const profile = (userId: string) =>
    t.db
      .selectFrom('app_user')
      .select(['nickname', 'head_photo', 'score', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  const upload = async (as: TestUser | undefined, bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    const res = await t.app.inject({
      method: 'POST',
      url: API.uploadAvatar,
      query: as ? { user: as.token } : {},
      payload: form,
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  it('changes the own nickname, trimmed', async () => {
    const { status, body } = await editUser(user, 'USER_NICKNAME', '  小青禾  ');
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    expect((await profile(user.userId)).nickname).toBe('小青禾');
  });

  it('applies the nickname rules', async () => {
    for (const bad of ['', '   ', '一'.repeat(21), '<script>', 'a\u0007b', 'x\u202ey']) {
      const { status, body } = await editUser(user, 'USER_NICKNAME', bad);
      expect(status).toBe(400);
      expect(body.code).toBe('INVALID_INPUT');
      expect(body.message).toMatch(/昵称/);
    }
    expect((await editUser(user, 'USER_NICKNAME', '一'.repeat(20))).status).toBe(200);
    expect((await editUser(user, 'USER_NICKNAME', '😀青禾')).status).toBe(200);
    expect((await profile(user.userId)).nickname).toBe('😀青禾');
  });

  it('refuses any column outside the allow-list with 400', async () => {
    const before = await profile(user.userId);
    for (const col of ['USER_SCORE', 'password_hash', 'USER_STATUS', 'nickname']) {
      const { status, body } = await editUser(user, col, '999');
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'INVALID_INPUT', message: '不允许修改该项' });
    }
    expect(await profile(user.userId)).toEqual(before);
  });

  it("refuses another user's id with 403 and leaves their profile alone", async () => {
    const { status, body } = await editUser(user, 'USER_NICKNAME', '冒名', other.userId);
    expect(status).toBe(403);
    expect(body).toEqual({ code: 'FORBIDDEN', message: '只能修改本人的资料' });
    expect((await profile(other.userId)).nickname).toBeNull();
  });

  it('asks for sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.editUser,
      payload: { col: 'USER_NICKNAME', updcol: '无名', id: user.userId },
    });
    expect(res.statusCode).toBe(401);
    expect((await upload(undefined, PNG, 'a.png', 'image/png')).status).toBe(401);
  });

  it('stores an uploaded PNG and serves it publicly with its type', async () => {
    const { status, body } = await upload(user, PNG, 'me.png', 'image/png');
    expect(status).toBe(200);
    const url = String(body.url);
    expect(url).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]{36}\.png$/);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('decides the type from the bytes, not from the name or the declared type', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
    const { body } = await upload(user, gif, 'photo.png', 'image/png');
    expect(String(body.url)).toMatch(/\.gif$/);
    const served = await t.app.inject({ method: 'GET', url: String(body.url) });
    expect(served.headers['content-type']).toBe('image/gif');

    const text = await upload(user, Buffer.from('not an image at all'), 'fake.png', 'image/png');
    expect(text.status).toBe(400);
    expect(text.body).toEqual({
      code: 'INVALID_INPUT',
      message: '只能上传 PNG、JPEG、GIF 或 WebP 图片',
    });
  });

  it('refuses a file over 2 MB with 413, and stores nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(TWO_MB + 1 - PNG.length)]);
    const { status, body } = await upload(other, big, 'big.png', 'image/png');
    expect(status).toBe(413);
    expect(body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: '图片不能超过 2 MB' });
    const files = await t.db
      .selectFrom('stored_file')
      .select('key')
      .where('owner_id', '=', other.userId)
      .execute();
    expect(files).toEqual([]);

    const justFits = Buffer.concat([PNG, Buffer.alloc(TWO_MB - PNG.length)]);
    expect((await upload(other, justFits, 'fits.png', 'image/png')).status).toBe(200);
  });

  it('refuses an upload without the file field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.uploadAvatar,
      query: { user: user.token },
      payload: { file: 'not multipart' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_INPUT',
      message: '请以表单文件（multipart/form-data）方式上传图片',
    });
  });

  it('answers a multipart body it cannot read with 400, for every way it is broken', async () => {
    const part = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n';
    const broken = [
      { type: 'multipart/form-data; boundary=x', payload: 'abc' },
      { type: 'multipart/form-data; boundary=x', payload: `${part}${PNG.toString('latin1')}` },
      { type: 'multipart/form-data; boundary=x', payload: '' },
      { type: 'multipart/form-data', payload: `${part}abc\r\n--x--` },
    ];
    for (const { type, payload } of broken) {
      const res = await t.app.inject({
        method: 'POST',
        url: API.uploadAvatar,
        query: { user: user.token },
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
      expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('stores at most the daily budget of avatars per account; unreadable uploads cost nothing', async () => {
    const setting = { key: ACCOUNT_RULES_KEY, value: '{"avatarDailyMax":2}', updated_at: 'x' };
    await t.db.insertInto('site_setting').values(setting).execute();
    forgetAccountRules(t.db);
    try {
      const uploader = await createTestUser(t.db);
      expect(
        (await upload(uploader, Buffer.from('not an image'), 'a.png', 'image/png')).status,
      ).toBe(400);
      expect((await upload(uploader, PNG, 'a.png', 'image/png')).status).toBe(200);
      expect((await upload(uploader, PNG, 'b.png', 'image/png')).status).toBe(200);
      const third = await upload(uploader, PNG, 'c.png', 'image/png');
      expect(third.status).toBe(429);
      expect(third.body).toEqual({
        code: 'RATE_LIMITED',
        message: '今日上传头像的次数已达上限，请 24 小时后再试',
      });
      // The budget is the account's own: others still upload.
      expect((await upload(other, PNG, 'd.png', 'image/png')).status).toBe(200);
    } finally {
      await t.db.deleteFrom('site_setting').where('key', '=', ACCOUNT_RULES_KEY).execute();
      forgetAccountRules(t.db);
    }
  });

  it("sets the avatar to the own upload only, never to someone else's", async () => {
    const own = String((await upload(user, PNG, 'me.png', 'image/png')).body.url);
    expect((await editUser(user, 'HEAD_PHOTO', own)).status).toBe(200);
    expect((await profile(user.userId)).head_photo).toBe(own);

    const theirs = String((await upload(other, PNG, 'them.png', 'image/png')).body.url);
    for (const path of [theirs, '/api/files/avatars/missing.png', 'https://example.com/a.png']) {
      const { status, body } = await editUser(user, 'HEAD_PHOTO', path);
      expect(status).toBe(400);
      expect(body.message).toBe('头像只能使用本人上传的图片');
    }
    expect((await profile(user.userId)).head_photo).toBe(own);
  });

  it('tags a file with its SHA-256 and answers 304 when the client has it already', async () => {
    const url = String((await upload(user, PNG, 'tag.png', 'image/png')).body.url);
    const etag = `"${createHash('sha256').update(PNG).digest('hex')}"`;
    const key = url.slice('/api/files/'.length);
    const row = await t.db
      .selectFrom('stored_file')
      .select(['size', 'sha256'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ size: PNG.length, sha256: etag.slice(1, -1) });

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers.etag).toBe(etag);
    expect(served.headers['content-length']).toBe(String(PNG.length));
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"x"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 JSON for an unknown file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/files/avatars/nothing.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: '文件不存在' });
  });
});
