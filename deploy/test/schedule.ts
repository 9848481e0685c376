import type { Db } from '../../apps/api/src/db/database.js';
import { chinaToday } from '../../apps/api/src/lib/china-day.js';
import { addDays } from '../../apps/api/src/modules/hospitals/schedule-time.js';
import { createHospitalKey } from '../../apps/api/src/modules/ingest/hospital-key.service.js';

/**
 * A schedule of `places` one-place slots two days ahead (released, and still cancellable),
 * pushed through `base` (nginx) by a hospital system with its API key, as hospitals do.
 */
export async function releaseSchedule(db: Db, base: string, places: number) {
  const doctor = await db
    .selectFrom('doctor')
    .select(['id', 'hospital_id', 'department_id'])
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const { key } = (await createHospitalKey(db, doctor.hospital_id))!;
  const time = (minutes: number) =>
    `${String(8 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const externalId = `deploy-${Date.now()}`;
  const res = await fetch(`${base}/api/ingest/schedules`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      schedules: [
        {
          externalId,
          departmentId: doctor.department_id,
          doctorId: doctor.id,
          date: addDays(chinaToday(), 2),
          period: 'pm',
          clinicType: '专家',
          fee: 2500,
          slots: Array.from({ length: places }, (_, i) => ({
            start: time(360 + i * 5),
            end: time(365 + i * 5),
            capacity: 1,
          })),
        },
      ],
    }),
  });
  if (res.status !== 200) throw new Error(`排班推送失败：${res.status} ${await res.text()}`);
  const scheduleId = ((await res.json()) as { ids: Record<string, string> }).ids[externalId]!;
  const slots = await db
    .selectFrom('slot')
    .select('id')
    .where('schedule_id', '=', scheduleId)
    .orderBy('start_time')
    .execute();
  return { scheduleId, slotIds: slots.map((s) => s.id) };
}
