import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type FamilyList, type IdentityInfo, type RecordAccessState } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Someone the account acts for: its verified holder or one of its family members. */
export interface Person {
  /** `self` for the account holder, else the family member's id (the APIs' patientId). */
  patientId: string;
  name: string;
  relation: string;
  /** Masked, as the server sends it. */
  idNo: string;
  /** Whether this person's records may be read here (the holder's own always may). */
  recordAccess: RecordAccessState;
}

/** The holder once verified, then the family members, as booking and the records pages list them. */
export async function getPeople(): Promise<Person[]> {
  const [self, family] = await Promise.all([
    api.get<IdentityInfo | null>(API.myIdentity),
    api.get<FamilyList>(API.family),
  ]);
  const own: Person[] = self
    ? [
        {
          patientId: 'self',
          name: self.name,
          relation: '本人',
          idNo: self.idNo,
          recordAccess: 'own',
        },
      ]
    : [];
  return [
    ...own,
    ...family.list.map((m) => ({
      patientId: m.id,
      name: m.name,
      relation: m.relation,
      idNo: m.idNo,
      recordAccess: m.recordAccess,
    })),
  ];
}

// Family members and consents change on the identity page, whose cache entries are its own:
// ask again each time a page that picks a person opens rather than offer a stale list.
export const peopleQueryOptions = () =>
  queryOptions({ queryKey: ['people'], queryFn: getPeople, staleTime: 0 });

export function usePeople() {
  return useQuery(peopleQueryOptions());
}
