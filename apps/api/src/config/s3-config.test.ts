import { describe, expect, it } from 'vitest';
import { configProblems } from '../test/config-problems.js';
import { loadConfig } from './config.js';

const problemsOf = configProblems;

describe('S3 file storage configuration', () => {
  it('uses no bucket unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads the bucket, its address and its keys; an endpoint defaults to path-style', () => {
    const config = loadConfig({
      S3_BUCKET: 'portal-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'cn-east-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'portal-uploads',
      region: 'cn-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    // AWS itself: virtual-hosted addresses and the SDK's own credential chain.
    expect(loadConfig({ S3_BUCKET: 'portal-uploads' }).s3).toEqual({
      bucket: 'portal-uploads',
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('names each bad value, and never echoes the secret', () => {
    const problems = problemsOf({
      S3_BUCKET: 'Bad_Bucket',
      S3_ENDPOINT: 'minio:9000',
      S3_SECRET_ACCESS_KEY: 'very-secret',
      S3_FORCE_PATH_STYLE: 'sometimes',
    });
    expect(problems.join('\n')).toContain('S3_BUCKET=Bad_Bucket');
    expect(problems.join('\n')).toContain('S3_ENDPOINT=minio:9000');
    expect(problems.join('\n')).toContain('S3_FORCE_PATH_STYLE=sometimes');
    expect(problems.join('\n')).toContain('S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY');
    expect(problems.join('\n')).not.toContain('very-secret');
  });

  it('refuses S3 settings without a bucket instead of ignoring them', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_ENDPOINT：设置了它们时必须同时设置 S3_BUCKET',
    ]);
  });
});
