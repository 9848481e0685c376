import { mainlandIdCheckChar } from '@portal/contract';
import type { Transaction } from 'kysely';
import { upsertLocalIdpPerson, type LocalIdpPerson } from '../modules/sso/local-idp.repository.js';
import type { DB } from '../db/schema.js';

function mainlandId(first17: string): string {
  return first17 + mainlandIdCheckChar(first17);
}

/**
 * Made-up people at the local stand-in for the government portal (/gov-sso/): the numbers are
 * well-formed and nobody holds them. Neither has an account here yet, so choosing one shows a
 * first arrival.
 */
export const LOCAL_IDP_PEOPLE: LocalIdpPerson[] = [
  {
    id: 'zlb-demo-0001',
    name: '王芳',
    id_no: mainlandId('33010219850612242'),
    phone: '13900000003',
  },
  {
    id: 'zlb-demo-0002',
    name: '赵强',
    id_no: mainlandId('33010219700101355'),
    phone: '13900000004',
  },
];

/** Safe to run again: each person is an upsert by zlb id. */
export async function seedLocalIdpPeople(trx: Transaction<DB>): Promise<void> {
  for (const person of LOCAL_IDP_PEOPLE) await upsertLocalIdpPerson(trx, person);
}
