import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type FamilyList, type IdentityInfo } from '@portal/contract';
import { api } from '@/lib/api-client';

export interface ReportPerson {
  /** `self` or the family member's id (the reports' patientId). */
  id: string;
  name: string;
  relation: string;
}

/** Whose reports the account may read: itself and its verified family members. */
export async function getReportPeople(): Promise<ReportPerson[]> {
  const [self, family] = await Promise.all([
    api.get<IdentityInfo | null>(API.myIdentity),
    api.get<FamilyList>(API.family),
  ]);
  return [
    ...(self ? [{ id: 'self', name: self.name, relation: '本人' }] : []),
    ...family.list.map((m) => ({ id: m.id, name: m.name, relation: m.relation })),
  ];
}

export function useReportPeople() {
  return useQuery(
    queryOptions({ queryKey: ['reports', 'people'], queryFn: getReportPeople, staleTime: 0 }),
  );
}
