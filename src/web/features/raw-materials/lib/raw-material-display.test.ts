import { describe, expect, it } from 'vitest';
import { densityNote } from './density-note.ts';
import {
  formatConcentration,
  formatUnitCost,
  recomputedNote,
  sustainabilityCue,
} from './raw-material-display.ts';

describe('formatUnitCost', () => {
  it('shows dollars with 3 decimals per unit', () => {
    expect(formatUnitCost('2.400000', 'lb')).toBe('$2.400 / lb');
    expect(formatUnitCost(0.002, 'oz')).toBe('$0.002 / oz');
    // 1234.5 -> thousands separator, 3 decimals
    expect(formatUnitCost('1234.5', 'gal')).toBe('$1,234.500 / gal');
    // 0.0015 rounds half up at the third decimal: $0.002
    expect(formatUnitCost('0.0015', 'fl oz')).toBe('$0.002 / fl oz');
  });

  it('shows all 6 decimals of a price under a tenth of a cent, so it never reads as $0.000', () => {
    // Bulk water at $0.004 per litre keeps 3 decimals; $0.0004 would round to $0.000 at 3.
    expect(formatUnitCost('0.004000', 'L')).toBe('$0.004 / L');
    expect(formatUnitCost('0.000400', 'L')).toBe('$0.000400 / L');
  });
});

describe('densityNote', () => {
  it('says how a volume unit is weighed, and when its density is only assumed', () => {
    // 1 fl oz = 29.5735295625 mL; at 0.81 g/mL: 23.954558945625 g / 28.349523125 g per oz = 0.84497... oz
    expect(densityNote('fl oz', '0.8100')).toBe('Weighed at 0.81 g/mL: 1 fl oz = 0.845 oz.');
    // 1 gal = 128 x 29.5735295625 = 3785.411784 mL; at 1.26 g/mL: 4769.61884784 g / 28.349523125 = 168.2433... oz
    expect(densityNote('gal', '1.2600')).toBe('Weighed at 1.26 g/mL: 1 gal = 168.243 oz.');
    // 1 L at the assumed 1 g/mL: 1000 g / 28.349523125 = 35.27396... oz
    expect(densityNote('L', null)).toBe(
      'Weighed at an assumed 1 g/mL until its density is set: 1 L = 35.274 oz.',
    );
    for (const unit of ['oz', 'lb', 'g', 'kg']) expect(densityNote(unit, null)).toBeNull();
  });
});

describe('sustainabilityCue', () => {
  it('is green and High at 80 and above, yellow and Medium at 60 and above, red and Low below', () => {
    expect(sustainabilityCue(100)).toEqual({ tone: 'green', label: 'High' });
    expect(sustainabilityCue(80)).toEqual({ tone: 'green', label: 'High' });
    expect(sustainabilityCue(79)).toEqual({ tone: 'yellow', label: 'Medium' });
    expect(sustainabilityCue(60)).toEqual({ tone: 'yellow', label: 'Medium' });
    expect(sustainabilityCue(59)).toEqual({ tone: 'red', label: 'Low' });
    expect(sustainabilityCue(1)).toEqual({ tone: 'red', label: 'Low' });
  });
});

describe('recomputedNote', () => {
  it('names the count of recomputed formulations, singular or plural', () => {
    expect(recomputedNote(0)).toBe('');
    expect(recomputedNote(1)).toBe('1 formulation recomputed');
    expect(recomputedNote(3)).toBe('3 formulations recomputed');
  });
});

describe('formatConcentration', () => {
  it('shows the % w/w with 2 decimals', () => {
    // 100 oz of niacinamide in a 1000 oz recipe: 100 / 1000 x 100 = 10 %
    expect(formatConcentration('10.0000')).toBe('10.00%');
    expect(formatConcentration('0.3333')).toBe('0.33%');
    expect(formatConcentration('not a number')).toBe('0.00%');
  });
});
