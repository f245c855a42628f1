/** Colour arithmetic for contrast: the theme's colours are the admin's choice, the text must stay legible. */
export type Rgb = readonly [number, number, number];

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

export function parseHex(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` of `b` into `a` (0 gives a, 1 gives b). */
export function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  // Rounded, so a contrast checked here is the contrast of the hex colour finally written.
  return [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * amount)) as unknown as Rgb;
}

/** WCAG relative luminance. */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour closest to `color` with at least `ratio` contrast against every background: moved toward
 * black on light backgrounds and toward white on dark ones, in small steps so the hue stays recognisable.
 */
export function ensureContrast(color: Rgb, backgrounds: readonly Rgb[], ratio: number): Rgb {
  const towards = luminance(backgrounds[0]) > 0.18 ? BLACK : WHITE;
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, towards, step / 20);
    if (backgrounds.every((background) => contrast(candidate, background) >= ratio)) return candidate;
  }
  return towards;
}

/** A fill for white text: darkened until white reads on it at `ratio`. */
export function solidForWhiteText(color: Rgb, ratio = 4.5): Rgb {
  return ensureContrast(color, [WHITE], ratio);
}
