import { D } from '../../../domain/formulation/cost.ts';

/** Two densities as stored (null = assumed 1 g/mL) are the same. */
export function sameDensity(a: string | null, b: string | null): boolean {
  return a === null || b === null ? a === b : D(a).eq(b);
}

type CostFields = { unitCost: string; unit: string; density: string | null };
const densityText = (density: string | null) =>
  density === null ? '1 g/mL (assumed)' : `${D(density).toFixed()} g/mL`;

/**
 * What changed the cost per ounce, for the activity log ("2.400000/lb → 3.200000/lb", "density 1 g/mL (assumed)
 * → 1.26 g/mL", or both); null when nothing did.
 */
export function costChange(before: CostFields, after: CostFields): string | null {
  const price = !D(before.unitCost).eq(after.unitCost) || before.unit !== after.unit;
  const density = !sameDensity(before.density, after.density);
  const parts = [
    price && `${before.unitCost}/${before.unit} → ${after.unitCost}/${after.unit}`,
    density && `density ${densityText(before.density)} → ${densityText(after.density)}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
