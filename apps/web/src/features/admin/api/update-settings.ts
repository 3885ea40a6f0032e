import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteSettingsSchema, type AdminSettingsUpdate, type SiteSettings } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export async function updateSettings(update: AdminSettingsUpdate): Promise<SiteSettings> {
  return siteSettingsSchema.parse(await api.put('/api/admin/settings/', update));
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
