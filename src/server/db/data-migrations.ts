import { inArray } from 'drizzle-orm';
import { checkAllFormulations } from '../modules/compliance/checks-service.ts';
import { loadContents } from '../modules/formulations/content.ts';
import { recomputeAllCosts } from '../modules/formulations/recompute.ts';
import { assignDefaultExposureCategories } from '../modules/safety/repository.ts';
import type { Executor } from './client.ts';
import { dataMigrations } from './schema.ts';

/**
 * Data migrations: changes to stored figures that the domain's code must compute, applied once, in order,
 * after the SQL migrations and in the same locked transaction (so the code they run matches the schema).
 * A fresh database runs them on empty tables and records them.
 */
const DATA_MIGRATIONS: { name: string; run: (tx: Executor) => Promise<unknown> }[] = [
  // Volume units are weighed by their density from 0005 on (a gallon of water is 133.53 oz, not 128).
  { name: '0005_costs_by_density', run: recomputeAllCosts },
  // Rules read substances from 0007 on: every formulation is checked again, and alerts keyed the old way resolve.
  {
    name: '0007_checks_on_substances',
    run: (tx) => checkAllFormulations(tx, loadContents, { userId: null }),
  },
  // The suggested unit price is stored from 0012 on, from the unrounded cost per unit (issue 12): a derived
  // figure, so updated_at stays as it was.
  { name: '0012_suggested_unit_price', run: (tx) => recomputeAllCosts(tx, { touch: false }) },
  // The safety assessment from 0022 on (ADR 052): each formulation gets the exposure category its use defaults
  // to, and every formulation is checked again so its safety findings open.
  {
    name: '0022_safety_assessment',
    run: async (tx) => {
      await assignDefaultExposureCategories(tx);
      await checkAllFormulations(tx, loadContents, { userId: null });
    },
  },
];

export async function runDataMigrations(tx: Executor): Promise<void> {
  const done = new Set(
    (
      await tx
        .select({ name: dataMigrations.name })
        .from(dataMigrations)
        .where(
          inArray(
            dataMigrations.name,
            DATA_MIGRATIONS.map((migration) => migration.name),
          ),
        )
    ).map((row) => row.name),
  );
  for (const migration of DATA_MIGRATIONS) {
    if (done.has(migration.name)) continue;
    await migration.run(tx);
    await tx.insert(dataMigrations).values({ name: migration.name });
  }
}
