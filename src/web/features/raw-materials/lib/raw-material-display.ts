import { sustainabilityTone } from '../../../../domain/raw-material/display.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';

/**
 * "$2.400 / lb": the unit cost with 3 decimals per its unit; a price under a tenth of a cent with all 6 the
 * column keeps, so it never reads as "$0.000".
 */
export function formatUnitCost(unitCost: string | number, unit: string): string {
  const value = Number(unitCost);
  const decimals = value > 0 && value < 0.001 ? 6 : 3;
  return `${formatMoney(unitCost, decimals)} / ${unit}`;
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
