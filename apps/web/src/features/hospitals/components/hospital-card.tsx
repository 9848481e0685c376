import { Link } from 'react-router';
import type { HospitalSummary } from '@portal/contract';

/** One hospital in the list: name, level and type, address, phone, this week's slots in words. */
export function HospitalCard({ hospital }: { hospital: HospitalSummary }) {
  return (
    <li className="hosp-section hosp-card">
      <h2>
        <Link to={`/hospital/detail/${encodeURIComponent(hospital.id)}`}>{hospital.name}</Link>
      </h2>
      <div className="hosp-badges">
        <span className="hosp-badge">{hospital.level}</span>
        <span className="hosp-badge">{hospital.type}</span>
        {hospital.bookableThisWeek ? (
          <span className="hosp-badge hosp-badge--ok">本周有号可约</span>
        ) : (
          <span className="hosp-badge">本周暂无可约号源</span>
        )}
      </div>
      <dl>
        <dt>地址</dt>
        <dd>{hospital.address}</dd>
        <dt>电话</dt>
        <dd>
          <a href={`tel:${hospital.phone}`}>{hospital.phone}</a>
        </dd>
      </dl>
    </li>
  );
}
