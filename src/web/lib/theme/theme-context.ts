import { createContext, useContext } from 'react';
import type { Theme } from './theme.ts';

export interface ThemeContextValue {
  /** The saved, active theme (the default until the server's answers). */
  currentTheme: Theme;
  /** A theme being previewed; it takes precedence for display until applied or reverted. */
  previewTheme: Theme | null;
  /** What the screen shows: the preview, else the current theme. */
  displayTheme: Theme;
  isLoading: boolean;
  setPreviewTheme: (theme: Theme | null) => void;
  /** Saves the theme (POST /api/admin/theme), makes it current, clears the preview, announces 'theme-updated'. */
  applyTheme: (theme: Theme) => Promise<Theme>;
  /** Clears the preview and shows the current theme again. */
  revert: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
