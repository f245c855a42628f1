import { describe, expect, it } from 'vitest';
import {
  assumesDensity,
  formatConcentration,
  formatUnitCost,
  recomputedNote,
  sustainabilityCue,
  trimDecimal,
} from './ingredient-display.ts';

describe('formatUnitCost', () => {
  it('shows dollars with 3 decimals per unit', () => {
    expect(formatUnitCost('2.400000', 'lb')).toBe('$2.400 / lb');
    expect(formatUnitCost(0.002, 'oz')).toBe('$0.002 / oz');
    // 1234.5 -> thousands separator, 3 decimals
    expect(formatUnitCost('1234.5', 'gal')).toBe('$1,234.500 / gal');
    // 0.0015 rounds half up at the third decimal: $0.002
    expect(formatUnitCost('0.0015', 'fl oz')).toBe('$0.002 / fl oz');
  });
});

describe('assumesDensity', () => {
  it('is true only for fl oz', () => {
    expect(assumesDensity('fl oz')).toBe(true);
    for (const unit of ['oz', 'lb', 'gal']) expect(assumesDensity(unit)).toBe(false);
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

describe('trimDecimal', () => {
  it('drops trailing zeros of a stored decimal', () => {
    expect(trimDecimal('2.400000')).toBe('2.4');
    expect(trimDecimal('3.000')).toBe('3');
    expect(trimDecimal('0.035000')).toBe('0.035');
    expect(trimDecimal('120')).toBe('120');
    expect(trimDecimal(null)).toBe('');
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
