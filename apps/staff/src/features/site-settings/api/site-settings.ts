import { STAFF_API, type SiteSettingsBody, type SiteSettingsView } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const KEY = ['staff', 'site-settings'] as const;

export function getSiteSettings() {
  return api.get<SiteSettingsView>(`${STAFF_API}/site`);
}

export function useSiteSettings() {
  return useQuery({ queryKey: KEY, queryFn: getSiteSettings });
}

export function updateSiteSettings(body: SiteSettingsBody) {
  return api.put<SiteSettingsView>(`${STAFF_API}/site`, body);
}

export function useUpdateSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (view) => client.setQueryData(KEY, view),
  });
}
