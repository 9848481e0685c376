import { API, type BloodDonationPage, type KeywordQuery } from '@portal/contract';
import { usePageQuery } from './page-query';

/** One page of 献血点, filtered. */
export function useBloodDonationSites(filter: Omit<KeywordQuery, 'pageSize'>) {
  return usePageQuery<BloodDonationPage>(API.inquiryBloodDonation, filter);
}
