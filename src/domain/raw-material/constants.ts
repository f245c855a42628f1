export const RAW_MATERIAL_CATEGORIES = [
  'active',
  'base',
  'emulsifier',
  'preservative',
  'fragrance',
  'colorant',
  'humectant',
  'emollient',
  'botanical',
  'surfactant',
] as const;
export type RawMaterialCategory = (typeof RAW_MATERIAL_CATEGORIES)[number];

/** Purchase units (docs/product-rules.md, "Costs and units"): weights first, then volumes, which weigh their volume x the density. */
export const WEIGHT_UNITS = ['oz', 'lb', 'g', 'kg'] as const;
export const VOLUME_UNITS = ['fl oz', 'gal', 'mL', 'L'] as const;
export const RAW_MATERIAL_UNITS = [...WEIGHT_UNITS, ...VOLUME_UNITS] as const;
export type RawMaterialUnit = (typeof RAW_MATERIAL_UNITS)[number];
export type VolumeUnit = (typeof VOLUME_UNITS)[number];

export function isVolumeUnit(unit: string): unit is VolumeUnit {
  return (VOLUME_UNITS as readonly string[]).includes(unit);
}

/** Density in g/mL assumed until a raw material's own is entered (shown as "assumed"). */
export const DEFAULT_DENSITY = 1;
export const UNIT_MESSAGE = 'Unit must be oz, lb, g, kg, fl oz, gal, mL or L';

export const QUALITY_GRADES = [
  'cosmetic',
  'pharmaceutical',
  'food',
  'industrial',
  'natural',
  'organic',
  'synthetic',
] as const;
export type QualityGrade = (typeof QUALITY_GRADES)[number];

export const DEFAULT_SUSTAINABILITY_RATING = 50;
export const DEFAULT_SHELF_LIFE_MONTHS = 24;
