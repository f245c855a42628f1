import { describe, expect, it } from 'vitest';
import { reachedIngredients } from './reach.ts';
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

describe('reachedIngredients', () => {
  it('reaches raw materials holding a ruled substance, directly or through what it counts as', () => {
    const future = rule({ ruleType: 'max_concentration', substanceId: 'capped', appliesFrom: '2030-01-01' });
    expect(reachedIngredients([future], compositions, facts)).toEqual({
      ingredientIds: ['capped-material', 'ester-material'],
      uncomposed: false,
    });
  });

  it('reaches what is used with a positive list’s function, and uncomposed ones under a missing-INCI rule', () => {
    const list = rule({ ruleType: 'positive_list', usedAs: 'preservative' });
    const missing = rule({ ruleType: 'missing_inci' });
    expect(reachedIngredients([list, missing], compositions, facts)).toEqual({
      ingredientIds: ['preservative-material'],
      uncomposed: true,
    });
  });

  it('ignores inactive rules; an empty library reaches nothing', () => {
    const inactive = rule({ ruleType: 'prohibited', substanceId: 'water', isActive: false });
    expect(reachedIngredients([inactive], compositions, facts)).toEqual({
      ingredientIds: [],
      uncomposed: false,
    });
    expect(reachedIngredients([], compositions, facts)).toEqual({ ingredientIds: [], uncomposed: false });
  });
});
