import { describe, expect, it } from 'vitest';
import { inBand, keepsToMaximum, mustBeLabelled, warningApplies } from './limits.ts';

describe('what the parsed numbers mean', () => {
  it('"must not exceed 2,5 %": at 2.5 it keeps to the maximum, just over it does not', () => {
    const maximum = { percent: '2.5' };
    expect(keepsToMaximum(maximum, '2.4999')).toBe(true);
    expect(keepsToMaximum(maximum, '2.5')).toBe(true);
    expect(keepsToMaximum(maximum, '2.5001')).toBe(false);
  });

  it('"> 0,1 % ≤ 6 %": the band starts above 0.1 and ends at 6', () => {
    const band = { abovePercent: '0.1', percent: '6' };
    expect(inBand(band, '0.0999')).toBe(false);
    expect(inBand(band, '0.1')).toBe(false);
    expect(inBand(band, '0.1001')).toBe(true);
    expect(keepsToMaximum(band, '6')).toBe(true);
    expect(keepsToMaximum(band, '6.0001')).toBe(false);
    expect(inBand({ abovePercent: null }, '0')).toBe(true);
  });

  it('"when its concentration exceeds 0,001 % in leave-on, 0,01 % in rinse-off": named only above', () => {
    const labelling = { leaveOnPercent: '0.001', rinseOffPercent: '0.01', labelName: null };
    expect(mustBeLabelled(labelling, 'leave_on', '0.0009')).toBe(false);
    expect(mustBeLabelled(labelling, 'leave_on', '0.001')).toBe(false);
    expect(mustBeLabelled(labelling, 'leave_on', '0.0011')).toBe(true);
    expect(mustBeLabelled(labelling, 'rinse_off', '0.0099')).toBe(false);
    expect(mustBeLabelled(labelling, 'rinse_off', '0.01')).toBe(false);
    expect(mustBeLabelled(labelling, 'rinse_off', '0.0101')).toBe(true);
  });

  it('"Above 2 %: Contains ammonia": the warning starts above 2, and a warning without a level always applies', () => {
    expect(warningApplies({ thresholdPercent: '2' }, '1.99')).toBe(false);
    expect(warningApplies({ thresholdPercent: '2' }, '2')).toBe(false);
    expect(warningApplies({ thresholdPercent: '2' }, '2.01')).toBe(true);
    expect(warningApplies({ thresholdPercent: null }, '0')).toBe(true);
  });
});
