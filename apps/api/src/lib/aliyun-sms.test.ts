import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentedSignature, FakeAliyunSms } from '../test/fake-aliyun-sms.js';
import { LogCapture } from '../test/log-capture.js';
import { AliyunSmsProvider, aliyunSignature, canonicalQuery } from './aliyun-sms.js';
import { SmsNotSentError, sendNotice } from './sms.js';

/**
 * The worked example of Alibaba Cloud's "HTTP 协议及签名" page for SMS
 * (help.aliyun.com/document_detail/56189.html): its keys, parameters and resulting signature.
 */
const DOC_PARAMS: Record<string, string> = {
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  AccessKeyId: 'testId',
  SignatureVersion: '1.0',
  Timestamp: '2017-07-12T02:42:19Z',
  Format: 'XML',
  Action: 'SendSms',
  Version: '2017-05-25',
  RegionId: 'cn-hangzhou',
  PhoneNumbers: '15300000001',
  SignName: '阿里云短信测试专用',
  TemplateParam: '{"customer":"test"}',
  TemplateCode: 'SMS_71390007',
  OutId: '123',
};
const DOC_SORTED_QUERY =
  'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25';
const DOC_SIGNATURE = 'zJDF+Lrzhj/ThnlvIToysFRq6t4=';

describe('Alibaba Cloud request signature', () => {
  it("reproduces the documentation's example signature exactly", () => {
    expect(canonicalQuery(DOC_PARAMS)).toBe(DOC_SORTED_QUERY);
    expect(aliyunSignature('GET', DOC_PARAMS, 'testSecret')).toBe(DOC_SIGNATURE);
    // The fake gateway's own implementation agrees with the documentation too.
    const query = new URLSearchParams(DOC_PARAMS);
    expect(documentedSignature('GET', query, 'testSecret')).toBe(DOC_SIGNATURE);
    expect(aliyunSignature('GET', DOC_PARAMS, 'otherSecret')).not.toBe(DOC_SIGNATURE);
  });
});

describe('AliyunSmsProvider against a local fake gateway', () => {
  const fake = new FakeAliyunSms();
  const logs = new LogCapture();
  let sms: AliyunSmsProvider;
  let slow: AliyunSmsProvider;

  beforeAll(async () => {
    await fake.start();
    const log = pino({ level: 'info' }, logs.stream);
    sms = new AliyunSmsProvider(fake.config(), log);
    // The fake never answers a hung phone, so any short limit ends in a timeout.
    slow = new AliyunSmsProvider(fake.config(200), log);
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.received.length = 0;
    logs.clear();
  });

  const entries = () => logs.lines().map((l) => JSON.parse(l) as Record<string, unknown>);

  it("accepts the documentation's example request as it stands and refuses it altered", async () => {
    const url = `${fake.endpoint}?Signature=${encodeURIComponent(DOC_SIGNATURE)}&${DOC_SORTED_QUERY}`;
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ Code: 'OK' });
    expect(fake.received).toEqual([
      {
        phone: '15300000001',
        signName: '阿里云短信测试专用',
        templateCode: 'SMS_71390007',
        templateParam: { customer: 'test' },
      },
    ]);
    const altered = await fetch(url.replace('15300000001', '15300000002'));
    expect(altered.status).toBe(400);
    expect(await altered.json()).toMatchObject({ Code: 'SignatureDoesNotMatch' });
  });

  it("sends each kind with its template and its kind's variables, signed as documented", async () => {
    await sms.send({ phone: '13800000001', code: '123456', purpose: 'register' });
    // A consent code names who asks: its own template, with the code and the requester.
    await sms.send({
      phone: '13800000001',
      code: '654321',
      purpose: 'consent',
      text: '张*申请…',
      params: { code: '654321', requester: '张*（手机 139****0001）' },
    });
    const notice = { phone: '13800000002', code: 'P1', text: '【青禾县12320】…' };
    await sms.send({
      ...notice,
      purpose: 'booking_reminder',
      params: { date: '2026-11-27', queueNo: '7', pickupCode: 'P1' },
    });
    await sms.send({
      ...notice,
      purpose: 'waitlist_booked',
      params: { date: '2026-11-27', change: '候补成功，就诊序号7，取号密码P1' },
    });
    await sms.send({
      ...notice,
      purpose: 'schedule_stopped',
      params: {
        date: '2026-11-27',
        change: `因停诊已取消，不计爽约，请另行预约（${'医生'.repeat(30)}）`,
      },
    });
    await sms.send({
      ...notice,
      code: '',
      purpose: 'report_critical',
      params: { name: '张**', hospital: '青禾县人民医院', title: '血常规' },
    });
    expect(fake.received.map((m) => [m.templateCode, m.templateParam])).toEqual([
      ['SMS_100001', { code: '123456' }],
      ['SMS_100005', { code: '654321', requester: '张*（手机 139****0001）' }],
      ['SMS_100002', { date: '2026-11-27', queueNo: '7', pickupCode: 'P1' }],
      ['SMS_100003', { date: '2026-11-27', change: '候补成功，就诊序号7，取号密码P1' }],
      [
        'SMS_100003',
        { date: '2026-11-27', change: `因停诊已取消，不计爽约，请另行预约（${'医生'.repeat(8)}…` },
      ],
      ['SMS_100004', { name: '张**', hospital: '青禾县人民医院', title: '血常规' }],
    ]);
    // Alibaba Cloud's default limit of one template variable is 35 characters.
    expect([...fake.received[4]!.templateParam.change!]).toHaveLength(35);
    expect(new Set(fake.received.map((m) => m.signName))).toEqual(new Set(['青禾县12320']));
    expect(sms.failures).toBe(0);
    expect(logs.text).not.toContain('13800000001');
  });

  it('logs and counts a refusal with the masked phone and the gateway code, then throws', async () => {
    fake.refuse.set('13800000003', 'isv.BUSINESS_LIMIT_CONTROL');
    const before = sms.failures;
    const sent = sms.send({ phone: '13800000003', code: '111111', purpose: 'login' });
    await expect(sent).rejects.toBeInstanceOf(SmsNotSentError);
    await expect(sent).rejects.toMatchObject({
      statusCode: 503,
      message: '短信发送失败，请稍后再试',
      gatewayCode: 'isv.BUSINESS_LIMIT_CONTROL',
    });
    expect(sms.failures).toBe(before + 1);
    expect(entries()).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'SMS not sent',
        phone: '138****0003',
        kind: 'code',
        gatewayCode: 'isv.BUSINESS_LIMIT_CONTROL',
        smsFailures: before + 1,
      }),
    );
    expect(logs.text).not.toContain('13800000003');
    expect(fake.received).toEqual([]);
  });

  it('logs and counts a gateway that does not answer in time as TIMEOUT', async () => {
    fake.hang.add('13800000004');
    await expect(
      slow.send({ phone: '13800000004', code: '222222', purpose: 'reset' }),
    ).rejects.toMatchObject({ gatewayCode: 'TIMEOUT' });
    expect(slow.failures).toBe(1);
    expect(entries()).toContainEqual(
      expect.objectContaining({ level: 50, phone: '138****0004', gatewayCode: 'TIMEOUT' }),
    );
  });

  it('turns a signature the gateway rejects into a logged refusal', async () => {
    const wrongKey = new AliyunSmsProvider(
      { ...fake.config(), accessKeySecret: 'not-the-secret' },
      pino({ level: 'info' }, logs.stream),
    );
    await expect(
      wrongKey.send({ phone: '13800000005', code: '333333', purpose: 'card' }),
    ).rejects.toMatchObject({ gatewayCode: 'SignatureDoesNotMatch' });
    expect(wrongKey.failures).toBe(1);
  });

  it('lets a notice sender go on after a refusal, and refuses a notice missing its variables', async () => {
    fake.refuse.set('13800000006', 'isv.OUT_OF_SERVICE');
    const reminder = {
      phone: '13800000006',
      code: 'P2',
      purpose: 'booking_reminder',
      text: '【青禾县12320】提醒',
      params: { date: '2026-11-27', queueNo: '3', pickupCode: 'P2' },
    };
    // Refused: the caller goes on, told it was not sent (so it is not counted).
    await expect(sendNotice(sms, reminder)).resolves.toBe(false);
    await expect(
      sms.send({ ...reminder, phone: '13800000007', params: { date: '2026-11-27' } }),
    ).rejects.toMatchObject({ gatewayCode: 'MISSING_PARAM' });
    // A notice purpose without a template has no code to fall back on.
    await expect(
      sms.send({ phone: '13800000007', code: '', purpose: 'new_notice', text: '…' }),
    ).rejects.toMatchObject({ gatewayCode: 'NO_TEMPLATE' });
    expect(entries().map((e) => e.gatewayCode)).toEqual([
      'isv.OUT_OF_SERVICE',
      'MISSING_PARAM',
      'NO_TEMPLATE',
    ]);
    expect(fake.received).toEqual([]);
  });
});
