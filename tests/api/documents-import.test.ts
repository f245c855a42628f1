import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../support/documents.ts';
import { createRawMaterial, createSupplier, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Documents' dates from a spreadsheet (ADR 069): shaped as the export, each row sets the dates of the version it
 * names; the export imports back unchanged; bad rows are reported and change nothing.
 */
let t: TestApp;
let buyer: string;
let scientist: string;
beforeAll(async () => {
  t = await buildTestApp();
  buyer = await t.signInAs('procurement_specialist');
  scientist = await t.signInAs('rd_scientist');
});
afterAll(async () => t.close());

const importCsv = (csv: string, cookie = buyer) =>
  t.call({ method: 'POST', url: '/api/documents/import', payload: { csv }, cookie });
const current = async (owner: string, type: string) => {
  const response = await t.call({ method: 'GET', url: `/api/${owner}/documents`, cookie: buyer });
  const documents = response.json().items as {
    type: string;
    issuedOn: string;
    expiresOn: string | null;
  }[];
  return documents.find((document) => document.type === type);
};

describe('importing documents’ dates', () => {
  it('sets the dates of the current version, or of the version named, and reports what it cannot place', async () => {
    const glycerin = await createRawMaterial(t, scientist, { name: uniqueName('Glycerin') });
    const supplier = await createSupplier(t, buyer, { name: uniqueName('Supplies') });
    await upload(t, buyer, `ingredients/${glycerin.id}`, { expiresOn: '2026-12-31' });
    await upload(t, buyer, `suppliers/${supplier.id}`, { type: 'certificate', fileName: 'organic.pdf' });

    const csv = [
      'Belongs to,Name,Type,Version,Issued on,Expires on',
      `Raw material,${glycerin.name.toUpperCase()},Safety data sheet,,2026-02-01,2029-02-01`,
      `Supplier,${supplier.name},certificate,1,2026-03-01,`,
      `Raw material,${glycerin.name},Certificate of analysis,,2026-02-01,2027-02-01`,
      `Customer,${glycerin.name},sds,,2026-02-01,2027-02-01`,
      `Raw material,${glycerin.name},sds,,2027-02-01,2026-02-01`,
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      accepted: 2,
      rejected: [
        {
          row: 4,
          name: glycerin.name,
          errors: [`"${glycerin.name}" has no current certificate of analysis`],
        },
        { row: 5, name: glycerin.name, errors: ['Belongs to is "Raw material" or "Supplier"'] },
        { row: 6, name: glycerin.name, errors: ['The expiry date cannot be before the issue date'] },
      ],
    });
    expect(await current(`ingredients/${glycerin.id}`, 'sds')).toMatchObject({
      issuedOn: '2026-02-01',
      expiresOn: '2029-02-01',
    });
    // An empty expiry cell clears the date.
    expect(await current(`suppliers/${supplier.id}`, 'certificate')).toMatchObject({
      issuedOn: '2026-03-01',
      expiresOn: null,
    });
  });

  it('reads back its own export, changing nothing', async () => {
    const exported = await t.call({ method: 'GET', url: '/api/documents/export.csv', cookie: buyer });
    expect(exported.statusCode).toBe(200);
    const before = exported.body;
    const response = await importCsv(before.replace(/^\uFEFF/, ''));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rejected).toEqual([]);
    expect(response.json().accepted).toBeGreaterThanOrEqual(2);
    const after = await t.call({ method: 'GET', url: '/api/documents/export.csv', cookie: buyer });
    expect(after.body).toBe(before);
  });

  it('leaves a supplier’s document to those who may edit suppliers', async () => {
    const supplier = await createSupplier(t, buyer, { name: uniqueName('Supplies') });
    await upload(t, buyer, `suppliers/${supplier.id}`, { type: 'coa' });
    const response = await importCsv(
      `Belongs to,Name,Type,Issued on,Expires on\nSupplier,${supplier.name},coa,2026-01-01,2030-01-01`,
      scientist,
    );
    expect(response.json()).toEqual({
      accepted: 0,
      rejected: [{ row: 2, name: supplier.name, errors: ['You may not edit suppliers’ documents'] }],
    });
  });

  it('answers 401 signed out, 403 to a viewer and 400 without a file', async () => {
    expect(
      (await t.call({ method: 'POST', url: '/api/documents/import', payload: { csv: 'a' } })).statusCode,
    ).toBe(401);
    expect((await importCsv('a', await t.signInAs('viewer'))).statusCode).toBe(403);
    const empty = await t.call({ method: 'POST', url: '/api/documents/import', payload: {}, cookie: buyer });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Choose a CSV or Excel file to import');
  });
});
