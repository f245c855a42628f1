import { D } from '../common/decimal.ts';
import { toScale } from '../formulation/cost.ts';

/**
 * The reformulation dialog's yearly figure: saving per unit x units a year, from the saving as the server sent
 * it (4 decimals), rounded once to the cent. Null while the volume is not a whole number of at least 1.
 */
export function yearlySaving(savingPerUnit: string, unitsPerYear: string): string | null {
  const units = unitsPerYear.trim();
  if (!/^\d+$/.test(units) || Number(units) < 1) return null;
  return toScale(D(savingPerUnit).times(units), 2);
}
