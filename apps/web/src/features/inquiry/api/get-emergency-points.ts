import { API, type EmergencyPage, type EmergencyQuery } from '@portal/contract';
import { usePageQuery } from './page-query';

/** One page of 急救站与 AED, filtered. */
export function useEmergencyPoints(filter: Omit<EmergencyQuery, 'pageSize'>) {
  return usePageQuery<EmergencyPage>(API.inquiryEmergency, filter);
}
