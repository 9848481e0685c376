import { mainlandIdCheckChar } from '@portal/contract';
import type { Transaction } from 'kysely';
import { DEFAULT_PASSWORD_COST, hashPassword, type PasswordHashCost } from '../lib/password.js';
import { newId } from '../lib/tokens.js';
import { insertUser } from '../modules/auth/user.repository.js';
import { insertMember } from '../modules/identity/family.repository.js';
import { insertIdentity } from '../modules/identity/identity.repository.js';
import type { DB } from '../db/schema.js';

/** The demo's sign-in password for both citizens (README). */
export const DEMO_PASSWORD = 'Demo@2026';

function mainlandId(first17: string): string {
  return first17 + mainlandIdCheckChar(first17);
}

interface DemoAccount {
  username: string;
  phone: string;
  nickname: string;
  identity?: { name: string; idNo: string; sex: '男' | '女'; birthday: string };
  family?: {
    relation: string;
    name: string;
    idNo: string;
    phone: string;
    sex: '男' | '女';
    birthday: string;
  }[];
}

/** Made-up people: the numbers are well-formed, nobody holds them. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'zhangsan',
    phone: '13800000001',
    nickname: '张三',
    identity: {
      name: '张三',
      idNo: mainlandId('33010219800315123'),
      sex: '男',
      birthday: '1980-03-15',
    },
    family: [
      {
        relation: '父母',
        name: '张建国',
        idNo: mainlandId('33010219520708151'),
        phone: '13800000011',
        sex: '男',
        birthday: '1952-07-08',
      },
    ],
  },
  { username: 'lisi', phone: '13800000002', nickname: '李四' },
];

/**
 * A verified and an unverified citizen to try the portal with. An account whose username
 * exists is left as it is, so running the seed again keeps what people changed.
 */
export async function seedDemoAccounts(
  trx: Transaction<DB>,
  cost: PasswordHashCost = DEFAULT_PASSWORD_COST,
): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const existing = await trx
      .selectFrom('app_user')
      .select('id')
      .where('username', '=', account.username)
      .executeTakeFirst();
    if (existing) continue;

    const user = await insertUser(trx, {
      username: account.username,
      phone: account.phone,
      passwordHash: await hashPassword(DEMO_PASSWORD, cost),
      nickname: account.nickname,
    });
    const at = user.reg_time;
    if (account.identity) {
      const { name, idNo, sex, birthday } = account.identity;
      await insertIdentity(trx, {
        user_id: user.id,
        name,
        id_type: '01',
        id_no: idNo,
        phone: account.phone,
        card_no: null,
        sex,
        birthday,
        verified_at: at,
      });
    }
    for (const member of account.family ?? []) {
      await insertMember(trx, {
        id: newId(),
        user_id: user.id,
        relation: member.relation,
        name: member.name,
        id_type: '01',
        id_no: member.idNo,
        phone: member.phone,
        card_no: null,
        sex: member.sex,
        birthday: member.birthday,
        created_at: at,
        updated_at: at,
      });
    }
  }
}
