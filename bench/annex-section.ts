import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Annex } from '../src/domain/regulatory-data/index.ts';
import type { Db } from '../src/server/db/client.ts';
import { cosingPath } from '../tests/support/cosing-files.ts';
import type { BenchServer } from './lib.ts';
import { row } from './report.ts';

const ANNEXES: Annex[] = ['II', 'III', 'IV', 'V', 'VI'];
/** docs/product-rules.md, "Budgets": the five annex files imported and applied on the demo data. */
const BUDGET_SECONDS = 10;
/** The same, for the preview of one annex update across 20,000 formulations. */
const IMPACT_BUDGET_SECONDS = 5;

const upload = (annex: Annex) =>
  JSON.stringify({
    fileName: `COSING_Annex_${annex}_v2.txt`,
    file: fs.readFileSync(cosingPath(annex)).toString('base64'),
  });

/**
 * The Commission's five annex exports (ADR 055) as a regulatory specialist loads them: each file previewed (read,
 * diffed against the library, its affected formulations found) and applied (rules written, every affected
 * formulation re-checked), one after the other on the demo data; then the same five again, which change nothing.
 */
export async function annexSection(server: BenchServer, cookie: string) {
  const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
  const files = ANNEXES.map((annex) => ({ annex, body: upload(annex) }));
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

/**
 * What one annex update changes across a portfolio: on the scale data (20,000 formulations of the bench's raw
 * materials), every raw material is given 1.5 % phenoxyethanol used as a preservative, so Annex V's entry 29 (1 %)
 * and its positive list reach every formulation, each over the limit; the preview checks each against the
 * library before and after.
 */
export async function annexImpactSection(label: string, server: BenchServer, cookie: string, db: Db) {
  const found = await db.execute<{ id: string }>(
    sql`select id from substances where lower(inci_name) = 'phenoxyethanol'`,
  );
  const phenoxy =
    found.rows[0]?.id ??
    (
      await db.execute<{ id: string }>(
        sql`insert into substances (inci_name, cas_numbers, functions) values ('Phenoxyethanol', array['122-99-6'], array['preservative']) returning id`,
      )
    ).rows[0]!.id;
  await db.execute(sql`
    insert into ingredient_substances (ingredient_id, substance_id, percent, used_as)
    select id, ${phenoxy}::uuid, 1.5, 'preservative' from ingredients where name like 'Bench %'
    on conflict do nothing`);
  const started = performance.now();
  const preview = await fetch(`${server.url}/api/regulatory-datasets`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': 'application/json' },
    body: upload('V'),
  });
  const seconds = (performance.now() - started) / 1000;
  const body = (await preview.json()) as { affectedFormulations?: unknown[] };
  row(
    `${label} annex V update previewed on 20,000 formulations (s; ${body.affectedFormulations?.length ?? '?'} affected)`,
    seconds.toFixed(1),
    '',
    '',
    `<= ${IMPACT_BUDGET_SECONDS}`,
    preview.ok && seconds <= IMPACT_BUDGET_SECONDS,
  );
}
