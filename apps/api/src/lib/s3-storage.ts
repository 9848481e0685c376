import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../config/config.js';
import { checkKey, Measure, type FileStorage, type StoredBytes } from './storage.js';

/**
 * Files in an S3-compatible bucket (AWS, MinIO, a cloud vendor's object storage), for when
 * the bureau runs one: every API process reads the same bucket.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // The SDK's default adds CRC checksums in aws-chunked trailers, which several
      // S3-compatible stores refuse; SHA-256 is kept by the portal instead.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, contentType: string): Promise<StoredBytes> {
    const measure = new Measure();
    // Upload sends a stream of unknown length as one PUT, or in 5 MB parts when it is longer.
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.config.bucket,
        Key: checkKey(key),
        Body: measure,
        ContentType: contentType,
      },
    });
    try {
      await Promise.all([pipeline(body, measure), upload.done()]);
    } catch (err) {
      // A refused upload stops reading; the bytes still coming must not wait for it forever.
      measure.destroy();
      throw err;
    }
    return measure.result();
  }

  async get(key: string): Promise<Readable | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: checkKey(key) }),
      );
      return object.Body as Readable;
    } catch (err) {
      if (err instanceof NoSuchKey) return undefined;
      throw err;
    }
  }

  /** Closes the client's sockets when the app closes. */
  destroy(): void {
    this.client.destroy();
  }
}
