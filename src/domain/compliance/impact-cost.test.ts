import { describe, expect, it } from 'vitest';
import { DEFAULT_YEARLY_VOLUME, reformulationCostChange, totalChangePerYear } from './impact-cost.ts';

describe('reformulationCostChange', () => {
  it('is after - before per unit, and that times the yearly volume per year', () => {
    // 0.5400 - 0.4200 = 0.1200 a unit; 0.12 x 25,000 = 3,000.00 a year.
    expect(reformulationCostChange('0.4200', '0.5400', 25_000)).toEqual({
      changePerUnit: '0.1200',
      changePerYear: '3000.00',
    });
  });

  it('is negative when the compliant recipe is cheaper', () => {
    // 1.2345 - 1.5000 = -0.2655; -0.2655 x 1,200 = -318.60.
    expect(reformulationCostChange('1.5000', '1.2345', 1_200)).toEqual({
      changePerUnit: '-0.2655',
      changePerYear: '-318.60',
    });
  });

  it('uses 10,000 units a year by default', () => {
    expect(DEFAULT_YEARLY_VOLUME).toBe(10_000);
    // 0.0125 x 10,000 = 125.00.
    expect(reformulationCostChange('2.0000', '2.0125')).toEqual({
      changePerUnit: '0.0125',
      changePerYear: '125.00',
    });
  });

  it('rounds the per-unit change to 4 decimals first, then the year to the cent', () => {
    // 0.100049 - 0.1 = 0.000049 -> 0.0000 a unit, so 0.00 a year (not 0.49 at 10,000 units).
    expect(reformulationCostChange('0.1', '0.100049')).toEqual({
      changePerUnit: '0.0000',
      changePerYear: '0.00',
    });
    // 0.00005 rounds half up to 0.0001; x 333 = 0.0333 -> 0.03.
    expect(reformulationCostChange('1', '1.00005', 333)).toEqual({
      changePerUnit: '0.0001',
      changePerYear: '0.03',
    });
  });

  it('is zero a year for a formulation that sells nothing', () => {
    expect(reformulationCostChange('0.5000', '0.7500', 0)).toEqual({
      changePerUnit: '0.2500',
      changePerYear: '0.00',
    });
  });
});

describe('totalChangePerYear', () => {
  it('adds the feasible rows and skips the infeasible ones', () => {
    // 3,000.00 - 318.60 + 125.00 = 2,806.40.
    expect(
      totalChangePerYear([
        { changePerYear: '3000.00' },
        { changePerYear: null },
        { changePerYear: '-318.60' },
        { changePerYear: '125.00' },
      ]),
    ).toBe('2806.40');
  });

  it('is 0.00 with nothing to add', () => {
    expect(totalChangePerYear([])).toBe('0.00');
    expect(totalChangePerYear([{ changePerYear: null }])).toBe('0.00');
  });
});
