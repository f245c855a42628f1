import { ensureContrast, mix, parseHex, type Rgb, solidForWhiteText, toHex, WHITE } from './color.ts';
import { DEFAULT_THEME, type Theme } from './theme.ts';

export type ResolvedMode = 'light' | 'dark';

// Dark mode keeps the theme's brand colours but not its page colours, which are chosen for a light page.
const DARK_PAGE = { background: '#0b1220', surface: '#131c2e', text: '#f1f5f9', border: '#2b3a52' };
const AA = 4.5;

function color(value: string, fallback: string): Rgb {
  return parseHex(value) ?? (parseHex(fallback) as Rgb);
}

function length(value: string | number, fallback: string): string {
  if (typeof value === 'number') return `${value}px`;
  return /^\d+(\.\d+)?(px|rem|em|%)$/.test(value.trim()) ? value.trim() : fallback;
}

const FONT_STACKS: Record<string, string> = {
  'System UI': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  Georgia: 'Georgia, "Times New Roman", serif',
  'Times New Roman': '"Times New Roman", Times, serif',
};

function fontStack(family: string): string {
  const known = FONT_STACKS[family];
  if (known) return known;
  const name = family.replace(/[^\w\s-]/g, '').trim();
  return `${name ? `"${name}", ` : ''}ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
}

/** Fill, text on the fill, text on the page, and a tint for backgrounds, of one brand colour. */
function tone(
  name: string,
  value: Rgb,
  page: Rgb[],
  surface: Rgb,
  mode: ResolvedMode,
): Record<string, string> {
  const subtle = mix(surface, value, mode === 'light' ? 0.12 : 0.22);
  return {
    [`--color-${name}`]: toHex(solidForWhiteText(value)),
    [`--color-${name}-foreground`]: '#ffffff',
    [`--color-${name}-ink`]: toHex(ensureContrast(value, [...page, subtle], AA)),
    [`--color-${name}-subtle`]: toHex(subtle),
  };
}

/**
 * The CSS custom properties of a theme in one colour mode: the Tailwind theme tokens of `styles.css`
 * (`--color-*`, `--radius-*`, `--font-sans`, `--text-*`) plus the layout values (`--app-*`). Every text
 * colour is adjusted to reach WCAG AA (4.5:1) on the surfaces it is used on.
 */
export function themeVariables(theme: Theme, mode: ResolvedMode): Record<string, string> {
  const d = DEFAULT_THEME.colorPalette;
  const p = theme.colorPalette;
  const light = mode === 'light';
  const background = light ? color(p.background, d.background) : color(DARK_PAGE.background, d.background);
  const surface = light ? color(p.surface, d.surface) : color(DARK_PAGE.surface, d.surface);
  const border = light ? color(p.border, d.border) : color(DARK_PAGE.border, d.border);
  const muted = mix(surface, light ? color(p.text, d.text) : WHITE, light ? 0.05 : 0.07);
  const page = [background, surface, muted];
  const text = ensureContrast(light ? color(p.text, d.text) : color(DARK_PAGE.text, d.text), page, 7);
  const mutedText = ensureContrast(mix(text, surface, 0.35), page, AA);
  const secondary = mix(surface, color(p.secondary, d.secondary), light ? 0.14 : 0.3);
  const { fontSize } = theme.typography;
  const f = DEFAULT_THEME.typography.fontSize;
  const radius = length(theme.layout.borderRadius, DEFAULT_THEME.layout.borderRadius);
  const spacing = theme.layout.spacing;
  const ds = DEFAULT_THEME.layout.spacing;

  return {
    '--color-background': toHex(background),
    '--color-surface': toHex(surface),
    '--color-foreground': toHex(text),
    '--color-muted': toHex(muted),
    '--color-muted-foreground': toHex(mutedText),
    '--color-border': toHex(border),
    '--color-input': toHex(mix(border, text, light ? 0.25 : 0.2)),
    '--color-secondary': toHex(secondary),
    '--color-secondary-foreground': toHex(ensureContrast(text, [secondary], AA)),
    ...tone('primary', color(p.primary, d.primary), page, surface, mode),
    ...tone('accent', color(p.accent, d.accent), page, surface, mode),
    ...tone('success', color(p.success, d.success), page, surface, mode),
    ...tone('warning', color(p.warning, d.warning), page, surface, mode),
    ...tone('error', color(p.error, d.error), page, surface, mode),
    ...tone('info', color(p.info, d.info), page, surface, mode),
    '--color-ring': toHex(ensureContrast(color(p.primary, d.primary), page, 3)),
    '--radius-sm': `max(0px, calc(${radius} - 2px))`,
    '--radius-md': radius,
    '--radius-lg': `calc(${radius} + 2px)`,
    '--radius-xl': `calc(${radius} + 6px)`,
    '--font-sans': fontStack(theme.typography.fontFamily),
    '--text-xs': length(fontSize.xs, f.xs),
    '--text-sm': length(fontSize.sm, f.sm),
    '--text-base': length(fontSize.base, f.base),
    '--text-lg': length(fontSize.lg, f.lg),
    '--text-xl': length(fontSize.xl, f.xl),
    '--text-2xl': length(fontSize.xxl, f.xxl),
    '--app-font-base': length(fontSize.base, f.base),
    '--app-line-height': String(Number.parseFloat(String(theme.typography.lineHeight)) || 1.5),
    '--app-letter-spacing': length(theme.typography.letterSpacing, '0px'),
    '--app-container': length(theme.layout.containerWidth, DEFAULT_THEME.layout.containerWidth),
    '--app-spacing-xs': length(spacing.xs, ds.xs),
    '--app-spacing-sm': length(spacing.sm, ds.sm),
    '--app-spacing-md': length(spacing.md, ds.md),
    '--app-spacing-lg': length(spacing.lg, ds.lg),
    '--app-spacing-xl': length(spacing.xl, ds.xl),
  };
}

/** Sets the theme's variables on <html> (CSSOM, so the CSP's ban on inline styles does not apply). */
export function applyThemeToDocument(
  theme: Theme,
  mode: ResolvedMode,
  root = document.documentElement,
): void {
  for (const [name, value] of Object.entries(themeVariables(theme, mode)))
    root.style.setProperty(name, value);
  root.style.colorScheme = mode;
  const favicon = theme.brandElements.favicon;
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link) link.href = favicon && /^(\/|https:|data:image\/)/.test(favicon) ? favicon : '/favicon.svg';
}
