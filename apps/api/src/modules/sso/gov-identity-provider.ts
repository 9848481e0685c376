import { MOBILE_PATTERN } from '@portal/contract';
import { Type, type Static } from '@sinclair/typebox';

/** A person as the government portal vouches for them: it has checked their identity. */
export interface GovPerson {
  zlbId: string;
  name: string;
  /** Mainland ID number. */
  idNo: string;
  phone: string;
}

/** Checks a single-sign-on ticket with whoever issued it; throws GovSsoError when it cannot. */
export interface GovIdentityProvider {
  validateTicket(ticket: string): Promise<GovPerson>;
}

export const INVALID_TICKET_MESSAGE = '登录票据无效或已过期，请重新登录';
export const UNAVAILABLE_MESSAGE = '政务服务平台暂时无法访问，请稍后再试';

export type GovSsoErrorKind = 'invalid_ticket' | 'unavailable';

/**
 * `message` is shown to the citizen as is; `detail` says for the log what went wrong and
 * never carries the ticket, a phone or an ID number.
 */
export class GovSsoError extends Error {
  constructor(
    readonly kind: GovSsoErrorKind,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'GovSsoError';
  }
}

export function invalidTicket(detail?: string): GovSsoError {
  return new GovSsoError('invalid_ticket', INVALID_TICKET_MESSAGE, detail);
}

export function unavailable(detail: string): GovSsoError {
  return new GovSsoError('unavailable', UNAVAILABLE_MESSAGE, detail);
}

/*
 * The ticket-check protocol between this portal and the government identity service
 * (`POST <url>/api/validate`); the local identity provider implements the same, so the HTTP
 * provider can be tested against it.
 */

export const ValidateRequest = Type.Object({
  appId: Type.String({ title: '应用标识', minLength: 1, maxLength: 128 }),
  ticketId: Type.String({ title: '票据', minLength: 1, maxLength: 256 }),
  /** Milliseconds since the epoch, as decimal digits. */
  timestamp: Type.String({ title: '时间戳', pattern: '^\\d{1,16}$' }),
  nonce: Type.String({ title: '随机串', minLength: 8, maxLength: 64 }),
  sign: Type.String({ title: '签名', pattern: '^[0-9a-f]{64}$' }),
});
export type ValidateRequest = Static<typeof ValidateRequest>;

export const GovPersonSchema = Type.Object({
  zlbId: Type.String({ minLength: 1, maxLength: 128 }),
  name: Type.String({ minLength: 1, maxLength: 64 }),
  idNo: Type.String({ pattern: '^\\d{17}[\\dXx]$' }),
  phone: Type.String({ pattern: MOBILE_PATTERN.source }),
});

export const ValidateAnswer = Type.Union([
  Type.Object({ ok: Type.Literal(true), person: GovPersonSchema }),
  Type.Object({ ok: Type.Literal(false), message: Type.String() }),
]);
export type ValidateAnswer = Static<typeof ValidateAnswer>;
