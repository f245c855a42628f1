import type Decimal from 'decimal.js';
import { D, type DecimalInput, nonNegative } from './cost.ts';

export interface InciLine {
  name: string;
  inciName: string | null | undefined;
  ounces: DecimalInput;
}

export interface InciEntry {
  /** What the label prints: the INCI name, or the ingredient name when the INCI name is missing. */
  label: string;
  inciName: string | null;
  /** The ingredient's name (the first line's, when several lines share an INCI name). */
  name: string;
  /** % w/w of the recipe, 0 to 100. */
  concentration: Decimal;
  /** No INCI name on file: the label would be wrong, so the UI flags it. */
  missingInci: boolean;
}

/**
 * The label's ingredient list: descending by concentration, the same INCI name declared once with its
 * lines' concentrations added. INCI names are compared ignoring case and surrounding spaces, since the
 * same substance typed twice ("Glycerin", "glycerin ") is one entry on a label; lines without an INCI
 * name merge only with lines of the same ingredient name. Ties keep the order of first appearance.
 */
export function inciDeclaration(lines: InciLine[]): InciEntry[] {
  const ounces = lines.map((line) => nonNegative(line.ounces, 'ounces'));
  const recipeOunces = ounces.reduce((sum, value) => sum.plus(value), D(0));
  const entries = new Map<string, InciEntry>();

  lines.forEach((line, index) => {
    const concentration = recipeOunces.isZero() ? D(0) : ounces[index].times(100).div(recipeOunces);
    const inciName = line.inciName?.trim() || null;
    const name = line.name.trim();
    const key = inciName ? `inci:${inciName.toLowerCase()}` : `name:${name.toLowerCase()}`;
    const existing = entries.get(key);
    if (existing) {
      existing.concentration = existing.concentration.plus(concentration);
      return;
    }
    entries.set(key, { label: inciName ?? name, inciName, name, concentration, missingInci: !inciName });
  });

  // Array.prototype.sort is stable, so equal concentrations stay in order of first appearance.
  return [...entries.values()].sort((a, b) => b.concentration.comparedTo(a.concentration));
}

/** The declaration as printed: labels as stored (not upper-cased), separated by ", ". */
export function inciText(entries: readonly Pick<InciEntry, 'label'>[]): string {
  return entries.map((entry) => entry.label).join(', ');
}
