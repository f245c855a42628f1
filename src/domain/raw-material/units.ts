import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import { DEFAULT_DENSITY, isVolumeUnit, type RawMaterialUnit, type VolumeUnit } from './constants.ts';

/**
 * Purchase units to weight ounces (docs/product-rules.md, "Costs and units"). The recipe is in avoirdupois weight ounces; a weight unit
 * converts by a fixed factor, a volume unit weighs its volume in mL x the raw material's density in g/mL.
 * The factors are the exact legal definitions, so conversions carry no rounding of their own:
 *   1 oz = 28.349523125 g, 1 lb = 16 oz, 1 US fl oz = 29.5735295625 mL, 1 US gal = 128 US fl oz.
 */
export const GRAMS_PER_OUNCE = D('28.349523125');
export const ML_PER_FLUID_OUNCE = D('29.5735295625');

const WEIGHT_OUNCES: Readonly<Record<Exclude<RawMaterialUnit, VolumeUnit>, Decimal>> = {
  oz: D(1),
  lb: D(16),
  g: D(1).div(GRAMS_PER_OUNCE),
  kg: D(1000).div(GRAMS_PER_OUNCE),
};

const MILLILITRES: Readonly<Record<VolumeUnit, Decimal>> = {
  'fl oz': ML_PER_FLUID_OUNCE,
  gal: ML_PER_FLUID_OUNCE.times(128),
  mL: D(1),
  L: D(1000),
};

/**
 * Weight ounces in one purchase unit. `density` (g/mL) matters for volume units only; null means "not
 * entered", which is the assumed 1 g/mL. A unit we do not know fails loudly: a silent guess would misprice.
 */
export function weightOuncesPerUnit(unit: string, density?: Decimal.Value | null): Decimal {
  if (isVolumeUnit(unit)) {
    const grams = D(density ?? DEFAULT_DENSITY);
    if (!grams.isFinite() || !grams.gt(0))
      throw new RangeError(`density must be above 0, got ${String(density)}`);
    return MILLILITRES[unit].times(grams).div(GRAMS_PER_OUNCE);
  }
  if (!Object.hasOwn(WEIGHT_OUNCES, unit)) throw new RangeError(`Unknown unit: ${unit}`);
  return WEIGHT_OUNCES[unit as keyof typeof WEIGHT_OUNCES];
}
