import {
  API,
  DrugCategoryList,
  DrugDetail,
  DrugListQuery,
  DrugPage,
  DrugSuggestionList,
  DrugSuggestQuery,
  ErrorBody,
  IdParams,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicReadLifetime } from '../../lib/public-cache.js';
import { publicGet } from '../../lib/public-read.js';
import { drugCategories, drugDetail, drugPage, drugSuggestions } from './drugs.service.js';

// The catalogue changes with a content load; stock with each hospital's report (which clears
// this process's copies at once), so a drug page is kept for less.
const CATALOGUE: PublicReadLifetime = { maxAgeSeconds: 60, ttlMs: 30_000 };
const WITH_STOCK: PublicReadLifetime = { maxAgeSeconds: 30, ttlMs: 10_000 };

/** Public reads of the drug catalogue and where the county's hospitals stock each drug. */
const drugsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['drugs'];

  publicGet(
    app,
    API.drugs,
    WITH_STOCK,
    {
      tags,
      summary: '药品查询：按通用名、商品名、拼音或首字母搜索，按分类、处方类别、医保类别筛选',
      querystring: DrugListQuery,
      response: { 200: DrugPage, 400: ErrorBody },
    },
    (request) => drugPage(app.db, request.query),
  );

  publicGet(
    app,
    API.drugCategories,
    CATALOGUE,
    {
      tags,
      summary: '药品分类（国家基本药物目录的类别）及各类药品数',
      response: { 200: DrugCategoryList },
    },
    () => drugCategories(app.db),
  );

  publicGet(
    app,
    API.drugSuggest,
    CATALOGUE,
    {
      tags,
      summary: '输入提示：药品通用名与商品名（支持拼音与首字母）',
      querystring: DrugSuggestQuery,
      response: { 200: DrugSuggestionList, 400: ErrorBody },
    },
    (request) => drugSuggestions(app.db, request.query.q),
  );

  publicGet(
    app,
    API.drug,
    WITH_STOCK,
    {
      tags,
      summary: '药品详情：剂型规格、处方与医保类别、说明书要点、县内医院的库存与价格',
      params: IdParams,
      response: { 200: DrugDetail, 400: ErrorBody, 404: ErrorBody },
    },
    (request) => drugDetail(app.db, request.params.id),
  );
};

export default drugsRoutes;
