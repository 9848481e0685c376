import { API, type PractitionerPage, type PractitionerQuery } from '@portal/contract';
import { usePageQuery } from './page-query';

/**
 * Practitioners by name or institution. Nothing is asked before one of the two is given: the
 * register checks a person, it is not a staff list (the server refuses that too).
 */
export function usePractitioners(filter: Omit<PractitionerQuery, 'pageSize'>) {
  return usePageQuery<PractitionerPage>(
    API.inquiryPractitioners,
    filter,
    Boolean(filter.name || filter.institution),
  );
}
