import { relevantRawMaterialIds } from '../../../domain/scenario/run-scenario.ts';
import type { ScenarioData, ScenarioFormulation } from '../../../domain/scenario/scenario-data.ts';
import type { TypedParameters } from '../../../domain/scenario/scenario-schema.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import type { FormulationService } from '../formulations/service.ts';
import type { RawMaterialService } from '../raw-materials/service.ts';
import type { SupplierService } from '../suppliers/service.ts';

export interface LiveDataSources {
  db: Db;
  formulations: FormulationService;
  rawMaterials: RawMaterialService;
  suppliers: SupplierService;
}

/** Lines are read per formulation; this many at a time keeps the pool free for other requests. */
const CONCURRENT_READS = 8;

async function inBatches<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += CONCURRENT_READS) {
    out.push(...(await Promise.all(items.slice(start, start + CONCURRENT_READS).map(read))));
  }
  return out;
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

interface FormulationFields {
  id: string;
  name: string;
  version: number;
  status: string;
  batchSize: string;
  unitSize: string;
  targetMargin: string;
}

const toScenarioFormulation = (
  f: FormulationFields,
  lines: { ingredientId: string; ounces: string }[],
): ScenarioFormulation => ({
  id: f.id,
  name: f.name,
  version: f.version,
  status: f.status,
  batchSize: f.batchSize,
  unitSize: f.unitSize,
  targetMargin: f.targetMargin,
  lines: lines.map((line) => ({ ingredientId: line.ingredientId, ounces: line.ounces })),
});

/**
 * Today's formulations, ingredients and suppliers, read through their modules' services. A scenario about one
 * formulation reads only that one; a portfolio-wide scenario reads every formulation but the lines only of
 * those using a relevant raw material (the others cannot be affected; see relevantRawMaterialIds).
 */
export async function readLiveData(
  sources: LiveDataSources,
  scenario: TypedParameters,
): Promise<ScenarioData> {
  const [ingredientList, supplierList] = await Promise.all([
    sources.rawMaterials.list({}),
    sources.suppliers.list({}),
  ]);
  const rawMaterials = ingredientList.items.map((i) => ({
    id: i.id,
    name: i.name,
    category: i.category,
    supplierId: i.supplierId,
    unitCost: i.unitCost,
    unit: i.unit,
    // A volume unit is priced by its weight (docs/product-rules.md, "Costs and units"): without it a gallon would cost as if it were water.
    density: i.density,
  }));
  const suppliers = supplierList.items.map((s) => ({ id: s.id, name: s.name }));

  const relevant = relevantRawMaterialIds(scenario, rawMaterials);
  if (relevant === null) {
    const id = (scenario.parameters as { formulationId: string }).formulationId;
    const detail = await sources.formulations.get(id).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
    return {
      ingredients: rawMaterials,
      suppliers,
      formulations: detail ? [toScenarioFormulation(detail, detail.lines)] : [],
    };
  }

  const { items } = await sources.formulations.list({});
  const users = new Set<string>();
  for (const ingredientId of relevant) {
    for (const row of await sources.formulations.usedByIn(sources.db, ingredientId)) users.add(row.id);
  }
  const candidates = items.filter((f) => users.has(f.id));
  const lines = new Map(
    await inBatches(candidates, async (f) => {
      const found = await sources.formulations.lines(f.id).catch((error: unknown) => {
        // Deleted since the list was read: it is no longer in the portfolio either.
        if (isNotFound(error)) return null;
        throw error;
      });
      return [f.id, found] as const;
    }),
  );
  const formulations = items.flatMap((f) => {
    if (!users.has(f.id)) return [toScenarioFormulation(f, [])];
    const found = lines.get(f.id);
    return found ? [toScenarioFormulation(f, found)] : [];
  });
  return { ingredients: rawMaterials, suppliers, formulations };
}
