import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  createFormulation,
  get,
  ingredients,
  openSafetyFindings,
  recipe,
  regulatory,
  safetyCounts,
  scientist,
  startSafetyApp,
  stopSafetyApp,
  substances,
  t,
  updateFormulation,
} from '../support/safety-app.ts';

/**
 * GET /api/formulations/:id/safety, the exposure category, the approval gate and the assessor's signed
 * conclusion (ADR 052, ADR 053). The figures are computed by hand in each test from the fixture: salicylic acid
 * with a NOAEL of 75 mg/kg bw/day and no measured dermal absorption (the SCCS default of 50 %).
 */
beforeAll(startSafetyApp);
afterAll(stopSafetyApp);

type Row = { substanceId: string };
const acidRow = (table: { substances: Row[] }) =>
  table.substances.find((row) => row.substanceId === substances.acid.id);

const setCategory = (id: string, exposureCategory: string, revision: number, cookie = regulatory) =>
  t.call({
    method: 'PUT',
    url: `/api/formulations/${id}/exposure-category`,
    payload: { exposureCategory, revision },
    cookie,
  });

describe('GET /api/formulations/:id/safety', () => {
  it('leave-on: a face serum with 2 % salicylic acid has SED 0.2414 and MoS 310.7, water left out', async () => {
    // 20 oz of pure salicylic acid in 1000 oz = 2 %. Serum on the face, leave-on: face cream, 24.14 mg/kg bw/day.
    // SED = 24.14 x 2/100 x 50/100 = 0.2414; MoS = 75 / 0.2414 = 310.69 -> 310.7, over 100.
    const formulation = await createFormulation(recipe('20'));
    expect(formulation.exposureCategory).toBe('face_cream');
    const response = await get(`/api/formulations/${formulation.id}/safety`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      exposureCategory: 'face_cream',
      relativeDailyExposure: '24.14',
      substances: [
        {
          substanceId: substances.acid.id,
          inciName: substances.acid.inciName,
          percent: '2',
          dermalAbsorption: '50',
          dermalAbsorptionDefaulted: true,
          pointOfDeparture: '75',
          sed: '0.2414',
          mos: '310.7',
          threshold: '100',
          status: 'ok',
        },
      ],
    });
    expect(await openSafetyFindings(formulation.id)).toEqual([]);
  });

  it('rinse-off: a cleanser is assessed as a shower gel (2.79 mg/kg bw/day, retention 0.01)', async () => {
    // SED = 2.79 x 0.02 x 0.5 = 0.0279; MoS = 75 / 0.0279 = 2688.17 -> 2688.2.
    const formulation = await createFormulation(recipe('20'), { productType: 'cleanser' });
    const table = (await get(`/api/formulations/${formulation.id}/safety`)).json();
    expect(table.exposureCategory).toBe('shower_gel');
    expect(acidRow(table)).toMatchObject({ sed: '0.0279', mos: '2688.2', status: 'ok' });
  });

  it('a substance without data is a finding, never a pass', async () => {
    // 10 oz of the mystery extract = 1 %: SED = 24.14 x 0.01 x 0.5 = 0.1207, no point of departure.
    const formulation = await createFormulation(
      recipe('20', [{ ingredientId: ingredients.unknown, ounces: '10' }]),
    );
    const table = (await get(`/api/formulations/${formulation.id}/safety`)).json();
    const row = table.substances.find((item: Row) => item.substanceId === substances.unknown.id);
    expect(row).toMatchObject({ sed: '0.1207', mos: null, pointOfDeparture: null, status: 'data_missing' });
    expect(await openSafetyFindings(formulation.id)).toEqual([
      [`Toxicological data missing in ${formulation.name}`, 'medium'],
    ]);
  });

  it('answers 401 signed out and 404 for an unknown formulation', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/formulations/00000000-0000-4000-8000-000000000000/safety' }))
        .statusCode,
    ).toBe(401);
    const missing = await get('/api/formulations/00000000-0000-4000-8000-000000000000/safety');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Formulation not found' });
    expect((await get('/api/formulations/x/safety/assessment')).statusCode).toBe(404);
  });
});

describe('the exposure category', () => {
  it('is defaulted from the use, set by the regulatory role, and the margins follow in the same transaction', async () => {
    const formulation = await createFormulation(recipe('20'));
    // Body lotion: SED = 123.20 x 0.02 x 0.5 = 1.232; MoS = 75 / 1.232 = 60.88 -> 60.9, under 100.
    const response = await setCategory(formulation.id, 'body_lotion', formulation.revision);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().relativeDailyExposure).toBe('123.20');
    expect(acidRow(response.json())).toMatchObject({ sed: '1.232', mos: '60.9', status: 'below_threshold' });
    expect(await openSafetyFindings(formulation.id)).toEqual([
      [`Margin of safety below threshold in ${formulation.name}`, 'high'],
    ]);
    const stored = (await get(`/api/formulations/${formulation.id}`)).json();
    expect(stored).toMatchObject({ exposureCategory: 'body_lotion', revision: formulation.revision + 1 });

    // Back to a face cream through the formulation's own update call: the finding resolves.
    const saved = await updateFormulation(formulation.id, recipe('20'), { exposureCategory: 'face_cream' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().exposureCategory).toBe('face_cream');
    expect(await openSafetyFindings(formulation.id)).toEqual([]);
  });

  it('refuses 401, 403, 400, 404 and a stale revision (409), changing nothing', async () => {
    const formulation = await createFormulation(recipe('20'));
    const before = await safetyCounts();
    const url = `/api/formulations/${formulation.id}/exposure-category`;
    expect(
      (await t.call({ method: 'PUT', url, payload: { exposureCategory: 'body_lotion', revision: 1 } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await setCategory(formulation.id, 'body_lotion', formulation.revision, scientist)).statusCode,
    ).toBe(403);
    const invalid = await setCategory(formulation.id, 'bath_salts', formulation.revision);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Exposure category is invalid');
    const stale = await setCategory(formulation.id, 'body_lotion', formulation.revision + 5);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This record was changed by someone else. Reload to see the latest version.',
    );
    expect((await setCategory('00000000-0000-4000-8000-000000000000', 'body_lotion', 1)).statusCode).toBe(
      404,
    );
    expect(await safetyCounts()).toEqual(before);
    expect((await get(`/api/formulations/${formulation.id}`)).json().exposureCategory).toBe('face_cream');
  });
});

describe('recompute after a composition change', () => {
  it("a raw material's new composition moves the margins and the findings in its own transaction", async () => {
    // A 50/50 blend of salicylic acid and the mystery extract, 40 oz in 1000 oz, in a body lotion:
    // 2 % acid -> MoS 60.9 (below 100); 2 % extract -> data missing.
    const blend = await t.call({
      method: 'POST',
      url: '/api/ingredients',
      payload: {
        name: `Blend ${Date.now()}`,
        incisName: 'Blend',
        description: 'A blend',
        category: 'active',
        unitCost: '1.00',
        unit: 'oz',
        qualityGrade: 'cosmetic',
        sustainabilityRating: 50,
        regulatoryRestrictions: [],
        composition: [
          { substanceId: substances.acid.id, percent: 50 },
          { substanceId: substances.unknown.id, percent: 50 },
        ],
      },
      cookie: admin,
    });
    expect(blend.statusCode, blend.body).toBe(201);
    const formulation = await createFormulation([
      { ingredientId: ingredients.water, ounces: '960' },
      { ingredientId: blend.json().id, ounces: '40' },
    ]);
    await setCategory(formulation.id, 'body_lotion', formulation.revision);
    expect((await openSafetyFindings(formulation.id)).map(([title]) => title).sort()).toEqual([
      `Margin of safety below threshold in ${formulation.name}`,
      `Toxicological data missing in ${formulation.name}`,
    ]);

    // The supplier's new sheet: 20 % acid, 80 % glycerin-like extract: 40 oz x 20 % = 0.8 % acid.
    // SED = 123.20 x 0.008 x 0.5 = 0.4928; MoS = 75 / 0.4928 = 152.19 -> 152.2: the below-threshold finding resolves.
    const current = blend.json();
    const changed = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${current.id}`,
      payload: {
        ...current,
        composition: [
          { substanceId: substances.acid.id, percent: 20 },
          { substanceId: substances.unknown.id, percent: 80 },
        ],
        revision: current.revision,
      },
      cookie: admin,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const table = (await get(`/api/formulations/${formulation.id}/safety`)).json();
    expect(acidRow(table)).toMatchObject({ percent: '0.8', sed: '0.4928', mos: '152.2', status: 'ok' });
    expect(await openSafetyFindings(formulation.id)).toEqual([
      [`Toxicological data missing in ${formulation.name}`, 'medium'],
    ]);
  });
});
