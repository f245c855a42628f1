import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, HEX_COLOUR_MESSAGE, THEME_TEMPLATES, themeSchema } from './theme.ts';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme', () => {
  it('has the default theme colours', () => {
    const { colorPalette, typography, layout, brandElements } = DEFAULT_THEME;
    expect(colorPalette).toMatchObject({
      primary: '#3b82f6',
      secondary: '#6b7280',
      accent: '#8b5cf6',
      background: '#f9fafb',
      text: '#111827',
      border: '#e5e7eb',
    });
    expect(layout.containerWidth).toBe('1200px');
    expect(layout.borderRadius).toBe('6px');
    expect(typography.fontSize.base).toBe('16px');
    expect(typography.lineHeight).toBe('1.5');
    expect(brandElements.companyName).toBe('SkinCare Dev Platform');
    expect(brandElements.tagline).toBe('Advanced R&D Platform');
    expect(themeSchema.parse(DEFAULT_THEME)).toEqual(DEFAULT_THEME);
  });

  it('offers at least four complete, distinct templates, the first being the default', () => {
    expect(THEME_TEMPLATES.length).toBeGreaterThanOrEqual(4);
    expect(new Set(THEME_TEMPLATES.map((t) => t.name)).size).toBe(THEME_TEMPLATES.length);
    expect({ ...THEME_TEMPLATES[0], isActive: true }).toEqual(DEFAULT_THEME);
    for (const template of THEME_TEMPLATES) {
      expect(themeSchema.parse(template)).toEqual(template);
      expect(template.isActive).toBe(false);
    }
  });

  it('keeps text and status colours readable (4.5:1) in every template', () => {
    for (const { name, colorPalette: c } of THEME_TEMPLATES) {
      for (const key of ['text', 'success', 'warning', 'error', 'info'] as const) {
        expect(contrast(c[key], c.surface), `${name} ${key}`).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(c.text, c.background), `${name} text on background`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('rejects values that are not plain CSS values', () => {
    const bad = structuredClone(DEFAULT_THEME);
    bad.colorPalette.primary = 'red; background: url(x)';
    const result = themeSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(HEX_COLOUR_MESSAGE);

    const badSize = structuredClone(DEFAULT_THEME);
    badSize.typography.fontSize.base = 'calc(1px)';
    expect(themeSchema.safeParse(badSize).success).toBe(false);

    const badLogo = structuredClone(DEFAULT_THEME);
    badLogo.brandElements.logo = 'javascript:alert(1)';
    expect(themeSchema.safeParse(badLogo).success).toBe(false);

    const longName = structuredClone(DEFAULT_THEME);
    longName.brandElements.companyName = 'x'.repeat(101);
    expect(themeSchema.safeParse(longName).success).toBe(false);
  });
});
