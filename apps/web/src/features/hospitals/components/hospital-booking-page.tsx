import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state/query-state';
import { addDays, chinaToday } from '@/lib/china-date';
import { useDoctor } from '../api/get-doctor';
import { useHospital } from '../api/get-hospital';
import { useAllHospitals } from '../api/get-hospitals';
import { useSchedules } from '../api/get-schedules';
import { DoctorSearch } from './doctor-search';
import { DateChoice, PlaceChoice } from './register-choices';
import { ScheduleDays } from './schedule-days';
import { slotsOf } from './slot-picker';
import './hospitals.css';
import { Empty } from '@/components/ui/empty';

// A doctor's schedules as far as the longest usual release window, and a little beyond.
const DOCTOR_DAYS = 14;

function DepartmentDay({ departmentId, date }: { departmentId: string; date: string }) {
  const schedules = useSchedules({ departmentId, from: date, to: date });
  return (
    <QueryState query={schedules}>
      {(list) => (
        <ScheduleDays schedules={list} from={date} days={1} show="doctor" extra={slotsOf} />
      )}
    </QueryState>
  );
}

function DoctorSchedules({ doctorId }: { doctorId: string }) {
  const from = chinaToday();
  const doctor = useDoctor(doctorId);
  const schedules = useSchedules({ doctorId, from, to: addDays(from, DOCTOR_DAYS - 1) });
  return (
    <section className="hosp-section" aria-labelledby="register-doctor">
      <h2 id="register-doctor">
        {doctor.data ? `${doctor.data.name} ${doctor.data.title}的出诊安排` : '医生的出诊安排'}
      </h2>
      <QueryState query={schedules}>
        {(list) => (
          <ScheduleDays
            schedules={list}
            from={from}
            days={DOCTOR_DAYS}
            show="dept"
            onlyBusyDays
            extra={slotsOf}
          />
        )}
      </QueryState>
    </section>
  );
}

/** /register: choose hospital → department → date → doctor, or find a doctor; then a slot. */
export function HospitalBookingPage() {
  const [params, setParams] = useSearchParams();
  const hospitalId = params.get('hospital') ?? '';
  const departmentId = params.get('dept') ?? '';
  const today = chinaToday();
  const date = params.get('date') ?? today;
  const doctorId = params.get('doctor') ?? '';
  const keyword = params.get('q') ?? '';
  const hospitals = useAllHospitals();
  const hospital = useHospital(hospitalId);

  const set = (next: Record<string, string>) => {
    const out = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) out.set(key, value);
      else out.delete(key);
    }
    setParams(out, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="page-container hosp-page">
      <h1>预约挂号</h1>
      <section className="hosp-section" aria-labelledby="register-place">
        <h2 id="register-place">按医院和科室预约</h2>
        <QueryState query={hospitals}>
          {(page) => (
            <PlaceChoice
              hospitals={page.list}
              hospitalId={hospitalId}
              departments={hospital.data?.departments ?? []}
              departmentId={departmentId}
              onHospital={(id) => set({ hospital: id, dept: '' })}
              onDepartment={(id) => set({ dept: id })}
            />
          )}
        </QueryState>
        {hospital.data && departmentId ? (
          <>
            <DateChoice
              today={today}
              days={hospital.data.rules.windowDays + 1}
              value={date}
              onChange={(d) => set({ date: d })}
            />
            <DepartmentDay departmentId={departmentId} date={date} />
          </>
        ) : (
          <Empty description="还没有选择医院和科室。请在上方选好医院和科室，这里会列出每天出诊的医生和剩余号源；也可以在下方按医生姓名查找。" />
        )}
      </section>
      <DoctorSearch
        key={keyword}
        keyword={keyword}
        onSearch={(q) => set({ q, doctor: '' })}
        onChoose={(id) => set({ doctor: id })}
      />
      {doctorId && <DoctorSchedules doctorId={doctorId} />}
    </div>
  );
}
