import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { CHUNK_BYTES, DatabaseFileStorage } from './database-storage.js';
import { S3FileStorage } from './s3-storage.js';
import { LocalFolderStorage, type FileStorage } from './storage.js';

// Larger than two database chunks, sent in pieces that do not line up with them.
const BYTES = randomBytes(2 * CHUNK_BYTES + 90_000);
const SHA256 = createHash('sha256').update(BYTES).digest('hex');

function pieces(bytes: Buffer, size = 7000): Readable {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) parts.push(bytes.subarray(at, at + size));
  return Readable.from(parts);
}

/** A client upload that breaks off after some bytes. */
function brokenOff(): Readable {
  return Readable.from(
    (async function* () {
      yield BYTES.subarray(0, CHUNK_BYTES + 10);
      throw new Error('connection reset');
    })(),
  );
}

async function read(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** What every storage must do, whatever keeps the bytes. */
function behavesAsStorage(storage: () => FileStorage) {
  it('stores a stream and gives back the same bytes, with their size and SHA-256', async () => {
    const stored = await storage().put('avatars/a.png', pieces(BYTES), 'image/png');
    expect(stored).toEqual({ size: BYTES.length, sha256: SHA256 });
    expect((await read(await storage().get('avatars/a.png')))!.equals(BYTES)).toBe(true);
  });

  it('answers undefined for a key that holds nothing', async () => {
    expect(await storage().get('avatars/none.png')).toBeUndefined();
  });

  it('keeps an empty file as empty, not as missing', async () => {
    const stored = await storage().put('avatars/empty.png', Readable.from([]), 'image/png');
    expect(stored.size).toBe(0);
    expect((await read(await storage().get('avatars/empty.png')))!.length).toBe(0);
  });

  it('refuses a key that could leave the store', async () => {
    await expect(storage().put('../x', pieces(BYTES), 'image/png')).rejects.toThrow(
      /bad storage key/,
    );
  });
}

describe('local folder storage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-storage-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  behavesAsStorage(() => new LocalFolderStorage(dir));

  it('leaves nothing behind, not even a part, when the upload breaks off', async () => {
    const storage: FileStorage = new LocalFolderStorage(dir);
    await expect(storage.put('avatars/broken.png', brokenOff(), 'image/png')).rejects.toThrow(
      'connection reset',
    );
    expect(await storage.get('avatars/broken.png')).toBeUndefined();
    expect(readdirSync(path.join(dir, 'avatars')).filter((f) => f.includes('broken'))).toEqual([]);
  });
});

describe.each(engines)('database storage on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  behavesAsStorage(() => new DatabaseFileStorage(t.db));

  it('keeps a file as chunks of at most 256 KB, one row each', async () => {
    const storage: FileStorage = new DatabaseFileStorage(t.db);
    await storage.put('avatars/rows.png', pieces(BYTES), 'image/png');
    const rows = await t.db
      .selectFrom('stored_file_data')
      .select(['seq', 'data'])
      .where('key', '=', 'avatars/rows.png')
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => [r.seq, r.data.length])).toEqual([
      [0, CHUNK_BYTES],
      [1, CHUNK_BYTES],
      [2, 90_000],
    ]);
  });

  it('removes the chunks already written when the upload breaks off', async () => {
    const storage: FileStorage = new DatabaseFileStorage(t.db);
    await expect(storage.put('avatars/broken.png', brokenOff(), 'image/png')).rejects.toThrow(
      'connection reset',
    );
    expect(await storage.get('avatars/broken.png')).toBeUndefined();
    const left = await t.db
      .selectFrom('stored_file_data')
      .select('seq')
      .where('key', '=', 'avatars/broken.png')
      .execute();
    expect(left).toEqual([]);
  });
});

/**
 * A stand-in for an S3-compatible store on the loopback interface: path-style PUT and GET of
 * whole objects, NoSuchKey for a missing one and AccessDenied for a forbidden one. It does not check signatures,
 * only that requests are signed with the configured key.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const authorizations: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    authorizations.push(req.headers.authorization ?? '');
    const name = decodeURIComponent(new URL(req.url!, 'http://s3').pathname);
    if (req.method === 'PUT') {
      const parts: Buffer[] = [];
      req.on('data', (part: Buffer) => parts.push(part));
      req.on('end', () => {
        objects.set(name, {
          body: Buffer.concat(parts),
          type: req.headers['content-type'] ?? '',
        });
        res.writeHead(200, { etag: '"fake"' }).end();
      });
      return;
    }
    if (name.endsWith('/forbidden.png')) {
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const object = objects.get(name);
    if (req.method === 'GET' && object) {
      res.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length });
      res.end(object.body);
      return;
    }
    res.writeHead(404, { 'content-type': 'application/xml' });
    res.end(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code>' +
        '<Message>The specified key does not exist.</Message></Error>',
    );
  });
  return { server, objects, authorizations };
}

describe('S3 storage against a local stand-in', () => {
  const fake = fakeS3();
  let storage: S3FileStorage;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    storage = new S3FileStorage({
      bucket: 'portal-uploads',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
    });
  });
  afterAll(async () => {
    storage.destroy();
    await new Promise((resolve) => fake.server.close(resolve));
  });
  behavesAsStorage(() => storage);

  it('puts the object in the bucket with its type, signed with the configured key', async () => {
    await storage.put('avatars/typed.png', pieces(BYTES), 'image/png');
    const object = fake.objects.get('/portal-uploads/avatars/typed.png');
    expect(object?.type).toBe('image/png');
    expect(object?.body.equals(BYTES)).toBe(true);
    expect(fake.authorizations.at(-1)).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
  });

  it('passes on any other error of the store instead of calling the file missing', async () => {
    await expect(storage.get('avatars/forbidden.png')).rejects.toMatchObject({
      name: 'AccessDenied',
    });
  });
});
