import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { POINT_RULES } from './points-rules.js';
import { Page, PageQuery } from './paging.js';

const PointRuleSchema = Type.Union(
  POINT_RULES.map((r) => Type.Literal(r)) as TLiteral<(typeof POINT_RULES)[number]>[],
  { title: '积分规则' },
);

/** One change of an account's points. */
export const PointEntry = Type.Object(
  {
    id: Type.String(),
    rule: PointRuleSchema,
    reason: Type.String({ description: '变动原因' }),
    amount: Type.Integer({ description: '变动数，正数为增加' }),
    balance: Type.Integer({ minimum: 0, description: '变动后的余额' }),
    createdAt: Type.String({ description: '时间（ISO）' }),
  },
  { additionalProperties: false },
);
export type PointEntry = Static<typeof PointEntry>;

/** A rule as it stands now (amounts may differ from the defaults). */
export const PointRuleNow = Type.Object(
  {
    rule: PointRuleSchema,
    label: Type.String(),
    how: Type.String(),
    amount: Type.Integer({ minimum: 1 }),
    scope: Type.Union([Type.Literal('once'), Type.Literal('daily'), Type.Literal('each')]),
  },
  { additionalProperties: false },
);
export type PointRuleNow = Static<typeof PointRuleNow>;

export const ScorePageQuery = PageQuery;
export type ScorePageQuery = Static<typeof ScorePageQuery>;

/** zlb.score_page.html: the ledger newest first, the balance, and how points are earned. */
export const ScorePage = Type.Composite([
  Page(PointEntry),
  Type.Object({
    balance: Type.Integer({ minimum: 0, description: '当前积分（与用户信息 USER_SCORE 相同）' }),
    rules: Type.Array(PointRuleNow),
  }),
]);
export type ScorePage = Static<typeof ScorePage>;
