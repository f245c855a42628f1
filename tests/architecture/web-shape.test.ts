import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { edges, ROOT, readSource, sourceFiles } from './import-graph.ts';

/**
 * The web's one shape (docs/architecture.md, "Where things go"): every page in src/web/pages, every feature
 * folder holding only api/, components/, lib/ and an index.ts, every form built with Form or FormDialog. Each
 * rule is proven by a probe file below.
 */
const PAGES = path.join(ROOT, 'web', 'pages');
const FEATURES = path.join(ROOT, 'web', 'features');
const FEATURE_ENTRIES = new Set(['api/', 'components/', 'lib/', 'index.ts']);
/** The form primitive (`Form`, `FormDialog`, `schemaResolver`): the one place a form is made by hand. */
const FORM_PRIMITIVE = 'web/components/ui/form/';
/** A static import or re-export with what it names, or a dynamic import (which takes the whole module). */
const IMPORT_CLAUSE = /(?:import|export)\s+([^'"]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g;

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

/**
 * Forms built by hand outside the primitive (docs/recipes.md, "Web: a page, a feature file, a form, a lazy
 * dialog"): react-hook-form's `useForm` (or the whole module, which holds it), `@hookform/resolvers` or
 * `zodResolver`. The fields' own hooks and components (`Controller`, `useWatch`, `useFieldArray`,
 * `useFormContext`...) are allowed.
 */
function formsByHand(): string[] {
  return sourceFiles(path.join(ROOT, 'web'))
    .map((file) => path.relative(ROOT, file))
    .filter((file) => !file.startsWith(FORM_PRIMITIVE))
    .flatMap((file) =>
      [...(readSource(path.join(ROOT, file)) ?? '').matchAll(IMPORT_CLAUSE)].flatMap((match) => {
        const clause = match[3] ? '*' : (match[1] ?? '');
        const spec = match[2] ?? match[3] ?? '';
        if (spec.startsWith('@hookform/resolvers') || /\bzodResolver\b/.test(clause)) {
          return [`${file} -> ${spec}`];
        }
        if (spec === 'react-hook-form' && /\buseForm\b|\*/.test(clause)) return [`${file} -> useForm`];
        return [];
      }),
    );
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

  it('every form is built with Form or FormDialog: no useForm or resolver outside components/ui/form', () => {
    expect(formsByHand()).toEqual([]);
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

  it("sees a form built by hand, and lets the fields' hooks be", () => {
    const probe = 'web/features/substances/components/probe-form.tsx';
    const fields = 'web/features/substances/components/probe-fields.tsx';
    const found = withProbe(
      {
        [probe]: [
          "import { zodResolver } from '@hookform/resolvers/zod';",
          "import { Controller, useForm } from 'react-hook-form';",
          "export { zodResolver as resolver } from '@hookform/resolvers/zod';",
          "export const load = () => import('react-hook-form');",
          '',
        ].join('\n'),
        [fields]: "import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';\n",
      },
      formsByHand,
    );
    expect(found).toEqual([
      `${probe} -> @hookform/resolvers/zod`,
      `${probe} -> useForm`,
      `${probe} -> @hookform/resolvers/zod`,
      `${probe} -> useForm`,
    ]);
  });
});
