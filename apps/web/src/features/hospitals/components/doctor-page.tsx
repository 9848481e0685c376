import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Doctor, Schedule } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { addDays, chinaToday, dayLabel } from '@/lib/china-date';
import { usePageTitle } from '@/lib/page-title';
import { useDoctor } from '../api/get-doctor';
import { useSchedules } from '../api/get-schedules';
import { departmentPath } from './department-groups';
import { ScheduleDays } from './schedule-days';
import { slotsOf } from './slot-picker';
import './hospitals.css';

// Asked for two weeks: past the release window of most hospitals (未放号 with its time), so
// whatever a hospital has published for the coming days shows. The server's render asks the same.
export const DOCTOR_SCHEDULE_DAYS = 14;
const DAYS = DOCTOR_SCHEDULE_DAYS;

const lastDate = (list: Schedule[]) =>
  list.reduce((last, s) => (s.date > last ? s.date : last), '');

function DoctorHead({ doctor: d }: { doctor: Doctor }) {
  return (
    <>
      <div className="doctor-head">
        {/* A generated picture (surname on a colour), decorative beside the name. */}
        <span className="doctor-avatar" style={{ background: d.avatar.color }} aria-hidden>
          {d.avatar.text}
        </span>
        <div>
          <h1>{d.name}</h1>
          <p>
            {d.title} ·{' '}
            <Link to={`/hospital/detail/${encodeURIComponent(d.hospitalId)}`}>
              {d.hospitalName}
            </Link>{' '}
            <Link to={departmentPath(d.departmentId)}>{d.departmentName}</Link>
          </p>
        </div>
      </div>
      <section className="hosp-section" aria-labelledby="doctor-about">
        <h2 id="doctor-about">医生介绍</h2>
        <p>
          <strong>擅长：</strong>
          {d.specialty}
        </p>
        <p>{d.intro}</p>
      </section>
    </>
  );
}

/**
 * /doctor?id=: who the doctor is and when they see patients. `extra` is what other features
 * add once the doctor is shown (their evaluations' summary).
 */
export function DoctorPage({ extra }: { extra?: ReactNode }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const from = chinaToday();
  const doctor = useDoctor(id);
  // The doctor's name in the tab and in search results (the server's render sets the same).
  usePageTitle(doctor.data?.name);
  const schedules = useSchedules({ doctorId: id, from, to: addDays(from, DAYS - 1) });
  return (
    <div className="page-container hosp-page">
      <QueryState query={doctor} heading="医生详情">
        {(d) => (
          <>
            <DoctorHead doctor={d} />
            {extra}
          </>
        )}
      </QueryState>
      <section className="hosp-section" aria-labelledby="doctor-schedule">
        <h2 id="doctor-schedule">出诊安排</h2>
        <QueryState query={schedules}>
          {(list) => (
            <>
              {/* Hospitals publish schedules a few days past their release window (7 days
                  by default), not a fortnight: say the days actually shown. */}
              {list.length > 0 && (
                <p className="hosp-muted">
                  医院已公布的排班：{dayLabel(from)} 至 {dayLabel(lastDate(list))}
                </p>
              )}
              <ScheduleDays
                schedules={list}
                from={from}
                days={DAYS}
                show="dept"
                onlyBusyDays
                extra={slotsOf}
              />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
