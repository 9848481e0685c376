import multipart from '@fastify/multipart';
import {
  API,
  AvatarUploaded,
  EDITABLE_USER_COLUMNS,
  EditUserBody,
  ErrorBody,
  OkResult,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Readable } from 'node:stream';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, spendBudget, waitText } from '../../lib/budget.js';
import { newId } from '../../lib/tokens.js';
import { uploadedImage } from '../../lib/uploaded-image.js';
import { accountRules } from '../auth/account-rules.js';
import { findOwnedFile, findStoredFile, insertStoredFile } from './file.repository.js';
import { updateProfile, type ProfileChange } from './users.repository.js';

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const FILES_PREFIX = '/api/files/';
const NICKNAME_MAX = 20;
// Control characters, and the bidirectional overrides that make a name display as another.
const NICKNAME_FORBIDDEN = /[\p{Cc}<>\u202a-\u202e\u2066-\u2069]/u;
// Keys are random and never reused, so a browser may keep a file for good.
const FILE_CACHE = 'public, max-age=31536000, immutable';

const FileParams = Type.Object({
  '*': Type.String({ title: '文件路径', minLength: 1, maxLength: 200 }),
});

const invalid = (message: string) => new AppError('INVALID_INPUT', 400, message);

function checkedNickname(value: string): string {
  const nickname = value.trim();
  const length = Array.from(nickname).length;
  if (length < 1 || length > NICKNAME_MAX)
    throw invalid(`昵称长度应为 1 到 ${NICKNAME_MAX} 个字符`);
  if (NICKNAME_FORBIDDEN.test(nickname)) throw invalid('昵称不能包含 < > 或控制字符');
  return nickname;
}

/** Profile settings and the avatar upload; multipart is registered for this plugin only. */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: AVATAR_MAX_BYTES } });

  async function ownAvatarPath(userId: string, value: string): Promise<string> {
    const key = value.startsWith(FILES_PREFIX) ? value.slice(FILES_PREFIX.length) : '';
    if (!key || !(await findOwnedFile(app.db, key, userId, 'avatar'))) {
      throw invalid('头像只能使用本人上传的图片');
    }
    return value;
  }

  app.post(
    API.editUser,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: '修改本人资料：昵称（USER_NICKNAME）或头像（HEAD_PHOTO）',
        body: EditUserBody,
        response: { 200: OkResult, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { col, updcol, id } = request.body;
      const userId = request.auth!.userId;
      if (!(EDITABLE_USER_COLUMNS as readonly string[]).includes(col)) {
        throw invalid('不允许修改该项');
      }
      if (id !== userId) throw new AppError('FORBIDDEN', 403, '只能修改本人的资料');
      const change: ProfileChange =
        col === 'USER_NICKNAME'
          ? { nickname: checkedNickname(updcol) }
          : { head_photo: await ownAvatarPath(userId, updcol) };
      await updateProfile(app.db, userId, change);
      return { ok: true as const };
    },
  );

  app.post(
    API.uploadAvatar,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: '上传头像（表单字段 file）：PNG、JPEG、GIF 或 WebP，不超过 2 MB',
        // A streamed multipart body is read in the handler, so it has no body schema.
        consumes: ['multipart/form-data'],
        response: {
          200: AvatarUploaded,
          400: ErrorBody,
          401: ErrorBody,
          413: ErrorBody,
        },
      },
    },
    async (request) => {
      const { bytes, image } = await uploadedImage(request, '2 MB');
      // Counted only for a readable image about to be stored: what the account makes us keep.
      const { avatarDailyMax } = await accountRules(app.db);
      const budget = {
        key: `avatar:${request.auth!.userId}`,
        max: avatarDailyMax,
        windowMs: DAY_MS,
      };
      const spent = await spendBudget(app.db, budget);
      if (!spent.ok) {
        throw new AppError(
          'RATE_LIMITED',
          429,
          `今日上传头像的次数已达上限，请 ${waitText(spent.retryAt)}后再试`,
        );
      }
      const key = `avatars/${newId()}.${image.ext}`;
      // Bytes first: a row must never point at a file that is not there. The upload is held
      // whole (at most 2 MB) because its type and the budget are settled before it is stored.
      const stored = await app.storage.put(key, Readable.from([bytes]), image.contentType);
      await insertStoredFile(app.db, {
        key,
        owner_id: request.auth!.userId,
        purpose: 'avatar',
        content_type: image.contentType,
        size: stored.size,
        sha256: stored.sha256,
        created_at: nowIso(),
      });
      return { url: `${FILES_PREFIX}${key}` };
    },
  );

  app.get(
    API.files,
    {
      schema: {
        tags: ['users'],
        summary: '已上传的文件（头像），公开访问',
        params: FileParams,
        response: {
          200: {
            description: '文件内容，类型为上传时识别出的图片类型',
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          },
          304: { description: '与 If-None-Match 相同，内容未变', type: 'null' },
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = await findStoredFile(app.db, key);
      // Avatars only: a consultation's images are private to its people (consult-images.ts).
      if (file?.purpose !== 'avatar') throw new AppError('NOT_FOUND', 404, '文件不存在');
      // The content's hash: the same file has the same tag whichever process serves it.
      const etag = file.sha256 ? `"${file.sha256}"` : undefined;
      const fresh = etag !== undefined && request.headers['if-none-match'] === etag;
      const body = fresh ? undefined : await app.storage.get(key);
      if (!fresh && !body) throw new AppError('NOT_FOUND', 404, '文件不存在');
      if (etag) reply.header('etag', etag);
      reply.header('cache-control', FILE_CACHE).header('x-content-type-options', 'nosniff');
      if (fresh) return reply.code(304).send();
      return reply.type(file.content_type).header('content-length', file.size).send(body);
    },
  );
};

export default usersRoutes;
