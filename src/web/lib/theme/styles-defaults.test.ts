import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from './theme.ts';
import { themeVariables } from './theme-css.ts';

// styles.css carries the default theme's colours so the first paint, before the theme provider runs, already
// looks right. This keeps those copies equal to what the provider computes.
const css = readFileSync(new URL('../../styles.css', import.meta.url), 'utf8');

function block(selector: RegExp): Record<string, string> {
  const body = css.match(selector)?.[1] ?? '';
  return Object.fromEntries(
    [...body.matchAll(/(--color-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]),
  );
}

function colours(mode: 'light' | 'dark') {
  return Object.fromEntries(
    Object.entries(themeVariables(DEFAULT_THEME, mode)).filter(([name]) => name.startsWith('--color-')),
  );
}

describe('styles.css defaults', () => {
  it('match the default theme in light mode', () => {
    expect(block(/@theme \{([\s\S]*?)\n\}/)).toEqual(colours('light'));
  });

  it('match the default theme in dark mode where dark differs', () => {
    const dark = block(/\n\.dark \{([\s\S]*?)\n\}/);
    const light = colours('light');
    const expected = Object.fromEntries(
      Object.entries(colours('dark')).filter(([name, value]) => light[name] !== value),
    );
    expect(dark).toEqual(expected);
  });
});
