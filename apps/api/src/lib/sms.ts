import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '@portal/contract';

export interface SmsMessage {
  phone: string;
  code: string;
  purpose: string;
  /** A notice's whole text (booking from the waiting list, 停诊); code messages leave it out. */
  text?: string;
}

/** How SMS codes leave the system; a real gateway implements this in production. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

const PURPOSE_LABELS: Record<string, string> = {
  register: '注册',
  reset: '找回密码',
  login: '登录验证',
  unbind: '解除绑定',
  card: '绑定就诊卡',
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
      `[sms] to=${maskPhone(message.phone)} code=${message.code} purpose=${PURPOSE_LABELS[message.purpose] ?? message.purpose}${message.text ? ` text=${message.text}` : ''}`,
    );
  }

  /** The latest code sent to a phone (full number), for tests. */
  lastCode(phone: string, purpose?: string): string | undefined {
    const m = this.last.get(phone);
    return m && (!purpose || m.purpose === purpose) ? m.code : undefined;
  }
}
