import { and, eq, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceIssues, ingredients } from '../../src/server/db/schema.ts';
import {
  createRawMaterial,
  formulationPayload,
  rawMaterialPayload,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * IFRA categories and limits (ADR 063): a formulation's category, a perfume raw material's levels from its
 * certificate, and the market-independent high finding of a perfume used above its level. Concentrations are
 * % w/w of the recipe's ounces, worked out by hand in each test.
 */
let t: TestApp;
let admin: string;
let viewer: string;
let water: string;
let accord: { id: string; name: string; revision: number };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  viewer = await t.signInAs('viewer');
  water = (await createRawMaterial(t, admin, { name: uniqueName('Water'), incisName: 'Aqua' })).id;
  accord = await createRawMaterial(t, admin, {
    name: uniqueName('Vetiver Accord'),
    incisName: 'Parfum',
    category: 'fragrance',
    ifraLimits: [
      { category: '5B', maxPercent: '0.8' },
      { category: '9', maxPercent: '2.5' },
    ],
  });
});
afterAll(() => t?.close());

async function saveFormulation(accordOunces: string, overrides: Record<string, unknown> = {}) {
  // Of 1000 oz: the accord's ounces / 10 = its %.
  const response = await t.call({
    method: 'POST',
    url: '/api/formulations',
    payload: formulationPayload(
      [
        { ingredientId: water, ounces: String(1000 - Number(accordOunces)) },
        { ingredientId: accord.id, ounces: accordOunces },
      ],
      { productType: 'moisturizer', applicationArea: 'face', exposure: 'leave_on', ...overrides },
    ),
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; ifraCategory: string; revision: number };
}

const ifraAlerts = (formulationId: string) =>
  t.database.db
    .select()
    .from(complianceIssues)
    .where(
      and(
        eq(complianceIssues.formulationId, formulationId),
        isNotNull(complianceIssues.autoKey),
        eq(complianceIssues.region, 'IFRA'),
      ),
    );

describe('a perfume raw material’s IFRA levels', () => {
  it('are stored and answered as entered', async () => {
    const read = await t.call({ method: 'GET', url: `/api/ingredients/${accord.id}`, cookie: viewer });
    expect(read.json().ifraLimits).toEqual([
      { category: '5B', maxPercent: '0.8' },
      { category: '9', maxPercent: '2.5' },
    ]);
  });

  it('are kept when an update leaves them out, replaced when it gives them', async () => {
    const created = await createRawMaterial(t, admin, {
      category: 'fragrance',
      ifraLimits: [{ category: '4', maxPercent: '1.25' }],
    });
    const body = rawMaterialPayload({ name: created.name, category: 'fragrance' });
    const kept = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${created.id}`,
      payload: { ...body, revision: created.revision },
      cookie: admin,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().ifraLimits).toEqual([{ category: '4', maxPercent: '1.25' }]);
    const replaced = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${created.id}`,
      payload: { ...body, ifraLimits: [], revision: kept.json().revision },
      cookie: admin,
    });
    expect(replaced.json().ifraLimits).toEqual([]);
  });

  it.each([
    [[{ category: '5E', maxPercent: '1' }], 'ifraLimits.0.category', /IFRA category must be one of 1, 2, 3/],
    [[{ category: '5B', maxPercent: '0' }], 'ifraLimits.0.maxPercent', /above 0 and at most 100 %/],
    [[{ category: '5B', maxPercent: '100.5' }], 'ifraLimits.0.maxPercent', /above 0 and at most 100 %/],
    [[{ category: '5B', maxPercent: 'lots' }], 'ifraLimits.0.maxPercent', /above 0 and at most 100 %/],
    [
      [
        { category: '5B', maxPercent: '1' },
        { category: '5B', maxPercent: '2' },
      ],
      'ifraLimits.1.category',
      /IFRA category 5B is given twice/,
    ],
    ['5B', 'ifraLimits', /IFRA limits must be a list/],
  ])('refuse %j with a clear 400 and write nothing', async (ifraLimits, field, message) => {
    const name = uniqueName('Refused Accord');
    const response = await t.call({
      method: 'POST',
      url: '/api/ingredients',
      payload: rawMaterialPayload({ name, category: 'fragrance', ifraLimits }),
      cookie: admin,
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().details?.fieldErrors ?? response.json().fieldErrors ?? response.json();
    expect(JSON.stringify(errors)).toMatch(message);
    expect(JSON.stringify(errors)).toContain(field);
    expect(await t.database.db.select().from(ingredients).where(eq(ingredients.name, name))).toEqual([]);
  });

  it('are refused to a viewer (403) and to no session (401)', async () => {
    const payload = { ...rawMaterialPayload({ category: 'fragrance' }), ifraLimits: [] };
    expect(
      (await t.call({ method: 'POST', url: '/api/ingredients', payload, cookie: viewer })).statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/ingredients', payload })).statusCode).toBe(401);
  });
});

describe('a formulation’s IFRA category', () => {
  it('defaults from the product type and use, is kept on update and copied by a new version', async () => {
    expect((await saveFormulation('1')).ifraCategory).toBe('5B');
    expect((await saveFormulation('1', { productType: 'balm' })).ifraCategory).toBe('3');
    expect(
      (await saveFormulation('1', { productType: 'cleanser', exposure: 'rinse_off' })).ifraCategory,
    ).toBe('9');
    const chosen = await saveFormulation('1', { ifraCategory: '4' });
    expect(chosen.ifraCategory).toBe('4');
    const copy = await t.call({
      method: 'POST',
      url: `/api/formulations/${chosen.id}/duplicate`,
      cookie: admin,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().ifraCategory).toBe('4');
    const read = await t.call({ method: 'GET', url: `/api/formulations/${chosen.id}`, cookie: viewer });
    expect(read.json().ifraCategory).toBe('4');
  });

  it('refuses an unknown category with a clear 400', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/formulations',
      payload: formulationPayload([water], { ifraCategory: '13' }),
      cookie: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/IFRA category must be one of 1, 2, 3, 4, 5A, 5B/);
  });
});

describe('the IFRA check', () => {
  it('opens a high, market-independent alert for a perfume over its level for the category', async () => {
    // 9 of 1000 oz = 0.9 %, over the certificate's 0.8 % for category 5B.
    const over = await saveFormulation('9');
    const [alert, ...others] = await ifraAlerts(over.id);
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      severity: 'high',
      status: 'open',
      ingredientId: accord.id,
      title: `${accord.name} above its IFRA level in ${over.name}`,
    });
    expect(alert!.description).toContain(
      `${accord.name} is used at 0.9 % in an IFRA category 5B product; its IFRA certificate allows at most 0.8 %.`,
    );
    const report = await t.call({
      method: 'GET',
      url: `/api/formulations/${over.id}/compliance`,
      cookie: viewer,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().ifra).toEqual({
      category: '5B',
      findings: [
        {
          ingredientId: accord.id,
          name: accord.name,
          percent: '0.9',
          maxPercent: '0.8',
          severity: 'high',
          certificate: null,
          message: `${accord.name} is used at 0.9 % in an IFRA category 5B product; its IFRA certificate allows at most 0.8 %.`,
        },
      ],
    });
  });

  it('cites the certificate in the exported report’s IFRA sheet', async () => {
    // 9 of 1000 oz = 0.9 %, over 0.8 %.
    const over = await saveFormulation('9');
    const response = await t.call({
      method: 'GET',
      url: `/api/formulations/${over.id}/compliance/export?format=xlsx`,
      cookie: viewer,
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('IFRA (category 5B)');
    expect(sheet).toBeDefined();
    const rows: unknown[][] = [];
    sheet!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Perfume Raw Material', '% w/w', 'IFRA Maximum %', 'Source', 'Finding']);
    expect(rows[1]).toEqual([
      accord.name,
      0.9,
      0.8,
      'IFRA certificate',
      `${accord.name} is used at 0.9 % in an IFRA category 5B product; its IFRA certificate allows at most 0.8 %.`,
    ]);
  });

  it('passes a perfume at its level, and one within the level of a rinse-off category', async () => {
    // 8 of 1000 oz = 0.8 %: at the 5B level. 20 of 1000 = 2 %: within category 9's 2.5 %.
    const at = await saveFormulation('8');
    expect(await ifraAlerts(at.id)).toEqual([]);
    const report = await t.call({
      method: 'GET',
      url: `/api/formulations/${at.id}/compliance`,
      cookie: viewer,
    });
    expect(report.json().ifra).toEqual({ category: '5B', findings: [] });
    const rinse = await saveFormulation('20', { ifraCategory: '9' });
    expect(await ifraAlerts(rinse.id)).toEqual([]);
  });

  it('resolves the alert when the certificate gives a higher level', async () => {
    const perfume = await createRawMaterial(t, admin, {
      category: 'fragrance',
      ifraLimits: [{ category: '5B', maxPercent: '0.5' }],
    });
    // 6 of 1000 = 0.6 %, over 0.5 %.
    const response = await t.call({
      method: 'POST',
      url: '/api/formulations',
      payload: formulationPayload(
        [
          { ingredientId: water, ounces: '994' },
          { ingredientId: perfume.id, ounces: '6' },
        ],
        { productType: 'moisturizer', applicationArea: 'face', exposure: 'leave_on' },
      ),
      cookie: admin,
    });
    const formulation = response.json();
    expect((await ifraAlerts(formulation.id)).map((row) => row.status)).toEqual(['open']);
    const update = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${perfume.id}`,
      payload: {
        ...rawMaterialPayload({ name: perfume.name, category: 'fragrance' }),
        ifraLimits: [{ category: '5B', maxPercent: '1' }],
        revision: perfume.revision,
      },
      cookie: admin,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await ifraAlerts(formulation.id)).map((row) => row.status)).toEqual(['resolved']);
  });

  it('stops judging a raw material that is no longer perfume, and judges it again when it is', async () => {
    const perfume = await createRawMaterial(t, admin, {
      category: 'fragrance',
      ifraLimits: [{ category: '5B', maxPercent: '0.5' }],
    });
    // 6 of 1000 = 0.6 %, over 0.5 %.
    const response = await t.call({
      method: 'POST',
      url: '/api/formulations',
      payload: formulationPayload(
        [
          { ingredientId: water, ounces: '994' },
          { ingredientId: perfume.id, ounces: '6' },
        ],
        { productType: 'moisturizer', applicationArea: 'face', exposure: 'leave_on' },
      ),
      cookie: admin,
    });
    const formulation = response.json();
    const put = async (category: string, revision: number) => {
      const update = await t.call({
        method: 'PUT',
        url: `/api/ingredients/${perfume.id}`,
        payload: { ...rawMaterialPayload({ name: perfume.name, category }), revision },
        cookie: admin,
      });
      expect(update.statusCode, update.body).toBe(200);
      return update.json().revision as number;
    };
    const revision = await put('emollient', perfume.revision);
    expect((await ifraAlerts(formulation.id)).map((row) => row.status)).toEqual(['resolved']);
    await put('fragrance', revision);
    expect((await ifraAlerts(formulation.id)).map((row) => row.status).sort()).toEqual(['open', 'resolved']);
  });
});
