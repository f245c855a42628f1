import { isVolumeUnit } from '../../../../domain/raw-material/constants.ts';
import { weightOuncesPerUnit } from '../../../../domain/raw-material/units.ts';
import { trimDecimal } from '../../../lib/format.ts';

// Apart from raw-material-display.ts: the weighing needs decimal.js, which the table loads after its first paint.

/**
 * How a volume unit is weighed (docs/product-rules.md, "Costs and units": volume x density), for the table's note; null for a weight unit. An
 * unset density is the assumed 1 g/mL, and the note says so.
 */
export function densityNote(unit: string, density: string | null): string | null {
  if (!isVolumeUnit(unit)) return null;
  const ounces = weightOuncesPerUnit(unit, density).toDecimalPlaces(3).toFixed(3);
  return density === null
    ? `Weighed at an assumed 1 g/mL until its density is set: 1 ${unit} = ${ounces} oz.`
    : `Weighed at ${trimDecimal(density)} g/mL: 1 ${unit} = ${ounces} oz.`;
}
