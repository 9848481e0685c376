import { Readable } from 'node:stream';
import type { Db } from '../db/database.js';
import { checkKey, Measure, type FileStorage, type StoredBytes } from './storage.js';

/** Small enough for one query's parameter, large enough that a 2 MB avatar is 8 rows. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Files kept in the database (`stored_file_data`), PostgreSQL's default, so an upload taken
 * by one API process is served by every other. Neither direction holds more than a chunk:
 * bytes are cut into chunks as they arrive and read back one chunk per query.
 */
export class DatabaseFileStorage implements FileStorage {
  constructor(private readonly db: Db) {}

  async put(key: string, body: Readable): Promise<StoredBytes> {
    checkKey(key);
    const measure = new Measure();
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      const data = Buffer.concat(pending, pendingBytes);
      await this.db.insertInto('stored_file_data').values({ key, seq, data }).execute();
      seq += 1;
      pending = [];
      pendingBytes = 0;
    };
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        let rest = measure.add(chunk);
        while (pendingBytes + rest.length >= CHUNK_BYTES) {
          const take = CHUNK_BYTES - pendingBytes;
          pending.push(rest.subarray(0, take));
          pendingBytes += take;
          rest = rest.subarray(take);
          await flush();
        }
        if (rest.length > 0) {
          pending.push(rest);
          pendingBytes += rest.length;
        }
      }
      // Chunk 0 always exists, even for an empty file: it is how `get` knows the key is there.
      if (pendingBytes > 0 || seq === 0) await flush();
    } catch (err) {
      // The caller records the file only after this succeeds, so nothing points at these rows.
      await this.db.deleteFrom('stored_file_data').where('key', '=', key).execute();
      throw err;
    }
    return measure.result();
  }

  async get(key: string): Promise<Readable | undefined> {
    checkKey(key);
    const first = await this.chunk(key, 0);
    if (!first) return undefined;
    const chunk = (seq: number) => this.chunk(key, seq);
    async function* chunks() {
      let next: Buffer | undefined = first;
      for (let seq = 1; next; seq += 1) {
        yield next;
        next = await chunk(seq);
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  private async chunk(key: string, seq: number): Promise<Buffer | undefined> {
    const row = await this.db
      .selectFrom('stored_file_data')
      .select('data')
      .where('key', '=', key)
      .where('seq', '=', seq)
      .executeTakeFirst();
    return row?.data;
  }
}
