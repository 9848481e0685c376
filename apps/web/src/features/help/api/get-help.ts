import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type HelpCentre } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Every category of the help centre with its questions and answers. */
export function getHelp(): Promise<HelpCentre> {
  return api.get<HelpCentre>(API.help, { withoutToken: true });
}

export const helpQueryOptions = () =>
  queryOptions({ queryKey: ['help'], queryFn: getHelp, staleTime: 5 * 60_000 });

export function useHelp() {
  return useQuery(helpQueryOptions());
}
