import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { edges, importCycles, ROOT } from './import-graph.ts';

/**
 * No import cycles in src/ (docs/architecture.md, "Layers"), type-only and lazy imports included: a type shared
 * by two files that import each other goes in a file of its own (a module's `*-types.ts`).
 */
describe('import cycles', () => {
  it('there are none', () => {
    expect(importCycles(edges())).toEqual([]);
  });

  it('are found when there is one, a type-only one included', () => {
    const dir = path.join(ROOT, 'domain', '__cycle_probe__');
    fs.mkdirSync(dir);
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport type A = B[];\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { c } from './c.ts';\nexport type B = typeof c;\n");
      fs.writeFileSync(path.join(dir, 'c.ts'), "import type { A } from './a.ts';\nexport const c: A = [];\n");
      expect(importCycles(edges())).toEqual([
        ['domain/__cycle_probe__/a.ts', 'domain/__cycle_probe__/b.ts', 'domain/__cycle_probe__/c.ts'],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
