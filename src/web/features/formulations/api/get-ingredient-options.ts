import { useQuery } from '@tanstack/react-query';
import type { Ingredient } from '../../../../domain/ingredient/ingredient-schema.ts';

/** What the line selects and the live costs need of an ingredient. */
export type IngredientOption = Pick<
  Ingredient,
  'id' | 'name' | 'incisName' | 'unitCost' | 'unit' | 'density' | 'costPerOunce' | 'category'
>;

/** GET /api/ingredients: the inventory for the ingredient selects. */
export function useIngredientOptions() {
  return useQuery<IngredientOption[]>({ queryKey: ['/api/ingredients'] });
}
