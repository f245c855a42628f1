import { useEffect } from 'react';
import { applyPreferences } from '../../../lib/preferences.ts';
import { useColorMode } from '../../../lib/theme/color-mode.ts';
import { useAccountSettings } from '../api/index.ts';

/** Applies the signed-in user's saved preferences: colour mode, compact view, time zone and sound. */
export function ApplyAccountPreferences() {
  const { data } = useAccountSettings();
  const { setMode } = useColorMode();
  const preferences = data?.preferences;
  useEffect(() => {
    if (!preferences) return;
    setMode(preferences.theme);
    applyPreferences({
      compactView: preferences.compactView,
      timezone: preferences.timezone,
      soundEnabled: preferences.soundEnabled,
    });
  }, [preferences, setMode]);
  return null;
}
