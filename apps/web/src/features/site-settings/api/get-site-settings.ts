import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type PublicSiteSettings } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { setStoredMaintenanceMode } from '#lib/storage.ts';

export async function getSiteSettings(): Promise<PublicSiteSettings> {
  const settings = await api.call(endpoints.siteSettings.get);
  // The client's maintenance gate reads the stored flag, so it follows the server from here on (decision 0408).
  setStoredMaintenanceMode(settings.maintenance_mode);
  return settings;
}

export const siteSettingsQueryOptions = queryOptions({
  queryKey: ['site-settings'],
  queryFn: getSiteSettings,
  // Short: every route change asks again unless the answer is only seconds old.
  staleTime: 5_000,
});

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions);
}
