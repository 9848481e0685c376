import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { canReadRecords, type RecordAccessState } from '@portal/contract';
import '@/components/form/drawn-radio.css';
import './person-picker.css';

export interface PickablePerson {
  patientId: string;
  name: string;
  relation: string;
  /** Shown only where the page asks for it (booking: which document the visit is under). */
  idNo?: string;
  /** On records pages: a member whose records wait for consent says so beside the name. */
  recordAccess?: RecordAccessState;
}

/** Words beside a member whose records may not be read yet (not by colour alone). */
export function consentMark(state: RecordAccessState | undefined): string | null {
  if (!state || canReadRecords(state)) return null;
  return state === 'pending' ? '待同意' : '需本人同意';
}

/**
 * Whose page this is, or whom a booking is for: the holder or a family member. A group of
 * radio buttons (one keyboard stop, arrow keys move), large enough to press in both modes,
 * each named "姓名（关系）".
 */
export function PersonPicker({
  people,
  value,
  onChange,
  label = '选择就诊人',
  showIdNo = false,
  addLink = false,
  empty,
  className,
}: {
  people: PickablePerson[];
  /** The chosen patientId; '' while nobody is chosen yet. */
  value: string;
  onChange: (patientId: string) => void;
  label?: string;
  showIdNo?: boolean;
  /** A way to the identity page, where family members are added. */
  addLink?: boolean;
  /** What to say instead of the group when there is nobody to choose. */
  empty?: ReactNode;
  /** e.g. `no-print` where the printed page names the person itself. */
  className?: string;
}) {
  if (people.length === 0 && empty) return <>{empty}</>;
  return (
    <fieldset className={className ? `person-picker ${className}` : 'person-picker'}>
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
              className="drawn-radio"
              name="person-picker"
              value={p.patientId}
              checked={p.patientId === value}
              onChange={() => onChange(p.patientId)}
            />
            {/* One flex item, so the radio's name reads "姓名（关系）" with no gap inserted. */}
            <span className="person-picker__who">
              <span className="person-picker__name">{p.name}</span>
              <span className="person-picker__relation">（{p.relation}）</span>
            </span>
            {showIdNo && p.idNo && <span className="person-picker__idno">{p.idNo}</span>}
            {consentMark(p.recordAccess) && (
              <span className="person-picker__consent">{consentMark(p.recordAccess)}</span>
            )}
          </label>
        ))}
        {addLink && (
          <Link className="person-picker__add" to="/account/authentication">
            添加就诊人
          </Link>
        )}
      </div>
    </fieldset>
  );
}
