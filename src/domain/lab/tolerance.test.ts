import { describe, expect, it } from 'vitest';
import { weighCheck } from './tolerance.ts';

describe('weighCheck', () => {
  // Target 250.00 g at the default ±1 %: the band is 247.50 g to 252.50 g (250 x 0.01 = 2.50 g).
  it('is within tolerance at the limit: 252.50 g is +1.000 %, 247.50 g is -1.000 %', () => {
    expect(weighCheck('250.00', '252.50', 1)).toEqual({ deviationPercent: '1.000', withinTolerance: true });
    expect(weighCheck('250.00', '247.50', 1)).toEqual({ deviationPercent: '-1.000', withinTolerance: true });
  });

  it('is within just under the limit: 252.49 g is (252.49 - 250) / 250 x 100 = +0.996 %', () => {
    expect(weighCheck('250.00', '252.49', 1)).toEqual({ deviationPercent: '0.996', withinTolerance: true });
    expect(weighCheck('250.00', '250.00', 1)).toEqual({ deviationPercent: '0.000', withinTolerance: true });
  });

  it('is outside just over the limit: 252.51 g is +1.004 %, 247.49 g is -1.004 %', () => {
    expect(weighCheck('250.00', '252.51', 1)).toEqual({ deviationPercent: '1.004', withinTolerance: false });
    expect(weighCheck('250.00', '247.49', 1)).toEqual({ deviationPercent: '-1.004', withinTolerance: false });
  });

  it('compares exactly, not the rounded deviation: 1.0004 % shows as 1.000 but is outside ±1 %', () => {
    // 10000 g target, 10100.04 g weighed: (100.04 / 10000) x 100 = 1.0004 %.
    expect(weighCheck('10000', '10100.04', 1)).toEqual({ deviationPercent: '1.000', withinTolerance: false });
  });

  it('uses the line\u2019s own tolerance: 0.5 % and 5 %', () => {
    // 0.063 kg at ±5 %: 0.066 kg is +4.762 % (0.003 / 0.063), within; at ±0.5 % it is outside.
    expect(weighCheck('0.063', '0.066', 5)).toEqual({ deviationPercent: '4.762', withinTolerance: true });
    expect(weighCheck('0.063', '0.066', '0.5').withinTolerance).toBe(false);
  });

  it('says nothing before the line is weighed, and checks a zero target only against nothing added', () => {
    expect(weighCheck('10', null, 1)).toEqual({ deviationPercent: null, withinTolerance: null });
    expect(weighCheck('0.000', '0', 1)).toEqual({ deviationPercent: null, withinTolerance: true });
    expect(weighCheck('0.000', '0.001', 1)).toEqual({ deviationPercent: null, withinTolerance: false });
  });
});
