import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulations } from '../../src/server/db/schema.ts';
import {
  activityOf,
  createFormulation,
  createRawMaterial,
  createSubstance,
  rawMaterialPayload,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
/** rd_scientist: writes raw materials, substances and formulations. */
let writer: string;
let writerId: string;
beforeAll(async () => {
  t = await buildTestApp();
  writer = await t.signInAs('rd_scientist');
  writerId = (await t.createUser('rd_scientist')).id;
  for (const inciName of ['Phenoxyethanol', 'Ethylhexylglycerin', 'Linalool', 'Linalyl Acetate', 'Parfum']) {
    await createSubstance(t, writer, { inciName });
  }
});
afterAll(async () => t.close());

const get = (url: string) => t.call({ method: 'GET', url, cookie: writer });
const storedFormulation = async (id: string) =>
  (await t.database.db.select().from(formulations).where(eq(formulations.id, id)))[0];

describe('density (docs/product-rules.md, "Costs and units"): a volume unit is priced by its weight', () => {
  it('recomputes the formulations on a density change exactly as on a price change', async () => {
    // Glycerin bought by the US gallon at $20.00. 1 gal = 128 x 29.5735295625 mL = 3785.411784 mL.
    // Assumed 1 g/mL: 3785.411784 g / 28.349523125 g per oz = 133.5264...  oz; $20 / 133.5264 = $0.149783 per oz.
    const glycerin = await createRawMaterial(t, writer, {
      incisName: 'Glycerin',
      unitCost: '20.00',
      unit: 'gal',
    });
    expect(glycerin).toMatchObject({ density: null, costPerOunce: '0.149783' });
    // 1000 oz of it in a 1000 oz batch of 50 oz units: C = 1000 x 0.14978303414612 = 149.783034 = totalCost,
    // costPerUnit = 149.783034 x 50 / 1000 = 7.4892.
    const formulation = await createFormulation(t, writer, [{ ingredientId: glycerin.id, ounces: 1000 }]);
    expect(formulation).toMatchObject({ totalCost: '149.7830', costPerUnit: '7.4892' });
    const untouched = await createFormulation(t, writer, [(await createRawMaterial(t, writer)).id]);

    const response = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${glycerin.id}`,
      payload: { ...rawMaterialPayload({ ...glycerin, density: '1.26' }), revision: 1 },
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(200);
    // At 1.26 g/mL a gallon weighs 3785.411784 x 1.26 = 4769.61884784 g / 28.349523125 = 168.2433537527 oz,
    // so $20 buys 168.2433537527 oz: $20 / 168.2433537527 = $0.118875 per oz.
    expect(response.json()).toMatchObject({
      density: '1.2600',
      costPerOunce: '0.118875',
      recomputedFormulations: 1,
      revision: 2,
    });
    // C = 1000 x 0.11887542392549 = 118.875424 = totalCost; costPerUnit = 118.875424 x 50 / 1000 = 5.9438.
    const after = (await get(`/api/formulations/${formulation.id}`)).json();
    expect(after).toMatchObject({ totalCost: '118.8754', costPerUnit: '5.9438' });
    expect(after.lines.map((line: { cost: string }) => line.cost)).toEqual(['118.875424']);
    expect(await storedFormulation(formulation.id)).toMatchObject({
      totalCost: '118.8754',
      costPerUnit: '5.9438',
    });
    expect(await storedFormulation(untouched.id)).toMatchObject({
      updatedAt: new Date(untouched.updatedAt),
    });
    const activity = await activityOf(t, glycerin.id);
    expect(activity.at(-1)).toMatchObject({
      userId: writerId,
      description: `Updated ingredient "${glycerin.name}": density 1 g/mL (assumed) → 1.26 g/mL, 1 formulation(s) recomputed`,
      metadata: { from: '20.000000', to: '20.000000', densityFrom: null, densityTo: '1.2600', recomputed: 1 },
    });
  });
});

describe('CSV import of compositions and densities', () => {
  it('reads substance:percent pairs and ranges by INCI name, and the density column', async () => {
    const tag = uniqueName('Csv').replace(' ', '');
    const csv = [
      'name,incisName,description,category,unitCost,unit,density,composition',
      `${tag} Preservative Blend,,Phenoxyethanol with EHG,preservative,9.50,kg,,"Phenoxyethanol:90; Ethylhexylglycerin:10"`,
      `${tag} Lavender Oil,,Steam distilled,fragrance,4.00,oz,,"Linalool:25-35; linalyl acetate:30-45; Parfum:30"`,
      `${tag} Mystery Oil,,Unknown sheet,fragrance,4.00,oz,,"Nowhere Oil:100"`,
      `${tag} Glycerin,Glycerin,By the gallon,humectant,20.00,gal,1.26,`,
      `${tag} Sloppy,,Bad cell,preservative,1.00,oz,,Phenoxyethanol 90`,
      `${tag} Short,,Adds to 90,preservative,1.00,oz,,"Phenoxyethanol:80; Ethylhexylglycerin:10"`,
      `${tag} Weightless,,Density 0,base,1.00,L,0,`,
    ].join('\n');
    const response = await t.call({
      method: 'POST',
      url: '/api/ingredients/import',
      payload: { csv },
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      accepted: 3,
      rejected: [
        { row: 4, name: `${tag} Mystery Oil`, errors: ['Substance "Nowhere Oil" not found'] },
        {
          row: 6,
          name: `${tag} Sloppy`,
          errors: [
            'Composition "Phenoxyethanol 90" must be written as substance:percent or substance:min-max',
          ],
        },
        { row: 7, name: `${tag} Short`, errors: ['The composition must add up to 100 % (now 90 %)'] },
        { row: 8, name: `${tag} Weightless`, errors: ['Density must be above 0 and at most 30 g/mL'] },
      ],
    });
    const imported = (await get(`/api/ingredients?q=${tag}`)).json() as {
      name: string;
      density: string | null;
      costPerOunce: string;
      composition: {
        inciName: string;
        percent: string | null;
        minPercent: string | null;
        maxPercent: string | null;
      }[];
    }[];
    const byName = new Map(imported.map((row) => [row.name.replace(`${tag} `, ''), row]));
    expect([...byName.keys()].sort()).toEqual(['Glycerin', 'Lavender Oil', 'Preservative Blend']);
    expect(byName.get('Preservative Blend')!.composition).toEqual([
      expect.objectContaining({ inciName: 'Phenoxyethanol', percent: '90.000000' }),
      expect.objectContaining({ inciName: 'Ethylhexylglycerin', percent: '10.000000' }),
    ]);
    // $9.50 per kg: 1 kg = 1000 / 28.349523125 = 35.27396195 oz; $9.50 x 28.349523125 / 1000 = $0.269320 per oz.
    expect(byName.get('Preservative Blend')!.costPerOunce).toBe('0.269320');
    expect(byName.get('Lavender Oil')!.composition).toEqual([
      expect.objectContaining({
        inciName: 'Linalool',
        percent: null,
        minPercent: '25.000000',
        maxPercent: '35.000000',
      }),
      expect.objectContaining({
        inciName: 'Linalyl Acetate',
        minPercent: '30.000000',
        maxPercent: '45.000000',
      }),
      expect.objectContaining({ inciName: 'Parfum', percent: '30.000000' }),
    ]);
    // The same gallon at 1.26 g/mL as above: $20 / 168.2433537527 oz = $0.118875 per oz.
    expect(byName.get('Glycerin')).toMatchObject({
      density: '1.2600',
      costPerOunce: '0.118875',
      composition: [expect.objectContaining({ inciName: 'Glycerin', percent: '100.000000' })],
    });
  });
});
