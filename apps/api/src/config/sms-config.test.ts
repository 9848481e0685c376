import { describe, expect, it } from 'vitest';
import { configProblems } from '../test/config-problems.js';
import { loadConfig } from './config.js';

const ALIYUN = {
  SMS_PROVIDER: 'aliyun',
  SMS_ACCESS_KEY_ID: 'LTAI-id',
  SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: '青禾县12320',
  SMS_TEMPLATE_CODE: 'SMS_1',
  SMS_TEMPLATE_CONSENT: 'SMS_5',
  SMS_TEMPLATE_REMINDER: 'SMS_2',
  SMS_TEMPLATE_BOOKING: 'SMS_3',
  SMS_TEMPLATE_REPORT: 'SMS_4',
  SMS_TEMPLATE_CONSULT: 'SMS_6',
};

const problemsOf = configProblems;

describe('SMS gateway configuration', () => {
  it('writes texts to the log unless a gateway is chosen', () => {
    expect(loadConfig({}).smsGateway).toEqual({ provider: 'log' });
    expect(loadConfig({ SMS_PROVIDER: 'log' }).smsGateway).toEqual({ provider: 'log' });
  });

  it('reads the Alibaba Cloud keys, signature, templates, endpoint and timeout', () => {
    expect(loadConfig(ALIYUN).smsGateway).toEqual({
      provider: 'aliyun',
      accessKeyId: 'LTAI-id',
      accessKeySecret: 'secret',
      signName: '青禾县12320',
      templates: {
        code: 'SMS_1',
        consent: 'SMS_5',
        reminder: 'SMS_2',
        booking: 'SMS_3',
        report: 'SMS_4',
        consult: 'SMS_6',
      },
      endpoint: 'https://dysmsapi.aliyuncs.com/',
      timeoutMs: 5000,
    });
    const local = loadConfig({
      ...ALIYUN,
      SMS_ENDPOINT: 'http://127.0.0.1:9000',
      SMS_TIMEOUT_MS: '800',
    }).smsGateway;
    expect(local).toMatchObject({ endpoint: 'http://127.0.0.1:9000/', timeoutMs: 800 });
  });

  it('names every missing variable when the gateway is chosen', () => {
    expect(problemsOf({ SMS_PROVIDER: 'aliyun' })).toEqual(
      [
        'SMS_ACCESS_KEY_ID',
        'SMS_ACCESS_KEY_SECRET',
        'SMS_SIGN_NAME',
        'SMS_TEMPLATE_CODE',
        'SMS_TEMPLATE_CONSENT',
        'SMS_TEMPLATE_REMINDER',
        'SMS_TEMPLATE_BOOKING',
        'SMS_TEMPLATE_REPORT',
        'SMS_TEMPLATE_CONSULT',
      ].map((name) => `${name}：设置了 SMS_PROVIDER=aliyun 时必须设置`),
    );
    expect(problemsOf({ ...ALIYUN, SMS_SIGN_NAME: ' ' })).toEqual([
      'SMS_SIGN_NAME：设置了 SMS_PROVIDER=aliyun 时必须设置',
    ]);
  });

  it('refuses an unknown provider, a bad endpoint and a bad timeout by name', () => {
    expect(problemsOf({ SMS_PROVIDER: 'tencent' })).toEqual([
      'SMS_PROVIDER=tencent：只能是 log / aliyun 之一',
    ]);
    expect(problemsOf({ ...ALIYUN, SMS_ENDPOINT: 'dysmsapi.aliyuncs.com' })).toEqual([
      'SMS_ENDPOINT=dysmsapi.aliyuncs.com：必须是 http:// 或 https:// 开头的地址',
    ]);
    expect(problemsOf({ SMS_TIMEOUT_MS: 'soon' })).toEqual([
      'SMS_TIMEOUT_MS=soon：必须是 100 到 60000 之间的整数',
    ]);
  });
});
