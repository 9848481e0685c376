import { Link, useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Department, DoctorSummary, HospitalPage } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { useEvaluationSummary } from '../api/get-evaluation-summary';
import type { EvaluationFilter } from '../api/get-evaluations';
import { SummaryFacts } from './evaluation-summary';
import { EvaluationList } from './evaluation-list';
import { PlacePicker } from './place-picker';
import './interact.css';

/** What the address chose: `?hospital=&department=&doctor=`, each optional. */
export interface EvaluateSelection {
  hospitalId: string;
  departmentId: string;
  doctorId: string;
}

export function readSelection(params: URLSearchParams): EvaluateSelection {
  return {
    hospitalId: params.get('hospital') ?? '',
    departmentId: params.get('department') ?? '',
    doctorId: params.get('doctor') ?? '',
  };
}

/** The hospitals' lists the choice offers, read by the route from the hospital pages' queries. */
export interface EvaluatePlaces {
  hospitals: UseQueryResult<HospitalPage>;
  /** The chosen hospital's departments. */
  departments: Department[];
  /** The chosen department's doctors. */
  doctors: DoctorSummary[];
}

/** The most specific choice filters: a doctor, else a department, else a hospital. */
function filterOf({ hospitalId, departmentId, doctorId }: EvaluateSelection): EvaluationFilter {
  if (doctorId) return { doctorId };
  if (departmentId) return { departmentId };
  if (hospitalId) return { hospitalId };
  return {};
}

function Summary({ filter, name }: { filter: EvaluationFilter; name: string | undefined }) {
  const summary = useEvaluationSummary(filter);
  return (
    <section className="eval-section" aria-labelledby="eval-summary">
      <h2 id="eval-summary">{name ? `${name}评价汇总` : '评价汇总'}</h2>
      <QueryState query={summary}>{(s) => <SummaryFacts summary={s} />}</QueryState>
    </section>
  );
}

/**
 * /interact/evaluate (就医评价): choose a hospital, then a department or a doctor; its summary
 * and its published evaluations, newest first, with the hospital's replies.
 */
export function EvaluatePage({
  selection,
  places,
}: {
  selection: EvaluateSelection;
  places: EvaluatePlaces;
}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { hospitalId, departmentId, doctorId } = selection;
  const filter = filterOf(selection);

  // A new choice starts again at page 1, and a wider choice drops the narrower ones.
  const choose = (next: Partial<EvaluateSelection>) => {
    const merged = { ...selection, ...next };
    const out = new URLSearchParams();
    if (merged.hospitalId) out.set('hospital', merged.hospitalId);
    if (merged.departmentId) out.set('department', merged.departmentId);
    if (merged.doctorId) out.set('doctor', merged.doctorId);
    setParams(out, { replace: true, preventScrollReset: true });
  };

  const hospitalName = places.hospitals.data?.list.find((h) => h.id === hospitalId)?.name;
  const departmentName = places.departments.find((d) => d.id === departmentId)?.name;
  const doctorName = places.doctors.find((d) => d.id === doctorId)?.name;
  // Blank until the lists have loaded: the headings then say it without the name.
  const name = doctorId
    ? doctorName && `${doctorName}医生`
    : [hospitalName, departmentName].filter(Boolean).join(' ');
  const chosen = Object.keys(filter).length > 0;
  const listTitle = !chosen ? '全县最新评价' : name ? `${name}的评价` : '评价列表';

  return (
    <div className="page-container eval-page">
      <h1>就医评价</h1>
      <p className="eval-muted">
        患者就诊后写下的评价，隐去姓名后公开，医院可以回复。想评价自己的就诊，请到
        <Link to="/account/register">我的预约</Link>，在已完成的就诊下写评价。
      </p>
      <section className="eval-section" aria-labelledby="eval-place">
        <h2 id="eval-place">选择医院、科室或医生</h2>
        <QueryState query={places.hospitals}>
          {({ list }) => (
            <PlacePicker
              hospitals={list}
              departments={places.departments}
              doctors={places.doctors}
              hospitalId={hospitalId}
              departmentId={departmentId}
              doctorId={doctorId}
              onHospital={(id) => choose({ hospitalId: id, departmentId: '', doctorId: '' })}
              onDepartment={(id) => choose({ departmentId: id, doctorId: '' })}
              onDoctor={(id) => choose({ doctorId: id })}
            />
          )}
        </QueryState>
      </section>
      {chosen && <Summary filter={filter} name={name} />}
      <section className="eval-section" aria-labelledby="eval-list">
        <h2 id="eval-list">{listTitle}</h2>
        <EvaluationList filter={filter} page={page} label={listTitle} />
      </section>
    </div>
  );
}
