import { describe, expect, it } from 'vitest';
import { changeScope, reachedRawMaterials } from './reach.ts';
import type { ComplianceRule } from './rule.ts';
import { rule } from './test-subject.ts';

const compositions = new Map([
  ['capped-material', [{ substanceId: 'capped' }, { substanceId: 'water' }]],
  ['ester-material', [{ substanceId: 'capped-ester' }]],
  ['preservative-material', [{ substanceId: 'unlisted', usedAs: 'preservative' as const }]],
  ['plain-material', [{ substanceId: 'water' }, { substanceId: 'glycerin', usedAs: 'other' as const }]],
]);
const facts = new Map([
  ['capped', { countsAs: [] }],
  ['capped-ester', { countsAs: [{ targetId: 'capped' }] }],
  ['water', { countsAs: [] }],
]);

describe('reachedRawMaterials', () => {
  it('reaches raw materials holding a ruled substance, directly or through what it counts as', () => {
    const future = rule({ ruleType: 'max_concentration', substanceId: 'capped', appliesFrom: '2030-01-01' });
    expect(reachedRawMaterials([future], compositions, facts)).toEqual({
      rawMaterialIds: ['capped-material', 'ester-material'],
      uncomposed: false,
    });
  });

  it('reaches what is used with a positive list’s function, and uncomposed ones under a missing-INCI rule', () => {
    const list = rule({ ruleType: 'positive_list', usedAs: 'preservative' });
    const missing = rule({ ruleType: 'missing_inci' });
    expect(reachedRawMaterials([list, missing], compositions, facts)).toEqual({
      rawMaterialIds: ['preservative-material'],
      uncomposed: true,
    });
  });

  it('ignores inactive rules; an empty library reaches nothing', () => {
    const inactive = rule({ ruleType: 'prohibited', substanceId: 'water', isActive: false });
    expect(reachedRawMaterials([inactive], compositions, facts)).toEqual({
      rawMaterialIds: [],
      uncomposed: false,
    });
    expect(reachedRawMaterials([], compositions, facts)).toEqual({ rawMaterialIds: [], uncomposed: false });
  });
});

describe('changeScope', () => {
  const capLimit = rule({ ruleType: 'max_concentration', substanceId: 'capped', maxPercent: '1' });
  const capBan = rule({ ruleType: 'prohibited', substanceId: 'capped', market: 'US' });
  const waterLimit = rule({ ruleType: 'max_concentration', substanceId: 'water', maxPercent: '50' });
  const euList = rule({ ruleType: 'positive_list', usedAs: 'preservative', market: 'EU' });
  const usList = rule({ ruleType: 'positive_list', usedAs: 'preservative', market: 'US' });
  const listedBenzoic = rule({ ruleType: 'conditional', substanceId: 'benzoic', usedAs: 'preservative' });
  const missing = rule({ ruleType: 'missing_inci' });
  const library = [capLimit, capBan, waterLimit, euList, usList, listedBenzoic, missing];
  const scoped = (touched: ComplianceRule[]) => library.filter(changeScope([library], touched));

  it('takes every rule on a touched substance, whatever its type or market, and nothing else', () => {
    const changed = rule({ ruleType: 'max_concentration', substanceId: 'capped', maxPercent: '2' });
    expect(scoped([changed])).toEqual([capLimit, capBan]);
  });

  it('for a rule with a function, that market’s lists of it and every rule they read', () => {
    const sorbic = rule({ ruleType: 'conditional', substanceId: 'sorbic', usedAs: 'preservative' });
    expect(scoped([sorbic])).toEqual([euList, listedBenzoic]);
    expect(scoped([euList])).toEqual([euList, listedBenzoic]);
  });

  it('takes the missing-INCI rules only when one is touched', () => {
    expect(scoped([rule({ ruleType: 'missing_inci' })])).toEqual([missing]);
    expect(scoped([])).toEqual([]);
  });
});
