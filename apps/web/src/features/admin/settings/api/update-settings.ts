import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminSettingsUpdate, type SiteSettings, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function updateSettings(update: AdminSettingsUpdate): Promise<SiteSettings> {
  return api.call(adminEndpoints.settings.update, { body: update });
}

export function useUpdateSettings({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings, settings);
      onSaved?.();
    },
  });
}
