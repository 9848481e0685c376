import type { HealthProfileRecord, IngestCard } from '@portal/contract';
import type { Transaction } from 'kysely';
import { chinaToday } from '../lib/china-day.js';
import { newId } from '../lib/tokens.js';
import { ingestCards } from '../modules/cards/card-ingest.service.js';
import { insertBinding } from '../modules/cards/cards.repository.js';
import { ingestHealthProfiles } from '../modules/health-profile/health-profile.service.js';
import { grantDemoConsent } from '../modules/identity/record-access.service.js';
import { addDays } from '../modules/hospitals/schedule-time.js';
import type { DB } from '../db/schema.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

const zhangsan = DEMO_ACCOUNTS.find((a) => a.username === 'zhangsan')!;
const self = zhangsan.identity!;
const father = zhangsan.family![0]!;

/** The demo's cards, as each hospital's system would send them. */
const CARDS: Record<string, IngestCard[]> = {
  青禾县人民医院: [
    { idType: '01', idNo: self.idNo, cardNo: 'RM20190315', kind: 'visit', phone: zhangsan.phone },
    { idType: '01', idNo: father.idNo, cardNo: 'RM20170708', kind: 'visit', phone: father.phone },
  ],
  青禾县中医院: [
    { idType: '01', idNo: self.idNo, cardNo: 'ZY20230456', kind: 'visit', phone: zhangsan.phone },
  ],
  // The county's electronic health card, issued through the community centre's system.
  青禾县城东社区卫生服务中心: [
    { idType: '01', idNo: self.idNo, cardNo: 'EHC330100001', kind: 'health' },
    {
      idType: '01',
      idNo: father.idNo,
      cardNo: 'EHC330100002',
      kind: 'health',
      phone: father.phone,
    },
  ],
};

/** Cards 张三 bound before; the rest wait in 待绑定 for the demo to bind. */
const BOUND = ['RM20190315', 'EHC330100001'];

const TEAM = {
  team: '城东社区家庭医生第 3 团队',
  doctor: '陈立华',
  org: '青禾县城东社区卫生服务中心',
  phone: '0999-6631203',
};

function fatherRecord(today: string): HealthProfileRecord {
  const ago = (days: number) => addDays(today, -days);
  // Quarterly follow-ups over a year and a half: pressure came down after a change of
  // medicine; sugar stayed a little high.
  const visits = [
    [
      520,
      162,
      98,
      '血压偏高，加用氨氯地平，两周后复测',
      8.1,
      '空腹血糖偏高，晚餐主食减为半碗，饭后散步 30 分钟',
    ],
    [
      430,
      148,
      92,
      '血压仍偏高，坚持低盐饮食，每日自测血压',
      7.6,
      '血糖仍偏高，少吃甜食和稀粥，一个月后复查',
    ],
    [340, 138, 86, '血压达标，继续按时服药', 7.4, '血糖略高，二甲双胍随餐服用，不要漏服'],
    [250, 136, 84, '血压平稳，继续按时服药', 7.2, '血糖略高，晚餐减少主食'],
    [160, 134, 82, '血压达标，继续保持', 6.9, '空腹血糖达标，继续控制饮食'],
    [
      70,
      142,
      88,
      '近期血压偏高，注意天冷保暖，下月复查',
      7.3,
      '天冷活动少，血糖略升，坚持每天步行',
    ],
  ] as const;
  return {
    recordNo: '330102-2014-000871',
    createdOn: ago(4200),
    basics: {
      bloodType: 'A',
      rh: '阳性',
      heightCm: 168,
      weightKg: 71,
      occupation: '退休（原机械厂工人）',
      payment: '城乡居民基本医疗保险',
      familyHistory: ['父亲：高血压', '母亲：脑卒中'],
    },
    allergies: [{ substance: '磺胺类药物', reaction: '皮疹', severity: '中度' }],
    conditions: [
      {
        name: '高血压',
        icd10: 'I10',
        diagnosedOn: ago(3650),
        medication: ['氨氯地平片 5 mg 每日一次', '缬沙坦胶囊 80 mg 每日一次'],
        followUps: visits.map(([days, systolic, diastolic, advice], i) => ({
          date: ago(days),
          systolic,
          diastolic,
          heartRate: 72 + (i % 3) * 3,
          weightKg: 72 - i * 0.2,
          assessment: systolic < 140 && diastolic < 90 ? '控制满意' : '控制不满意',
          doctor: TEAM.doctor,
          advice,
        })),
      },
      {
        name: '2 型糖尿病',
        icd10: 'E11',
        diagnosedOn: ago(2190),
        medication: ['二甲双胍片 0.5 g 每日两次'],
        followUps: visits.map(([days, , , , glucose, advice]) => ({
          date: ago(days - 2),
          fastingGlucose: glucose,
          assessment: glucose < 7 ? '控制满意' : '控制不满意',
          doctor: TEAM.doctor,
          advice,
        })),
      },
    ],
    vaccinations: [
      { vaccine: '流感疫苗', dose: '2025-2026 年度', date: ago(110), org: TEAM.org },
      { vaccine: '流感疫苗', dose: '2024-2025 年度', date: ago(475), org: TEAM.org },
      { vaccine: '23 价肺炎球菌多糖疫苗', dose: '第 1 剂', date: ago(800), org: TEAM.org },
    ],
    checkups: [
      {
        date: ago(130),
        org: TEAM.org,
        systolic: 136,
        diastolic: 84,
        bmi: 25.2,
        fastingGlucose: 7.1,
        selfCare: '可自理',
        findings: ['空腹血糖偏高', '超重（BMI 25.2）', '心电图：窦性心律，大致正常'],
        conclusion: '高血压、2 型糖尿病病情稳定；血糖控制一般，体重超重。',
        advice:
          '继续规律服药；每周快走 5 次、每次 30 分钟；少吃咸菜和精米白面；半年后复查血脂和肾功能。',
      },
      {
        date: ago(495),
        org: TEAM.org,
        systolic: 158,
        diastolic: 94,
        bmi: 25.9,
        fastingGlucose: 7.9,
        selfCare: '可自理',
        findings: ['血压偏高', '空腹血糖偏高', '超重（BMI 25.9）'],
        conclusion: '血压、血糖控制不理想。',
        advice: '调整降压药，纳入重点随访；每日盐不超过 5 克。',
      },
    ],
    familyDoctor: {
      ...TEAM,
      signedOn: ago(120),
      validUntil: addDays(ago(120), 365),
      services: ['高血压、糖尿病随访', '每年一次老年人健康体检', '用药指导', '预约转诊'],
    },
  };
}

function selfRecord(today: string): HealthProfileRecord {
  const ago = (days: number) => addDays(today, -days);
  return {
    recordNo: '330102-2016-003215',
    createdOn: ago(3500),
    basics: {
      bloodType: 'O',
      rh: '阳性',
      heightCm: 175,
      weightKg: 76,
      occupation: '企业职员',
      payment: '城镇职工基本医疗保险',
      familyHistory: ['父亲：高血压、2 型糖尿病'],
    },
    allergies: [{ substance: '青霉素', reaction: '荨麻疹', severity: '中度' }],
    conditions: [],
    vaccinations: [
      { vaccine: '流感疫苗', dose: '2025-2026 年度', date: ago(105), org: TEAM.org },
      { vaccine: '乙肝疫苗', dose: '第 3 剂', date: ago(2900), org: TEAM.org },
      { vaccine: '乙肝疫苗', dose: '第 2 剂', date: ago(3080), org: TEAM.org },
      { vaccine: '乙肝疫苗', dose: '第 1 剂', date: ago(3110), org: TEAM.org },
    ],
    checkups: [],
    familyDoctor: {
      ...TEAM,
      signedOn: ago(120),
      validUntil: addDays(ago(120), 365),
      services: ['健康咨询', '预约转诊', '家庭成员慢病管理协同'],
    },
  };
}

/**
 * The demo people's cards and health records, fed through the same ingestion services as a
 * hospital's system, 张三's two bound cards and his father's consent to his reading them.
 * Safe to run again (the feeds upsert, the consent is kept).
 */
export async function seedDemoRecords(trx: Transaction<DB>): Promise<void> {
  const hospitals = new Map(
    (await trx.selectFrom('hospital').select(['id', 'name']).execute()).map((h) => [h.name, h.id]),
  );
  const hospitalId = (name: string) => {
    const id = hospitals.get(name);
    if (!id) throw new Error(`demo records: no hospital named ${name}`);
    return id;
  };
  for (const [name, cards] of Object.entries(CARDS)) {
    const result = await ingestCards(trx, hospitalId(name), { cards });
    if (result.rejected.length) throw new Error(`demo cards: ${JSON.stringify(result.rejected)}`);
  }
  const today = chinaToday();
  const profiles = await ingestHealthProfiles(trx, hospitalId(TEAM.org), {
    profiles: [
      { idType: '01', idNo: self.idNo, record: selfRecord(today) },
      { idType: '01', idNo: father.idNo, record: fatherRecord(today) },
    ],
  });
  if (profiles.rejected.length) {
    throw new Error(`demo health records: ${JSON.stringify(profiles.rejected)}`);
  }

  const user = await trx
    .selectFrom('app_user')
    .select(['id', 'reg_time'])
    .where('username', '=', zhangsan.username)
    .executeTakeFirst();
  if (!user) return;
  const cards = await trx
    .selectFrom('hospital_card')
    .select('id')
    .where('card_no', 'in', BOUND)
    .execute();
  for (const card of cards) {
    await insertBinding(trx, {
      id: newId(),
      user_id: user.id,
      card_id: card.id,
      created_at: user.reg_time,
    });
  }
  // 张建国 lets his son's account read his records, so the demo shows a family member's
  // reports; every other family member starts without consent.
  const member = await trx
    .selectFrom('family_member')
    .select('id')
    .where('user_id', '=', user.id)
    .where('id_no', '=', father.idNo)
    .executeTakeFirst();
  if (member) await grantDemoConsent(trx, user.id, member.id);
}
