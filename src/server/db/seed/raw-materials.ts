import {
  QUALITY_GRADES,
  RAW_MATERIAL_CATEGORIES,
  RAW_MATERIAL_UNITS,
} from '../../../domain/raw-material/constants.ts';
import { defaultUsedAs } from '../../../domain/substance/constants.ts';
import { ingredientSubstances, ingredients } from '../schema.ts';
import { idOf, type SeedContext } from './context.ts';
import { DEMO_COMPOSITIONS, DEMO_USED_AS } from './raw-material-compositions.ts';
import { ALLERGENS, DESCRIPTIONS, RESTRICTIONS } from './raw-material-notes.ts';
import { RAW_MATERIAL_TABLE, STORAGE } from './raw-material-table.ts';
import { ALL_DEMO_SUBSTANCES } from './substances.ts';

export interface DemoRawMaterial {
  key: string;
  name: string;
  inciName: string;
  category: string;
  unit: string;
  unitCost: string;
  qualityGrade: string;
  sustainabilityRating: number;
  shelfLifeMonths: number;
  supplier: string | null;
  storage: keyof typeof STORAGE;
  waterLitersPerOz: string | null;
  carbonKgPerOz: string | null;
  density: string | null;
}

function oneOf(value: string, allowed: readonly string[], column: string, key: string): string {
  if (!allowed.includes(value))
    throw new Error(`Ingredient ${key}: ${column} "${value}" is not one of ${allowed}`);
  return value;
}

function parseRow(line: string): DemoRawMaterial {
  const cells = line.split('|').map((cell) => cell.trim());
  if (cells.length !== 14) throw new Error(`Ingredient row needs 14 cells: ${line}`);
  const [key, name, inciName, category, unit, unitCost, grade, rating, shelf, supplier, storage] = cells;
  const nullable = (cell: string) => (cell === '-' ? null : cell);
  if (!(storage in STORAGE)) throw new Error(`Ingredient ${key}: unknown storage ${storage}`);
  return {
    key,
    name,
    inciName,
    category: oneOf(category, RAW_MATERIAL_CATEGORIES, 'category', key),
    unit: oneOf(unit, RAW_MATERIAL_UNITS, 'unit', key),
    unitCost,
    qualityGrade: oneOf(grade, QUALITY_GRADES, 'quality grade', key),
    sustainabilityRating: Number(rating),
    shelfLifeMonths: Number(shelf),
    supplier: nullable(supplier),
    storage: storage as keyof typeof STORAGE,
    waterLitersPerOz: nullable(cells[11]),
    carbonKgPerOz: nullable(cells[12]),
    density: nullable(cells[13]),
  };
}

/** Recent changes to ingredients (also written to the activity log): key, days ago, what changed. */
export const RAW_MATERIAL_UPDATES: readonly [string, number, string][] = [
  ['shea', 50, 'Raw Shea Butter unit cost updated to $6.80/lb'],
  ['titanium', 38, 'Titanium Dioxide (UV Grade) moved to supplier TerraMin Minerals'],
  ['niacinamide', 10, 'Niacinamide (Vitamin B3) unit cost updated to $1.20/oz'],
];

/**
 * The demo perfumes' levels from their IFRA certificates (ADR 063), % w/w per product category: plausible
 * figures for the demo, every demo formulation within them.
 */
const IFRA_LIMITS: Record<string, { category: string; maxPercent: string }[]> = {
  parfum: [
    { category: '3', maxPercent: '1.2' },
    { category: '4', maxPercent: '6' },
    { category: '5A', maxPercent: '2.5' },
    { category: '5B', maxPercent: '1.5' },
    { category: '9', maxPercent: '4' },
  ],
  eucalyptus: [
    { category: '3', maxPercent: '2' },
    { category: '5B', maxPercent: '2' },
    { category: '9', maxPercent: '5' },
  ],
  lavender: [
    { category: '3', maxPercent: '2.5' },
    { category: '5B', maxPercent: '3' },
    { category: '9', maxPercent: '8' },
  ],
  peppermint: [
    { category: '3', maxPercent: '1' },
    { category: '5B', maxPercent: '1.5' },
    { category: '9', maxPercent: '4' },
  ],
};

export const DEMO_RAW_MATERIALS: readonly DemoRawMaterial[] = RAW_MATERIAL_TABLE.trim()
  .split('\n')
  .map(parseRow);

export async function seedRawMaterials(ctx: SeedContext): Promise<void> {
  const rows = await ctx.tx
    .insert(ingredients)
    .values(
      DEMO_RAW_MATERIALS.map((i, index) => {
        const update = RAW_MATERIAL_UPDATES.find(([key]) => key === i.key);
        return {
          name: i.name,
          inciName: i.inciName,
          description: idOf(DESCRIPTIONS, i.key, 'ingredient description'),
          category: i.category,
          supplierId: i.supplier === null ? null : idOf(ctx.suppliers, i.supplier, 'supplier'),
          unitCost: i.unitCost,
          unit: i.unit,
          qualityGrade: i.qualityGrade,
          sustainabilityRating: i.sustainabilityRating,
          regulatoryRestrictions: RESTRICTIONS[i.key] ?? [],
          allergenInfo: ALLERGENS[i.key] ?? null,
          shelfLifeMonths: i.shelfLifeMonths,
          storageConditions: STORAGE[i.storage],
          waterLitersPerOz: i.waterLitersPerOz,
          carbonKgPerOz: i.carbonKgPerOz,
          density: i.density,
          ifraLimits: IFRA_LIMITS[i.key] ?? [],
          revision: update ? 2 : 1,
          createdAt: ctx.daysAgo(235 - index),
          updatedAt: ctx.daysAgo(update ? update[1] : 235 - index),
        };
      }),
    )
    .returning({ id: ingredients.id, name: ingredients.name });
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  for (const i of DEMO_RAW_MATERIALS) {
    ctx.rawMaterials[i.key] = {
      id: byName.get(i.name)!,
      unitCost: i.unitCost,
      unit: i.unit,
      density: i.density,
    };
  }
  await seedCompositions(ctx);
}

/** Each raw material's composition: as listed, or its INCI name's substance at 100 %. */
async function seedCompositions(ctx: SeedContext): Promise<void> {
  const byInci = new Map(ALL_DEMO_SUBSTANCES.map((s) => [s.inciName.toLowerCase(), s.key]));
  const rows = DEMO_RAW_MATERIALS.flatMap((i) => {
    const listed = DEMO_COMPOSITIONS[i.key];
    const composition = listed ?? [
      [idOf(Object.fromEntries(byInci), i.inciName.toLowerCase(), 'substance INCI name'), 100],
    ];
    return composition.map(([substance, amount], position) => ({
      ingredientId: ctx.rawMaterials[i.key]!.id,
      substanceId: idOf(ctx.substances, substance, 'substance'),
      percent: typeof amount === 'number' ? String(amount) : null,
      minPercent: typeof amount === 'number' ? null : String(amount[0]),
      maxPercent: typeof amount === 'number' ? null : String(amount[1]),
      usedAs: DEMO_USED_AS[i.key]?.[substance] ?? defaultUsedAs(i.category),
      position,
    }));
  });
  await ctx.tx.insert(ingredientSubstances).values(rows);
}
