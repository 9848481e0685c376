import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { bookingRulesInWords, type HospitalDetail } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { TimeRanges } from '@/components/time-ranges/time-ranges';
import { usePageTitle } from '@/lib/page-title';
import { useHospital } from '../api/get-hospital';
import { DepartmentGroups } from './department-groups';
import './hospitals.css';

function HospitalBody({ hospital, extra }: { hospital: HospitalDetail; extra?: ReactNode }) {
  return (
    <>
      <h1>{hospital.name}</h1>
      <div className="hosp-badges">
        <span className="hosp-badge">{hospital.level}</span>
        <span className="hosp-badge">{hospital.type}</span>
        {hospital.specialties.map((s) => (
          <span key={s} className="hosp-badge">
            特色专科：{s}
          </span>
        ))}
      </div>
      {/* Most people open a hospital to book: the way there comes before the introduction. */}
      <p className="hosp-book-jump">
        <a className="btn btn--primary" href="#hosp-depts">
          预约挂号：选择科室
        </a>
      </p>
      <section className="hosp-section" aria-labelledby="hosp-intro">
        <h2 id="hosp-intro">医院简介</h2>
        <p>{hospital.intro}</p>
      </section>
      <section className="hosp-section" aria-labelledby="hosp-visit">
        <h2 id="hosp-visit">就诊信息</h2>
        <dl className="hosp-facts">
          <dt>地址</dt>
          <dd>{hospital.address}</dd>
          <dt>门诊时间</dt>
          <dd>
            <TimeRanges text={hospital.hours} />
          </dd>
          <dt>交通指引</dt>
          <dd>{hospital.transport}</dd>
          {hospital.phones.map((p) => (
            <div key={p.label + p.number} style={{ display: 'contents' }}>
              <dt>{p.label}</dt>
              <dd>
                <a href={`tel:${p.number}`}>{p.number}</a>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {hospital.notices.length > 0 && (
        <section className="hosp-section" aria-labelledby="hosp-notices">
          <h2 id="hosp-notices">就诊须知</h2>
          <ul className="hosp-rules">
            {hospital.notices.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="hosp-section" aria-labelledby="hosp-rules">
        <h2 id="hosp-rules">预约规则</h2>
        <ul className="hosp-rules">
          {bookingRulesInWords(hospital.rules).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      <section className="hosp-section" aria-labelledby="hosp-depts">
        <h2 id="hosp-depts">科室与排班</h2>
        <p className="hosp-muted">选择科室查看本周排班和剩余号源。</p>
        <DepartmentGroups departments={hospital.departments} />
      </section>
      {extra}
    </>
  );
}

/**
 * /hospital/detail/:id: what a patient needs before going, and the way to each department.
 * `extra` is what other features add once the hospital is shown (its evaluations' summary).
 */
export function HospitalDetailPage({ extra }: { extra?: ReactNode }) {
  const { id = '' } = useParams();
  const hospital = useHospital(id);
  // The hospital's name in the tab and in search results (the server's render sets the same).
  usePageTitle(hospital.data?.name);
  return (
    <div className="page-container hosp-page">
      <QueryState query={hospital} heading="医院详情">
        {(h) => <HospitalBody hospital={h} extra={extra} />}
      </QueryState>
    </div>
  );
}
