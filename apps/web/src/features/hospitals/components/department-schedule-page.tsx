import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CLINIC_TYPES, type ClinicType } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { addDays, chinaToday } from '@/lib/china-date';
import { useDepartment } from '../api/get-department';
import { useSchedules } from '../api/get-schedules';
import { ScheduleDays } from './schedule-days';
import { slotsOf } from './slot-picker';
import { doctorPath } from './schedule-entry';
import { Select } from '@/components/form/select';
import { MAX_WEEK, WeekSwitcher } from './week-switcher';
import './hospitals.css';

const typeOptions = [
  { value: '', label: '全部门诊' },
  ...CLINIC_TYPES.map((t) => ({ value: t, label: `${t}门诊` })),
];

/** /hospital/department?id=: a department's week of schedules with remaining counts. */
export function DepartmentSchedulePage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const week = Math.min(MAX_WEEK, Math.max(0, Number(params.get('week')) || 0));
  const clinicType = CLINIC_TYPES.find((t) => t === params.get('type'));
  const from = addDays(chinaToday(), week * 7);
  const typeId = useId();

  const department = useDepartment(id);
  const schedules = useSchedules({ departmentId: id, from, to: addDays(from, 6), clinicType });

  const set = (next: { week?: number; type?: ClinicType | '' }) => {
    const out = new URLSearchParams(params);
    if (next.week !== undefined) out.set('week', String(next.week));
    if (next.type !== undefined) {
      if (next.type) out.set('type', next.type);
      else out.delete('type');
    }
    setParams(out, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="page-container hosp-page">
      <QueryState query={department} heading="科室排班">
        {(d) => (
          <>
            <h1>{d.name} 排班</h1>
            <p>
              <Link to={`/hospital/detail/${encodeURIComponent(d.hospitalId)}`}>
                {d.hospitalName}
              </Link>
              {d.intro && ` · ${d.intro}`}
            </p>
          </>
        )}
      </QueryState>
      <section className="hosp-section" aria-labelledby="sched-title">
        <h2 id="sched-title">出诊安排</h2>
        <div className="sched-controls">
          <WeekSwitcher from={from} week={week} onWeek={(w) => set({ week: w })} />
          <div className="hosp-field sched-type">
            <label htmlFor={typeId}>门诊类型</label>
            <Select
              id={typeId}
              value={clinicType ?? ''}
              options={typeOptions}
              onChange={(v) => set({ type: v as ClinicType | '' })}
            />
          </div>
        </div>
        <QueryState query={schedules}>
          {(list) => (
            <ScheduleDays schedules={list} from={from} days={7} show="doctor" extra={slotsOf} />
          )}
        </QueryState>
      </section>
      {department.data && department.data.doctors.length > 0 && (
        <section className="hosp-section" aria-labelledby="dept-doctors">
          <h2 id="dept-doctors">本科室医生</h2>
          <ul className="hosp-depts hosp-doctors">
            {department.data.doctors.map((doc) => (
              <li key={doc.id}>
                <Link to={doctorPath(doc.id)}>
                  {doc.name} {doc.title}
                </Link>
                <div className="hosp-muted">擅长：{doc.specialty}</div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
