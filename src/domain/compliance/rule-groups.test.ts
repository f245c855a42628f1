import { describe, expect, it } from 'vitest';
import { ruleGroups } from './evaluate.ts';
import { rule } from './test-subject.ts';

const TODAY = '2026-11-23';
const SALICYLIC = rule({ ruleType: 'max_concentration', substanceId: 'salicylic', maxPercent: '2' });
const RETINOL = rule({ ruleType: 'max_concentration', substanceId: 'retinol', maxPercent: '0.3' });
const PEROXIDE = rule({ ruleType: 'max_concentration', substanceId: 'peroxide', maxPercent: '4' });

describe('rule groups', () => {
  it('makes the groups of a library once per use and day, and anew for another use, day or library', () => {
    const library = [SALICYLIC, RETINOL, PEROXIDE];
    const face = { productType: 'serum', applicationArea: 'face', exposure: 'leave_on' as const };
    const first = ruleGroups(library, face, TODAY);
    expect(ruleGroups(library, { ...face }, TODAY)).toBe(first);
    expect(first.map((group) => group.substanceId).sort()).toEqual(['peroxide', 'retinol', 'salicylic']);
    expect(ruleGroups(library, { ...face, exposure: 'rinse_off' }, TODAY)).not.toBe(first);
    expect(ruleGroups(library, face, '2026-11-24')).not.toBe(first);
    const smaller = [SALICYLIC];
    expect(ruleGroups(smaller, face, TODAY).map((group) => group.substanceId)).toEqual(['salicylic']);
  });
});
