import fs from 'node:fs';
import type { Annex } from '../src/domain/regulatory-data/index.ts';
import { cosingPath } from '../tests/support/cosing-files.ts';
import type { BenchServer } from './lib.ts';
import { row } from './report.ts';

const ANNEXES: Annex[] = ['II', 'III', 'IV', 'V', 'VI'];
/** docs/product-rules.md, "Budgets": the five annex files imported and applied on the demo data. */
const BUDGET_SECONDS = 10;

/**
 * The Commission's five annex exports (ADR 055) as a regulatory specialist loads them: each file previewed (read,
 * diffed against the library, its affected formulations found) and applied (rules written, every affected
 * formulation re-checked), one after the other on the demo data; then the same five again, which change nothing.
 */
export async function annexSection(server: BenchServer, cookie: string) {
  const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
  const files = ANNEXES.map((annex) => ({
    annex,
    body: JSON.stringify({
      fileName: `COSING_Annex_${annex}_v2.txt`,
      file: fs.readFileSync(cosingPath(annex)).toString('base64'),
    }),
  }));
  for (const pass of ['first import', 're-import'] as const) {
    const started = performance.now();
    let rulesAdded = 0;
    for (const file of files) {
      const preview = await fetch(`${server.url}/api/regulatory-datasets`, {
        method: 'POST',
        headers,
        body: file.body,
      });
      if (!preview.ok)
        throw new Error(`Annex ${file.annex} preview: ${preview.status} ${await preview.text()}`);
      const { id, added } = (await preview.json()) as { id: string; added: number };
      rulesAdded += added;
      const applied = await fetch(`${server.url}/api/regulatory-datasets/${id}/apply`, {
        method: 'POST',
        headers: { cookie, origin: server.url },
      });
      if (!applied.ok)
        throw new Error(`Annex ${file.annex} apply: ${applied.status} ${await applied.text()}`);
    }
    const seconds = (performance.now() - started) / 1000;
    row(
      `annexes II-VI ${pass}: preview and apply on the demo data (s; ${rulesAdded} entries added)`,
      seconds.toFixed(1),
      '',
      '',
      `<= ${BUDGET_SECONDS}`,
      seconds <= BUDGET_SECONDS,
    );
  }
}
