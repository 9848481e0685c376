import { API, type GuidePage, type PageQuery } from '@portal/contract';
import { usePageQuery } from './page-query';

/** One page of 办事指南, filtered. */
export function useGuides(filter: Omit<PageQuery, 'pageSize'>) {
  return usePageQuery<GuidePage>(API.inquiryGuides, filter);
}
