import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSettings } from '../../../../domain/account/account-settings.ts';
import type { AppConfig } from '../../../../domain/settings/app-config.ts';
import { api } from '../../../lib/api.ts';

export type StoredAccountSettings = AccountSettings & { revision: number };
export const ACCOUNT_SETTINGS_KEY = ['/api/account-settings'] as const;

/** The user's own settings; the shell applies them on every screen, so the route loader starts this too. */
export const accountSettingsQuery = queryOptions({
  queryKey: ACCOUNT_SETTINGS_KEY,
  queryFn: () => api.get<StoredAccountSettings>('/api/account-settings'),
});

export function useAccountSettings(enabled = true) {
  return useQuery({ ...accountSettingsQuery, enabled });
}

/** The public app config: whether e-mail can be sent at all and the platform's longest session. */
export function useAppConfig() {
  return useQuery<AppConfig>({ queryKey: ['/api/app-config'] });
}
