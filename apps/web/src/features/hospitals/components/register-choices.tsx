import '@/components/form/form.css';
import { useId, useState } from 'react';
import type { Department, HospitalSummary } from '@portal/contract';
import { addDays, dayLabel } from '@/lib/china-date';

/** Hospital and department as native selects; clinics grouped under their category. */
export function PlaceChoice({
  hospitals,
  hospitalId,
  departments,
  departmentId,
  onHospital,
  onDepartment,
}: {
  hospitals: HospitalSummary[];
  hospitalId: string;
  departments: Department[];
  departmentId: string;
  onHospital: (id: string) => void;
  onDepartment: (id: string) => void;
}) {
  const id = useId();
  const categories = departments.filter((d) => d.parentId === null);
  return (
    <div className="hosp-filters">
      <div className="hosp-field">
        <label htmlFor={`${id}-h`}>医院</label>
        <select
          id={`${id}-h`}
          className="control"
          value={hospitalId}
          onChange={(e) => onHospital(e.target.value)}
        >
          <option value="">请选择医院</option>
          {hospitals.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </select>
      </div>
      <div className="hosp-field">
        <label htmlFor={`${id}-d`}>科室</label>
        <select
          id={`${id}-d`}
          className="control"
          value={departmentId}
          disabled={!hospitalId}
          onChange={(e) => onDepartment(e.target.value)}
        >
          <option value="">{hospitalId ? '请选择科室' : '请先选择医院'}</option>
          {categories.map((c) => {
            const clinics = departments.filter((d) => d.parentId === c.id);
            return (
              <optgroup key={c.id} label={c.name}>
                {(clinics.length > 0 ? clinics : [c]).map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
      </div>
    </div>
  );
}

/** The days a patient may book: today and the hospital's release window, as radio chips. */
export function DateChoice({
  today,
  days,
  value,
  onChange,
}: {
  today: string;
  days: number;
  value: string;
  onChange: (date: string) => void;
}) {
  const name = useId();
  // The address changes only once the route guard has answered: the choice shows at once.
  const [picked, setPicked] = useState(value);
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setPicked(value);
  }
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i));
  return (
    <fieldset className="date-chips">
      <legend>就诊日期</legend>
      {dates.map((date) => (
        <label key={date} className="date-chip">
          <input
            type="radio"
            name={name}
            value={date}
            checked={date === picked}
            onChange={() => {
              setPicked(date);
              onChange(date);
            }}
          />
          {date === today ? `今天 ${dayLabel(date)}` : dayLabel(date)}
        </label>
      ))}
    </fieldset>
  );
}
