import {
  DEFAULT_SYSTEM_SETTINGS,
  type SystemSettings,
  systemSettingsSchema,
} from '../../../domain/settings/system-settings.ts';

/** The stored settings object over the defaults: a missing or older-shaped row never breaks a request. */
export function readSettings(data: unknown): SystemSettings {
  const stored = (data ?? {}) as Partial<Record<keyof SystemSettings, object>>;
  const merged = Object.fromEntries(
    Object.entries(DEFAULT_SYSTEM_SETTINGS).map(([key, value]) => [
      key,
      { ...value, ...(stored[key as keyof SystemSettings] ?? {}) },
    ]),
  );
  const security = merged.security as SystemSettings['security'];
  security.passwordPolicy = {
    ...DEFAULT_SYSTEM_SETTINGS.security.passwordPolicy,
    ...((stored.security as SystemSettings['security'] | undefined)?.passwordPolicy ?? {}),
  };
  // Turn 1 allowed a minimum of 6; no policy goes below 8 now, so an older row reads as 8.
  security.passwordPolicy.minLength = Math.max(8, Number(security.passwordPolicy.minLength) || 8);
  const parsed = systemSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SYSTEM_SETTINGS;
}
