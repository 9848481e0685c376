import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config.js';
import { DEFAULT_PASSWORD_COST, type PasswordHashCost } from '../lib/password.js';
import { AliyunSmsProvider } from '../lib/aliyun-sms.js';
import { LogSmsProvider, type SmsProvider } from '../lib/sms.js';
import { LocalFolderStorage, type FileStorage } from '../lib/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
    storage: FileStorage;
    passwordCost: PasswordHashCost;
    config: AppConfig;
  }
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
    app.decorate('storage', config.storage ?? new LocalFolderStorage(config.uploadDir));
    app.decorate('passwordCost', config.passwordCost ?? DEFAULT_PASSWORD_COST);
  },
  { name: 'services' },
);
