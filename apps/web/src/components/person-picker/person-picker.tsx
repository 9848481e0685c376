import { canReadRecords, type RecordAccessState } from '@portal/contract';
import './person-picker.css';

export interface PickablePerson {
  patientId: string;
  name: string;
  relation: string;
  /** On records pages: a member whose records wait for consent says so beside the name. */
  recordAccess?: RecordAccessState;
}

/** Words beside a member whose records may not be read yet (not by colour alone). */
export function consentMark(state: RecordAccessState | undefined): string | null {
  if (!state || canReadRecords(state)) return null;
  return state === 'pending' ? '待同意' : '需本人同意';
}

/**
 * Whose records a personal-centre page shows: the holder or a family member. A group of
 * radio buttons (one keyboard stop, arrow keys move), large enough to press in both modes.
 */
export function PersonPicker({
  people,
  value,
  onChange,
  label = '选择就诊人',
}: {
  people: PickablePerson[];
  value: string;
  onChange: (patientId: string) => void;
  label?: string;
}) {
  return (
    <fieldset className="person-picker">
      <legend className="person-picker__legend">{label}</legend>
      <div className="person-picker__options">
        {people.map((p) => (
          <label
            key={p.patientId}
            className={
              p.patientId === value ? 'person-picker__option is-selected' : 'person-picker__option'
            }
          >
            <input
              type="radio"
              name="person-picker"
              value={p.patientId}
              checked={p.patientId === value}
              onChange={() => onChange(p.patientId)}
            />
            <span className="person-picker__name">{p.name}</span>
            <span className="person-picker__relation">{p.relation}</span>
            {consentMark(p.recordAccess) && (
              <span className="person-picker__consent">{consentMark(p.recordAccess)}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
