import { api } from '../api.ts';
import { DEFAULT_THEME, normalizeTheme, type Theme } from './theme.ts';

export const CURRENT_THEME_KEY = ['/api/admin/theme/current'] as const;

/** The active theme (public). A failure is only logged: the app goes on with the default theme (docs/product-rules.md, "API conventions"). */
export async function fetchCurrentTheme({ signal }: { signal?: AbortSignal } = {}): Promise<Theme> {
  try {
    return normalizeTheme(await api.get<unknown>('/api/admin/theme/current', { signal }));
  } catch (error) {
    console.warn('Could not load the current theme; using the default theme.', error);
    return DEFAULT_THEME;
  }
}

/** Saves a theme and makes it the active one. A failure is logged and passed on to the caller (docs/product-rules.md, "API conventions"). */
export async function saveTheme(theme: Theme): Promise<Theme> {
  try {
    return normalizeTheme(await api.post<unknown>('/api/admin/theme', theme));
  } catch (error) {
    console.warn('Could not save the theme.', error);
    throw error;
  }
}
