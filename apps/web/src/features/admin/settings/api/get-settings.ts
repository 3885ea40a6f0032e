import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SiteSettings, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function getAdminSettings(): Promise<SiteSettings> {
  return api.call(adminEndpoints.settings.get);
}

export const adminSettingsQueryOptions = queryOptions({
  queryKey: adminKeys.settings,
  queryFn: getAdminSettings,
});

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions);
}
