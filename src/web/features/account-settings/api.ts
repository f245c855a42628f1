import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings } from '../../../domain/account/account-settings.ts';
import { api } from '../../lib/api.ts';

export type StoredAccountSettings = AccountSettings & { revision: number };
export const ACCOUNT_SETTINGS_KEY = ['/api/account-settings'] as const;

export function useAccountSettings(enabled = true) {
  return useQuery({
    queryKey: ACCOUNT_SETTINGS_KEY,
    queryFn: () => api.get<StoredAccountSettings>('/api/account-settings'),
    enabled,
  });
}

export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StoredAccountSettings) =>
      api.patch<StoredAccountSettings>('/api/account-settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(ACCOUNT_SETTINGS_KEY, saved),
  });
}
