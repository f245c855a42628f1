import { describe, expect, it } from 'vitest';
import { D } from '../common/decimal.ts';
import type { SubstanceAmount } from '../substance/substance-content.ts';
import { countedToward, reachedSubstances } from './counted-amount.ts';

function amount(
  substanceId: string,
  percent: string,
  usedAs: 'preservative' | 'other' = 'other',
): SubstanceAmount {
  return {
    substanceId,
    inciName: substanceId,
    percent: D(percent),
    minPercent: D(percent),
    maxPercent: D(percent),
    sources: [
      {
        ingredientId: `raw-${substanceId}`,
        ingredientName: `Raw ${substanceId}`,
        percent: D(percent),
        minPercent: D(percent),
        maxPercent: D(percent),
        usedAs,
        inPerfume: false,
        rawMaterialPercent: D(percent),
      },
    ],
  };
}

// Sodium benzoate counts as benzoic acid at 0.847 (its acid share); glycerin counts as nothing else.
const facts = new Map([
  [
    'sodium-benzoate',
    {
      inciName: 'Sodium Benzoate',
      allergen: false,
      countsAs: [{ targetId: 'benzoic-acid', factor: '0.847' }],
    },
  ],
  ['glycerin', { inciName: 'Glycerin', allergen: false, countsAs: [] }],
  ['benzoic-acid', { inciName: 'Benzoic Acid', allergen: false, countsAs: [] }],
]);
const content = {
  substances: [amount('sodium-benzoate', '0.5', 'preservative'), amount('glycerin', '3')],
  unassigned: [],
};

describe('reachedSubstances', () => {
  it('holds what the content holds and what that counts as, nothing else', () => {
    expect([...reachedSubstances(content, facts)].sort()).toEqual([
      'benzoic-acid',
      'glycerin',
      'sodium-benzoate',
    ]);
  });

  it('agrees with countedToward: a substance outside it counts 0, one inside counts its share', () => {
    // 0.5 % sodium benzoate x 0.847 = 0.4235 % benzoic acid; 0 % of a substance nothing holds.
    expect(countedToward('benzoic-acid', content, facts).total.toFixed()).toBe('0.4235');
    expect(countedToward('salicylic-acid', content, facts).total.toFixed()).toBe('0');
    expect(reachedSubstances(content, facts).has('salicylic-acid')).toBe(false);
  });

  it('is empty for an empty product', () => {
    expect(reachedSubstances({ substances: [], unassigned: [] }, facts).size).toBe(0);
  });
});
