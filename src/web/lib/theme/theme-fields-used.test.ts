import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, type Theme } from './theme.ts';
import { themeVariables } from './theme-css.ts';

// A field of the theme editor that changes nothing on screen is a defect. Each field of the four tabs
// must change a CSS variable, and each variable must be read by the stylesheet or a class in the app.

const WEB = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}
const code = sources(WEB)
  .filter((file) => !file.includes(`${path.sep}theme${path.sep}theme-css.ts`))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** Where a variable is read: var(--x) in CSS, an arbitrary value (--x), or the Tailwind utility of its token. */
function isRead(variable: string): boolean {
  if (code.includes(`var(${variable})`) || code.includes(`(${variable})`)) return true;
  const color = /^--color-(.+)$/.exec(variable);
  if (color)
    return new RegExp(`\\b(bg|text|border|ring|outline|fill|stroke|divide)(-[lrtbxy])?-${color[1]}\\b`).test(
      code,
    );
  const text = /^--text-(.+)$/.exec(variable);
  if (text) return new RegExp(`\\btext-${text[1]}\\b`).test(code);
  const radius = /^--radius-(.+)$/.exec(variable);
  if (radius) return new RegExp(`\\brounded(-[trbl]{1,2})?-${radius[1]}\\b`).test(code);
  return false;
}

type Leaf = { path: string[]; value: string };
function leaves(value: unknown, at: string[] = []): Leaf[] {
  if (typeof value === 'string') return [{ path: at, value }];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...at, key]));
  return [];
}

function withValue(theme: Theme, at: string[], value: string): Theme {
  const copy = structuredClone(theme) as unknown as Record<string, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[at.at(-1)!] = value;
  return copy as unknown as Theme;
}

/** A different, valid value of the same kind. */
function changed(value: string): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase() === '#123456' ? '#654321' : '#123456';
  if (value === 'Inter') return 'Georgia';
  const length = /^(\d+(?:\.\d+)?)(px|em|rem|%)?$/.exec(value);
  if (length) return `${Number(length[1]) + 3}${length[2] ?? ''}`;
  return `${value}x`;
}

// Shown by the shell rather than through CSS variables: navigation (sidebar or header groups), the brand
// (header, landing page) and the theme's own name and state.
const NOT_CSS = new Set([
  'name',
  'isActive',
  'layout.navigation',
  'brandElements.companyName',
  'brandElements.tagline',
  'brandElements.logo',
  'brandElements.favicon',
]);

describe('every field of the theme editor changes something visible', () => {
  const fields = leaves(DEFAULT_THEME).filter((leaf) => !NOT_CSS.has(leaf.path.join('.')));

  it.each(fields.map((leaf) => [leaf.path.join('.'), leaf] as const))(
    '%s changes a CSS variable',
    (_, leaf) => {
      const before = themeVariables(DEFAULT_THEME, 'light');
      const after = themeVariables(withValue(DEFAULT_THEME, leaf.path, changed(leaf.value)), 'light');
      const differing = Object.keys(after).filter((name) => after[name] !== before[name]);
      expect(differing.length, leaf.path.join('.')).toBeGreaterThan(0);
      expect(differing.filter(isRead), `${leaf.path.join('.')} sets ${differing.join(', ')}`).not.toEqual([]);
    },
  );

  it('the brand and the navigation are read by the shell', () => {
    expect(code).toMatch(/layout\.navigation/);
    expect(code).toMatch(/brand\.companyName/);
    expect(code).toMatch(/brand\.tagline/);
    expect(code).toMatch(/brand\.logo/);
    expect(code).toMatch(/brandElements\.favicon/);
  });
});
