import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import {
  COLOR_MODE_STORAGE_KEY,
  type ColorMode,
  ColorModeContext,
  readStoredColorMode,
  resolveColorMode,
  setDocumentColorMode,
  storeColorMode,
  systemPrefersDark,
  watchSystemColorScheme,
} from '../../lib/theme/color-mode.ts';

/** Light, dark or auto (the system's choice), remembered in localStorage and shared by every open tab. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ColorMode>(readStoredColorMode);
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);
  const resolvedMode = resolveColorMode(mode, prefersDark);

  useEffect(() => watchSystemColorScheme(() => setPrefersDark(systemPrefersDark())), []);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === COLOR_MODE_STORAGE_KEY) setModeState(readStoredColorMode());
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useLayoutEffect(() => setDocumentColorMode(resolvedMode), [resolvedMode]);

  const setMode = useCallback((next: ColorMode) => {
    storeColorMode(next);
    setModeState(next);
  }, []);

  const value = useMemo(() => ({ mode, resolvedMode, setMode }), [mode, resolvedMode, setMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}
