import { sustainabilityTone } from '../../../../domain/ingredient/display.ts';
import { isVolumeUnit, weightOuncesPerUnit } from '../../../../domain/ingredient/units.ts';
import { formatMoney, formatPercent, trimDecimal } from '../../../lib/format.ts';

/** "$2.400 / lb": the unit cost with 3 decimals (spec §9) per its unit. */
export function formatUnitCost(unitCost: string | number, unit: string): string {
  return `${formatMoney(unitCost, 3)} / ${unit}`;
}

/**
 * How a volume unit is weighed (DESIGN §4: volume x density), for the table's note; null for a weight unit. An
 * unset density is the assumed 1 g/mL, and the note says so.
 */
export function densityNote(unit: string, density: string | null): string | null {
  if (!isVolumeUnit(unit)) return null;
  const ounces = weightOuncesPerUnit(unit, density).toDecimalPlaces(3).toFixed(3);
  return density === null
    ? `Weighed at an assumed 1 g/mL until its density is set: 1 ${unit} = ${ounces} oz.`
    : `Weighed at ${trimDecimal(density)} g/mL: 1 ${unit} = ${ounces} oz.`;
}

const TONE_CUE = { green: 'High', yellow: 'Medium', red: 'Low' } as const;

/** The sustainability badge: its colour and the word that says the same thing, so colour is never alone. */
export function sustainabilityCue(rating: number): { tone: 'green' | 'yellow' | 'red'; label: string } {
  const tone = sustainabilityTone(rating);
  return { tone, label: TONE_CUE[tone] };
}

/** "1 formulation recomputed", "3 formulations recomputed"; nothing when none were. */
export function recomputedNote(count: number): string {
  if (count <= 0) return '';
  return `${count} ${count === 1 ? 'formulation' : 'formulations'} recomputed`;
}

/** A line's share of its formulation: "10.00%" from the API's "10.0000". */
export function formatConcentration(value: string): string {
  return formatPercent(value, 2);
}
