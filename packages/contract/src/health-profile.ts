import { Type, type Static } from '@sinclair/typebox';
import { RecordPerson } from './record-access.js';
import { ID_TYPES } from './id-document.js';

/**
 * The resident health record (居民健康档案) as the county's public-health system keeps it,
 * following the national basic public health service standard (国家基本公共卫生服务规范，
 * 第三版): basic facts, allergies, chronic conditions with their follow-ups, vaccinations,
 * the annual check-ups of people 65 and over, and the family-doctor contract.
 */
const DateText = (title: string) => Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Text = (title: string, maxLength = 200) => Type.String({ title, minLength: 1, maxLength });
const Opt = Type.Optional;

export const BLOOD_TYPES = ['A', 'B', 'AB', 'O', '不详'] as const;
/** The standard's four outcomes of a chronic-disease follow-up. */
export const FOLLOW_UP_ASSESSMENTS = ['控制满意', '控制不满意', '不良反应', '并发症'] as const;
export const ALLERGY_SEVERITIES = ['轻度', '中度', '重度'] as const;

const literals = <T extends readonly string[]>(values: T, title: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { title },
  );

export const ProfileBasics = Type.Object(
  {
    bloodType: Opt(literals(BLOOD_TYPES, '血型')),
    rh: Opt(literals(['阴性', '阳性', '不详'] as const, 'Rh 血型')),
    heightCm: Opt(Type.Number({ title: '身高', minimum: 30, maximum: 250 })),
    weightKg: Opt(Type.Number({ title: '体重', minimum: 1, maximum: 300 })),
    occupation: Opt(Text('职业', 40)),
    payment: Opt(Text('医疗费用支付方式', 60)),
    familyHistory: Opt(Type.Array(Text('家族史', 60), { maxItems: 20 })),
    disability: Opt(Text('残疾情况', 60)),
  },
  { additionalProperties: false },
);

export const Allergy = Type.Object(
  {
    substance: Text('过敏物质', 60),
    reaction: Opt(Text('过敏反应', 100)),
    severity: Opt(literals(ALLERGY_SEVERITIES, '严重程度')),
  },
  { additionalProperties: false },
);

/** One visit of a chronic-disease follow-up: what was measured and how it stands. */
export const FollowUp = Type.Object(
  {
    date: DateText('随访日期'),
    systolic: Opt(Type.Integer({ title: '收缩压', minimum: 40, maximum: 300 })),
    diastolic: Opt(Type.Integer({ title: '舒张压', minimum: 20, maximum: 200 })),
    heartRate: Opt(Type.Integer({ title: '心率', minimum: 20, maximum: 250 })),
    fastingGlucose: Opt(Type.Number({ title: '空腹血糖', minimum: 1, maximum: 50 })),
    weightKg: Opt(Type.Number({ title: '体重', minimum: 1, maximum: 300 })),
    assessment: Opt(literals(FOLLOW_UP_ASSESSMENTS, '此次随访评价')),
    doctor: Opt(Text('随访医生', 30)),
    advice: Opt(Text('指导意见', 300)),
  },
  { additionalProperties: false },
);
export type FollowUp = Static<typeof FollowUp>;

export const ChronicCondition = Type.Object(
  {
    name: Text('疾病名称', 60),
    icd10: Opt(Type.String({ title: 'ICD-10 编码', pattern: '^[A-Z]\\d{2}(\\.\\d{1,2})?$' })),
    diagnosedOn: DateText('确诊日期'),
    medication: Opt(Type.Array(Text('用药', 60), { maxItems: 20 })),
    followUps: Type.Array(FollowUp, { maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type ChronicCondition = Static<typeof ChronicCondition>;

export const Vaccination = Type.Object(
  {
    vaccine: Text('疫苗名称', 60),
    dose: Opt(Text('剂次', 20)),
    date: DateText('接种日期'),
    org: Opt(Text('接种单位', 60)),
  },
  { additionalProperties: false },
);

/** 老年人健康管理: the yearly check-up of people 65 and over. */
export const CheckUp = Type.Object(
  {
    date: DateText('体检日期'),
    org: Text('体检机构', 60),
    systolic: Opt(Type.Integer({ title: '收缩压', minimum: 40, maximum: 300 })),
    diastolic: Opt(Type.Integer({ title: '舒张压', minimum: 20, maximum: 200 })),
    bmi: Opt(Type.Number({ title: '体质指数', minimum: 5, maximum: 80 })),
    fastingGlucose: Opt(Type.Number({ title: '空腹血糖', minimum: 1, maximum: 50 })),
    selfCare: Opt(
      literals(['可自理', '轻度依赖', '中度依赖', '不能自理'] as const, '生活自理能力'),
    ),
    findings: Type.Array(Text('异常发现', 100), { maxItems: 30 }),
    conclusion: Text('体检结论', 300),
    advice: Opt(Text('健康指导', 500)),
  },
  { additionalProperties: false },
);
export type CheckUp = Static<typeof CheckUp>;

/** 家庭医生签约: the team, its doctor and how to reach them. */
export const FamilyDoctor = Type.Object(
  {
    team: Text('签约团队', 60),
    doctor: Text('家庭医生', 30),
    org: Text('签约机构', 60),
    phone: Type.String({ title: '团队电话', pattern: '^[0-9-]{5,20}$' }),
    signedOn: DateText('签约日期'),
    validUntil: DateText('有效期至'),
    services: Type.Array(Text('服务内容', 60), { maxItems: 20 }),
  },
  { additionalProperties: false },
);

export const HealthProfileRecord = Type.Object(
  {
    recordNo: Type.String({ title: '档案编号', pattern: '^[A-Za-z0-9-]{1,40}$' }),
    createdOn: DateText('建档日期'),
    basics: ProfileBasics,
    allergies: Type.Array(Allergy, { maxItems: 30 }),
    conditions: Type.Array(ChronicCondition, { maxItems: 20 }),
    vaccinations: Type.Array(Vaccination, { maxItems: 100 }),
    checkups: Type.Array(CheckUp, { maxItems: 30 }),
    familyDoctor: Opt(FamilyDoctor),
  },
  { additionalProperties: false },
);
export type HealthProfileRecord = Static<typeof HealthProfileRecord>;

/** One record as the public-health system sends it (POST /api/ingest/health-profiles). */
export const IngestHealthProfile = Type.Object(
  {
    idType: Type.Union(
      ID_TYPES.map((t) => Type.Literal(t)),
      { title: '证件类型' },
    ),
    idNo: Type.String({ title: '证件号码', minLength: 1, maxLength: 32 }),
    /** The resident's own mobile on file: where a code asking their consent is sent. */
    phone: Type.Optional(Type.String({ title: '居民手机号', pattern: '^1[3-9]\\d{9}$' })),
    record: HealthProfileRecord,
  },
  { additionalProperties: false },
);
export type IngestHealthProfile = Static<typeof IngestHealthProfile>;

export const IngestHealthProfilesBody = Type.Object(
  {
    profiles: Type.Array(IngestHealthProfile, { minItems: 1, maxItems: 100, title: '健康档案' }),
  },
  { additionalProperties: false },
);
export type IngestHealthProfilesBody = Static<typeof IngestHealthProfilesBody>;

/** zlb.get_jkda.html: `user_id` names the person, 'self' or a family member's id. */
export const JkdaQuery = Type.Object({
  user_id: Type.Optional(
    Type.String({ title: '就诊人', minLength: 1, maxLength: 64, description: 'self 或就诊人 id' }),
  ),
});
export type JkdaQuery = Static<typeof JkdaQuery>;

export const JkdaResult = Type.Object(
  {
    /** The holder and each family member, with whether their record may be read. */
    people: Type.Array(RecordPerson),
    patient: Type.Object(
      {
        patientId: Type.String(),
        name: Type.String(),
        relation: Type.String(),
        idNo: Type.String({ description: '证件号码（已脱敏）' }),
      },
      { additionalProperties: false },
    ),
    profile: Type.Union([
      Type.Composite([
        HealthProfileRecord,
        Type.Object({
          orgName: Type.String({ description: '建档并维护档案的机构' }),
          updatedAt: Type.String({ description: '档案最近一次更新（ISO）' }),
        }),
      ]),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type JkdaResult = Static<typeof JkdaResult>;
