import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ACCOUNT_SETTINGS_KEY, type StoredAccountSettings } from './index.ts';

// Apart from api/index.ts: every screen's shell reads the settings, only the settings screen saves them.
export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StoredAccountSettings) =>
      api.patch<StoredAccountSettings>('/api/account-settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(ACCOUNT_SETTINGS_KEY, saved),
  });
}
