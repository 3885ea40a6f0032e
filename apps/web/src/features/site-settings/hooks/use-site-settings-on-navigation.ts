import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { siteSettingsQueryOptions } from '../api/get-site-settings.ts';

/** Asks the server for the settings on each route change; a fetch already under way or seconds old is reused. */
export function useSiteSettingsOnNavigation(): void {
  const queryClient = useQueryClient();
  const { key } = useLocation();
  useEffect(() => {
    void queryClient.prefetchQuery(siteSettingsQueryOptions);
  }, [key, queryClient]);
}
