import { describe, expect, it } from 'vitest';
import { switchImpact } from './switch-impact.ts';

describe('what switching the preferred offer changes', () => {
  const use = {
    formulationId: 'f1',
    name: 'Face balm',
    version: 2,
    ounces: '300',
    recipeOunces: '1000',
    unitSize: '50',
    yearlyVolume: null,
  };

  it('moves a unit by ounces x the change per ounce x unitSize / recipe, and a year by the volume', () => {
    // 0.15 $/oz -> 0.1375 $/oz: -0.0125 x 300 = -3.75 on the batch; x 50 / 1000 = -0.1875 a unit;
    // 10,000 units assumed: -1,875 a year.
    const [impact] = switchImpact('0.15', '0.1375', [use]);
    expect(impact!.perUnit.toFixed()).toBe('-0.1875');
    expect(impact!.perYear.toFixed()).toBe('-1875');
    expect(impact!.assumedVolume).toBe(true);
  });

  it('uses the formulation yearly volume when it has one', () => {
    // +0.05 $/oz x 120 oz of a 400 oz recipe, 8 oz units: 0.05 x 120 x 8 / 400 = 0.12 a unit; x 25,000 = 3,000.
    const [impact] = switchImpact('1.00', '1.05', [
      { ...use, ounces: '120', recipeOunces: '400', unitSize: '8', yearlyVolume: 25000 },
    ]);
    expect(impact!.perUnit.toFixed()).toBe('0.12');
    expect(impact!.perYear.toFixed()).toBe('3000');
    expect(impact!.assumedVolume).toBe(false);
  });

  it('changes nothing when the costs are equal', () => {
    expect(switchImpact('0.15', '0.15', [use])[0]!.perYear.isZero()).toBe(true);
  });
});
