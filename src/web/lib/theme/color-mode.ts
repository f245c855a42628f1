import { createContext, useContext } from 'react';
import type { ResolvedMode } from './theme-css.ts';

/** The account setting preferences.theme: light, dark, or follow the system ('auto'). */
export type ColorMode = 'light' | 'dark' | 'auto';
export const COLOR_MODE_STORAGE_KEY = 'formulary-theme-mode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark' || value === 'auto';
}

/** The stored preference; light (the spec's account default) when none is stored or storage is off. */
export function readStoredColorMode(): ColorMode {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(stored) ? stored : 'light';
  } catch {
    return 'light';
  }
}

export function storeColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(DARK_QUERY).matches;
}

export function watchSystemColorScheme(onChange: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function resolveColorMode(mode: ColorMode, prefersDark = systemPrefersDark()): ResolvedMode {
  return mode === 'auto' ? (prefersDark ? 'dark' : 'light') : mode;
}

/** The `dark` class on <html> drives Tailwind's dark variant. */
export function setDocumentColorMode(mode: ResolvedMode, root = document.documentElement): void {
  root.classList.toggle('dark', mode === 'dark');
}

export interface ColorModeContextValue {
  mode: ColorMode;
  resolvedMode: ResolvedMode;
  setMode: (mode: ColorMode) => void;
}

export const ColorModeContext = createContext<ColorModeContextValue | null>(null);

export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside ColorModeProvider');
  return value;
}
