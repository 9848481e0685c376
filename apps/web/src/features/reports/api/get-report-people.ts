import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type FamilyList, type IdentityInfo, type RecordAccessState } from '@portal/contract';
import { api } from '@/lib/api-client';

export interface ReportPerson {
  /** `self` or the family member's id (the reports' patientId). */
  id: string;
  name: string;
  relation: string;
  recordAccess: RecordAccessState;
}

/** The account's people, each with whether their reports may be read (consent). */
export async function getReportPeople(): Promise<ReportPerson[]> {
  const [self, family] = await Promise.all([
    api.get<IdentityInfo | null>(API.myIdentity),
    api.get<FamilyList>(API.family),
  ]);
  return [
    ...(self
      ? [{ id: 'self', name: self.name, relation: '本人', recordAccess: 'own' as const }]
      : []),
    ...family.list.map((m) => ({
      id: m.id,
      name: m.name,
      relation: m.relation,
      recordAccess: m.recordAccess,
    })),
  ];
}

export function useReportPeople() {
  return useQuery(
    queryOptions({ queryKey: ['reports', 'people'], queryFn: getReportPeople, staleTime: 0 }),
  );
}
