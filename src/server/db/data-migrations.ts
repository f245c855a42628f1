import { inArray, sql } from 'drizzle-orm';
import { checkAllFormulations } from '../modules/compliance/checks-service.ts';
import { streamContents } from '../modules/formulations/content.ts';
import { recomputeAllCosts } from '../modules/formulations/recompute.ts';
import { assignDefaultExposureCategories } from '../modules/safety/repository.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { Executor } from './client.ts';
import { dataMigrations } from './schema.ts';
import { sealPlainSecrets } from './sealed-secrets.ts';

/** What a data migration may need beyond the transaction: the secrets key of this start (ADR 031). */
export interface DataMigrationContext {
  secrets: SecretBox;
}

/**
 * Data migrations: changes to stored figures that the domain's code must compute, applied once, in order,
 * after the SQL migrations and in the same locked transaction (so the code they run matches the schema).
 * A fresh database runs them on empty tables and records them.
 */
const DATA_MIGRATIONS: {
  name: string;
  run: (tx: Executor, context: DataMigrationContext) => Promise<unknown>;
}[] = [
  // Volume units are weighed by their density from 0005 on (a gallon of water is 133.53 oz, not 128).
  { name: '0005_costs_by_density', run: (tx) => recomputeAllCosts(tx) },
  // Rules read substances from 0007 on: every formulation is checked again, and alerts keyed the old way resolve.
  {
    name: '0007_checks_on_substances',
    run: (tx) => checkAllFormulations(tx, streamContents, { userId: null }),
  },
  // The suggested unit price is stored from 0012 on, from the unrounded cost per unit: a derived
  // figure, so updated_at stays as it was.
  { name: '0012_suggested_unit_price', run: (tx) => recomputeAllCosts(tx, { touch: false }) },
  // TOTP and webhook secrets are sealed at rest from 0019 on (ADR 031): those stored in the clear are sealed now.
  { name: '0019_sealed_secrets', run: (tx, { secrets }) => sealPlainSecrets(tx, secrets) },
  // Webhook deliveries are jobs from 0019 on (ADR 039): those pending when it came get their job, due when the
  // dispatcher would have sent them.
  {
    name: '0019_pending_webhook_jobs',
    run: (tx) =>
      tx.execute(sql`select graphile_worker.add_job('webhook_delivery', json_build_object('deliveryId', id),
        run_at => coalesce(next_attempt_at, now()), max_attempts => 5)
        from webhook_deliveries where status = 'pending'`),
  },
  // The safety assessment from 0024 on (ADR 052): each formulation gets the exposure category its use defaults
  // to, and every formulation is checked again so its safety findings open.
  {
    name: '0024_safety_assessment',
    run: async (tx) => {
      await assignDefaultExposureCategories(tx);
      await checkAllFormulations(tx, streamContents, { userId: null });
    },
  },
];

export async function runDataMigrations(tx: Executor, context: DataMigrationContext): Promise<void> {
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
    await migration.run(tx, context);
    await tx.insert(dataMigrations).values({ name: migration.name });
  }
}
