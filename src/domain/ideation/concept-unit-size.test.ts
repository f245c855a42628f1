import { describe, expect, it } from 'vitest';
import { conceptUnitSize } from './concept.ts';
import { formulation } from './test-facts.ts';

describe('conceptUnitSize: a concept is priced per the unit its product type is sold in', () => {
  it("takes the median unit size of the company's products of that type", () => {
    const range = [
      formulation([], { id: 'a', productType: 'moisturizer', unitSize: '1.7' }),
      formulation([], { id: 'b', productType: 'moisturizer', unitSize: '3.4' }),
      formulation([], { id: 'c', productType: 'moisturizer', unitSize: '1.7' }),
      formulation([], { id: 'd', productType: 'cleanser', unitSize: '8' }),
    ];
    // Moisturizers 1.7, 1.7, 3.4: the median is 1.7; the cleanser's 8 oz is not a moisturizer's unit.
    expect(conceptUnitSize('moisturizer', range)).toEqual({ ounces: expect.anything(), from: 'portfolio' });
    expect(conceptUnitSize('moisturizer', range).ounces.toString()).toBe('1.7');
    // Two sizes: the median of 4 and 8 is 6.
    const cleansers = [...range, formulation([], { id: 'e', productType: 'cleanser', unitSize: '4' })];
    expect(conceptUnitSize('cleanser', cleansers).ounces.toString()).toBe('6');
  });

  it('falls back to the typical pack of the type, never the form’s 50 oz', () => {
    expect(conceptUnitSize('serum', [])).toMatchObject({ from: 'typical' });
    expect(conceptUnitSize('serum', []).ounces.toString()).toBe('1');
    expect(conceptUnitSize('balm', []).ounces.toString()).toBe('3.4');
    expect(conceptUnitSize('toner', []).ounces.toString()).toBe('6.8');
  });
});
