import { useQuery } from '@tanstack/react-query';
import type { AppConfig } from '../../domain/settings/app-config.ts';
import type { Feature } from '../../domain/settings/system-settings.ts';

/** GET /api/app-config: what the shell needs from the system settings (public, answered in maintenance too). */
export type { AppConfig };

export const APP_CONFIG_KEY = ['/api/app-config'] as const;

/** The app config; a 'settings' event on the live stream reloads it, so flags apply without a refresh. */
export function useAppConfig(options: { refetchInterval?: number } = {}) {
  return useQuery<AppConfig>({ queryKey: APP_CONFIG_KEY, ...options });
}

/** Whether a feature is on; until the config has loaded, everything counts as on. */
export function featureOn(config: AppConfig | undefined, feature: Feature | undefined): boolean {
  return !feature || config?.features[feature] !== false;
}
