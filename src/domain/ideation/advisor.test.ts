import { describe, expect, it } from 'vitest';
import { adviseReply } from './advisor.ts';
import { facts, formulation, pureCatalogue, rawMaterial, supplier } from './test-facts.ts';

// Inventory: two actives (niacinamide $1.20/oz, B3 generic $0.80/oz), retinol and bakuchiol, water, a synthetic
// emollient (dimethicone, $0.50/oz, rating 30, index 0) and a natural one (squalane, $0.60/oz, rating 86, index
// 0.98), a botanical.
const niacinamide = rawMaterial({ id: 'nia', name: 'Niacinamide', unitCost: '1.20', usageCount: 1 });
const generic = rawMaterial({ id: 'gen', name: 'Generic B3', unitCost: '0.80', sustainabilityRating: 40 });
const retinol = rawMaterial({ id: 'ret', name: 'Retinol', unitCost: '38.00', supplierName: 'Alpine' });
const bakuchiol = rawMaterial({ id: 'bak', name: 'Bakuchiol', unitCost: '36.00', qualityGrade: 'natural' });
const water = rawMaterial({
  id: 'aq',
  name: 'Water',
  category: 'base',
  unitCost: '0.10',
  sustainabilityRating: 96,
  naturalOriginIndex: '1',
  usageCount: 1,
});
const dimethicone = rawMaterial({
  id: 'dim',
  name: 'Dimethicone',
  category: 'emollient',
  unitCost: '0.50',
  qualityGrade: 'synthetic',
  sustainabilityRating: 30,
  naturalOriginIndex: '0',
  usageCount: 1,
});
const squalane = rawMaterial({
  id: 'sq',
  name: 'Olive Squalane',
  category: 'emollient',
  unitCost: '0.60',
  qualityGrade: 'natural',
  sustainabilityRating: 86,
  naturalOriginIndex: '0.98',
});
const greenTea = rawMaterial({
  id: 'gt',
  name: 'Green Tea Extract',
  category: 'botanical',
  qualityGrade: 'organic',
});
const inventory = [niacinamide, generic, retinol, bakuchiol, water, dimethicone, squalane, greenTea];

// 100 oz niacinamide, 100 oz dimethicone, 800 oz water; batch 1000, unit 50.
// C = 120 + 50 + 80 = 250; cost per unit = 250 × 50 / 1000 = 12.50.
// Drivers per unit: niacinamide 120 × 0.05 = 6.00 (48 %), water 80 × 0.05 = 4.00 (32 %), dimethicone 2.50 (20 %).
const moisturizer = formulation(
  [
    ['nia', '100'],
    ['dim', '100'],
    ['aq', '800'],
  ],
  // The server computes the content from the substances (docs/product-rules.md, "Substances and the label"): 80 % of the 90 % with data.
  {
    name: 'Matte Moisturizer',
    productType: 'moisturizer',
    naturalOrigin: { percent: '80.00', coverage: '90.00' },
  },
);
const certified = supplier({
  name: 'Botanica',
  certifications: ['organic', 'fair_trade'],
  sustainabilityScore: 92,
});
const qualityOnly = supplier({ name: 'ChemPure', certifications: ['iso_9001'], sustainabilityScore: 40 });
const db = facts(inventory, {
  // What their substances do (the catalogue's functions): the stand-ins are matched on a shared job.
  catalogue: pureCatalogue({
    nia: ['skin_conditioning', 'smoothing'],
    gen: ['skin_conditioning', 'smoothing'],
    ret: ['skin_conditioning'],
    bak: ['antioxidant', 'skin_conditioning'],
    aq: ['solvent'],
    dim: ['emollient', 'film_forming'],
    sq: ['emollient'],
    gt: ['antioxidant'],
  }),
  suppliers: [qualityOnly, certified],
  portfolio: {
    formulationCount: 2,
    productTypes: [{ productType: 'moisturizer', count: 2 }],
    highestCost: [moisturizer],
  },
});

const lastLine = (text: string) => text.trim().split('\n').at(-1);

describe('adviseReply: cost', () => {
  it("names the formulation's cost drivers and the cheaper same-category swap with its saving", async () => {
    const { intents: topics, text } = await adviseReply('Cost reduction ideas', {
      formulation: moisturizer,
      facts: db,
    });
    expect(topics).toEqual(['cost']);
    expect(text).toContain('Cost review of "Matte Moisturizer"');
    expect(text).toContain('Cost per unit $12.500 (50 oz unit)');
    expect(text).toContain('1. Niacinamide: $6.000 per unit (48.0% of the cost)');
    expect(text).toContain('2. Water: $4.000 per unit (32.0% of the cost)');
    expect(text).toContain('3. Dimethicone: $2.500 per unit (20.0% of the cost)');
    // 100 × (1.20 − 0.80) × 50 / 1000 = 2.00 per unit; 12.50 − 2.00 = 10.50; per batch 40.
    expect(text).toContain(
      'Replace Niacinamide ($1.200/oz) with Generic B3 ($0.800/oz, active): saves $2.000 per unit ($10.500 instead of $12.500) and $40.00 per batch.',
    );
    expect(lastLine(text)).toMatch(
      /^Next step: duplicate "Matte Moisturizer" as a new version with Generic B3/,
    );
  });

  it('answers for the portfolio without a formulation: highest cost per unit and top driver', async () => {
    const { text } = await adviseReply('How do I lower costs?', { formulation: null, facts: db });
    expect(text).toContain('The 1 formulation with the highest cost per unit (of 2):');
    expect(text).toContain(
      '1. "Matte Moisturizer": $12.500 per unit; top driver Niacinamide ($6.000 per unit, 48.0% of the cost)',
    );
    expect(lastLine(text)).toMatch(/^Next step:/);
  });

  it('says so when a formulation has no lines', async () => {
    const { text } = await adviseReply('cost', { formulation: formulation([]), facts: db });
    expect(text).toContain('It has no ingredient lines yet');
  });
});

describe('adviseReply: natural', () => {
  it('gives the natural origin content and natural alternatives with their effect on cost', async () => {
    const { text } = await adviseReply('Natural ingredients', { formulation: moisturizer, facts: db });
    // As the server computed it: (100 × 0 + 100 × 0 + 800 × 1) / 1000 = 80 %; niacinamide has no index.
    expect(text).toContain(
      'Natural origin content (ISO 16128): 80.00% (data for 90.00% of the recipe mass).',
    );
    // Squalane instead of dimethicone: 100 × (0.60 − 0.50) × 50 / 1000 = 0.50 more per unit.
    expect(text).toContain(
      '- Dimethicone (synthetic, natural origin index 0.00, 10.00% of the recipe): Olive Squalane (natural, natural origin index 0.98, adds $0.500 per unit)',
    );
    expect(text).toContain('Botanicals to consider adding: Green Tea Extract (organic, $1.000/oz).');
  });
});

describe('adviseReply: anti-aging', () => {
  it('lists the actives present with their concentration and the missing ones from the inventory', async () => {
    const { text } = await adviseReply('Anti-aging benefits', { formulation: moisturizer, facts: db });
    expect(text).toContain('- Niacinamide at 10.00%: evens tone and supports the barrier at 2-5 %');
    expect(text).toMatch(/- Retinol \(.*\): in the inventory as Retinol, \$38\.000\/oz from Alpine/);
    expect(text).toContain('- Peptides (signal peptides for firmness): not in the inventory yet');
  });
});

describe('adviseReply: sustainability', () => {
  it('names the lowest-rated ingredients, better-rated alternatives and certified suppliers', async () => {
    const { text } = await adviseReply('Sustainability improvements', {
      formulation: moisturizer,
      facts: db,
    });
    expect(text).toContain('- Dimethicone (rating 30): Olive Squalane (rating 86, adds $0.500 per unit)');
    // Niacinamide (50): the generic B3 is rated lower (40), so nothing better in its category.
    expect(text).toContain(
      '- Niacinamide (rating 50): no better-rated alternative with the same function in the inventory',
    );
    expect(text).toContain('- Botanica: organic, fair trade (sustainability score 92)');
    expect(text).not.toContain('ChemPure');
  });
});

describe('adviseReply: general and several topics', () => {
  it('gives an overview when asked for one, and says when it cannot answer', async () => {
    const overview = await adviseReply('Give me an overview', { formulation: null, facts: db });
    expect(overview.intents).toEqual(['overview']);
    expect(overview.text).toContain('2 formulations across moisturizer (2).');
    const unknown = await adviseReply('What will the weather be tomorrow?', { formulation: null, facts: db });
    expect(unknown.intents).toEqual(['unknown']);
    expect(unknown.text).toContain('I cannot answer that from the database');
  });

  it('answers each topic in turn and ends with one next step', async () => {
    const { intents: topics, text } = await adviseReply('Cost and sustainability?', {
      formulation: moisturizer,
      facts: db,
    });
    expect(topics).toEqual(['cost', 'sustainability']);
    expect(text.indexOf('Cost review')).toBeLessThan(text.indexOf('Sustainability improvements'));
    expect(text.match(/Next step:/g)).toHaveLength(1);
  });
});
