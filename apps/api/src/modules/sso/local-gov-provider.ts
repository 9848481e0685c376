import type { Db } from '../../db/database.js';
import {
  invalidTicket,
  type GovIdentityProvider,
  type GovPerson,
} from './gov-identity-provider.js';
import { consumeLocalIdpTicket } from './local-idp.repository.js';

/**
 * Checks tickets issued by the local identity provider at /gov-sso/, which keeps them in
 * this same database (development, demo and tests).
 */
export class LocalGovProvider implements GovIdentityProvider {
  constructor(private readonly db: Db) {}

  async validateTicket(ticket: string): Promise<GovPerson> {
    const person = await consumeLocalIdpTicket(this.db, ticket);
    if (!person) throw invalidTicket('unknown, used or expired local ticket');
    return { zlbId: person.id, name: person.name, idNo: person.id_no, phone: person.phone };
  }
}
