export const INGREDIENT_CATEGORIES = [
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
export type IngredientCategory = (typeof INGREDIENT_CATEGORIES)[number];

export const INGREDIENT_UNITS = ['oz', 'fl oz', 'lb', 'gal'] as const;
export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];

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
