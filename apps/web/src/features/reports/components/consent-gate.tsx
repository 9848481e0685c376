import type { ReactNode } from 'react';
import { canReadRecords } from '@portal/contract';
import { usePeople } from '@/components/person-picker/get-people';
import { PersonPicker } from '@/components/person-picker/person-picker';
import { QueryState } from '@/components/query-state/query-state';
import { RecordConsentNotice } from '@/components/record-consent/record-consent-notice';

/**
 * A report list for one person, asked for only once the page knows their reports may be read:
 * a family member who has not consented gets how to ask, not a failed request.
 */
export function ConsentGate({ patient, children }: { patient: string; children: () => ReactNode }) {
  const people = usePeople();
  return (
    <QueryState query={people}>
      {(list) => {
        const person = list.find((p) => p.patientId === patient);
        if (person && !canReadRecords(person.recordAccess)) {
          return <RecordConsentNotice name={person.name} state={person.recordAccess} />;
        }
        return children();
      }}
    </QueryState>
  );
}

/** Whose reports the list shows; asked only when the account has family members to choose. */
export function ReportPersonPicker({
  patient,
  onChange,
}: {
  patient: string;
  onChange: (patient: string) => void;
}) {
  const people = usePeople();
  if (!people.data || people.data.length < 2) return null;
  return (
    <PersonPicker
      people={people.data}
      value={patient}
      label="查看谁的报告"
      addLink
      className="no-print"
      onChange={onChange}
    />
  );
}
