import { API } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, spendBudget, waitText } from '../../lib/budget.js';
import type { FileStorage } from '../../lib/storage.js';
import { newId } from '../../lib/tokens.js';
import { uploadedImage } from '../../lib/uploaded-image.js';
import { accountRules } from '../auth/account-rules.js';
import {
  attachableImages,
  consultImageFile,
  insertMessage,
  insertMessageImages,
  insertStoredFile,
} from './consultations.repository.js';

/** The avatar's rule: photos are scaled down in the browser before they are sent. */
export const CONSULT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CONSULT_IMAGE_MAX_TEXT = '2 MB';

// Stored under consult/<image id>; the id alone travels in the API and in image URLs.
const PREFIX = 'consult/';
const IMAGE_ID = /^[0-9a-f-]{36}\.(?:png|jpg|gif|webp)$/;
// Private: only the consultation's people may see it, so no shared cache keeps a copy.
const IMAGE_CACHE = 'private, max-age=3600';

const keyOf = (imageId: string) => `${PREFIX}${imageId}`;
const imageIdOf = (key: string) => key.slice(PREFIX.length);

/** Where the consultation's people fetch an image (the citizen's route). */
export const consultImageUrl = (consultationId: string, key: string) =>
  API.consultImage.replace(':id', consultationId).replace(':imageId', imageIdOf(key));

/** POST /api/upload/consult-image: stores one image privately for the account's next message. */
export async function storeConsultImage(
  db: Db,
  storage: FileStorage,
  accountId: string,
  request: FastifyRequest,
): Promise<{ id: string }> {
  const { bytes, image } = await uploadedImage(request, CONSULT_IMAGE_MAX_TEXT);
  // Counted only for a readable image about to be stored: what the account makes us keep.
  const { consultImageDailyMax } = await accountRules(db);
  const spent = await spendBudget(db, {
    key: `consult-image:${accountId}`,
    max: consultImageDailyMax,
    windowMs: DAY_MS,
  });
  if (!spent.ok) {
    throw new AppError(
      'RATE_LIMITED',
      429,
      `今日上传咨询图片的次数已达上限，请 ${waitText(spent.retryAt)}后再试`,
    );
  }
  const imageId = `${newId()}.${image.ext}`;
  const key = keyOf(imageId);
  // Bytes first: a row must never point at a file that is not there.
  const stored = await storage.put(key, Readable.from([bytes]), image.contentType);
  await insertStoredFile(db, {
    key,
    owner_id: accountId,
    purpose: 'consult',
    content_type: image.contentType,
    size: stored.size,
    sha256: stored.sha256,
    created_at: new Date().toISOString(),
  });
  return { id: imageId };
}

/**
 * Writes a patient's message (the question or a follow-up) with the account's uploaded images,
 * inside the caller's transaction: each image must be this account's consultation upload and
 * not attached yet (a twin attaching it meanwhile fails on consult_image's primary key, which
 * rolls the message back).
 */
export async function addPatientMessage(
  db: Db,
  accountId: string,
  consultationId: string,
  message: { text: string; imageIds: string[]; at: string },
): Promise<void> {
  const messageId = newId();
  await insertMessage(db, {
    id: messageId,
    consultation_id: consultationId,
    sender: 'patient',
    doctor_id: null,
    staff_id: null,
    text: message.text,
    created_at: message.at,
  });
  const { imageIds } = message;
  if (imageIds.length === 0) return;
  if (new Set(imageIds).size !== imageIds.length) {
    throw new AppError('INVALID_INPUT', 400, '同一张图片只能添加一次');
  }
  const keys = imageIds.filter((id) => IMAGE_ID.test(id)).map(keyOf);
  const found = await attachableImages(db, accountId, keys);
  if (keys.length !== imageIds.length || found.length !== imageIds.length) {
    throw new AppError('INVALID_INPUT', 400, '图片无效或已使用，请重新上传');
  }
  await insertMessageImages(db, consultationId, messageId, keys);
}

/**
 * Sends an image of a consultation: the one way both sides serve them (the asker here, doctors
 * through the staff console). The caller has decided the reader may see the consultation;
 * an image id not of that consultation answers 404.
 */
export async function sendConsultImage(
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  reply: FastifyReply,
  consultationId: string,
  imageId: string,
): Promise<FastifyReply> {
  const missing = () => new AppError('NOT_FOUND', 404, '图片不存在');
  if (!IMAGE_ID.test(imageId)) throw missing();
  const file = await consultImageFile(db, consultationId, keyOf(imageId));
  if (!file) throw missing();
  const etag = file.sha256 ? `"${file.sha256}"` : undefined;
  const fresh = etag !== undefined && request.headers['if-none-match'] === etag;
  const body = fresh ? undefined : await storage.get(file.key);
  if (!fresh && !body) throw missing();
  if (etag) reply.header('etag', etag);
  reply.header('cache-control', IMAGE_CACHE).header('x-content-type-options', 'nosniff');
  if (fresh) return reply.code(304).send();
  return reply.type(file.content_type).header('content-length', file.size).send(body);
}
