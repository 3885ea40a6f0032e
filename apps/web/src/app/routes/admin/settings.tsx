import { useQueryClient } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from '../../../features/site-settings/api/get-site-settings.ts';
import { SettingsPage } from '../../../features/admin/components/settings-page.tsx';

/** After a change, the public settings the whole app reads (maintenance, registration) are fetched again. */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <SettingsPage
      onSaved={() => void queryClient.invalidateQueries({ queryKey: siteSettingsQueryOptions.queryKey })}
    />
  );
}
