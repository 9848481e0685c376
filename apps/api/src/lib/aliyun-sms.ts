import { createHmac, randomUUID } from 'node:crypto';
import { maskPhone } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import {
  SMS_KINDS,
  SmsNotSentError,
  type SmsKind,
  type SmsMessage,
  type SmsProvider,
} from './sms.js';

/**
 * Alibaba Cloud SMS (dysmsapi `SendSms`, API version 2017-05-25) through its documented signed
 * HTTP API, RPC style. Chosen over Tencent Cloud because both are equally available to a
 * county, and this one needs only an HMAC-SHA1 over the sorted query (node:crypto and fetch):
 * the official SDK would bring in dozens of packages for one call.
 * Signing: help.aliyun.com/document_detail/56189.html (HTTP 协议及签名).
 */
export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature, shown in 【】 before each text. */
  signName: string;
  /** The approved template code (SMS_…) for each message kind. */
  templates: Record<SmsKind, string>;
  /** `https://dysmsapi.aliyuncs.com/` in production; tests use a local fake gateway. */
  endpoint: string;
  timeoutMs: number;
}

/** Alibaba Cloud's percent-encoding: RFC 3986, so also `!'()*`, and `~` left alone. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The query every signature covers: parameters sorted by name, each name and value encoded. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name]!)}`)
    .join('&');
}

/**
 * Base64(HMAC-SHA1(secret + "&", method + "&" + encode("/") + "&" + encode(canonical query))),
 * as documented; the fake gateway in the tests checks requests with this same function.
 */
export function aliyunSignature(
  method: string,
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** The default length limit of one template variable at Alibaba Cloud. */
const PARAM_MAX_CHARS = 35;

function clip(value: string): string {
  const chars = [...value];
  return chars.length <= PARAM_MAX_CHARS
    ? value
    : `${chars.slice(0, PARAM_MAX_CHARS - 1).join('')}…`;
}

/** The kind and template variables of a message; a notice must carry its kind's variables. */
export function templateOf(message: SmsMessage): { kind: SmsKind; params: Record<string, string> } {
  const spec = SMS_KINDS[message.purpose];
  if (!spec) {
    // A notice purpose missing from SMS_KINDS has no code: it must not go out as a code text.
    if (!message.code)
      throw new SendFailure('NO_TEMPLATE', `no template for ${message.purpose}`, false);
    return { kind: 'code', params: { code: message.code } };
  }
  const params: Record<string, string> = {};
  for (const name of spec.params) {
    const value = message.params?.[name];
    if (value === undefined) throw new SendFailure('MISSING_PARAM', `no ${name}`, false);
    params[name] = clip(value);
  }
  return { kind: spec.kind, params };
}

/** Why a message was not sent; `answered` when the gateway itself refused it. */
class SendFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly answered: boolean,
  ) {
    super(message);
  }
}

interface GatewayAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

export class AliyunSmsProvider implements SmsProvider {
  /** Sends that did not reach a phone since the process started; each refusal's log line has it. */
  failures = 0;

  constructor(
    private readonly config: AliyunSmsConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const phone = maskPhone(message.phone);
    let kind: SmsKind | undefined;
    try {
      const template = templateOf(message);
      kind = template.kind;
      const answer = await this.call(message.phone, template.kind, template.params);
      this.log.info({ phone, kind, bizId: answer.BizId }, 'SMS sent through Alibaba Cloud');
    } catch (err) {
      this.failures += 1;
      const failure = err instanceof SendFailure ? err : undefined;
      const gatewayCode = failure?.code ?? (isTimeout(err) ? 'TIMEOUT' : 'NETWORK');
      // A refusal is the gateway's answer (limits, template, balance); the rest is no answer
      // or a message this adapter could not build, which someone has to look at.
      this.log[failure?.answered ? 'warn' : 'error'](
        {
          phone,
          kind,
          purpose: message.purpose,
          gatewayCode,
          gatewayMessage: failure?.message,
          smsFailures: this.failures,
        },
        'SMS not sent',
      );
      throw new SmsNotSentError(gatewayCode);
    }
  }

  private async call(
    phone: string,
    kind: SmsKind,
    templateParams: Record<string, string>,
  ): Promise<GatewayAnswer> {
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: 'cn-hangzhou',
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.config.templates[kind],
      TemplateParam: JSON.stringify(templateParams),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const signature = aliyunSignature('GET', params, this.config.accessKeySecret);
    const url = `${this.config.endpoint}?Signature=${percentEncode(signature)}&${canonicalQuery(params)}`;
    const res = await fetch(url, { signal: AbortSignal.timeout(this.config.timeoutMs) });
    const body = (await res.json().catch(() => ({}))) as GatewayAnswer;
    if (body.Code === 'OK' && res.ok) return body;
    throw new SendFailure(body.Code ?? `HTTP_${res.status}`, body.Message ?? '', true);
  }
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}
