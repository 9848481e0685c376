import { API, type CheckupPage, type KeywordQuery } from '@portal/contract';
import { usePageQuery } from './page-query';

/** One page of 体检机构, filtered. */
export function useCheckupCentres(filter: Omit<KeywordQuery, 'pageSize'>) {
  return usePageQuery<CheckupPage>(API.inquiryCheckups, filter);
}
