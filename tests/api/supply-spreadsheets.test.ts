import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormulation, createRawMaterial, createSupplier, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Offers and exchange rates as spreadsheets (ADR 061, ADR 062): CSV exports whose headers the imports read back,
 * imports from CSV or Excel through the one import reader with a report per row. Figures worked by hand.
 */
let t: TestApp;
let buyer: string;
let scientist: string;
let viewer: string;
beforeAll(async () => {
  t = await buildTestApp();
  buyer = await t.signInAs('procurement_specialist');
  scientist = await t.signInAs('rd_scientist');
  viewer = await t.signInAs('viewer');
});
afterAll(async () => t.close());

const post = (url: string, payload: object, cookie = buyer) =>
  t.call({ method: 'POST', url, payload, cookie });
/** The CSV's lines, without the byte-order mark. */
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('exchange rates as a spreadsheet', () => {
  it('exports every rate as CSV with the headers the import reads, and imports it back row by row', async () => {
    expect(
      (await post('/api/exchange-rates', { currency: 'CHF', rate: '1.125', validFrom: '2021-03-01' }))
        .statusCode,
    ).toBe(201);
    const exported = await t.call({ method: 'GET', url: '/api/exchange-rates/export', cookie: viewer });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toMatch(
      /attachment; filename="exchange-rates-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csvLines(exported.body);
    expect(lines[0]).toBe('"Currency","Rate","Valid From"');
    expect(lines).toContain('"CHF",1.125,"2021-03-01"');

    // Read back: the CHF row exists already (reported), a new day is added, a bad code is reported.
    const csv = `${lines[0]}\r\n"CHF",1.125,"2021-03-01"\r\n"CHF",1.13,"2021-04-01"\r\n"XYZ",1,"2021-04-01"\r\n`;
    const imported = await post('/api/exchange-rates/import', {
      fileName: 'rates.csv',
      file: Buffer.from(csv).toString('base64'),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().accepted).toBe(1);
    expect(imported.json().rejected).toEqual([
      { row: 2, name: 'CHF', errors: ['CHF already has a rate from 2021-03-01'] },
      { row: 4, name: 'XYZ', errors: [expect.stringMatching(/currency/i)] },
    ]);
  });

  it('refuses no session (401); a viewer reads the export but may not import (403)', async () => {
    expect((await t.call({ method: 'GET', url: '/api/exchange-rates/export' })).statusCode).toBe(401);
    expect(
      (await post('/api/exchange-rates/import', { csv: 'currency,rate,validFrom\n' }, viewer)).statusCode,
    ).toBe(403);
  });
});

describe('offers as a spreadsheet', () => {
  it('imports offers by raw material and supplier name, reports bad rows, and a preferred one drives the cost', async () => {
    const supplier = await createSupplier(t, buyer, { name: uniqueName('Hallstar') });
    // Glycerin at $2.40/lb = $0.15/oz; 300 oz of it in a 1000 oz batch beside 700 oz at $1.20/oz.
    const glycerin = await createRawMaterial(t, buyer, {
      name: uniqueName('Glycerin'),
      unitCost: '2.40',
      unit: 'lb',
    });
    const other = await createRawMaterial(t, buyer, { unitCost: '1.20', unit: 'oz' });
    const formulation = await createFormulation(t, scientist, [
      { ingredientId: glycerin.id, ounces: '300' },
      { ingredientId: other.id, ounces: '700' },
    ]);
    expect(formulation.totalCost).toBe('885.0000');
    const csv = [
      'Raw Material,Supplier,Supplier Product Name,Supplier Code,Price,Currency,Unit,Pack Size,MOQ,Lead Time Days,Valid From,Valid To,Preferred',
      // $3.20/lb = $0.20/oz, preferred: C = 300 x 0.20 + 700 x 1.20 = 60 + 840 = 900.
      `${glycerin.name.toLowerCase()},${supplier.name},Glycerine 99.7,GLY-1,3.20,usd,lb,55,110,21,2026-01-01,2027-12-31,yes`,
      `${glycerin.name},,Second source,,2.90,USD,lb,,,,,,no`,
      `No Such Material,${supplier.name},,,1,USD,oz,,,,,,no`,
      `${glycerin.name},Nobody Ltd,,,0,USD,oz,,,,,,maybe`,
      `${glycerin.name},,,,5,JPY,oz,,,,,,yes`,
    ].join('\n');
    const response = await post('/api/ingredients/offers/import', { csv });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      accepted: 2,
      rejected: [
        { row: 4, name: 'No Such Material', errors: ['Raw material "No Such Material" not found'] },
        {
          row: 5,
          name: glycerin.name,
          errors: [
            'Supplier "Nobody Ltd" not found',
            'Preferred must be yes or no',
            'Price must be greater than 0',
          ],
        },
        {
          row: 6,
          name: glycerin.name,
          errors: [expect.stringMatching(/^No exchange rate for JPY in force on/)],
        },
      ],
    });
    const offers = (
      await t.call({ method: 'GET', url: `/api/ingredients/${glycerin.id}/offers`, cookie: buyer })
    ).json();
    expect(offers.map((o: { price: string; preferred: boolean }) => [o.price, o.preferred])).toEqual([
      ['3.200000', true],
      ['2.400000', false],
      ['2.900000', false],
    ]);
    expect(offers[0]).toMatchObject({
      supplierId: supplier.id,
      supplierCode: 'GLY-1',
      packSize: '55.0000',
      leadTimeDays: 21,
    });
    const after = (
      await t.call({ method: 'GET', url: `/api/formulations/${formulation.id}`, cookie: buyer })
    ).json();
    expect(after.totalCost).toBe('900.0000');

    // The export lists them with the same headers, preferred first.
    const exported = await t.call({ method: 'GET', url: '/api/ingredients/offers/export', cookie: viewer });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/filename="offers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csvLines(exported.body);
    expect(lines[0]).toBe(
      '"Raw Material","Supplier","Supplier Product Name","Supplier Code","Price","Currency","Unit","Pack Size","MOQ","Lead Time Days","Valid From","Valid To","Preferred"',
    );
    expect(lines.filter((line) => line.startsWith(`"${glycerin.name}"`))).toEqual([
      `"${glycerin.name}","${supplier.name}","Glycerine 99.7","GLY-1",3.2,"USD","lb",55,110,21,"2026-01-01","2027-12-31","Yes"`,
      `"${glycerin.name}","","","",2.4,"USD","lb","","","","","","No"`,
      `"${glycerin.name}","","Second source","",2.9,"USD","lb","","","","","","No"`,
    ]);
  });

  it('takes an Excel workbook, numbers as numbers', async () => {
    const material = await createRawMaterial(t, buyer, { name: uniqueName('Squalane') });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Offers').addRows([
      ['Raw Material', 'Price', 'Currency', 'Unit', 'Lead Time Days'],
      [material.name, 12.5, 'USD', 'kg', 30],
    ]);
    const response = await post('/api/ingredients/offers/import', {
      file: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
      fileName: 'offers.xlsx',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ accepted: 1, rejected: [] });
    const offers = (
      await t.call({ method: 'GET', url: `/api/ingredients/${material.id}/offers`, cookie: buyer })
    ).json();
    expect(offers[1]).toMatchObject({ price: '12.500000', unit: 'kg', leadTimeDays: 30, preferred: false });
  });

  it('refuses an empty file and a missing one with a clear 400, writing nothing', async () => {
    const empty = await post('/api/ingredients/offers/import', { csv: 'Raw Material,Price\n' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file has no rows to import');
    const none = await post('/api/ingredients/offers/import', {});
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Choose a CSV or Excel file to import');
  });

  it('refuses no session (401) and read-only roles (403)', async () => {
    expect((await t.call({ method: 'GET', url: '/api/ingredients/offers/export' })).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: '/api/ingredients/offers/import', payload: { csv: 'a\n1\n' } }))
        .statusCode,
    ).toBe(401);
    expect((await post('/api/ingredients/offers/import', { csv: 'a\n1\n' }, viewer)).statusCode).toBe(403);
  });
});
