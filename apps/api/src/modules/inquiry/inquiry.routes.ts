import {
  API,
  BloodDonationPage,
  CheckupPage,
  EmergencyPage,
  EmergencyQuery,
  ErrorBody,
  GuideDetail,
  GuidePage,
  GuideParams,
  InquiryOptions,
  InstitutionPage,
  InstitutionQuery,
  KeywordQuery,
  PageQuery,
  PractitionerPage,
  PractitionerQuery,
  PricePage,
  PriceQuery,
  VaccinationPage,
  VaccinationQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type { Db } from '../../db/database.js';
import type { PublicReadLifetime } from '../../lib/public-cache.js';
import { publicGet } from '../../lib/public-read.js';
import {
  bloodDonationSites,
  checkupCentres,
  emergencyPoints,
  guide,
  guides,
  institutions,
  options,
  practitioners,
  prices,
  vaccinationClinics,
} from './inquiry.service.js';

/**
 * The registers change when the bureau reloads its files, a few times a year: a reload shows
 * within a minute and ten seconds. Typed keywords come in endless variety, hence a partition
 * of their own, which keeps them from pushing hospital pages out of the shared cache.
 */
const LIFETIME: PublicReadLifetime = { maxAgeSeconds: 60, ttlMs: 10_000, partition: 'inquiry' };

/** Public reads: one endpoint per convenience query (便民查询), each paged and filtered. */
const inquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['inquiry'];

  /** A public, cached GET whose answer depends on its validated query only. */
  const query = <Q extends TSchema, R extends TSchema>(
    url: string,
    summary: string,
    querystring: Q,
    response: R,
    read: (db: Db, q: Static<Q>) => Promise<Static<R>>,
  ) =>
    publicGet(
      app,
      url,
      LIFETIME,
      { tags, summary, querystring, response: { 200: response, 400: ErrorBody } },
      (request) => read(app.db, request.query as Static<Q>),
    );

  publicGet(
    app,
    API.inquiryOptions,
    LIFETIME,
    {
      tags,
      summary: '各项便民查询的筛选项（乡镇、机构类别、医院、疫苗等），来自已载入的数据',
      response: { 200: InquiryOptions },
    },
    () => options(app.db),
  );
  query(
    API.inquiryInstitutions,
    '医疗机构查询：全县持证机构（医院、卫生院、村卫生室、诊所、药店等），按名称、类别、乡镇筛选',
    InstitutionQuery,
    InstitutionPage,
    institutions,
  );
  query(
    API.inquiryPractitioners,
    '医师、护士执业信息查询：按姓名或执业机构查询执业类别与范围（须给出姓名或机构之一）',
    PractitionerQuery,
    PractitionerPage,
    practitioners,
  );
  query(
    API.inquiryPrices,
    '医疗服务价格公示：按医院、项目类别和项目名称查询（价格单位为分）',
    PriceQuery,
    PricePage,
    prices,
  );
  query(
    API.inquiryVaccination,
    '预防接种门诊：门诊时间与可接种的疫苗，按乡镇、疫苗筛选',
    VaccinationQuery,
    VaccinationPage,
    vaccinationClinics,
  );
  query(
    API.inquiryEmergency,
    '急救站与 AED 位置，按类别、乡镇筛选',
    EmergencyQuery,
    EmergencyPage,
    emergencyPoints,
  );
  query(
    API.inquiryBloodDonation,
    '献血点：地点、时间与献血须知',
    KeywordQuery,
    BloodDonationPage,
    bloodDonationSites,
  );
  query(API.inquiryCheckups, '体检机构与体检项目', KeywordQuery, CheckupPage, checkupCentres);
  query(API.inquiryGuides, '办事指南列表', PageQuery, GuidePage, guides);

  publicGet(
    app,
    API.inquiryGuide,
    LIFETIME,
    {
      tags,
      summary: '办事指南：办理条件、所需材料、地点时间、流程、时限费用与常见问题',
      params: GuideParams,
      response: { 200: GuideDetail, 400: ErrorBody, 404: ErrorBody },
    },
    (request) => guide(app.db, request.params.id),
  );
};

export default inquiryRoutes;
