import { useQueryClient } from '@tanstack/react-query';
import { businessDetailsQueryOptions } from '#features/legal/api/get-business-details.ts';
import { siteSettingsQueryOptions } from '#features/site-settings/api/get-site-settings.ts';
import { SettingsPage } from '#features/admin/settings/components/settings-page.tsx';

/**
 * After a change, what the whole app reads from the settings (maintenance, registration, the imprint's business
 * details) is fetched again, so that the owner sees the result at once.
 */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <SettingsPage
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: siteSettingsQueryOptions.queryKey });
        void queryClient.invalidateQueries({ queryKey: businessDetailsQueryOptions.queryKey });
      }}
    />
  );
}
