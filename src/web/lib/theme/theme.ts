import { DEFAULT_PLATFORM_NAME } from '../../../domain/settings/platform.ts';

/** The theme object of `GET /api/admin/theme/current` (docs/product-rules.md, "The web app"). */
export interface ColorPalette {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  border: string;
  success: string;
  warning: string;
  error: string;
  info: string;
}

export interface FontSizes {
  xs: string;
  sm: string;
  base: string;
  lg: string;
  xl: string;
  xxl: string;
}

export interface Typography {
  fontFamily: string;
  fontSize: FontSizes;
  lineHeight: number | string;
  letterSpacing: string;
}

export interface ThemeLayout {
  navigation: 'sidebar' | 'top';
  containerWidth: string;
  borderRadius: string;
  spacing: { xs: string; sm: string; md: string; lg: string; xl: string };
}

export interface BrandElements {
  logo: string;
  favicon: string;
  companyName: string;
  tagline: string;
}

export interface Theme {
  id?: string;
  name: string;
  isActive?: boolean;
  colorPalette: ColorPalette;
  typography: Typography;
  layout: ThemeLayout;
  brandElements: BrandElements;
  revision?: number;
}

export const DEFAULT_TAGLINE = 'Advanced R&D Platform';

/** The default theme (docs/product-rules.md, "The web app"); the colours the specification leaves open are Tailwind's matching shades. */
export const DEFAULT_THEME: Theme = {
  name: 'Default',
  colorPalette: {
    primary: '#3b82f6',
    secondary: '#6b7280',
    accent: '#8b5cf6',
    background: '#f9fafb',
    surface: '#ffffff',
    text: '#111827',
    border: '#e5e7eb',
    success: '#10b981',
    warning: '#f59e0b',
    error: '#ef4444',
    info: '#0ea5e9',
  },
  typography: {
    fontFamily: 'Inter',
    fontSize: { xs: '12px', sm: '14px', base: '16px', lg: '18px', xl: '20px', xxl: '24px' },
    lineHeight: 1.5,
    letterSpacing: '0px',
  },
  layout: {
    navigation: 'sidebar',
    containerWidth: '1200px',
    borderRadius: '6px',
    spacing: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  },
  brandElements: { logo: '', favicon: '', companyName: DEFAULT_PLATFORM_NAME, tagline: DEFAULT_TAGLINE },
};

type Shape = { [key: string]: unknown };

function isObject(value: unknown): value is Shape {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every leaf of `defaults`, taken from `raw` where it has a usable value of the same kind. */
function merge<T>(defaults: T, raw: unknown): T {
  if (!isObject(defaults)) {
    if (typeof raw === 'number' && Number.isFinite(raw))
      return (typeof defaults === 'string' ? String(raw) : raw) as T;
    if (typeof raw === 'string' && raw.trim() !== '') return raw.trim() as T;
    return defaults;
  }
  const source = isObject(raw) ? raw : {};
  const out: Shape = {};
  for (const [key, value] of Object.entries(defaults)) out[key] = merge(value, source[key]);
  return out as T;
}

/**
 * A theme from the server, with the defaults filling whatever is missing or malformed (the columns are JSON,
 * and templates may predate a field). The company name and tagline fall back (docs/product-rules.md, "The web app").
 */
export function normalizeTheme(raw: unknown): Theme {
  const source = isObject(raw) ? raw : {};
  const theme: Theme = {
    name: typeof source.name === 'string' ? source.name : DEFAULT_THEME.name,
    colorPalette: merge(DEFAULT_THEME.colorPalette, source.colorPalette),
    typography: merge(DEFAULT_THEME.typography, source.typography),
    layout: merge(DEFAULT_THEME.layout, source.layout),
    brandElements: merge(DEFAULT_THEME.brandElements, source.brandElements),
  };
  if (theme.layout.navigation !== 'top') theme.layout.navigation = 'sidebar';
  if (typeof source.id === 'string') theme.id = source.id;
  if (typeof source.isActive === 'boolean') theme.isActive = source.isActive;
  if (typeof source.revision === 'number') theme.revision = source.revision;
  return theme;
}

/** The detail of the window event 'theme-updated' (docs/product-rules.md, "The web app"). */
export type ThemeUpdatedDetail = Pick<BrandElements, 'companyName' | 'tagline'> & Partial<BrandElements>;
export const THEME_UPDATED_EVENT = 'theme-updated';
