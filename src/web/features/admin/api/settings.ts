import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, SettingsUpdate } from '../../../../domain/settings/system-settings.ts';
import { api } from '../../../lib/api.ts';

export const ADMIN_SETTINGS_KEY = ['/api/admin/settings'] as const;

export function useAdminSettings() {
  return useQuery<AdminSettings>({ queryKey: ADMIN_SETTINGS_KEY });
}

/** POST /api/admin/settings: the full object; the shell's app config (features, maintenance) reloads too. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SettingsUpdate) => api.post<AdminSettings>('/api/admin/settings', input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(ADMIN_SETTINGS_KEY, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/app-config'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/activity'] }),
      ]);
    },
  });
}
