import { describe, expect, it } from 'vitest';
import { formulationFootprint, meanOfPresent } from './footprint.ts';

describe('formulationFootprint', () => {
  it('scales per-ounce footprints to one unit and weighs the natural origin index by mass', () => {
    // Recipe 1000 oz: water 800 oz (0.035 L/oz, 0.00005 kg/oz, index 1), glycerin 200 oz (0.62 L/oz, 0.0085 kg/oz, 1).
    // Water: 800×0.035 + 200×0.62 = 28 + 124 = 152 L per 1000 oz -> × 50 / 1000 = 7.6 L per 50 oz unit.
    // Carbon: 800×0.00005 + 200×0.0085 = 0.04 + 1.7 = 1.74 kg -> × 50 / 1000 = 0.087 kg.
    const result = formulationFootprint(
      [
        { ounces: 800, waterLitersPerOz: '0.035', carbonKgPerOz: '0.00005', naturalOriginIndex: 1 },
        { ounces: 200, waterLitersPerOz: '0.62', carbonKgPerOz: '0.0085', naturalOriginIndex: 1 },
      ],
      50,
    );
    expect(result).toEqual({
      waterPerUnit: '7.6000',
      carbonPerUnit: '0.0870',
      naturalOriginPercent: '100.00',
      coverage: { water: '100.00', carbon: '100.00', naturalOrigin: '100.00' },
    });
  });

  it('counts a synthetic as 0 natural origin and shows partial coverage', () => {
    // 900 oz water index 1 + 100 oz synthetic index 0 = 90 %; the synthetic has no water data: coverage 90 %.
    const result = formulationFootprint(
      [
        { ounces: 900, waterLitersPerOz: 1, carbonKgPerOz: null, naturalOriginIndex: 1 },
        { ounces: 100, waterLitersPerOz: null, carbonKgPerOz: null, naturalOriginIndex: 0 },
      ],
      10,
    );
    expect(result.naturalOriginPercent).toBe('90.00');
    expect(result.waterPerUnit).toBe('9.0000'); // 900 L × 10 / 1000
    expect(result.carbonPerUnit).toBeNull();
    expect(result.coverage).toEqual({ water: '90.00', carbon: '0.00', naturalOrigin: '100.00' });
  });

  it('has no figures for an empty recipe', () => {
    expect(formulationFootprint([], 50).waterPerUnit).toBeNull();
  });
});

describe('meanOfPresent', () => {
  it('averages only the figures that exist', () => {
    expect(meanOfPresent(['90.00', null, '80.00'])).toBe('85.00');
    expect(meanOfPresent([null])).toBeNull();
  });
});
