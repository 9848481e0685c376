import {
  idDocumentProblem,
  type CardScanResult,
  type IngestCardsBody,
  type IngestItemsResult,
} from '@portal/contract';
import { nowIso, type Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import { AppError } from '../../lib/app-error.js';
import { chinaToday } from '../../lib/china-day.js';
import { newId, sha256 } from '../../lib/tokens.js';
import { readCardQr } from './card-qr.js';
import { deleteBindingsOfCard, findCard, upsertCard } from './cards.repository.js';
import { keepPhoneOnFile, personKeyOf } from '../identity/people.service.js';
import { dateProblem } from './people.js';

/**
 * POST /api/ingest/cards: a hospital's cards, upserted by its (kind, card number) and matched
 * to people by document; the card keeps the document's hash and the phone's hash, and the
 * phone itself is remembered as the one on file for the person (where consent codes go). Each card is
 * checked, then written in a transaction of its own; a refused card is reported with its
 * index and reason and nothing of it is written.
 */
export async function ingestCards(
  db: Db,
  hospitalId: string,
  body: IngestCardsBody,
): Promise<IngestItemsResult> {
  const today = chinaToday();
  const result: IngestItemsResult = { created: 0, updated: 0, rejected: [] };
  const seen = new Set<string>();
  for (const [index, card] of body.cards.entries()) {
    const key = `${card.kind}:${card.cardNo.toUpperCase()}`;
    const problem =
      idDocumentProblem(card.idType, card.idNo, today) ??
      (card.issuedOn ? dateProblem('发卡日期', card.issuedOn, today) : undefined) ??
      (seen.has(key) ? '与本批中前面的卡重复' : undefined);
    seen.add(key);
    if (problem) {
      result.rejected.push({ index, reason: `卡 ${card.cardNo}：${problem}` });
      continue;
    }
    const at = nowIso();
    const saved = await inTransaction(db, async (trx) => {
      const upserted = await upsertCard(trx, {
        id: newId(),
        hospital_id: hospitalId,
        kind: card.kind,
        card_no: card.cardNo,
        person_key: personKeyOf(card.idType, card.idNo),
        phone_hash: card.phone ? sha256(card.phone) : null,
        status: card.status ?? 'active',
        issued_on: card.issuedOn ?? null,
        created_at: at,
        updated_at: at,
      });
      if (upserted.personChanged) await deleteBindingsOfCard(trx, upserted.id);
      if (card.phone) {
        await keepPhoneOnFile(trx, {
          person_key: personKeyOf(card.idType, card.idNo),
          source: 'card',
          hospital_id: hospitalId,
          phone: card.phone,
          updated_at: at,
        });
      }
      return upserted;
    });
    if (saved.created) result.created += 1;
    else result.updated += 1;
  }
  return result;
}

/**
 * POST /api/ingest/cards/scan: what a county hospital's scanner read from a health card's QR
 * code, checked (signature, expiry, card still active) and answered with the card number the
 * hospital's own system looks the patient up by.
 */
export async function scanCard(db: Db, payload: string): Promise<CardScanResult> {
  const cardId = await readCardQr(db, payload);
  const card = await findCard(db, cardId);
  if (!card || card.status !== 'active') {
    throw new AppError('NOT_FOUND', 404, '该电子健康卡不存在或已注销');
  }
  const expires = Number(payload.split('.')[2]);
  return {
    cardNo: card.card_no,
    kind: card.kind,
    issuerHospitalId: card.hospital_id,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}
