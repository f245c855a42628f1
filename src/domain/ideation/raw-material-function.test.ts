import { describe, expect, it } from 'vitest';
import { cheaperCandidates } from './cost-advice.ts';
import { interchangeable, isProhibited, jobFunctions, sharedJobs } from './raw-material-function.ts';
import { substitutesFor } from './substitution-reply.ts';
import { formulation, pureCatalogue, rawMaterial } from './test-facts.ts';

// The demo inventory's actives and preservatives, with their substances' functions as the demo catalogue has them.
const ceramide = rawMaterial({ id: 'ceramide', name: 'Ceramide NP', unitCost: '45.00' });
const retinol = rawMaterial({ id: 'retinol', name: 'Retinol (Stabilised)', unitCost: '38.00' });
const bakuchiol = rawMaterial({ id: 'bakuchiol', name: 'Bakuchiol', unitCost: '36.00' });
const tocopherol = rawMaterial({ id: 'tocopherol', name: 'Vitamin E (Mixed Tocopherols)', unitCost: '1.10' });
const salicylate = rawMaterial({ id: 'sodiumsal', name: 'Sodium Salicylate', unit: 'kg', unitCost: '24.00' });
const zinc = rawMaterial({ id: 'zinc', name: 'Zinc Oxide (Non-Nano)', unit: 'lb', unitCost: '9.50' });
const mbc = rawMaterial({
  id: 'mbc',
  name: '4-MBC (legacy UV filter stock)',
  unitCost: '2.80',
  regulatoryRestrictions: ['Prohibited in the EU from 1 May 2025 (Reg. 2024/996, Annex II)'],
});
const phenoxy = rawMaterial({ id: 'phenoxy', name: 'Phenoxyethanol', category: 'preservative' });
const benzoate = rawMaterial({ id: 'benzoate', name: 'Sodium Benzoate', category: 'preservative' });
const house = rawMaterial({ id: 'house', name: 'House Active X', unitCost: '0.10' });
const inventory = [ceramide, retinol, bakuchiol, tocopherol, salicylate, zinc, mbc, phenoxy, benzoate, house];
const catalogue = pureCatalogue({
  ceramide: ['skin_conditioning', 'hair_conditioning'],
  retinol: ['skin_conditioning'],
  bakuchiol: ['antioxidant', 'skin_conditioning'],
  tocopherol: ['antioxidant', 'skin_conditioning'],
  sodiumsal: ['preservative', 'skin_conditioning', 'masking'],
  zinc: ['uv_filter', 'bulking', 'skin_protecting'],
  mbc: ['uv_absorber', 'uv_filter'],
  phenoxy: ['preservative'],
  benzoate: ['preservative', 'masking'],
});

describe('jobFunctions and sharedJobs', () => {
  it("are the substances' catalogue functions without the general ones", () => {
    expect([...jobFunctions('sodiumsal', catalogue)]).toEqual(['preservative']);
    expect([...jobFunctions('ceramide', catalogue)]).toEqual([]);
    // No composition on file: no job known.
    expect([...jobFunctions('house', catalogue)]).toEqual([]);
    expect(sharedJobs(bakuchiol, tocopherol, catalogue)).toEqual(['antioxidant']);
    // Skin conditioning is all ceramide NP and sodium salicylate have in common: no job.
    expect(sharedJobs(ceramide, salicylate, catalogue)).toEqual([]);
  });
});

describe('interchangeable', () => {
  it('needs the same category and a shared job by substance function, never the category alone', () => {
    expect(interchangeable(bakuchiol, tocopherol, catalogue)).toBe(true);
    expect(interchangeable(phenoxy, benzoate, catalogue)).toBe(true);
    // The two wrong suggestions of the old "same category and function": a preservative salt for a barrier
    // lipid and for an antioxidant, all "active", all "skin conditioning".
    expect(interchangeable(ceramide, salicylate, catalogue)).toBe(false);
    expect(interchangeable(bakuchiol, salicylate, catalogue)).toBe(false);
    // Same job, another category: not a stand-in at the same ounces.
    expect(interchangeable(salicylate, phenoxy, catalogue)).toBe(false);
    // Nothing known of it: never guessed from its category.
    expect(interchangeable(ceramide, house, catalogue)).toBe(false);
    expect(interchangeable(house, ceramide, catalogue)).toBe(false);
  });

  it('never suggests a prohibited ingredient, even one that does the same job', () => {
    expect(isProhibited(mbc)).toBe(true);
    expect(sharedJobs(zinc, mbc, catalogue)).toEqual(['uv_filter']);
    expect(interchangeable(zinc, mbc, catalogue)).toBe(false);
  });
});

describe('stand-ins offered by the advisor', () => {
  it('offers no cheaper ingredient for ceramide NP or bakuchiol that does another job', () => {
    const recipe = formulation([
      ['ceramide', '2'],
      ['bakuchiol', '1'],
      ['zinc', '100'],
    ]);
    expect(cheaperCandidates(recipe, inventory, ceramide, catalogue)).toEqual([]);
    // Bakuchiol ($36/oz): vitamin E ($1.10/oz) shares its antioxidant job; sodium salicylate does not.
    expect(cheaperCandidates(recipe, inventory, bakuchiol, catalogue).map((i) => i.id)).toEqual([
      'tocopherol',
    ]);
    expect(cheaperCandidates(recipe, inventory, zinc, catalogue)).toEqual([]);
  });

  it('substitutesFor: none for a raw material whose functions are all general, and says so', () => {
    expect(substitutesFor(ceramide, inventory, catalogue)).toEqual({ jobs: [], substitutes: [] });
    expect(substitutesFor(retinol, inventory, catalogue)).toEqual({ jobs: [], substitutes: [] });
    const { jobs, substitutes } = substitutesFor(bakuchiol, inventory, catalogue);
    expect(jobs).toEqual(['antioxidant']);
    expect(substitutes.map((s) => [s.rawMaterial.id, s.shared])).toEqual([['tocopherol', ['antioxidant']]]);
  });
});
