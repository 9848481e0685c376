import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { sendPublic } from './public-cache.js';

describe('public reads', () => {
  const app = Fastify();
  // The cache is kept per database; any object stands in for one here.
  const db = {} as Db;
  let reads = 0;
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ i, name: `青禾县第${i}号` })) };

  beforeAll(async () => {
    app.get('/big', (request, reply) =>
      sendPublic(db, request, reply, { ttlMs: 60_000, maxAgeSeconds: 60 }, async () => {
        reads += 1;
        return big;
      }),
    );
    app.get('/small', (request, reply) =>
      sendPublic(db, request, reply, { ttlMs: 60_000, maxAgeSeconds: 60 }, async () => ({ a: 1 })),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('compresses a large body once per lifetime, br before gzip, each with its own ETag', async () => {
    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);

    const br = await get('/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const gzip = await get('/big', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(big);

    const again = await get('/big', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(reads).toBe(1);
  });

  it('answers 304 to any representation the client already holds', async () => {
    const br = await get('/big', { 'accept-encoding': 'br' });
    const plain = await get('/big');
    for (const etag of [String(br.headers.etag), String(plain.headers.etag)]) {
      const res = await get('/big', { 'accept-encoding': 'br', 'if-none-match': `"x", ${etag}` });
      expect(res.statusCode).toBe(304);
    }
    expect((await get('/big', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('keeps one copy per address whatever session token the client adds, one per other query', async () => {
    const before = reads;
    for (const url of ['/big?page=2', '/big?user=tok-a&page=2', '/big?page=2&user=tok-b']) {
      expect((await get(url)).json()).toEqual(big);
    }
    expect(reads).toBe(before + 1);
    await get('/big?page=3&user=tok-a');
    await get('/big?page=3&username=x');
    expect(reads).toBe(before + 3);
  });

  it('sends small bodies as they are', async () => {
    const res = await get('/small', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ a: 1 });
  });
});
