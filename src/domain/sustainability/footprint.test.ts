import { describe, expect, it } from 'vitest';
import { D } from '../common/decimal.ts';
import { formulationFootprint, meanOfPresent } from './footprint.ts';

const natural = (withWater: string | null, coverage: string) => ({
  withWater: withWater === null ? null : D(withWater),
  coverage: D(coverage),
});

describe('formulationFootprint', () => {
  it('scales per-ounce footprints to one unit and reports the natural origin content it is given', () => {
    // Recipe 1000 oz: water 800 oz (0.035 L/oz, 0.00005 kg/oz, index 1), glycerin 200 oz (0.62 L/oz, 0.0085 kg/oz, 1).
    // Water: 800×0.035 + 200×0.62 = 28 + 124 = 152 L per 1000 oz -> × 50 / 1000 = 7.6 L per 50 oz unit.
    // Carbon: 800×0.00005 + 200×0.0085 = 0.04 + 1.7 = 1.74 kg -> × 50 / 1000 = 0.087 kg.
    const result = formulationFootprint(
      [
        { ounces: 800, waterLitersPerOz: '0.035', carbonKgPerOz: '0.00005' },
        { ounces: 200, waterLitersPerOz: '0.62', carbonKgPerOz: '0.0085' },
      ],
      50,
      natural('100', '100'),
    );
    expect(result).toMatchObject({
      waterPerUnit: '7.6000',
      carbonPerUnit: '0.0870',
      naturalOriginPercent: '100.00',
      coverage: { water: '100.00', carbon: '100.00', naturalOrigin: '100.00' },
    });
    expect(result.naturalOriginExact?.toString()).toBe('100');
  });

  it('shows partial coverage and rounds the natural origin content once, at 2 decimals', () => {
    // The synthetic has no water data: coverage 90 %. Natural origin 89.995 % from the substances -> 90.00.
    const result = formulationFootprint(
      [
        { ounces: 900, waterLitersPerOz: 1, carbonKgPerOz: null },
        { ounces: 100, waterLitersPerOz: null, carbonKgPerOz: null },
      ],
      10,
      natural('89.995', '100'),
    );
    expect(result.naturalOriginPercent).toBe('90.00');
    expect(result.waterPerUnit).toBe('9.0000'); // 900 L × 10 / 1000
    expect(result.carbonPerUnit).toBeNull();
    expect(result.coverage).toEqual({ water: '90.00', carbon: '0.00', naturalOrigin: '100.00' });
  });

  it('has no figures for an empty recipe', () => {
    const empty = formulationFootprint([], 50, natural(null, '0'));
    expect([empty.waterPerUnit, empty.naturalOriginPercent, empty.coverage.naturalOrigin]).toEqual([
      null,
      null,
      '0.00',
    ]);
  });
});

describe('meanOfPresent', () => {
  it('averages only the figures that exist', () => {
    expect(meanOfPresent(['90.00', null, '80.00'])).toBe('85.00');
    expect(meanOfPresent([null])).toBeNull();
  });
});
