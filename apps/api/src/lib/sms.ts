import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '@portal/contract';
import { AppError } from './app-error.js';

export interface SmsMessage {
  phone: string;
  /** A code message's one-time code; a notice has none. */
  code?: string;
  purpose: string;
  /** A notice's whole text (booking from the waiting list, 停诊); of the codes, consent's has one. */
  text?: string;
  /**
   * A notice's template variables: a real gateway sends only approved templates, so the
   * notice's facts travel apart from `text` (see `SMS_KINDS` for each kind's names).
   */
  params?: Record<string, string>;
}

/** How texts leave the system; a real gateway implements this in production. */
export interface SmsProvider {
  /** Resolves once the gateway took the message; rejects with `SmsNotSentError` otherwise. */
  send(message: SmsMessage): Promise<void>;
}

/**
 * The county's approved signature before a notice's text (what the log shows; a real gateway
 * adds its configured `signName` itself). Codes are sent without it: their text is the template.
 */
export const SMS_SIGNATURE = '【青禾县12320】';

/** The message kinds a gateway holds one template each for. */
export type SmsKind = 'code' | 'consent' | 'reminder' | 'booking' | 'report' | 'consult';

/**
 * Each notice purpose's kind and the template variables its callers fill. Every other purpose
 * is a code message (register, reset, login, unbind, card) sent as `{ code }`. A consent code
 * has a template of its own that names who asks, so the person knows what handing it over means.
 */
export const SMS_KINDS: Record<string, { kind: Exclude<SmsKind, 'code'>; params: string[] }> = {
  consent: { kind: 'consent', params: ['code', 'requester'] },
  booking_reminder: { kind: 'reminder', params: ['date', 'queueNo', 'pickupCode'] },
  waitlist_booked: { kind: 'booking', params: ['date', 'change'] },
  schedule_stopped: { kind: 'booking', params: ['date', 'change'] },
  draw_result: { kind: 'booking', params: ['date', 'change'] },
  report_critical: { kind: 'report', params: ['name', 'hospital', 'title'] },
  consult_answered: { kind: 'consult', params: ['department', 'change'] },
  consult_expired: { kind: 'consult', params: ['department', 'change'] },
};

/** What the citizen is told when a code could not be sent; the gateway's reason is logged. */
export class SmsNotSentError extends AppError {
  constructor(readonly gatewayCode: string) {
    super('SERVICE_UNAVAILABLE', 503, '短信发送失败，请稍后再试');
  }
}

/**
 * Sends a one-time code (register, reset, login, unbind, card, consent). A refused send rejects
 * with `SmsNotSentError`, so the caller can withdraw the code and answer 503.
 */
export function sendCode(sms: SmsProvider, message: SmsMessage & { code: string }): Promise<void> {
  return sms.send(message);
}

/**
 * Sends a message without letting a refused send stop the caller: the provider has logged and
 * counted it, and the booking or report it is about stands either way.
 */
export async function sendNotice(sms: SmsProvider, message: SmsMessage): Promise<boolean> {
  try {
    await sms.send(message);
    return true;
  } catch (err) {
    if (!(err instanceof SmsNotSentError)) throw err;
    return false;
  }
}

const PURPOSE_LABELS: Record<string, string> = {
  register: '注册',
  reset: '找回密码',
  login: '登录验证',
  unbind: '解除绑定',
  card: '绑定就诊卡',
  consent: '同意查看健康记录',
};

/**
 * The default provider: writes `[sms] to=<phone> code=<code>` to the server log so a person
 * trying the demo can read the code there. The phone is masked like every phone in the log.
 * It also remembers the last code per phone so tests can read it.
 */
export class LogSmsProvider implements SmsProvider {
  private readonly last = new Map<string, SmsMessage>();

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    this.last.delete(message.phone);
    this.last.set(message.phone, message);
    // Bounded: only the most recent phones are kept.
    if (this.last.size > 1000) this.last.delete(this.last.keys().next().value!);
    this.log.info(
      `[sms] to=${maskPhone(message.phone)}${message.code ? ` code=${message.code}` : ''} purpose=${PURPOSE_LABELS[message.purpose] ?? message.purpose}${message.text ? ` text=${message.text}` : ''}`,
    );
  }

  /** The latest code sent to a phone (full number), for tests; '' for a notice without one. */
  lastCode(phone: string, purpose?: string): string | undefined {
    const m = this.last.get(phone);
    return m && (!purpose || m.purpose === purpose) ? (m.code ?? '') : undefined;
  }
}
