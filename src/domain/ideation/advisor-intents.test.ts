import { describe, expect, it } from 'vitest';
import { adviseReply } from './advisor.ts';
import { understand } from './intent.ts';
import { faceBalm, world } from './test-catalogue.ts';

const ask = (message: string, formulation = faceBalm as typeof faceBalm | null) =>
  adviseReply(message, { formulation, facts: world });

describe('understand', () => {
  it('reads the intent from the phrasing and the names from the database', () => {
    expect(understand('What can I use instead of jojoba oil?', world)).toMatchObject({
      intents: ['substitution'],
      rawMaterialIds: ['jo'],
    });
    expect(understand('Which is cheaper, Face Balm or Night Serum?', world)).toMatchObject({
      intents: ['comparison'],
      formulationIds: ['f-balm', 'f-night'],
    });
    expect(understand('Is retinol allowed at 1 % in a face cream?', world).intents).toEqual(['compliance']);
    expect(understand('What can we claim for this product?', world).intents).toEqual(['claim']);
    expect(understand('Tell me about bakuchiol', world)).toMatchObject({
      intents: ['about'],
      rawMaterialIds: ['bak'],
    });
    expect(understand('Make it cheaper without breaking anything', world).intents).toEqual(['cost']);
    expect(understand('Any natural alternatives to dimethicone?', world)).toMatchObject({
      intents: ['substitution'],
      preferNatural: true,
    });
    expect(understand('Who won the match last night?', world).intents).toEqual(['unknown']);
  });
});

describe('adviseReply per intent', () => {
  it('substitution: same role and substance function, with the cost and compliance effect in the formulation', async () => {
    const { text } = await ask('What can I use instead of jojoba oil?');
    expect(text).toContain('Jojoba Oil (Golden) ($0.900/oz; emollient, skin conditioning; role: emollient):');
    // Jojoba's profile is emollient 100 + skin conditioning 100; dimethicone and squalane cover the emollient
    // 100 of 200 = 50 %. Dimethicone at 150 oz: C = 305 - 135 + 75 = 245, per unit 245 × 50 / 1000 = 12.25.
    expect(text).toContain(
      '- Dimethicone 350: covers 50 % of its function profile (emollient); in "Face Balm": cost per unit $15.250 → $12.250 (saves $3.000); still passes every regulatory limit.',
    );
    // Squalane: 305 - 135 + 90 = 260, per unit 13.00.
    expect(text).toContain(
      '- Olive Squalane: covers 50 % of its function profile (emollient); in "Face Balm": cost per unit $15.250 → $13.000 (saves $2.250)',
    );
    // Glycerin is in the recipe and has another role; the actives do other jobs.
    expect(text).not.toMatch(/- (Vegetable Glycerin|Retinol|Niacinamide)/);
  });

  it('substitution prefers natural materials when asked', async () => {
    const { text } = await ask('Any natural alternatives to jojoba oil?');
    expect(text).toContain('- Olive Squalane');
    expect(text).not.toContain('- Dimethicone 350');
  });

  it('cost: the optimizer within the advisor bounds reports the recipe and the saving', async () => {
    const { text } = await ask('Make it cheaper without breaking anything');
    // Shares 70 / 10 / 15 / 5 %; niacinamide (active) pinned at 5, the rest within 50-150 % of their share.
    // Cheapest: water is the cheapest, so glycerin and jojoba go to their floors (5 and 7.5) and water takes the
    // balance 82.5. Per unit: (82.5 × 0.10 + 5 × 0.40 + 7.5 × 0.90 + 5 × 1.20) × 50 / 100 = 11.50.
    expect(text).toContain('- Purified Water: 70 % → 82.5 %');
    expect(text).toContain('- Vegetable Glycerin: 10 % → 5 %');
    expect(text).toContain('- Jojoba Oil (Golden): 15 % → 7.5 %');
    expect(text).toContain('Cost per unit $15.2500 → $11.5000: saves $3.7500 per unit.');
  });

  it('compliance: the regulatory engine on the formulation named', async () => {
    const { text } = await ask('Is Night Serum compliant?', null);
    expect(text).toContain('Compliance of "Night Serum"');
    expect(text).toContain('Fails 1 rule: Retinol at 2.0 %, over its 0.3 % maximum (Retinol limit).');
  });

  it('claims: the substances behind each claim at their % in the product', async () => {
    const { text } = await ask('What claims can we make?');
    expect(text).toContain('- Hydrating / moisturising: Glycerin 10 % (needs a corneometer study)');
    expect(text).toContain('- Softens and smooths the skin: Simmondsia Chinensis Seed Oil 15 %');
    // Natural origin: water 70 × 1 + glycerin 10 × 1 + jojoba 15 × 1 + niacinamide 5 × 0 = 95 %.
    expect(text).toContain('- 95 % natural origin content (ISO 16128, with water)');
  });

  it('comparison: two named formulations side by side from the engines', async () => {
    const { text } = await ask('Which is cheaper, Face Balm or Night Serum?', null);
    expect(text).toContain(
      '"Face Balm": moisturizer, 4 lines, cost per unit $15.250, natural origin 95.0 %, passes the regulatory engine',
    );
    // Night Serum: (980 × 0.10 + 20 × 38) × 50 / 1000 = 42.90; natural origin 98.0 %.
    expect(text).toContain(
      '"Night Serum": serum, 2 lines, cost per unit $42.900, natural origin 98.0 %, fails 1 rule',
    );
  });

  it('concepts: product type, hero actives within the limits, a costed starting recipe and claims', async () => {
    const { text } = await ask('Suggest new product concepts', null);
    // Balm: roles at their median share (humectant 10, emollient 15), heroes unused so at half the actives'
    // median (5 and 2 → 3.5 / 2 = 1.75), water the balance 71.5.
    // No balm in the portfolio, so priced per a typical balm pack of 3.4 oz:
    // (71.5 × 0.10 + 10 × 0.40 + 15 × 0.90 + 1.75 × 36 + 1.75 × 1.00) × 3.4 / 100 = 89.4 × 0.034 = 3.0396.
    expect(text).toContain(
      '1. A balm (leave-on) built on Bakuchiol at 1.75 % and Green Tea Extract at 1.75 %.',
    );
    expect(text).toContain(
      'Starting recipe: Purified Water 71.5 %, Vegetable Glycerin 10 %, Jojoba Oil (Golden) 15 %, Bakuchiol 1.75 %, Green Tea Extract 1.75 %.',
    );
    expect(text).toContain('Cost per 3.4 oz unit (a typical balm pack) $3.040 (cost engine)');
    // Cleanser: retinol at its portfolio level 2 %, lowered to the 0.3 % face limit; niacinamide at 5 %.
    // (69.7 × 0.10 + 10 × 0.40 + 15 × 0.90 + 0.3 × 38 + 5 × 1.20) × 4 / 100 = 41.87 × 0.04 = 1.6748 (a 4 oz
    // cleanser pack).
    expect(text).toContain(
      '2. A cleanser (rinse-off) built on Retinol (Stabilised) at 0.3 % (the limit of Retinol limit) and Niacinamide (Vitamin B3) at 5 %.',
    );
    expect(text).toContain('Cost per 4 oz unit (a typical cleanser pack) $1.675 (cost engine)');
    expect(text).toContain('Claims it could support: Hydrating / moisturising: Glycerin 10 %');
  });

  it('about: a named raw material from the database', async () => {
    const { text } = await ask('Tell me about bakuchiol', null);
    expect(text).toContain(
      '- Bakuchiol: active, $36.000/oz from no supplier on file, functions antioxidant, skin conditioning, sustainability rating 82, used in 0 formulations',
    );
  });

  it('says it cannot answer instead of filling', async () => {
    const { intents, text } = await ask('Who won the match last night?', null);
    expect(intents).toEqual(['unknown']);
    expect(text).toMatch(/^Not something I can answer\nI cannot answer that from the database/);
  });
});
