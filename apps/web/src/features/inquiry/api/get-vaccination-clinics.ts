import { API, type VaccinationPage, type VaccinationQuery } from '@portal/contract';
import { usePageQuery } from './page-query';

/** One page of 预防接种门诊, filtered. */
export function useVaccinationClinics(filter: Omit<VaccinationQuery, 'pageSize'>) {
  return usePageQuery<VaccinationPage>(API.inquiryVaccination, filter);
}
