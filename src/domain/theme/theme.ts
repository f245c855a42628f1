import { z } from 'zod';

// The editor's option lists live in options.ts, free of zod (docs/product-rules.md, "Budgets").
import { FONT_FAMILIES, NAVIGATION_LAYOUTS } from './options.ts';

export { FONT_FAMILIES, type FontFamily, NAVIGATION_LAYOUTS, type NavigationLayout } from './options.ts';

export const HEX_COLOUR_MESSAGE = 'Use a hex colour like #3b82f6';

// Values end up in CSS custom properties: the patterns keep anything but a plain value (`;`, `url(`) out.
const hex = z
  .string()
  .max(7, HEX_COLOUR_MESSAGE)
  .regex(/^#[0-9a-fA-F]{6}$/, HEX_COLOUR_MESSAGE);
const size = z
  .string()
  .max(16)
  .regex(/^\d+(\.\d+)?(px|rem|em)$/, 'Use a CSS size like 16px');
const width = z
  .string()
  .max(16)
  .regex(/^\d+(\.\d+)?(px|rem|em|%)$/, 'Use a CSS width like 1200px');
const lineHeight = z
  .string()
  .max(8)
  .regex(/^\d+(\.\d+)?$/, 'Use a number like 1.5');
const letterSpacing = z
  .string()
  .max(16)
  .regex(/^-?\d+(\.\d+)?(em|px|rem)$/, 'Use a CSS length like 0em');
// Only web addresses: a logo or favicon is put in src/href, where other schemes have no business.
const assetUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Invalid URL' }).max(2000)])
  .optional();

export const colorPaletteSchema = z.object({
  primary: hex,
  secondary: hex,
  accent: hex,
  background: hex,
  surface: hex,
  text: hex,
  border: hex,
  success: hex,
  warning: hex,
  error: hex,
  info: hex,
});

export const typographySchema = z.object({
  fontFamily: z.enum(FONT_FAMILIES),
  fontSize: z.object({ xs: size, sm: size, base: size, lg: size, xl: size, xxl: size }),
  lineHeight,
  letterSpacing,
});

export const layoutSchema = z.object({
  navigation: z.enum(NAVIGATION_LAYOUTS),
  containerWidth: width,
  borderRadius: size,
  spacing: z.object({ xs: size, sm: size, md: size, lg: size, xl: size }),
});

export const brandElementsSchema = z.object({
  logo: assetUrl,
  favicon: assetUrl,
  companyName: z.string().trim().max(100, 'Company name must be at most 100 characters'),
  tagline: z.string().trim().max(200, 'Tagline must be at most 200 characters'),
});

/** The theme entity (docs/product-rules.md, "The web app"). */
export const themeSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  isActive: z.boolean(),
  colorPalette: colorPaletteSchema,
  typography: typographySchema,
  layout: layoutSchema,
  brandElements: brandElementsSchema,
});
export type Theme = z.infer<typeof themeSchema>;
export type ColorPalette = Theme['colorPalette'];

export const DEFAULT_COMPANY_NAME = 'SkinCare Dev Platform';
export const DEFAULT_TAGLINE = 'Advanced R&D Platform';

const FONT_SIZES: Theme['typography']['fontSize'] = {
  xs: '12px',
  sm: '14px',
  base: '16px',
  lg: '18px',
  xl: '20px',
  xxl: '24px',
};
const SPACING: Theme['layout']['spacing'] = { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' };

/**
 * The default theme (docs/product-rules.md, "The web app"). The spec does not give surface and the status colours: those are
 * Tailwind's 600/700 shades that reach 4.5:1 on white, so they can be used as text.
 */
export const DEFAULT_THEME: Theme = {
  name: 'Clinical Blue',
  isActive: true,
  colorPalette: {
    primary: '#3b82f6',
    secondary: '#6b7280',
    accent: '#8b5cf6',
    background: '#f9fafb',
    surface: '#ffffff',
    text: '#111827',
    border: '#e5e7eb',
    success: '#15803d',
    warning: '#a16207',
    error: '#dc2626',
    info: '#0369a1',
  },
  typography: { fontFamily: 'Inter', fontSize: FONT_SIZES, lineHeight: '1.5', letterSpacing: '0em' },
  layout: { navigation: 'sidebar', containerWidth: '1200px', borderRadius: '6px', spacing: SPACING },
  brandElements: { logo: '', favicon: '', companyName: DEFAULT_COMPANY_NAME, tagline: DEFAULT_TAGLINE },
};

type Overrides = Pick<Theme, 'name'> & {
  colorPalette: Partial<ColorPalette>;
  typography?: Partial<Theme['typography']>;
  layout?: Partial<Theme['layout']>;
};

function template({ name, colorPalette, typography, layout }: Overrides): Theme {
  return {
    ...DEFAULT_THEME,
    name,
    isActive: false,
    colorPalette: { ...DEFAULT_THEME.colorPalette, ...colorPalette },
    typography: { ...DEFAULT_THEME.typography, ...typography },
    layout: { ...DEFAULT_THEME.layout, ...layout },
  };
}

/** Starting points offered on the theme screen; every one keeps body text and status colours at 4.5:1 or more. */
export const THEME_TEMPLATES: readonly Theme[] = [
  template({ name: 'Clinical Blue', colorPalette: {} }),
  template({
    name: 'Forest Botanical',
    colorPalette: {
      primary: '#166534',
      secondary: '#57534e',
      accent: '#a16207',
      background: '#f7faf5',
      text: '#1c2a1f',
      border: '#d9e4d3',
    },
    typography: { fontFamily: 'Georgia' },
    layout: { borderRadius: '10px' },
  }),
  template({
    name: 'Charcoal Grooming',
    colorPalette: {
      primary: '#1f2937',
      secondary: '#4b5563',
      accent: '#b45309',
      background: '#f3f4f6',
      text: '#0b0f19',
      border: '#d1d5db',
    },
    typography: { fontFamily: 'Helvetica', letterSpacing: '0.01em' },
    layout: { navigation: 'top', borderRadius: '2px' },
  }),
  template({
    name: 'Ocean Minimal',
    colorPalette: {
      primary: '#0e7490',
      secondary: '#64748b',
      accent: '#4f46e5',
      background: '#f8fafc',
      text: '#0f172a',
      border: '#e2e8f0',
    },
    typography: { fontFamily: 'System UI' },
    layout: { containerWidth: '1280px', borderRadius: '12px' },
  }),
  template({
    name: 'Classic Barbershop',
    colorPalette: {
      primary: '#9f1239',
      secondary: '#6b7280',
      accent: '#1e3a8a',
      background: '#fcfaf7',
      text: '#1f1a17',
      border: '#e7e0d8',
    },
    typography: { fontFamily: 'Times New Roman', lineHeight: '1.6' },
    layout: { borderRadius: '4px' },
  }),
];
