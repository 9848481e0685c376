import {
  API,
  DrugCodeParams,
  ErrorBody,
  IngestDrugsBody,
  IngestDrugsResult,
  RemovedDrugItem,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { validationMessage } from '../../lib/validation-message.js';
import { ingestDrugs, itemLabel, removeDrugItem } from './drug-ingest.service.js';

const security = [{ hospitalKey: [] }];

/** A schema error inside `items` names the item by its position, as the other problems do. */
function itemError(errors: FastifySchemaValidationError[], body: unknown): AppError {
  const path = errors[0]?.instancePath ?? '';
  const at = /^\/items\/(\d+)/.exec(path);
  const message = validationMessage(errors, 'body');
  if (!at) return new AppError('INVALID_INPUT', 400, message);
  const index = Number(at[1]);
  const items = (body as { items?: { code?: unknown }[] } | null)?.items;
  return new AppError(
    'INVALID_INPUT',
    400,
    `${itemLabel(index, items?.[index]?.code)}：${message}，本批药品均未写入`,
  );
}

/** The drug stock hospitals push, behind the hospital's API key (one key for every feed). */
const drugIngestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.ingestDrugs,
    {
      onRequest: app.requireHospital,
      attachValidation: true,
      schema: {
        tags: ['ingest'],
        summary:
          '医院系统推送药品库存与价格（按医院药品代码新增或更新，按名称与规格对应到药品目录；整批写入或整批不写）',
        security,
        body: IngestDrugsBody,
        response: { 200: IngestDrugsResult, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      if (request.validationError) {
        throw itemError(request.validationError.validation, request.body);
      }
      return ingestDrugs(app.db, request.hospital!.id, request.body);
    },
  );

  app.delete(
    API.ingestDrug,
    {
      onRequest: app.requireHospital,
      schema: {
        tags: ['ingest'],
        summary: '医院不再供应某药品：按医院药品代码删除（其他医院的代码为 404）',
        security,
        params: DrugCodeParams,
        response: { 200: RemovedDrugItem, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => removeDrugItem(app.db, request.hospital!.id, request.params.code),
  );
};

export default drugIngestRoutes;
