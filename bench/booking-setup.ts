import { mainlandIdCheckChar } from '@portal/contract';
import type Database from 'better-sqlite3';
import pg from 'pg';
import type { Db } from '../apps/api/src/db/database.js';
import { DEFAULT_ACCOUNT_RULES } from '../apps/api/src/modules/auth/account-rules.js';
import { createSession } from '../apps/api/src/modules/auth/session.repository.js';
import { insertUser } from '../apps/api/src/modules/auth/user.repository.js';
import { insertIdentity } from '../apps/api/src/modules/identity/identity.repository.js';
import { createHospitalKey } from '../apps/api/src/modules/ingest/hospital-key.service.js';
import { chinaToday } from '../apps/api/src/lib/china-day.js';
import { addDays } from '../apps/api/src/modules/hospitals/schedule-time.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the demo window job has stopped adding schedules, so it does not share the CPU. */
async function settled(db: Db) {
  let last = -1;
  for (;;) {
    const row = await db
      .selectFrom('schedule')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(row.n) > 0 && Number(row.n) === last) return;
    last = Number(row.n);
    await sleep(1500);
  }
}

/**
 * A released schedule of `places` one-place slots, `daysAhead` days ahead, sent through the
 * ingestion API like a hospital system.
 */
export async function releaseSchedule(db: Db, base: string, places: number, daysAhead: number) {
  await settled(db);
  const doctor = await db
    .selectFrom('doctor')
    .select(['id', 'hospital_id', 'department_id'])
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const { key } = (await createHospitalKey(db, doctor.hospital_id))!;
  const minutes = (m: number) =>
    `${String(8 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const res = await fetch(`${base}/api/ingest/schedules`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      schedules: [
        {
          externalId: `bench-${daysAhead}-${Date.now()}`,
          departmentId: doctor.department_id,
          doctorId: doctor.id,
          date: addDays(chinaToday(), daysAhead),
          period: 'am',
          clinicType: '专家',
          fee: 2500,
          slots: Array.from({ length: places }, (_, i) => ({
            start: minutes(i * 8),
            end: minutes(i * 8 + 8),
            capacity: 1,
          })),
        },
      ],
    }),
  });
  const scheduleId = Object.values(((await res.json()) as { ids: Record<string, string> }).ids)[0]!;
  const slots = await db
    .selectFrom('slot')
    .select('id')
    .where('schedule_id', '=', scheduleId)
    .orderBy('start_time')
    .execute();
  return { scheduleId, departmentId: doctor.department_id, slotIds: slots.map((s) => s.id) };
}

/** `count` verified patients with sessions, written through the API's repositories. */
export async function crowdPatients(db: Db, count: number): Promise<string[]> {
  const tokens: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) {
      const phone = `150${String(i).padStart(8, '0')}`;
      // The patients never sign in with a password: their sessions are opened here.
      const user = await insertUser(trx, {
        username: `crowd_${i}`,
        phone,
        passwordHash: 'bench-no-password',
      });
      // A distinct well-formed ID number per patient: birthdays a day apart from 1950.
      const birthday = new Date(Date.UTC(1950, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      const first17 = `330102${birthday.replaceAll('-', '')}001`;
      await insertIdentity(trx, {
        user_id: user.id,
        name: '压测患者',
        id_type: '01',
        id_no: first17 + mainlandIdCheckChar(first17),
        phone,
        card_no: null,
        sex: '男',
        birthday,
        verified_at: user.reg_time,
      });
      tokens.push(await createSession(trx, user.id, 'password', DEFAULT_ACCOUNT_RULES));
    }
  });
  return tokens;
}

export interface RawLoop {
  perSecond: number;
}

const RAW_SCHEMA = [
  'create table patient (k text primary key, at text not null)',
  'create table slot (id integer primary key, remaining integer not null)',
  'create table booking (id integer primary key, k text not null, slot integer not null)',
];

/**
 * The database's own ceiling for the booking transaction the API runs: lock the patient row,
 * conditionally take a place, insert the booking; no HTTP, no validation, no ORM.
 */
export const raw = {
  sqlite(db: Database.Database, count: number): RawLoop {
    db.pragma('journal_mode = WAL');
    for (const statement of RAW_SCHEMA) db.exec(statement);
    db.prepare('insert into slot (id, remaining) values (1, ?)').run(count);
    const lock = db.prepare(
      'insert into patient (k, at) values (?, ?) on conflict (k) do update set at = excluded.at',
    );
    const take = db.prepare(
      'update slot set remaining = remaining - 1 where id = 1 and remaining > 0',
    );
    const insert = db.prepare('insert into booking (k, slot) values (?, 1)');
    const book = db.transaction((k: string) => {
      lock.run(k, new Date().toISOString());
      if (take.run().changes === 1) insert.run(k);
    });
    const started = performance.now();
    for (let i = 0; i < count; i++) book(`p${i}`);
    const perSecond = count / ((performance.now() - started) / 1000);
    db.close();
    return { perSecond };
  },

  async postgres(url: string, count: number): Promise<RawLoop> {
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    await pool.query('create schema raw_bench');
    await pool.query('set search_path = raw_bench');
    for (const statement of RAW_SCHEMA) {
      await pool.query(statement.replace(/create table (\w+)/, 'create table raw_bench.$1'));
    }
    await pool.query('insert into raw_bench.slot (id, remaining) values (1, $1)', [count]);
    let next = 0;
    const worker = async () => {
      const client = await pool.connect();
      try {
        for (let i = next++; i < count; i = next++) {
          await client.query('begin');
          await client.query(
            'insert into raw_bench.patient (k, at) values ($1, $2) on conflict (k) do update set at = excluded.at',
            [`p${i}`, new Date().toISOString()],
          );
          const took = await client.query(
            'update raw_bench.slot set remaining = remaining - 1 where id = 1 and remaining > 0',
          );
          if (took.rowCount === 1) {
            await client.query('insert into raw_bench.booking (id, k, slot) values ($1, $2, 1)', [
              i,
              `p${i}`,
            ]);
          }
          await client.query('commit');
        }
      } finally {
        client.release();
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: 20 }, worker));
    const perSecond = count / ((performance.now() - started) / 1000);
    await pool.end();
    return { perSecond };
  },
};
