import { mainlandIdCheckChar, type EvaluationBody, type IngestSchedule } from '@portal/contract';
import type { Db } from '../db/database.js';
import { chinaToday } from '../lib/china-day.js';
import type { SmsProvider } from '../lib/sms.js';
import { insertUser } from '../modules/auth/user.repository.js';
import { recordVisit } from '../modules/booking/hospital-side.service.js';
import { takeSlot } from '../modules/booking/booking.service.js';
import { addDays } from '../modules/hospitals/schedule-time.js';
import { insertIdentity } from '../modules/identity/identity.repository.js';
import { personKeyOf } from '../modules/identity/people.service.js';
import { ingestSchedules } from '../modules/ingest/schedule-ingest.service.js';
import { replyToEvaluation } from '../modules/interact/evaluation-moderation.service.js';
import { writeEvaluation } from '../modules/interact/evaluations.service.js';

/** Made-up patients who evaluated a visit; nobody signs in as them (they have no password). */
const VISITS: {
  name: string;
  first17: string;
  phone: string;
  hospital: string;
  /** Which of the hospital's doctors, in their order. */
  doctor: number;
  daysAgo: number;
  evaluation: Omit<EvaluationBody, 'bookingId'>;
  reply?: string;
}[] = [
  {
    name: '王秀英',
    first17: '33010219650412202',
    phone: '13800000101',
    hospital: '青禾县人民医院',
    doctor: 0,
    daysAgo: 40,
    evaluation: {
      scores: { skill: 5, attitude: 5, environment: 4, waiting: 4 },
      overall: 'very_satisfied',
      text: '医生问得很仔细，用药也讲得明白，按时复查后指标好多了。',
    },
    reply: '感谢您的认可！请按医嘱按时复查，祝您早日康复。',
  },
  {
    name: '李建华',
    first17: '33010219780923103',
    phone: '13800000102',
    hospital: '青禾县人民医院',
    doctor: 1,
    daysAgo: 18,
    evaluation: {
      scores: { skill: 4, attitude: 5, environment: 4, waiting: 2 },
      overall: 'satisfied',
      text: '护士测血压很耐心，医生解释得清楚，就是上午排队稍久。',
    },
  },
  {
    name: '赵敏',
    first17: '33010219900105204',
    phone: '13800000103',
    hospital: '青禾县中医院',
    doctor: 0,
    daysAgo: 65,
    evaluation: {
      scores: { skill: 4, attitude: 4, environment: 3, waiting: 3 },
      overall: 'neutral',
      text: '针灸效果不错，但候诊区人多，座位不够。',
    },
  },
  {
    name: '陈国平',
    first17: '33010219580730105',
    phone: '13800000104',
    hospital: '青禾县中医院',
    doctor: 1,
    daysAgo: 9,
    evaluation: {
      scores: { skill: 5, attitude: 5, environment: 5, waiting: 4 },
      overall: 'very_satisfied',
      text: '把脉开方很细致，还教了日常调理的方法，药房取药也快。',
    },
  },
];

/** The demo's texts never leave: none of these schedules is stopped, so nothing is sent. */
const NO_TEXTS: SmsProvider = {
  send: () => Promise.reject(new Error('the demo seed sends no texts')),
};

/**
 * Published evaluations for /interact/evaluate, each for a completed visit made through the
 * same paths as a real one (the hospital's schedule feed, a place taken, the feed's completion,
 * the citizen's evaluation, the hospital administrator's reply). Only into a database without
 * evaluations, so running it again changes nothing.
 */
export async function seedDemoEvaluations(db: Db, today = chinaToday()): Promise<number> {
  if (await db.selectFrom('evaluation').select('id').limit(1).executeTakeFirst()) return 0;
  const replier = await db
    .selectFrom('staff_account')
    .select(['id', 'username', 'hospital_id'])
    .where('username', '=', 'rmyy-admin')
    .executeTakeFirstOrThrow();
  for (const [index, visit] of VISITS.entries()) {
    const hospital = await db
      .selectFrom('hospital')
      .select('id')
      .where('name', '=', visit.hospital)
      .executeTakeFirstOrThrow();
    const doctor = await db
      .selectFrom('doctor')
      .select(['id', 'department_id'])
      .where('hospital_id', '=', hospital.id)
      .orderBy('sort_order')
      .orderBy('id')
      .offset(visit.doctor)
      .limit(1)
      .executeTakeFirstOrThrow();
    const date = addDays(today, -visit.daysAgo);
    const externalId = `demo-visit:${index}`;
    const schedule: IngestSchedule = {
      externalId,
      departmentId: doctor.department_id,
      doctorId: doctor.id,
      date,
      period: 'am',
      clinicType: '普通',
      fee: 1000,
      location: '门诊楼',
      slots: [{ start: '08:00', end: '08:30', capacity: 4, taken: 0 }],
    };
    const { ids } = await ingestSchedules({ db, sms: NO_TEXTS }, hospital.id, {
      schedules: [schedule],
    });
    const scheduleRow = await db
      .selectFrom('schedule')
      .selectAll()
      .where('id', '=', ids[externalId]!)
      .executeTakeFirstOrThrow();
    const slot = await db
      .selectFrom('slot')
      .selectAll()
      .where('schedule_id', '=', scheduleRow.id)
      .executeTakeFirstOrThrow();

    const idNo = visit.first17 + mainlandIdCheckChar(visit.first17);
    const bookedAt = new Date(Date.parse(`${addDays(date, -3)}T02:00:00Z`));
    const user = await insertUser(
      db,
      {
        username: `demo_visitor${index + 1}`,
        phone: visit.phone,
        // No hash verifyPassword knows: every password is refused, and the seed costs no hashing.
        passwordHash: '!',
        nickname: visit.name,
      },
      bookedAt,
    );
    await insertIdentity(db, {
      user_id: user.id,
      name: visit.name,
      id_type: '01',
      id_no: idNo,
      phone: visit.phone,
      card_no: null,
      sex: Number(idNo[16]) % 2 === 1 ? '男' : '女',
      birthday: `${idNo.slice(6, 10)}-${idNo.slice(10, 12)}-${idNo.slice(12, 14)}`,
      verified_at: bookedAt.toISOString(),
    });
    const patient = {
      accountId: user.id,
      key: personKeyOf('01', idNo),
      name: visit.name,
      familyMemberId: null,
    };
    const booking = await db
      .transaction()
      .execute((trx) => takeSlot(trx, patient, slot, scheduleRow, bookedAt.toISOString()));
    await recordVisit(db, hospital.id, { bookingId: booking.id, status: 'completed' });
    // Written the day after the visit, as the patient would have.
    const writtenAt = new Date(Date.parse(`${addDays(date, 1)}T04:00:00Z`));
    const { id } = await writeEvaluation(
      db,
      user.id,
      { bookingId: booking.id, ...visit.evaluation },
      writtenAt,
    );
    if (visit.reply && replier.hospital_id === hospital.id) {
      await replyToEvaluation(
        db,
        {
          staffId: replier.id,
          username: replier.username,
          role: 'hospital_admin',
          hospitalId: replier.hospital_id,
          ip: '127.0.0.1',
          requestId: 'demo-seed',
        },
        id,
        visit.reply,
      );
    }
  }
  return VISITS.length;
}
