import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { ID_TYPES } from './id-document.js';
import { Id } from './hospitals.js';

/** Report kinds: 检验 (lab), 微生物 (micro), 影像 (imaging, PACS). */
export const REPORT_TYPES = ['lab', 'micro', 'imaging'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  lab: '检验报告',
  micro: '微生物报告',
  imaging: '影像报告',
};

/**
 * Lab flags (domain-rules.md): high, low, critical high/low, positive, and abnormal or critical
 * abnormal where the sender says only that (FHIR v3 interpretation A, AA). Normal has none.
 */
export const LAB_FLAGS = ['H', 'L', 'HH', 'LL', 'POS', 'A', 'AA'] as const;
export type LabFlag = (typeof LAB_FLAGS)[number];

/** Words beside the arrows, so a flag never rests on colour alone. */
export const LAB_FLAG_LABELS: Record<LabFlag, { arrow: string; word: string }> = {
  H: { arrow: '↑', word: '偏高' },
  L: { arrow: '↓', word: '偏低' },
  HH: { arrow: '↑↑', word: '危急值（过高）' },
  LL: { arrow: '↓↓', word: '危急值（过低）' },
  POS: { arrow: '+', word: '阳性' },
  A: { arrow: '!', word: '异常' },
  AA: { arrow: '!!', word: '危急值（异常）' },
};

/** Flags that are critical values (危急值): texted to the patient and always abnormal. */
export const CRITICAL_FLAGS: readonly LabFlag[] = ['HH', 'LL', 'AA'];

/** Susceptibility interpretations (CLSI M100), spelled out on the page with the legend. */
export const SUSCEPTIBILITY = ['S', 'SDD', 'I', 'R'] as const;
export type Susceptibility = (typeof SUSCEPTIBILITY)[number];

export const SUSCEPTIBILITY_LABELS: Record<Susceptibility, { word: string; meaning: string }> = {
  S: { word: '敏感', meaning: '常规剂量的该药通常能抑制这种细菌' },
  SDD: { word: '剂量依赖敏感', meaning: '需要较高剂量或更频繁给药才可能有效' },
  I: { word: '中介', meaning: '疗效不确定，药物在体内浓集的部位或加大剂量时可能有效' },
  R: { word: '耐药', meaning: '常规剂量的该药通常不能抑制这种细菌' },
};

/** A share code is valid this long (api-contract.md, getNewPacs). */
export const SHARE_DAYS = 7;

const literals = <T extends string>(values: readonly T[], title: string) =>
  Type.Union(values.map((v) => Type.Literal(v)) as TLiteral<T>[], { title });

export const ReportTypeSchema = literals(REPORT_TYPES, '报告类型');
const LabFlagSchema = literals(LAB_FLAGS, '结果标记');
const SusceptibilitySchema = literals(SUSCEPTIBILITY, '药敏结果');

/** `self` for the account holder, else a family member's id. */
const PatientId = Type.String({ title: '就诊人', minLength: 1, maxLength: 64 });

// ---------------------------------------------------------------- citizen side

export const JyHospitalQuery = Type.Object({ patientId: Type.Optional(PatientId) });
export type JyHospitalQuery = Static<typeof JyHospitalQuery>;

export const ReportHospital = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    reports: Type.Integer({ minimum: 0, description: '报告份数' }),
    unread: Type.Integer({ minimum: 0, description: '未读份数' }),
  },
  { additionalProperties: false },
);
export const ReportHospitalList = Type.Array(ReportHospital);
export type ReportHospital = Static<typeof ReportHospital>;

export const ReportListQuery = Type.Object({
  hos: Type.Optional(Id('医院')),
  patientId: Type.Optional(PatientId),
  type: Type.Optional(ReportTypeSchema),
});
export type ReportListQuery = Static<typeof ReportListQuery>;

export const ReportSummary = Type.Object(
  {
    id: Type.String(),
    hos: Type.String({ description: '医院编号' }),
    hosName: Type.String(),
    type: ReportTypeSchema,
    title: Type.String(),
    reportedAt: Type.String({ description: '报告时间（ISO）' }),
    abnormal: Type.Boolean(),
    critical: Type.Boolean({ description: '含危急值' }),
    read: Type.Boolean(),
  },
  { additionalProperties: false },
);
export const ReportList = Type.Array(ReportSummary);
export type ReportSummary = Static<typeof ReportSummary>;

/** get_repjy / get_repwsw: `id`, and `hos` when the caller has it (a mismatch is 404). */
export const ReportOpenQuery = Type.Object({ id: Id('报告'), hos: Type.Optional(Id('医院')) });
export type ReportOpenQuery = Static<typeof ReportOpenQuery>;

/** getNewPacs: `user` is the session token or a share code (the client adds no token). */
export const PacsQuery = Type.Object({
  selid: Id('报告'),
  user: Type.Optional(Type.String({ title: '登录凭证或分享码', minLength: 1, maxLength: 128 })),
});
export type PacsQuery = Static<typeof PacsQuery>;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

/** What every report shows at its head; the patient is always masked. */
const ReportHeaderFields = {
  id: Type.String(),
  hos: Type.String(),
  hosName: Type.String(),
  type: ReportTypeSchema,
  title: Type.String(),
  reportNo: Type.String(),
  department: Nullable(Type.String()),
  doctor: Nullable(Type.String({ description: '申请医生' })),
  performer: Nullable(Type.String({ description: '检验科室或检验机构' })),
  patient: Type.Object(
    {
      name: Type.String({ description: '姓名（已脱敏）' }),
      sex: Nullable(Type.String()),
      age: Type.Union([Type.Integer(), Type.Null()]),
    },
    { additionalProperties: false },
  ),
  collectedAt: Nullable(Type.String({ description: '采样或检查时间（ISO）' })),
  reportedAt: Type.String(),
  abnormal: Type.Boolean(),
  critical: Type.Boolean(),
  note: Nullable(Type.String({ description: '报告备注' })),
};

export const LabItem = Type.Object(
  {
    code: Type.String(),
    name: Type.String(),
    result: Type.String({ description: '结果原文' }),
    value: Type.Union([Type.Number(), Type.Null()], { description: '数值结果' }),
    unit: Nullable(Type.String()),
    low: Type.Union([Type.Number(), Type.Null()]),
    high: Type.Union([Type.Number(), Type.Null()]),
    range: Nullable(Type.String({ description: '参考范围原文' })),
    flag: Type.Union([LabFlagSchema, Type.Null()]),
    note: Nullable(
      Type.String({
        description: '说明：参考范围单位不同未判高低、范围上下限颠倒等，按医院原样显示',
      }),
    ),
    trend: Type.Boolean({ description: '此人此项目测过不止一次，可看趋势' }),
  },
  { additionalProperties: false },
);
export type LabItem = Static<typeof LabItem>;

export const LabReport = Type.Object(
  { ...ReportHeaderFields, sampleType: Nullable(Type.String()), items: Type.Array(LabItem) },
  { additionalProperties: false },
);
export type LabReport = Static<typeof LabReport>;

export const SusceptibilityRow = Type.Object(
  {
    antibiotic: Type.String(),
    mic: Nullable(Type.String({ description: 'MIC（μg/mL）' })),
    zone: Nullable(Type.String({ description: '抑菌圈直径（mm）' })),
    interpretation: SusceptibilitySchema,
  },
  { additionalProperties: false },
);
export const Organism = Type.Object(
  {
    name: Type.String(),
    colonyCount: Nullable(Type.String()),
    comment: Nullable(Type.String()),
    susceptibility: Type.Array(SusceptibilityRow),
  },
  { additionalProperties: false },
);
export type Organism = Static<typeof Organism>;

export const MicroReport = Type.Object(
  {
    ...ReportHeaderFields,
    specimen: Nullable(Type.String({ description: '标本（FHIR 不要求）' })),
    organisms: Type.Array(Organism),
  },
  { additionalProperties: false },
);
export type MicroReport = Static<typeof MicroReport>;

export const KeyImage = Type.Object(
  {
    id: Type.String(),
    caption: Type.String(),
    url: Type.String({ description: '图片地址；请求时须加 user（登录凭证或分享码）' }),
    width: Type.Union([Type.Integer(), Type.Null()]),
    height: Type.Union([Type.Integer(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type KeyImage = Static<typeof KeyImage>;

export const ImagingReport = Type.Object(
  {
    ...ReportHeaderFields,
    modality: Type.String(),
    bodyPart: Type.String(),
    examAt: Type.String(),
    findings: Type.String({ description: '检查所见' }),
    impression: Type.String({ description: '诊断意见' }),
    reportingDoctor: Type.String(),
    reviewingDoctor: Nullable(Type.String()),
    images: Type.Array(KeyImage),
    viaShare: Type.Boolean({ description: '由分享码打开（只读）' }),
    shareExpiresAt: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type ImagingReport = Static<typeof ImagingReport>;

export const ReportTrendQuery = Type.Object({
  id: Id('报告'),
  code: Type.String({ title: '项目代码', minLength: 1, maxLength: 64 }),
});
export type ReportTrendQuery = Static<typeof ReportTrendQuery>;

export const ReportTrend = Type.Object(
  {
    code: Type.String(),
    name: Type.String(),
    unit: Nullable(Type.String()),
    low: Type.Union([Type.Number(), Type.Null()]),
    high: Type.Union([Type.Number(), Type.Null()]),
    /** Results of this item in another unit, left out: a trend never mixes units. */
    otherUnits: Type.Integer({ minimum: 0, description: '单位不同而未画入趋势的结果数' }),
    points: Type.Array(
      Type.Object(
        {
          reportId: Type.String(),
          hosName: Type.String(),
          reportedAt: Type.String(),
          value: Type.Number(),
          flag: Type.Union([LabFlagSchema, Type.Null()]),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ReportTrend = Static<typeof ReportTrend>;

export const ReportShare = Type.Object(
  {
    id: Type.String(),
    createdAt: Type.String(),
    expiresAt: Type.String(),
    revoked: Type.Boolean(),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export const ReportShareList = Type.Array(ReportShare);
export type ReportShare = Static<typeof ReportShare>;

/** The code is shown once, at creation: only its SHA-256 is kept. */
export const ReportShareCreated = Type.Composite([
  ReportShare,
  Type.Object({
    code: Type.String(),
    path: Type.String({ description: '网页路径（不含站点地址）' }),
    qrSvg: Type.String({ description: '分享链接的二维码（SVG）' }),
  }),
]);
export type ReportShareCreated = Static<typeof ReportShareCreated>;

export const ReportShareParams = Type.Object({ id: Id('报告'), shareId: Id('分享') });
export type ReportShareParams = Static<typeof ReportShareParams>;

// ---------------------------------------------------------------- hospital side

const Text = (title: string, maxLength = 200) => Type.String({ title, minLength: 1, maxLength });
const OptText = (title: string, maxLength = 200) =>
  Type.Optional(Type.String({ title, maxLength }));
const IsoTime = (title: string) =>
  Type.String({
    title,
    minLength: 10,
    maxLength: 40,
    description: 'ISO 8601，无时区时按北京时间',
  });

export const IngestLabItem = Type.Object(
  {
    code: Text('项目代码', 64),
    name: Text('项目名称', 500),
    result: Type.String({ title: '结果', maxLength: 4000 }),
    unit: OptText('单位', 40),
    low: Type.Optional(Type.Number({ title: '参考下限' })),
    high: Type.Optional(Type.Number({ title: '参考上限' })),
    range: OptText('参考范围', 4000),
    flag: Type.Optional(literals([...LAB_FLAGS, 'N'] as const, '结果标记')),
    /** Why the range cannot be used for a flag (another unit, …), shown with the item. */
    note: OptText('说明', 500),
    loinc: OptText('LOINC 代码', 20),
  },
  { additionalProperties: false },
);
export type IngestLabItem = Static<typeof IngestLabItem>;

export const IngestOrganism = Type.Object(
  {
    name: Text('菌名', 500),
    colonyCount: OptText('菌落计数', 500),
    comment: OptText('说明', 4000),
    susceptibility: Type.Array(
      Type.Object(
        {
          antibiotic: Text('抗菌药物', 500),
          mic: OptText('MIC', 100),
          zone: OptText('抑菌圈', 100),
          interpretation: SusceptibilitySchema,
        },
        { additionalProperties: false },
      ),
      { maxItems: 60 },
    ),
  },
  { additionalProperties: false },
);
export type IngestOrganism = Static<typeof IngestOrganism>;

export const IngestImage = Type.Object(
  {
    caption: Text('图片说明', 100),
    contentType: literals(['image/png', 'image/jpeg'] as const, '图片格式'),
    data: Type.String({ title: '图片内容（base64）', minLength: 1, maxLength: 2_000_000 }),
  },
  { additionalProperties: false },
);
export type IngestImage = Static<typeof IngestImage>;

/**
 * One report as a hospital sends it. Lengths are generous on purpose: a report is refused only
 * for what changes its clinical meaning, never because a text is long (pages fold long texts).
 * The fields each type needs (items, specimen, findings …)
 * are checked per report, so a bad one is reported by its index and the rest still land.
 */
export const IngestReport = Type.Object(
  {
    reportId: Text('医院报告编号', 64),
    type: ReportTypeSchema,
    patient: Type.Object(
      {
        idType: Type.Optional(literals(ID_TYPES, '证件类型')),
        idNo: Text('证件号码', 40),
        name: Text('姓名', 30),
        sex: Type.Optional(literals(['男', '女'] as const, '性别')),
        age: Type.Optional(Type.Integer({ title: '年龄', minimum: 0, maximum: 150 })),
        /** The mobile the hospital has on file: where a code asking consent is sent. */
        phone: Type.Optional(Type.String({ title: '手机号', pattern: '^1[3-9]\\d{9}$' })),
      },
      { additionalProperties: false },
    ),
    title: Text('报告名称', 500),
    reportNo: OptText('报告单号', 64),
    department: OptText('科室', 500),
    doctor: OptText('申请医生', 500),
    performer: OptText('检验科室或机构', 500),
    collectedAt: Type.Optional(IsoTime('采样时间')),
    reportedAt: IsoTime('报告时间'),
    note: OptText('备注', 20000),
    critical: Type.Optional(Type.Boolean({ title: '危急值' })),
    abnormal: Type.Optional(Type.Boolean({ title: '异常' })),
    sampleType: OptText('标本类型', 500),
    items: Type.Optional(Type.Array(IngestLabItem, { maxItems: 200 })),
    specimen: OptText('标本', 500),
    organisms: Type.Optional(Type.Array(IngestOrganism, { maxItems: 10 })),
    modality: Type.Optional(Type.String({ title: '检查类型', pattern: '^[A-Z]{2,4}$' })),
    bodyPart: OptText('检查部位', 60),
    examAt: Type.Optional(IsoTime('检查时间')),
    findings: OptText('检查所见', 5000),
    impression: OptText('诊断意见', 2000),
    reportingDoctor: OptText('报告医生', 30),
    reviewingDoctor: OptText('审核医生', 30),
    images: Type.Optional(Type.Array(IngestImage, { maxItems: 12 })),
  },
  { additionalProperties: false },
);
export type IngestReport = Static<typeof IngestReport>;

/** A FHIR R4 resource as far as the route checks it; the mapping checks the rest. */
const FhirResource = Type.Object(
  { resourceType: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: true },
);

export const FhirBundle = Type.Object(
  {
    resourceType: Type.Literal('Bundle', { title: 'resourceType' }),
    type: Type.Optional(Type.String({ maxLength: 40 })),
    entry: Type.Array(
      Type.Object(
        { fullUrl: Type.Optional(Type.String({ maxLength: 300 })), resource: FhirResource },
        { additionalProperties: true },
      ),
      { maxItems: 2000, title: 'entry' },
    ),
  },
  { additionalProperties: true, title: 'FHIR Bundle' },
);
export type FhirBundle = Static<typeof FhirBundle>;

export const IngestReportsJson = Type.Object(
  { reports: Type.Array(IngestReport, { minItems: 1, maxItems: 200, title: '报告列表' }) },
  { additionalProperties: false },
);
export type IngestReportsJson = Static<typeof IngestReportsJson>;

/** JSON `{ reports }`, or a FHIR R4 Bundle (Content-Type application/fhir+json). */
export const IngestReportsBody = Type.Union([FhirBundle, IngestReportsJson], {
  title: '报告（JSON 或 FHIR Bundle）',
});
export type IngestReportsBody = Static<typeof IngestReportsBody>;

export const IngestReportsResult = Type.Object(
  {
    created: Type.Integer({ minimum: 0 }),
    updated: Type.Integer({ minimum: 0 }),
    ids: Type.Record(Type.String(), Type.String(), { description: '医院报告编号 → 门户编号' }),
    rejected: Type.Array(
      Type.Object(
        {
          index: Type.Integer({
            minimum: 0,
            description: '在 reports（或 Bundle 的 entry）中的位置',
          }),
          reportId: Nullable(Type.String()),
          reason: Type.String(),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type IngestReportsResult = Static<typeof IngestReportsResult>;
