import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { edges, ROOT, sourceFiles } from './import-graph.ts';

/**
 * The web's one shape (docs/architecture.md, "Where things go"): every page in src/web/pages, every feature
 * folder holding only api/, components/, lib/ and an index.ts. Each rule is proven by a probe file below.
 */
const PAGES = path.join(ROOT, 'web', 'pages');
const FEATURES = path.join(ROOT, 'web', 'features');
const FEATURE_ENTRIES = new Set(['api/', 'components/', 'lib/', 'index.ts']);

/** Page files (`*-page.tsx`, their tests alike) anywhere but directly in src/web/pages. */
function misplacedPages(): string[] {
  return sourceFiles(path.join(ROOT, 'web'))
    .filter((file) => /-page(\.test)?\.tsx$/.test(file) && path.dirname(file) !== PAGES)
    .map((file) => path.relative(ROOT, file));
}

/** What src/web/pages holds beside pages and their tests. */
function strangersInPages(): string[] {
  return fs
    .readdirSync(PAGES)
    .filter((name) => !/^[a-z0-9-]+-page(\.test)?\.tsx$/.test(name))
    .map((name) => `web/pages/${name}`);
}

/** A feature folder's entries other than api/, components/, lib/ and index.ts. */
function strayFeatureEntries(): string[] {
  return fs.readdirSync(FEATURES, { withFileTypes: true }).flatMap((feature) =>
    fs
      .readdirSync(path.join(FEATURES, feature.name), { withFileTypes: true })
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
      .filter((entry) => !FEATURE_ENTRIES.has(entry))
      .map((entry) => `web/features/${feature.name}/${entry}`),
  );
}

/** Imports of a page from anywhere but the route registry and other pages: pages compose, nothing uses them. */
function importsOfPages(): string[] {
  return edges()
    .filter((e) => !e.external && e.to.startsWith('web/pages/'))
    .filter(
      (e) =>
        !e.from.startsWith('web/pages/') && e.from !== 'web/app/routes.ts' && e.from !== 'web/app/router.tsx',
    )
    .map((e) => `${e.from} -> ${e.to}`);
}

/** Writes `files` (paths under src/), runs `check`, and removes them again whatever happens. */
function withProbe<T>(files: Record<string, string>, check: () => T): T {
  const written: string[] = [];
  try {
    for (const [file, text] of Object.entries(files)) {
      const full = path.join(ROOT, file);
      fs.writeFileSync(full, text);
      written.push(full);
    }
    return check();
  } finally {
    for (const full of written) fs.rmSync(full);
  }
}

describe('web shape', () => {
  it('every page is in src/web/pages', () => {
    expect(misplacedPages()).toEqual([]);
  });

  it('src/web/pages holds pages and their tests only', () => {
    expect(strangersInPages()).toEqual([]);
  });

  it('a feature folder holds only api/, components/, lib/ and index.ts', () => {
    expect(strayFeatureEntries()).toEqual([]);
  });

  it('only the route registry, the router and other pages import a page', () => {
    expect(importsOfPages()).toEqual([]);
  });
});

describe('the shape checker itself', () => {
  it('sees a page outside src/web/pages', () => {
    const probe = 'web/features/substances/components/probe-page.tsx';
    expect(
      withProbe({ [probe]: 'export function ProbePage() {\n  return null;\n}\n' }, misplacedPages),
    ).toEqual([probe]);
  });

  it('sees something other than a page in src/web/pages', () => {
    expect(withProbe({ 'web/pages/probe-helper.ts': 'export const x = 1;\n' }, strangersInPages)).toEqual([
      'web/pages/probe-helper.ts',
    ]);
  });

  it("sees a file at a feature's root, an api.ts among them", () => {
    const found = withProbe(
      {
        'web/features/substances/api.ts': 'export const x = 1;\n',
        'web/features/substances/probe-helper.ts': 'export const y = 2;\n',
      },
      strayFeatureEntries,
    );
    expect(found.sort()).toEqual([
      'web/features/substances/api.ts',
      'web/features/substances/probe-helper.ts',
    ]);
  });

  it('sees a feature importing a page', () => {
    const probe = 'web/features/substances/components/probe.ts';
    const found = withProbe(
      { [probe]: "export { SubstancesPage } from '../../../pages/substances-page.tsx';\n" },
      importsOfPages,
    );
    expect(found).toEqual([`${probe} -> web/pages/substances-page.tsx`]);
  });
});
