import { useState } from 'react';
import { Link } from 'react-router';
import { usePeople } from '@/components/person-picker/get-people';
import { PersonPicker } from '@/components/person-picker/person-picker';
import { QueryState } from '@/components/query-state/query-state';

/** Instead of an empty choice: booking needs a verified person, and where to get one. */
function NoPatients() {
  return (
    <p>
      预约需要已实名认证的就诊人。请先到<Link to="/account/authentication">实名认证</Link>
      完成本人认证或添加就诊人。
    </p>
  );
}

/**
 * The patient chosen for a booking or a waiting list. With only one to choose (the holder and no
 * family members) that one is chosen already: a tap on the only answer is no choice.
 */
export function useBookingPatient(): [string, (patientId: string) => void] {
  const [chosen, setChosen] = useState('');
  const people = usePeople();
  const only = people.data?.length === 1 ? people.data[0]?.patientId : undefined;
  return [chosen || (only ?? ''), setChosen];
}

/** The one PersonPicker set up for booking and the waiting list: masked IDs, how to add someone. */
export function BookingPatientPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (patientId: string) => void;
}) {
  const patients = usePeople();
  return (
    <QueryState query={patients}>
      {(list) => (
        <PersonPicker
          people={list}
          value={value}
          label="就诊人"
          showIdNo
          empty={<NoPatients />}
          onChange={onChange}
        />
      )}
    </QueryState>
  );
}
