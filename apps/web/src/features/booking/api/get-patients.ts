import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type FamilyList, type IdentityInfo } from '@portal/contract';
import { api } from '@/lib/api-client';

export interface Patient {
  /** `self` for the account holder, else the family member's id (BookingBody.patientId). */
  id: string;
  name: string;
  idNo: string;
  relation: string;
}

/** Who the account may book for: itself once verified, and its (verified) family members. */
export async function getPatients(): Promise<Patient[]> {
  const [self, family] = await Promise.all([
    api.get<IdentityInfo | null>(API.myIdentity),
    api.get<FamilyList>(API.family),
  ]);
  const own = self ? [{ id: 'self', name: self.name, idNo: self.idNo, relation: '本人' }] : [];
  return [
    ...own,
    ...family.list.map((m) => ({ id: m.id, name: m.name, idNo: m.idNo, relation: m.relation })),
  ];
}

// Family members are added on the identity page, whose cache entries are its own: ask again
// each time the confirm page opens rather than offer a list that may be out of date.
export const patientsQueryOptions = () =>
  queryOptions({ queryKey: ['booking', 'patients'], queryFn: getPatients, staleTime: 0 });

export function usePatients() {
  return useQuery(patientsQueryOptions());
}
