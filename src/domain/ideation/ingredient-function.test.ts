import { describe, expect, it } from 'vitest';
import { cheaperCandidates } from './cost-advice.ts';
import { ingredientFamily, interchangeable, isProhibited } from './ingredient-function.ts';
import { formulation, ingredient } from './test-facts.ts';

const ceramide = ingredient({ id: 'cer', name: 'Ceramide NP', unitCost: '45.00' });
const retinol = ingredient({
  id: 'ret',
  name: 'Retinol (Stabilised)',
  inciName: 'Retinol',
  unitCost: '38.00',
});
const bakuchiol = ingredient({ id: 'bak', name: 'Bakuchiol', unitCost: '36.00' });
const peroxide = ingredient({ id: 'per', name: 'Hydrogen Peroxide', unit: 'fl oz', unitCost: '0.30' });
const zinc = ingredient({ id: 'zn', name: 'Zinc Oxide (Non-Nano)', unit: 'lb', unitCost: '9.50' });
const mbc = ingredient({
  id: 'mbc',
  name: '4-MBC (legacy UV filter stock)',
  inciName: '4-Methylbenzylidene Camphor',
  unitCost: '2.80',
  regulatoryRestrictions: ['Prohibited in the EU from 1 May 2025 (Reg. 2024/996, Annex II)'],
});
const custom = ingredient({ id: 'cus', name: 'House Active X', unitCost: '0.10' });

describe('ingredientFamily', () => {
  it('reads the function from the name or the INCI name', () => {
    expect(ingredientFamily(retinol)).toBe('retinoid');
    expect(ingredientFamily(bakuchiol)).toBe('retinoid');
    expect(ingredientFamily(mbc)).toBe('uv filter');
    expect(ingredientFamily({ name: 'Purified Water', inciName: 'Aqua' })).toBe('water');
    expect(ingredientFamily(custom)).toBeNull();
  });
});

describe('interchangeable', () => {
  it('needs the same category and, when both are known, the same function', () => {
    expect(interchangeable(retinol, bakuchiol)).toBe(true);
    expect(interchangeable(ceramide, peroxide)).toBe(false);
    expect(interchangeable(ceramide, zinc)).toBe(false);
    expect(
      interchangeable(ceramide, ingredient({ id: 'x', name: 'Ceramide AP', category: 'emollient' })),
    ).toBe(false);
    // An ingredient we cannot place stays a candidate: nothing says its function differs.
    expect(interchangeable(ceramide, custom)).toBe(true);
  });

  it('never suggests a prohibited ingredient', () => {
    expect(isProhibited(mbc)).toBe(true);
    expect(interchangeable(zinc, mbc)).toBe(false);
  });
});

describe('cheaperCandidates with functions', () => {
  it('offers bakuchiol for retinol but not peroxide, and never the prohibited UV filter for zinc oxide', () => {
    const inventory = [ceramide, retinol, bakuchiol, peroxide, zinc, mbc];
    const recipe = formulation([
      ['ret', '3'],
      ['zn', '100'],
    ]);
    expect(cheaperCandidates(recipe, inventory, retinol).map((i) => i.id)).toEqual(['bak']);
    expect(cheaperCandidates(recipe, inventory, zinc)).toEqual([]);
  });
});
