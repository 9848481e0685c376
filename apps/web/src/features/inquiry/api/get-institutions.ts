import { API, type InstitutionPage, type InstitutionQuery } from '@portal/contract';
import { usePageQuery } from './page-query';

/** One page of 医疗机构, filtered. */
export function useInstitutions(filter: Omit<InstitutionQuery, 'pageSize'>) {
  return usePageQuery<InstitutionPage>(API.inquiryInstitutions, filter);
}
