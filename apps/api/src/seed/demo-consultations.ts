import { mainlandIdCheckChar } from '@portal/contract';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/in-transaction.js';
import { HOUR_MS } from '../lib/budget.js';
import { newId } from '../lib/tokens.js';
import { insertUser } from '../modules/auth/user.repository.js';
import { insertIdentity } from '../modules/identity/identity.repository.js';
import { askConsultation } from '../modules/interact/consultations.service.js';
import { indexConsultation } from '../modules/interact/consultations-search.js';
import { insertMessage, updateConsultation } from '../modules/interact/consultations.repository.js';

const HOSPITAL = '青禾县人民医院';

/** Made-up citizens who asked a question; nobody signs in as them (they have no password). */
const QUESTIONS: {
  name: string;
  first17: string;
  phone: string;
  department: string;
  daysAgo: number;
  question: string;
  answer: string;
}[] = [
  {
    name: '周丽萍',
    first17: '33010219860317202',
    phone: '13800000201',
    department: '呼吸内科',
    daysAgo: 12,
    question:
      '感冒好了快三周了，还是有点干咳，晚上躺下咳得多一些，不发烧也不喘。需要去医院拍片吗？',
    answer:
      '感冒后咳嗽持续几周比较常见，多数会慢慢好转。平时多喝温水，避免烟味和冷空气刺激，睡前不要吃太饱。如果咳嗽超过八周，或出现发烧、咳黄痰、痰中带血、胸闷气短，请到呼吸内科门诊就诊，医生会根据情况决定是否需要拍片。',
  },
  {
    name: '孙志强',
    first17: '33010219720508101',
    phone: '13800000202',
    department: '消化内科',
    daysAgo: 8,
    question:
      '最近一个月经常饭后胃胀、打嗝，空腹时偶尔隐隐作痛，大便颜色正常。平时饮食要注意什么？',
    answer:
      '您描述的情况常见于胃炎或消化不良。建议三餐规律、细嚼慢咽，少吃辛辣、油炸和过甜的食物，少喝浓茶、咖啡和酒，饭后不要马上躺下。如果调整两到四周仍不见好，或出现黑便、呕血、明显消瘦、吞咽困难，请尽快到消化内科门诊，必要时做胃镜或幽门螺杆菌检查。',
  },
  {
    name: '吴桂芳',
    first17: '33010219590922206',
    phone: '13800000203',
    department: '骨科',
    daysAgo: 4,
    question: '今年六十多岁，上下楼梯时膝盖疼，平地走路还好，早上起床膝盖有点僵。能多爬山锻炼吗？',
    answer:
      '这种情况在这个年纪较常见，多与膝关节退变有关。建议少爬山、少爬楼梯、少蹲跪，可以改为平地快走、游泳或骑固定自行车，控制体重也能减轻膝盖负担。疼痛明显时可以局部热敷。如果膝盖红肿发热、走路越来越困难或夜里疼醒，请到骨科门诊当面检查。',
  },
];

/**
 * Answered public consultations for /interact/consult, asked through the same service a
 * citizen's question goes through, and answered as the console's reply writes an answer (the
 * doctor's message, the status, the search index). Only into a database without
 * consultations, so running it again changes nothing.
 */
export async function seedDemoConsultations(db: Db, now = new Date()): Promise<number> {
  if (await db.selectFrom('consultation').select('id').limit(1).executeTakeFirst()) return 0;
  const hospital = await db
    .selectFrom('hospital')
    .select('id')
    .where('name', '=', HOSPITAL)
    .executeTakeFirstOrThrow();
  for (const [index, q] of QUESTIONS.entries()) {
    const department = await db
      .selectFrom('department')
      .select('id')
      .where('hospital_id', '=', hospital.id)
      .where('name', '=', q.department)
      .executeTakeFirstOrThrow();
    const doctor = await db
      .selectFrom('doctor')
      .select('id')
      .where('department_id', '=', department.id)
      .where('retired_at', 'is', null)
      .orderBy('sort_order')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const askedAt = new Date(now.getTime() - q.daysAgo * 24 * HOUR_MS);
    const idNo = q.first17 + mainlandIdCheckChar(q.first17);
    const user = await insertUser(
      db,
      {
        username: `demo_asker${index + 1}`,
        phone: q.phone,
        // No hash verifyPassword knows: every password is refused, and the seed costs no hashing.
        passwordHash: '!',
        nickname: q.name,
      },
      askedAt,
    );
    await insertIdentity(db, {
      user_id: user.id,
      name: q.name,
      id_type: '01',
      id_no: idNo,
      phone: q.phone,
      card_no: null,
      sex: Number(idNo[16]) % 2 === 1 ? '男' : '女',
      birthday: `${idNo.slice(6, 10)}-${idNo.slice(10, 12)}-${idNo.slice(12, 14)}`,
      verified_at: askedAt.toISOString(),
    });
    const { id } = await askConsultation(
      db,
      user.id,
      { departmentId: department.id, patientId: 'self', text: q.question, public: true },
      `demo-consult-${index + 1}`,
      askedAt,
    );
    // Answered a few hours later, as the console's reply writes it.
    const at = new Date(askedAt.getTime() + (3 + index) * HOUR_MS).toISOString();
    await inTransaction(db, async (trx) => {
      await updateConsultation(
        trx,
        id,
        { statuses: ['waiting'] },
        {
          doctor_id: doctor.id,
          status: 'answered',
          answered_at: at,
          last_reply_at: at,
          updated_at: at,
        },
      );
      await insertMessage(trx, {
        id: newId(),
        consultation_id: id,
        sender: 'doctor',
        doctor_id: doctor.id,
        staff_id: null,
        text: q.answer,
        created_at: at,
      });
      await indexConsultation(trx, id);
    });
  }
  return QUESTIONS.length;
}
