import type { ImmunizationSchedule } from '@portal/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { readImmunization, readNotices, readServices } from './public-health-content.js';
import { findSchedule, replacePublicHealth } from './public-health.repository.js';
import { withConsoleNotices } from './notice-editorial.js';

export { listNotices, listServices } from './public-health.repository.js';

/**
 * Loads content/public-health/ (the services, the immunization schedule, the notices),
 * replacing what was there, inside the caller's transaction. Every file is read and checked
 * before anything is written. Returns how many services, vaccines and notices it holds.
 */
export async function loadPublicHealth(trx: Transaction<DB>, root: string): Promise<number> {
  const services = readServices(root);
  const schedule = readImmunization(root);
  const notices = await withConsoleNotices(trx, readNotices(root));
  await replacePublicHealth(trx, services, schedule, notices);
  return services.length + schedule.vaccines.length + notices.length;
}

export async function immunizationSchedule(db: Db): Promise<ImmunizationSchedule> {
  const schedule = await findSchedule(db);
  if (!schedule) throw new AppError('NOT_FOUND', 404, '免疫程序尚未发布');
  return schedule;
}
