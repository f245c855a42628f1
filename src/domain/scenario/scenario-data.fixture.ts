import type { ScenarioData, ScenarioFormulation } from './scenario-data.ts';

/**
 * A small portfolio for the models' tests, built on the worked example of docs/product-rules.md, "Costs and units".
 *
 * Prices per ounce: water $0.032/lb = $0.002; glycerin $2.40/lb = $0.15; niacinamide $1.20/oz;
 * salicylic acid $0.65/oz.
 *
 * - serum (approved, batch 1000, unit 50, margin 60): water 600, glycerin 300, niacinamide 100
 *   C = 1.20 + 45.00 + 120.00 = 166.20; cost per unit = 166.20 x 50 / 1000 = 8.31; niacinamide 10 % w/w
 * - toner (testing, batch 1000, unit 10, margin 50): water 900, glycerin 100
 *   C = 1.80 + 15.00 = 16.80; cost per unit = 16.80 x 10 / 1000 = 0.168
 * - gel (in development, batch 100, unit 1, margin 70): water 98, salicylic 2
 *   C = 0.196 + 1.30 = 1.496; cost per unit = 1.496 x 1 / 100 = 0.01496; salicylic 2 % w/w
 * - old (rejected, outside the portfolio): water 500, niacinamide 500
 */
export const IDS = {
  water: '00000000-0000-4000-8000-000000000001',
  glycerin: '00000000-0000-4000-8000-000000000002',
  niacinamide: '00000000-0000-4000-8000-000000000003',
  salicylic: '00000000-0000-4000-8000-000000000004',
  unused: '00000000-0000-4000-8000-000000000005',
  aquaSupplier: '00000000-0000-4000-8000-0000000000a1',
  kanto: '00000000-0000-4000-8000-0000000000a2',
  idle: '00000000-0000-4000-8000-0000000000a3',
  serum: '00000000-0000-4000-8000-0000000000f1',
  toner: '00000000-0000-4000-8000-0000000000f2',
  gel: '00000000-0000-4000-8000-0000000000f3',
  old: '00000000-0000-4000-8000-0000000000f4',
  missing: '00000000-0000-4000-8000-0000000000ff',
} as const;

const formulation = (
  id: string,
  name: string,
  status: string,
  sizes: { batchSize: number; unitSize: number; targetMargin: number },
  lines: [string, number][],
): ScenarioFormulation => ({
  id,
  name,
  version: 1,
  status,
  ...sizes,
  lines: lines.map(([ingredientId, ounces]) => ({ ingredientId, ounces })),
});

export function portfolio(): ScenarioData {
  return {
    suppliers: [
      { id: IDS.aquaSupplier, name: 'Aqua Supplies' },
      { id: IDS.kanto, name: 'Kanto Fine Chemicals' },
      { id: IDS.idle, name: 'Idle Supplier' },
    ],
    ingredients: [
      {
        id: IDS.water,
        name: 'Water',
        category: 'base',
        supplierId: IDS.aquaSupplier,
        unitCost: '0.032',
        unit: 'lb',
      },
      {
        id: IDS.glycerin,
        name: 'Glycerin',
        category: 'humectant',
        supplierId: IDS.aquaSupplier,
        unitCost: '2.40',
        unit: 'lb',
      },
      {
        id: IDS.niacinamide,
        name: 'Niacinamide',
        category: 'active',
        supplierId: IDS.kanto,
        unitCost: '1.20',
        unit: 'oz',
      },
      {
        id: IDS.salicylic,
        name: 'Salicylic Acid',
        category: 'active',
        supplierId: IDS.kanto,
        unitCost: '0.65',
        unit: 'oz',
      },
      {
        id: IDS.unused,
        name: 'Unused Extract',
        category: 'botanical',
        supplierId: null,
        unitCost: '3.00',
        unit: 'oz',
      },
    ],
    formulations: [
      formulation(IDS.serum, 'Serum', 'approved', { batchSize: 1000, unitSize: 50, targetMargin: 60 }, [
        [IDS.water, 600],
        [IDS.glycerin, 300],
        [IDS.niacinamide, 100],
      ]),
      formulation(IDS.toner, 'Toner', 'testing', { batchSize: 1000, unitSize: 10, targetMargin: 50 }, [
        [IDS.water, 900],
        [IDS.glycerin, 100],
      ]),
      formulation(IDS.gel, 'Spot Gel', 'in_development', { batchSize: 100, unitSize: 1, targetMargin: 70 }, [
        [IDS.water, 98],
        [IDS.salicylic, 2],
      ]),
      formulation(IDS.old, 'Old Serum', 'rejected', { batchSize: 1000, unitSize: 50, targetMargin: 60 }, [
        [IDS.water, 500],
        [IDS.niacinamide, 500],
      ]),
    ],
  };
}

/** The portfolio with one formulation's fields changed. */
export function withFormulation(id: string, change: Partial<ScenarioFormulation>): ScenarioData {
  const data = portfolio();
  return {
    ...data,
    formulations: data.formulations.map((f) => (f.id === id ? { ...f, ...change } : f)),
  };
}
