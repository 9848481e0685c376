import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { CONSTITUTION_TYPES, VERDICTS } from './constitution-rules.js';
import { Page, PageQuery } from './paging.js';

const literals = <T extends string>(values: readonly T[], title: string) =>
  Type.Union(values.map((v) => Type.Literal(v)) as TLiteral<T>[], { title });

export const ConstitutionTypeSchema = literals(CONSTITUTION_TYPES, '体质');
const SexSchema = Type.Union([Type.Literal('男'), Type.Literal('女')], { title: '性别' });

const Labelled = Type.Object(
  { label: Type.String(), text: Type.String() },
  { additionalProperties: false },
);

export const ConstitutionQuestion = Type.Object(
  {
    id: Type.String(),
    text: Type.String(),
    /** The portal's plain-words explanation, not part of the standard. */
    hint: Type.String(),
    sex: Type.Optional(SexSchema),
    scales: Type.Array(
      Type.Object(
        { type: ConstitutionTypeSchema, reverse: Type.Optional(Type.Boolean()) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ConstitutionQuestion = Static<typeof ConstitutionQuestion>;

export const ConstitutionTypeInfo = Type.Object(
  {
    id: ConstitutionTypeSchema,
    name: Type.String(),
    summary: Type.String(),
    features: Type.Array(Labelled),
    advice: Type.Array(Labelled),
  },
  { additionalProperties: false },
);
export type ConstitutionTypeInfo = Static<typeof ConstitutionTypeInfo>;

/** The whole self-test: questions, answer levels, the nine constitutions, notice and sources. */
export const ConstitutionTest = Type.Object(
  {
    /** The standard the items and scoring come from. */
    source: Type.String(),
    /** The period the questions ask about (近一年). */
    period: Type.String(),
    /** Labels of the answers 1 to 5. */
    levels: Type.Array(Type.String(), { minItems: 5, maxItems: 5 }),
    questions: Type.Array(ConstitutionQuestion),
    types: Type.Array(ConstitutionTypeInfo),
    /** Reference only, not a diagnosis, not for pregnant women or children: one paragraph each. */
    notice: Type.Array(Type.String()),
    /** References of the explanations and advice. */
    references: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type ConstitutionTest = Static<typeof ConstitutionTest>;

/**
 * A finished test as posted: `answers` lists `题号:答案` pairs (1 没有 … 5 总是) separated by
 * commas, e.g. `q01:3,q02:4`, so it travels in the spec's form-encoded POST bodies as one field.
 */
export const ConstitutionAnswersBody = Type.Object({
  sex: SexSchema,
  answers: Type.String({
    title: '答案',
    description: '每题“题号:答案”，以逗号分隔，答案 1（没有）到 5（总是）',
    pattern: '^[a-z0-9-]{1,16}:[1-5](,[a-z0-9-]{1,16}:[1-5]){0,99}$',
    maxLength: 2000,
  }),
});
export type ConstitutionAnswersBody = Static<typeof ConstitutionAnswersBody>;

export const ConstitutionScoreSchema = Type.Object(
  {
    type: ConstitutionTypeSchema,
    raw: Type.Integer({ description: '原始分' }),
    items: Type.Integer({ description: '条目数' }),
    converted: Type.Number({ description: '转化分，保留一位小数' }),
    verdict: literals(VERDICTS, '判定'),
  },
  { additionalProperties: false },
);

export const ConstitutionResult = Type.Object(
  {
    id: Type.String(),
    createdAt: Type.String({ description: '保存时间（ISO）' }),
    sex: SexSchema,
    scores: Type.Array(ConstitutionScoreSchema),
    main: Type.Array(ConstitutionTypeSchema, { description: '判定为“是”或“基本是”的体质' }),
    tendencies: Type.Array(ConstitutionTypeSchema, { description: '判定为“倾向是”的体质' }),
    summary: Type.String({ description: '结果的一句话说明' }),
  },
  { additionalProperties: false },
);
export type ConstitutionResult = Static<typeof ConstitutionResult>;

export const ConstitutionResultPage = Page(ConstitutionResult);
export type ConstitutionResultPage = Static<typeof ConstitutionResultPage>;

export const ConstitutionResultQuery = PageQuery;
export type ConstitutionResultQuery = Static<typeof ConstitutionResultQuery>;

export const ConstitutionSaved = Type.Object(
  {
    result: ConstitutionResult,
    /** Points this save earned: the rule's amount the first save of a China day, else 0. */
    points: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type ConstitutionSaved = Static<typeof ConstitutionSaved>;
