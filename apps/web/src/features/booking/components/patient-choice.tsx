import { Link } from 'react-router';
import type { Patient } from '../api/get-patients';

/** The account holder and its family members as radios; booking needs one chosen. */
export function PatientChoice({
  patients,
  value,
  onChange,
}: {
  patients: Patient[];
  value: string;
  onChange: (id: string) => void;
}) {
  if (patients.length === 0) {
    return (
      <p>
        预约需要已实名认证的就诊人。请先到<Link to="/account/authentication">实名认证</Link>
        完成本人认证或添加就诊人。
      </p>
    );
  }
  return (
    <fieldset className="booking-patients">
      <legend>就诊人</legend>
      {patients.map((p) => (
        <label key={p.id} className="booking-patient">
          <input
            type="radio"
            name="patient"
            value={p.id}
            checked={p.id === value}
            onChange={() => onChange(p.id)}
          />
          <span>
            {p.name}（{p.relation}） <span className="booking-muted">{p.idNo}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
