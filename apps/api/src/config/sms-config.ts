import type { AliyunSmsConfig } from '../lib/aliyun-sms.js';

/**
 * Which SMS gateway carries codes and notices: `log` writes them to the server log (demo,
 * development), `aliyun` sends them through Alibaba Cloud SMS.
 */
export type SmsGatewayConfig = { provider: 'log' } | ({ provider: 'aliyun' } & AliyunSmsConfig);

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

/** Reads the SMS_* variables; with a real gateway chosen, every key and template is required. */
export function parseSmsGateway(
  value: (name: string) => string | undefined,
  integer: (name: string, fallback: number, min: number, max: number) => number,
  problems: string[],
): SmsGatewayConfig {
  const provider = value('SMS_PROVIDER') ?? 'log';
  const timeoutMs = integer('SMS_TIMEOUT_MS', 5000, 100, 60_000);
  if (provider === 'log') return { provider: 'log' };
  if (provider !== 'aliyun') {
    problems.push(`SMS_PROVIDER=${provider}：只能是 log / aliyun 之一`);
    return { provider: 'log' };
  }
  const required = (name: string) => {
    const v = value(name);
    if (v === undefined) problems.push(`${name}：设置了 SMS_PROVIDER=aliyun 时必须设置`);
    return v ?? '';
  };
  const endpoint = value('SMS_ENDPOINT') ?? ALIYUN_SMS_ENDPOINT;
  if (!/^https?:\/\//.test(endpoint)) {
    problems.push(`SMS_ENDPOINT=${endpoint}：必须是 http:// 或 https:// 开头的地址`);
  }
  return {
    provider: 'aliyun',
    accessKeyId: required('SMS_ACCESS_KEY_ID'),
    accessKeySecret: required('SMS_ACCESS_KEY_SECRET'),
    signName: required('SMS_SIGN_NAME'),
    templates: {
      code: required('SMS_TEMPLATE_CODE'),
      consent: required('SMS_TEMPLATE_CONSENT'),
      reminder: required('SMS_TEMPLATE_REMINDER'),
      booking: required('SMS_TEMPLATE_BOOKING'),
      report: required('SMS_TEMPLATE_REPORT'),
      consult: required('SMS_TEMPLATE_CONSULT'),
    },
    // The signature covers the path "/", so the endpoint is the gateway's root.
    endpoint: endpoint.replace(/\/*$/, '/'),
    timeoutMs,
  };
}
