import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrast, parseHex, type Rgb, WHITE } from './color.ts';
import { DEFAULT_THEME, normalizeTheme } from './theme.ts';
import { themeVariables } from './theme-css.ts';

const rgb = (hex: string) => parseHex(hex) as Rgb;

function assertLegible(variables: Record<string, string>) {
  const v = (name: string) => rgb(variables[name]);
  for (const page of ['--color-background', '--color-surface', '--color-muted']) {
    expect(contrast(v('--color-foreground'), v(page))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v('--color-muted-foreground'), v(page))).toBeGreaterThanOrEqual(4.5);
  }
  for (const tone of ['primary', 'accent', 'success', 'warning', 'error', 'info']) {
    expect(contrast(v(`--color-${tone}`), WHITE)).toBeGreaterThanOrEqual(4.5);
    for (const page of ['--color-background', '--color-surface', `--color-${tone}-subtle`]) {
      expect(contrast(v(`--color-${tone}-ink`), v(page))).toBeGreaterThanOrEqual(4.5);
    }
  }
}

describe('normalizeTheme', () => {
  it('fills whatever is missing from the defaults', () => {
    const theme = normalizeTheme({ name: 'Ocean', colorPalette: { primary: '#0ea5e9' }, brandElements: {} });
    expect(theme.colorPalette.primary).toBe('#0ea5e9');
    expect(theme.colorPalette.background).toBe('#f9fafb');
    expect(theme.layout.containerWidth).toBe('1200px');
    expect(theme.brandElements.companyName).toBe('SkinCare Dev Platform');
    expect(theme.brandElements.tagline).toBe('Advanced R&D Platform');
  });

  it('survives garbage', () => {
    expect(normalizeTheme(null)).toEqual(DEFAULT_THEME);
    expect(
      normalizeTheme({ colorPalette: 'red', layout: { navigation: 'diagonal' } }).layout.navigation,
    ).toBe('sidebar');
  });
});

describe('themeVariables', () => {
  it('keeps the default theme legible in both modes', () => {
    assertLegible(themeVariables(DEFAULT_THEME, 'light'));
    assertLegible(themeVariables(DEFAULT_THEME, 'dark'));
  });

  it('maps the layout and typography values', () => {
    const variables = themeVariables(DEFAULT_THEME, 'light');
    expect(variables['--radius-md']).toBe('6px');
    expect(variables['--app-container']).toBe('1200px');
    expect(variables['--text-base']).toBe('16px');
    expect(variables['--app-line-height']).toBe('1.5');
  });

  it('keeps any palette an admin picks legible', () => {
    const hex = fc
      .tuple(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
      )
      .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(
        hex,
        hex,
        hex,
        fc.constantFrom('light' as const, 'dark' as const),
        (primary, accent, warning, mode) => {
          const theme = normalizeTheme({ colorPalette: { primary, accent, warning } });
          assertLegible(themeVariables(theme, mode));
        },
      ),
      { numRuns: 200 },
    );
  });
});
