import { createHmac, randomBytes } from 'node:crypto';
import { maskInText } from '@portal/contract';
import { Value } from '@sinclair/typebox/value';
import type { GovSsoConfig } from '../../config/config.js';
import {
  GovSsoError,
  invalidTicket,
  unavailable,
  ValidateAnswer,
  type GovIdentityProvider,
  type GovPerson,
  type ValidateRequest,
} from './gov-identity-provider.js';

export type HttpGovSsoConfig = Extract<GovSsoConfig, { mode: 'http' }>;

/** HMAC-SHA256 of appId + ticketId + timestamp + nonce with the shared secret, hex. */
export function signValidation(
  secret: string,
  fields: Pick<ValidateRequest, 'appId' | 'ticketId' | 'timestamp' | 'nonce'>,
): string {
  return createHmac('sha256', secret)
    .update(fields.appId + fields.ticketId + fields.timestamp + fields.nonce)
    .digest('hex');
}

/** A signed request for one ticket, stamped now. */
export function signedValidateRequest(
  appId: string,
  secret: string,
  ticketId: string,
  now = Date.now(),
): ValidateRequest {
  const fields = {
    appId,
    ticketId,
    timestamp: String(now),
    nonce: randomBytes(16).toString('hex'),
  };
  return { ...fields, sign: signValidation(secret, fields) };
}

/**
 * Checks tickets with the government identity service. Anything that is not a clear answer
 * (no connection, timeout, 5xx, a body of the wrong shape) means the service is unavailable,
 * so the citizen is told to try later rather than that their ticket was bad.
 */
export class HttpGovProvider implements GovIdentityProvider {
  constructor(private readonly config: HttpGovSsoConfig) {}

  async validateTicket(ticket: string): Promise<GovPerson> {
    const { url, appId, secret, timeoutMs } = this.config;
    // One signal for the whole exchange, so a service that stalls mid-body also times out.
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(`${url}/api/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(signedValidateRequest(appId, secret, ticket)),
        signal,
        redirect: 'error',
      });
      if (response.status >= 500) {
        throw unavailable(`identity service answered ${response.status}`);
      }
      payload = await response.json();
    } catch (err) {
      if (err instanceof GovSsoError) throw err;
      throw unavailable(describeFailure(err, timeoutMs));
    }
    if (!Value.Check(ValidateAnswer, payload)) {
      throw unavailable(`identity service answered ${response.status} with an unexpected body`);
    }
    if (!payload.ok) {
      // The service's words go to the log only (masked, in case they quote the person); the
      // citizen gets the fixed message.
      throw invalidTicket(`identity service refused: ${maskInText(payload.message.slice(0, 200))}`);
    }
    if (!response.ok) {
      throw unavailable(`identity service answered ${response.status} with a person`);
    }
    // Only the fields the protocol names, whatever else the service sends along.
    const { zlbId, name, idNo, phone } = payload.person;
    return { zlbId, name, idNo, phone };
  }
}

function describeFailure(err: unknown, timeoutMs: number): string {
  if (!(err instanceof Error)) return 'request failed';
  if (err.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  if (err.name === 'SyntaxError') return 'identity service answered with a body that is not JSON';
  const cause = (err as { cause?: { code?: unknown } }).cause;
  return `request failed: ${typeof cause?.code === 'string' ? cause.code : err.message}`;
}
