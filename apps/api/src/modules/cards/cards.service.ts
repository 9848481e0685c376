import {
  canReadRecords,
  checkMainlandId,
  type BoundCard,
  type CardBindList,
  type CardBindResult,
  type CardGetBody,
  type CardPhoneGetBody,
  type CardQr,
  type CardSmsBody,
  type SmsSent,
  type UnboundCard,
  type UnboundCardList,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { HOUR_MS, spendBudget, waitText } from '../../lib/budget.js';
import { chinaToday } from '../../lib/china-day.js';
import { newId, sha256 } from '../../lib/tokens.js';
import { accountRules } from '../auth/account-rules.js';
import { requireCode, sendSmsCode, spendCode } from '../auth/sms-code.service.js';
import type { BookablePerson } from '../identity/people.service.js';
import {
  peopleWithAccess,
  readablePeople,
  toRecordPerson,
} from '../identity/record-access.service.js';
import { cardQr } from './card-qr.js';
import {
  bindingsOf,
  cardsOfPeople,
  deleteBinding,
  insertBinding,
  type BindingRow,
  type CardWithHospital,
} from './cards.repository.js';
import { personByDocument } from './people.js';

/** Bind attempts per account an hour: enough for typos, too few to guess card numbers. */
export const CARD_BIND_TRIES_PER_HOUR = 20;

const NOT_OURS = '该证件不是您本人或已添加的就诊人，请先完成实名认证或添加就诊人';
const NO_CARD = '没有找到与该证件和卡号相符的卡，请核对卡号';
const NO_PHONE_CARD = '医院没有该证件预留此手机号的卡，请核对手机号或改用卡号绑定';
const NO_BINDING = '未找到该绑定的卡';

const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);

function holder(person: BookablePerson) {
  return { patientId: person.id, patientName: person.name, relation: person.relation };
}

function toBound(row: BindingRow, person: BookablePerson): BoundCard {
  return {
    id: row.binding_id,
    cardId: row.id,
    kind: row.kind,
    hospitalId: row.hospital_id,
    hospitalName: row.hospital_name,
    cardNo: row.card_no,
    status: row.status,
    boundAt: row.bound_at,
    ...holder(person),
  };
}

/** The account's bindings of its people as they stand now, each with its holder. */
export async function visibleBindings(db: Db, userId: string) {
  const people = await peopleWithAccess(db, userId);
  // Only the people whose records the account may read: a member's cards wait for consent.
  const byKey = new Map(
    people.filter((p) => canReadRecords(p.recordAccess)).map((p) => [p.personKey, p]),
  );
  const rows = await bindingsOf(db, userId, [...byKey.keys()]);
  return { people, cards: rows.map((row) => toBound(row, byKey.get(row.person_key)!)) };
}

/** zlb.get_cardbind.html: the cards bound here for the holder and each family member. */
export async function cardBindList(db: Db, userId: string): Promise<CardBindList> {
  const { people, cards } = await visibleBindings(db, userId);
  return {
    people: people.map(toRecordPerson),
    cards,
  };
}

/** A card number shown by its last four characters only. */
export const hint = (cardNo: string) => `****${cardNo.slice(-4)}`;

/** zlb.get_cardbindn.html: active cards hospitals hold for these people, not yet bound here. */
export async function unboundCards(db: Db, userId: string): Promise<UnboundCardList> {
  const people = await readablePeople(db, userId);
  const byKey = new Map(people.map((p) => [p.personKey, p]));
  const bound = new Set((await bindingsOf(db, userId, [...byKey.keys()])).map((row) => row.id));
  const cards = await cardsOfPeople(db, [...byKey.keys()]);
  return {
    cards: cards
      .filter((c) => c.status === 'active' && !bound.has(c.id))
      .map((c): UnboundCard => ({
        cardId: c.id,
        kind: c.kind,
        hospitalId: c.hospital_id,
        hospitalName: c.hospital_name,
        // Only a hint: binding still takes the whole number or a code to the hospital's phone.
        cardNoHint: hint(c.card_no),
        byPhone: c.phone_hash !== null,
        ...holder(byKey.get(c.person_key)!),
      })),
  };
}

/** Every bind attempt costs one unit of the account's hourly budget (429 when spent). */
async function spendBindTry(db: Db, userId: string): Promise<void> {
  const now = new Date();
  const budget = { key: `card-bind:${userId}`, max: CARD_BIND_TRIES_PER_HOUR, windowMs: HOUR_MS };
  const spent = await spendBudget(db, budget, now);
  if (!spent.ok) {
    throw new AppError(
      'RATE_LIMITED',
      429,
      `绑卡尝试次数过多，请 ${waitText(spent.retryAt, now)}后再试`,
    );
  }
}

/** The sex a form sends must agree with a mainland ID number, as everywhere else. */
function checkSex(type: string, idno: string, sex: string | undefined): void {
  if (type !== '01' || !sex) return;
  const checked = checkMainlandId(idno, chinaToday());
  if (checked.ok && checked.facts.sex !== sex) {
    throw new AppError('INVALID_INPUT', 400, '性别与身份证号码不一致');
  }
}

async function bindAll(
  db: Db,
  userId: string,
  person: BookablePerson,
  cards: CardWithHospital[],
  before?: (trx: Transaction<DB>) => Promise<void>,
): Promise<CardBindResult> {
  const at = new Date().toISOString();
  const bound: BoundCard[] = [];
  await db.transaction().execute(async (trx) => {
    await before?.(trx);
    for (const card of cards) {
      const id = newId();
      if (await insertBinding(trx, { id, user_id: userId, card_id: card.id, created_at: at })) {
        bound.push(toBound({ ...card, binding_id: id, bound_at: at }, person));
      }
    }
  });
  if (bound.length === 0) throw new AppError('CONFLICT', 409, '该卡已绑定，无需重复绑定');
  return { cards: bound };
}

/** zlb.do_cardget.html: bind by the person's document and the number on the card. */
export async function bindByCardNo(
  db: Db,
  userId: string,
  body: CardGetBody,
): Promise<CardBindResult> {
  await spendBindTry(db, userId);
  checkSex(body.type, body.idno, body.sex);
  const person = await personByDocument(db, userId, body.type, body.idno);
  if (!person) throw notFound(NOT_OURS);
  const cardNo = body.cardno.trim().toUpperCase();
  const cards = (await cardsOfPeople(db, [person.personKey])).filter(
    (c) => c.status === 'active' && c.card_no.toUpperCase() === cardNo,
  );
  if (cards.length === 0) throw notFound(NO_CARD);
  return bindAll(db, userId, person, cards);
}

/** The person and their active cards on which the hospital keeps this phone and this name. */
async function cardsByPhone(db: Db, userId: string, body: CardSmsBody, cardNo?: string) {
  const person = await personByDocument(db, userId, body.type, body.idno);
  if (!person) throw notFound(NOT_OURS);
  if (person.name !== body.name.trim()) {
    throw new AppError('INVALID_INPUT', 400, '姓名与该证件的实名信息不一致');
  }
  const phoneHash = sha256(body.phone);
  const cards = (await cardsOfPeople(db, [person.personKey])).filter(
    (c) =>
      c.status === 'active' &&
      c.phone_hash === phoneHash &&
      (!cardNo || c.card_no.toUpperCase() === cardNo.trim().toUpperCase()),
  );
  if (cards.length === 0) throw notFound(NO_PHONE_CARD);
  return { person, cards };
}

/**
 * A code to the phone the hospital has on file, sent only when that phone is on one of the
 * person's cards, so the portal never texts a number nobody gave the hospital.
 */
export async function sendCardCode(
  app: FastifyInstance,
  userId: string,
  body: CardSmsBody,
  clientIp: string,
): Promise<SmsSent> {
  await spendBindTry(app.db, userId);
  await cardsByPhone(app.db, userId, body);
  return sendSmsCode(app, body.phone, 'card', clientIp);
}

/** zlb.do_cardphoneget.html: binds the person's cards on that phone once the code matches. */
export async function bindByPhone(
  app: FastifyInstance,
  userId: string,
  body: CardPhoneGetBody,
): Promise<CardBindResult> {
  checkSex(body.type, body.idno, body.sex);
  const { person, cards } = await cardsByPhone(app.db, userId, body, body.cardno || undefined);
  const rules = await accountRules(app.db);
  const codeId = await requireCode(app.db, body.phone, 'card', body.code, rules);
  return bindAll(app.db, userId, person, cards, (trx) => spendCode(trx, codeId, rules));
}

/** zlb.do_cardbinddel.html: only a binding of this account, of a person it still holds. */
export async function unbindCard(db: Db, userId: string, id: string): Promise<void> {
  const { cards } = await visibleBindings(db, userId);
  if (!cards.some((c) => c.id === id) || !(await deleteBinding(db, userId, id))) {
    throw notFound(NO_BINDING);
  }
}

/** The QR code of a bound, active electronic health card. */
export async function boundCardQr(db: Db, userId: string, id: string): Promise<CardQr> {
  const card = (await visibleBindings(db, userId)).cards.find((c) => c.id === id);
  if (!card || card.kind !== 'health') throw notFound(NO_BINDING);
  if (card.status !== 'active') throw new AppError('CONFLICT', 409, '该卡已注销，不能出示二维码');
  return cardQr(db, card.cardId);
}
