import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useColorMode } from '../../lib/theme/color-mode.ts';
import {
  DEFAULT_THEME,
  THEME_UPDATED_EVENT,
  type Theme,
  type ThemeUpdatedDetail,
} from '../../lib/theme/theme.ts';
import { CURRENT_THEME_KEY, fetchCurrentTheme, saveTheme } from '../../lib/theme/theme-api.ts';
import { ThemeContext, type ThemeContextValue } from '../../lib/theme/theme-context.ts';
import { applyThemeToDocument } from '../../lib/theme/theme-css.ts';

/**
 * The theme (docs/product-rules.md, "The web app"): the current theme is loaded at start; a preview takes precedence for display;
 * applying saves it, makes it current, clears the preview and announces 'theme-updated'; reverting clears
 * the preview. Whatever is displayed is written to <html> as CSS variables, for the current colour mode.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { resolvedMode } = useColorMode();
  const query = useQuery({ queryKey: CURRENT_THEME_KEY, queryFn: fetchCurrentTheme });
  const [previewTheme, setPreviewTheme] = useState<Theme | null>(null);
  const currentTheme = query.data ?? DEFAULT_THEME;
  const displayTheme = previewTheme ?? currentTheme;

  useLayoutEffect(() => applyThemeToDocument(displayTheme, resolvedMode), [displayTheme, resolvedMode]);

  const applyTheme = useCallback(
    async (theme: Theme) => {
      const saved = await saveTheme(theme);
      queryClient.setQueryData(CURRENT_THEME_KEY, saved);
      setPreviewTheme(null);
      const detail: ThemeUpdatedDetail = { ...saved.brandElements };
      window.dispatchEvent(new CustomEvent(THEME_UPDATED_EVENT, { detail }));
      return saved;
    },
    [queryClient],
  );

  const revert = useCallback(() => setPreviewTheme(null), []);

  const value = useMemo<ThemeContextValue>(
    () => ({
      currentTheme,
      previewTheme,
      displayTheme,
      isLoading: query.isLoading,
      setPreviewTheme,
      applyTheme,
      revert,
    }),
    [currentTheme, previewTheme, displayTheme, query.isLoading, applyTheme, revert],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
