import { csvRecords } from '../../../domain/common/csv.ts';
import { costPerOunce, D, toScale } from '../../../domain/formulation/cost.ts';
import {
  type Ingredient,
  type IngredientInput,
  ingredientInputSchema,
} from '../../../domain/ingredient/ingredient-schema.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import type { FormulationService } from '../formulations/service.ts';
import { importRow } from './import-row.ts';
import { createIngredientRepository, type IngredientFilter, type IngredientListRow } from './repository.ts';

export function toIngredientDto(row: IngredientListRow): Ingredient {
  return {
    id: row.id,
    name: row.name,
    incisName: row.inciName,
    description: row.description,
    category: row.category,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    unitCost: row.unitCost,
    unit: row.unit,
    costPerOunce: toScale(costPerOunce(row.unitCost, row.unit), 6),
    qualityGrade: row.qualityGrade,
    sustainabilityRating: row.sustainabilityRating,
    regulatoryRestrictions: row.regulatoryRestrictions,
    allergenInfo: row.allergenInfo,
    shelfLifeMonths: row.shelfLifeMonths,
    storageConditions: row.storageConditions,
    waterLitersPerOz: row.waterLitersPerOz,
    carbonKgPerOz: row.carbonKgPerOz,
    naturalOriginIndex: row.naturalOriginIndex,
    usageCount: row.usageCount,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columns(input: IngredientInput) {
  const optional = (value: number | null | undefined, scale: number) =>
    value === null || value === undefined ? null : toScale(value, scale);
  return {
    name: input.name,
    inciName: input.incisName,
    description: input.description,
    category: input.category,
    supplierId: input.supplierId,
    unitCost: toScale(input.unitCost, 6),
    unit: input.unit,
    qualityGrade: input.qualityGrade,
    sustainabilityRating: input.sustainabilityRating,
    regulatoryRestrictions: input.regulatoryRestrictions,
    allergenInfo: input.allergenInfo,
    shelfLifeMonths: input.shelfLifeMonths,
    storageConditions: input.storageConditions,
    waterLitersPerOz: optional(input.waterLitersPerOz, 6),
    carbonKgPerOz: optional(input.carbonKgPerOz, 6),
    naturalOriginIndex: optional(input.naturalOriginIndex, 3),
  };
}

export function createIngredientService({ db, formulations }: { db: Db; formulations: FormulationService }) {
  const read = createIngredientRepository(db);

  async function checkSupplier(executor: Executor, supplierId: string | null) {
    if (supplierId && !(await createIngredientRepository(executor).supplierExists(supplierId))) {
      throw badRequest('Supplier not found', { supplierId: ['Supplier not found'] });
    }
  }

  async function get(id: string) {
    const row = isUuid(id) ? await read.find(id) : undefined;
    if (!row) throw notFound('Ingredient');
    return toIngredientDto(row);
  }

  return {
    async list(filter: IngredientFilter) {
      const { rows, total } = await read.list(filter);
      return { items: rows.map(toIngredientDto), total };
    },

    get,

    async create(input: IngredientInput, actor: Actor) {
      const id = await db.transaction(async (tx) => {
        await checkSupplier(tx, input.supplierId);
        const row = await createIngredientRepository(tx).insert(columns(input));
        await recordActivity(tx, actor, {
          action: 'ingredient_create',
          entityType: 'ingredient',
          entityId: row.id,
          description: `Added ingredient "${row.name}"`,
        });
        await publishEvent(tx, 'ingredients', row.id);
        return row.id;
      });
      return get(id);
    },

    /** A new unit cost or unit recomputes every formulation that uses the ingredient, in the same transaction. */
    async update(id: string, input: IngredientInput, actor: Actor) {
      if (!isUuid(id)) throw notFound('Ingredient');
      const recomputed = await db.transaction(async (tx) => {
        const repo = createIngredientRepository(tx);
        // Formulations first, then the ingredient: the order a formulation save takes them (it locks the
        // formulation, then reads its ingredients' prices FOR SHARE), so the two never deadlock.
        await formulations.lockUsersOf(tx, id);
        const current = await repo.lockForUpdate(id);
        if (!current) throw notFound('Ingredient');
        if (input.revision === undefined)
          throw badRequest('Revision is required', { revision: ['Revision is required'] });
        if (current.revision !== input.revision) throw staleRevision();
        await checkSupplier(tx, input.supplierId);
        const values = columns(input);
        const updated = await repo.update(id, input.revision, values);
        if (!updated) throw staleRevision();
        const priceChanged = !D(current.unitCost).eq(values.unitCost) || current.unit !== values.unit;
        const count = priceChanged ? await formulations.recomputeForIngredient(tx, id) : 0;
        await recordActivity(tx, actor, {
          action: 'ingredient_update',
          entityType: 'ingredient',
          entityId: id,
          description: priceChanged
            ? `Updated ingredient "${values.name}": ${current.unitCost}/${current.unit} → ${values.unitCost}/${values.unit}, ${count} formulation(s) recomputed`
            : `Updated ingredient "${values.name}"`,
          metadata: priceChanged
            ? { from: current.unitCost, to: values.unitCost, recomputed: count }
            : undefined,
        });
        await publishEvent(tx, 'ingredients', id);
        return count;
      });
      return { ingredient: await get(id), recomputedFormulations: recomputed };
    },

    /** Refused with 409 naming the formulations while any uses it. */
    async remove(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Ingredient');
      await db.transaction(async (tx) => {
        const repo = createIngredientRepository(tx);
        const current = await repo.lockForUpdate(id);
        if (!current) throw notFound('Ingredient');
        const users = await formulations.usedByIn(tx, id);
        if (users.length) {
          const names = users.map((f) => `${f.name} (v${f.version})`);
          throw conflict(
            `"${current.name}" is used by ${users.length} formulation(s): ${names.join(', ')}. Remove it from them first.`,
            { formulations: users },
          );
        }
        await repo.remove(id);
        await recordActivity(tx, actor, {
          action: 'ingredient_delete',
          entityType: 'ingredient',
          entityId: id,
          description: `Deleted ingredient "${current.name}"`,
        });
        await publishEvent(tx, 'ingredients', id);
      });
    },

    async whereUsed(id: string) {
      if (!isUuid(id) || !(await read.find(id))) throw notFound('Ingredient');
      const rows = await read.whereUsed(id);
      return rows.map((row) => ({
        formulationId: row.formulationId,
        name: row.name,
        version: row.version,
        status: row.status,
        ounces: toScale(D(row.ounces), 6),
        concentration: toScale(D(row.ounces).div(row.recipeOunces).times(100), 4),
      }));
    },

    /**
     * CSV import: every row validated with the form's rules; the valid rows are written in one transaction and the
     * report names each rejected row with its messages.
     */
    async importCsv(csv: string, actor: Actor) {
      const records = csvRecords(csv);
      if (records.length === 0) throw badRequest('The file has no rows to import');
      if (records.length > 5000) throw badRequest('A file can hold at most 5000 rows');
      const suppliersByName = await read.supplierIdsByName();
      const accepted: { rowNumber: number; input: IngredientInput }[] = [];
      const rejected: { row: number; name: string; errors: string[] }[] = [];
      for (const record of records) {
        const outcome = importRow(record.values, suppliersByName, ingredientInputSchema);
        if (outcome.ok) accepted.push({ rowNumber: record.rowNumber, input: outcome.input });
        else rejected.push({ row: record.rowNumber, name: record.values.name ?? '', errors: outcome.errors });
      }
      const created = await db.transaction(async (tx) => {
        const rows = await createIngredientRepository(tx).insertMany(accepted.map((a) => columns(a.input)));
        if (rows.length) {
          await recordActivity(tx, actor, {
            action: 'ingredient_import',
            entityType: 'ingredient',
            description: `Imported ${rows.length} ingredient(s) from CSV${rejected.length ? `, ${rejected.length} row(s) rejected` : ''}`,
          });
          await publishEvent(tx, 'ingredients', null);
        }
        return rows;
      });
      return { accepted: created.length, rejected, created };
    },
  };
}
export type IngredientService = ReturnType<typeof createIngredientService>;
