import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AliyunSmsConfig } from '../lib/aliyun-sms.js';

export interface ReceivedSms {
  phone: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
}

/**
 * The documented encoding, written as the documentation's Java example does it and apart from
 * the adapter's own: form-encode (what java.net.URLEncoder and URLSearchParams both do), then
 * "+" -> "%20", "*" -> "%2A", "%7E" -> "~".
 */
function specialUrlEncode(value: string): string {
  return new URLSearchParams({ v: value })
    .toString()
    .slice(2)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~');
}

/** The signature the gateway expects for a request's query (all parameters but Signature). */
export function documentedSignature(
  method: string,
  query: URLSearchParams,
  accessKeySecret: string,
): string {
  const sorted = [...query.entries()]
    .filter(([name]) => name !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${specialUrlEncode(name)}=${specialUrlEncode(value)}`)
    .join('&');
  const stringToSign = `${method}&${specialUrlEncode('/')}&${specialUrlEncode(sorted)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/**
 * A local stand-in for dysmsapi.aliyuncs.com on 127.0.0.1: checks each request's signature as
 * documented and the SendSms essentials, then answers like the gateway. `refuse` makes it
 * answer a phone with an error code; `hang` makes it never answer a phone (a timeout).
 */
export class FakeAliyunSms {
  // The documentation's example keys, so its example request is accepted as it stands.
  readonly accessKeyId = 'testId';
  readonly accessKeySecret = 'testSecret';
  readonly received: ReceivedSms[] = [];
  readonly refuse = new Map<string, string>();
  readonly hang = new Set<string>();
  private readonly nonces = new Set<string>();
  private readonly server: Server;

  constructor() {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      this.answer(req.method ?? 'GET', url, res);
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get endpoint(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  /** An adapter configuration pointing at this fake, with one template code per kind. */
  config(timeoutMs = 5000): AliyunSmsConfig {
    return {
      accessKeyId: this.accessKeyId,
      accessKeySecret: this.accessKeySecret,
      signName: '青禾县12320',
      templates: {
        code: 'SMS_100001',
        consent: 'SMS_100005',
        reminder: 'SMS_100002',
        booking: 'SMS_100003',
        report: 'SMS_100004',
        consult: 'SMS_100006',
      },
      endpoint: this.endpoint,
      timeoutMs,
    };
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(method: string, url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    const reply = (status: number, code: string, message: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Code: code, Message: message, RequestId: randomUUID() }));
    };
    if (url.pathname !== '/' || q.get('AccessKeyId') !== this.accessKeyId) {
      return reply(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    const signature = documentedSignature(method, q, this.accessKeySecret);
    if (q.get('Signature') !== signature) {
      return reply(400, 'SignatureDoesNotMatch', 'Specified signature is not matched.');
    }
    const nonce = q.get('SignatureNonce') ?? '';
    if (!nonce || this.nonces.has(nonce)) {
      return reply(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    this.nonces.add(nonce);
    const expected = {
      Action: 'SendSms',
      Version: '2017-05-25',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
    };
    for (const [name, value] of Object.entries(expected)) {
      if (q.get(name) !== value) return reply(400, 'MissingParameter', `${name} is wrong`);
    }
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(q.get('Timestamp') ?? '')) {
      return reply(400, 'InvalidTimeStamp.Format', 'Specified time stamp is not valid.');
    }
    const phone = q.get('PhoneNumbers') ?? '';
    if (this.hang.has(phone)) return;
    const refusal = this.refuse.get(phone);
    if (refusal) return reply(200, refusal, '触发分钟级流控Permits:1');
    this.received.push({
      phone,
      signName: q.get('SignName') ?? '',
      templateCode: q.get('TemplateCode') ?? '',
      templateParam: JSON.parse(q.get('TemplateParam') ?? '{}') as Record<string, string>,
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        Code: 'OK',
        Message: 'OK',
        BizId: '900619746936498440^0',
        RequestId: nonce,
      }),
    );
  }
}
