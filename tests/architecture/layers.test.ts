import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Edge, edges, ROOT } from './import-graph.ts';

/**
 * The layer rules (docs/architecture.md, "Layers"), checked on every import in src/: a forbidden arrow fails the
 * build.
 */
const all = edges();
const violations = (rule: (edge: Edge) => boolean) =>
  all.filter(rule).map((edge) => `${edge.from} -> ${edge.to}`);

describe('layers', () => {
  it('finds the source files', () => {
    expect(all.length).toBeGreaterThan(20);
  });

  it('domain imports only zod, decimal.js and itself (its tests also the test tools; the optimizer its solver)', () => {
    const allowed = (e: Edge) =>
      /^(zod|decimal\.js)(\/|$)/.test(e.to) ||
      (e.from === 'domain/optimizer/solver.ts' && e.to === 'highs') ||
      (/\.test\.tsx?$/.test(e.from) && /^(vitest|fast-check)$/.test(e.to));
    expect(
      violations(
        (e) => e.from.startsWith('domain/') && (e.external ? !allowed(e) : !e.to.startsWith('domain/')),
      ),
    ).toEqual([]);
  });

  it('server and web never import each other', () => {
    expect(violations((e) => e.from.startsWith('server/') && !e.external && e.to.startsWith('web/'))).toEqual(
      [],
    );
    expect(violations((e) => e.from.startsWith('web/') && !e.external && e.to.startsWith('server/'))).toEqual(
      [],
    );
  });

  it('routes never touch Drizzle or the database', () => {
    expect(
      violations(
        (e) =>
          /\/routes\.ts$|\/routes\/[^/]+\.ts$/.test(e.from) &&
          (e.external ? e.to.startsWith('drizzle-orm') || e.to === 'pg' : e.to.startsWith('server/db/')),
      ),
    ).toEqual([]);
  });

  it('services never import Drizzle: queries live in repositories', () => {
    expect(
      violations(
        (e) => /server\/modules\/.*service\.ts$/.test(e.from) && e.external && e.to.startsWith('drizzle-orm'),
      ),
    ).toEqual([]);
  });

  it("a module never imports another module's repository", () => {
    expect(
      violations((e) => {
        const from = e.from.match(/^server\/modules\/([^/]+)\//)?.[1];
        const to = e.to.match(/^server\/modules\/([^/]+)\/.*repository/)?.[1];
        return !e.external && from !== undefined && to !== undefined && from !== to;
      }),
    ).toEqual([]);
  });

  it('web features never import each other', () => {
    expect(
      violations((e) => {
        const from = e.from.match(/^web\/features\/([^/]+)\//)?.[1];
        const to = e.to.match(/^web\/features\/([^/]+)(\/|$)/)?.[1];
        return !e.external && from !== undefined && to !== undefined && from !== to;
      }),
    ).toEqual([]);
  });

  it('ui primitives fetch nothing', () => {
    expect(
      violations(
        (e) =>
          e.from.startsWith('web/components/ui/') &&
          (e.external ? e.to.startsWith('@tanstack/react-query') : e.to.startsWith('web/lib/api')),
      ),
    ).toEqual([]);
  });
});

describe('the checker itself', () => {
  it('sees a forbidden import when there is one', () => {
    const probe = path.join(ROOT, 'domain', '__probe__.ts');
    fs.writeFileSync(probe, "import { buildApp } from '../server/app.ts';\nexport const x = buildApp;\n");
    try {
      const found = edges().filter((e) => e.from === 'domain/__probe__.ts' && e.to.startsWith('server/'));
      expect(found).toHaveLength(1);
    } finally {
      fs.rmSync(probe);
    }
  });
});
