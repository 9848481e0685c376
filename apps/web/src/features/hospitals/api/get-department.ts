import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type DepartmentDetail } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A department with its hospital's name, its clinics and its doctors. */
export function getDepartment(id: string): Promise<DepartmentDetail> {
  return api.get<DepartmentDetail>(API.department.replace(':id', encodeURIComponent(id)));
}

export const departmentQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['departments', id], queryFn: () => getDepartment(id) });

export function useDepartment(id: string) {
  return useQuery(departmentQueryOptions(id));
}
