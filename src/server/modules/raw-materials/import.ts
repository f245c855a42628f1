import {
  type RawMaterialInput,
  rawMaterialInputSchema,
} from '../../../domain/raw-material/raw-material-schema.ts';
import type { Db } from '../../db/client.ts';
import type { ImportFile } from '../../http/import-file.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import type { SubstanceService } from '../substances/service.ts';
import { resolveComposition } from './composition.ts';
import { compositionNames, importRow } from './import-row.ts';
import { createRawMaterialRepository, type RawMaterialInsert } from './repository.ts';

interface ImportDeps {
  db: Db;
  substances: SubstanceService;
  columns: (input: RawMaterialInput) => RawMaterialInsert;
}

/**
 * CSV or Excel import (the file read by http/import-file.ts): every row validated with the form's rules (its composition's substances by INCI name from the
 * catalogue); the valid rows and their compositions are written in one transaction and the report names each
 * rejected row with its messages.
 */
export async function importRawMaterials(
  { db, substances, columns }: ImportDeps,
  { source, records }: ImportFile,
  actor: Actor,
) {
  const read = createRawMaterialRepository(db);
  const lookups = {
    suppliersByName: await read.supplierIdsByName(),
    substanceIds: await substances.lookupInciNames(
      records.flatMap((r) => compositionNames(r.values.composition)),
    ),
  };
  const accepted: RawMaterialInput[] = [];
  const rejected: { row: number; name: string; errors: string[] }[] = [];
  for (const record of records) {
    const outcome = importRow(record.values, lookups, rawMaterialInputSchema);
    if (outcome.ok) accepted.push(outcome.input);
    else rejected.push({ row: record.rowNumber, name: record.values.name ?? '', errors: outcome.errors });
  }
  const created = await db.transaction(async (tx) => {
    const repo = createRawMaterialRepository(tx);
    const rows = await repo.insertMany(accepted.map(columns));
    // Rows without a composition become their INCI name's substance: the names resolved (or created
    // unreviewed, each with its review issue) once, up front.
    await substances.idsForInciNames(
      tx,
      accepted.flatMap((input, index) =>
        input.composition?.length || !input.incisName
          ? []
          : [
              {
                name: input.incisName,
                origin: { ingredientId: rows[index]!.id, ingredientName: rows[index]!.name },
              },
            ],
      ),
      actor,
    );
    const compositions = [];
    for (const [index, input] of accepted.entries()) {
      const composition = await resolveComposition(
        tx,
        substances,
        input,
        { ingredientId: rows[index]!.id, ingredientName: rows[index]!.name },
        actor,
      );
      compositions.push(
        ...composition.map((row, position) => ({ ...row, ingredientId: rows[index]!.id, position })),
      );
    }
    await repo.insertCompositions(compositions);
    if (rows.length) {
      await recordActivity(tx, actor, {
        action: 'ingredient_import',
        entityType: 'ingredient',
        description: `Imported ${rows.length} ingredient(s) from ${source}${rejected.length ? `, ${rejected.length} row(s) rejected` : ''}`,
      });
      await publishEvent(tx, 'ingredients', null);
    }
    return rows;
  });
  return { accepted: created.length, rejected, created };
}
