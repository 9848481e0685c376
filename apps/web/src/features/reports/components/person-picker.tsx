import { Link } from 'react-router';
import { consentMark } from '@/components/person-picker/person-picker';
import type { ReportPerson } from '../api/get-report-people';

/** Whose reports to show: the holder or a family member, as radios at the top of the page. */
export function PersonPicker({
  people,
  value,
  onChange,
}: {
  people: ReportPerson[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <fieldset className="report-people no-print">
      <legend>查看谁的报告</legend>
      {people.map((p) => (
        <label key={p.id} className="report-person">
          <input
            type="radio"
            name="report-person"
            value={p.id}
            checked={p.id === value}
            onChange={() => onChange(p.id)}
          />
          <span>
            {p.name}（{p.relation}）
            {consentMark(p.recordAccess) && (
              <span className="report-person__consent">{consentMark(p.recordAccess)}</span>
            )}
          </span>
        </label>
      ))}
      <Link className="report-people__add" to="/account/authentication">
        添加就诊人
      </Link>
    </fieldset>
  );
}
