import { useQuery } from '@tanstack/react-query';
import type { RawMaterial } from '../../../../domain/raw-material/raw-material-schema.ts';

/** What the line selects and the live costs need of an ingredient. */
export type RawMaterialOption = Pick<
  RawMaterial,
  'id' | 'name' | 'incisName' | 'unitCost' | 'unit' | 'density' | 'costPerOunce' | 'category'
>;

/** GET /api/ingredients: the inventory for the ingredient selects. */
export function useRawMaterialOptions() {
  return useQuery<RawMaterialOption[]>({ queryKey: ['/api/ingredients'] });
}
