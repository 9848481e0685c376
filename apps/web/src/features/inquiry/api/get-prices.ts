import { API, type PricePage, type PriceQuery } from '@portal/contract';
import { usePageQuery } from './page-query';

/** One page of 医疗服务价格, filtered. */
export function usePrices(filter: Omit<PriceQuery, 'pageSize'>) {
  return usePageQuery<PricePage>(API.inquiryPrices, filter);
}
