import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config.js';
import { DEFAULT_PASSWORD_COST, type PasswordHashCost } from '../lib/password.js';
import { AliyunSmsProvider } from '../lib/aliyun-sms.js';
import { LogSmsProvider, type SmsProvider } from '../lib/sms.js';
import { DatabaseFileStorage } from '../lib/database-storage.js';
import { S3FileStorage } from '../lib/s3-storage.js';
import { LocalFolderStorage, type FileStorage } from '../lib/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
    storage: FileStorage;
    passwordCost: PasswordHashCost;
    config: AppConfig;
  }
}

/**
 * A bucket when one is configured; otherwise the database on PostgreSQL, where several API
 * processes must all see every upload, and the folder beside the SQLite file.
 */
function fileStorage(app: FastifyInstance, config: AppConfig): FileStorage {
  if (config.s3) {
    const s3 = new S3FileStorage(config.s3);
    app.addHook('onClose', async () => s3.destroy());
    return s3;
  }
  if (config.database.kind === 'postgres') return new DatabaseFileStorage(app.db);
  return new LocalFolderStorage(config.uploadDir);
}

/** The replaceable outside services (SMS, file storage) and the settings routes read. */
export default fp(
  async function services(app: FastifyInstance, opts: { config: AppConfig }) {
    const { config } = opts;
    app.decorate('config', config);
    const gateway = config.smsGateway ?? { provider: 'log' };
    const sms =
      config.sms ??
      (gateway.provider === 'aliyun'
        ? new AliyunSmsProvider(gateway, app.log)
        : new LogSmsProvider(app.log));
    app.decorate('sms', sms);
    app.decorate('storage', config.storage ?? fileStorage(app, config));
    app.decorate('passwordCost', config.passwordCost ?? DEFAULT_PASSWORD_COST);
  },
  { name: 'services' },
);
