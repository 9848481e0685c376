import type { ReactNode } from 'react';
import { canReadRecords } from '@portal/contract';
import { usePeople } from '@/components/person-picker/get-people';
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
