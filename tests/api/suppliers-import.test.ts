import { eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, suppliers } from '../../src/server/db/schema.ts';
import { uniqueName } from '../support/factories.ts';
import {
  startSuppliersApp,
  stopSuppliersApp,
  t,
  tableCounts,
  writer,
  writerId,
} from '../support/suppliers-app.ts';

/**
 * POST /api/suppliers/import (docs/product-rules.md, "Supply", "The web app"): CSV as written by a spreadsheet (also
 * Excel's European CSV and an xlsx workbook); each rejected row is reported by its row number.
 */
beforeAll(startSuppliersApp);
afterAll(stopSuppliersApp);

describe('POST /api/suppliers/import', () => {
  it('imports the valid rows and reports each rejected row with its number and the form messages', async () => {
    const tag = uniqueName('CsvSup').replace(' ', '');
    const csv = [
      'Name,Contact Email,Phone,Country,Website,Rating,Certifications,Sustainability Score,Lead Time Days,Minimum Order Value',
      `${tag} Good,sales@good.example.com,+1 555 0100,France,https://good.example.com,4.5,organic; ISO_9001,80,14,250.00`,
      `${tag} Bad Email,not-an-email,,,,,,,,`,
      ',nameless@example.com,,,,,,,,',
      `${tag} Bad Many,,,,not a url,9,halal,,,`,
    ].join('\n');
    const before = await tableCounts();
    const response = await t.call({
      method: 'POST',
      url: '/api/suppliers/import',
      payload: { csv },
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      accepted: 1,
      rejected: [
        { row: 3, name: `${tag} Bad Email`, errors: ['Invalid email'] },
        { row: 4, name: '', errors: ['Name is required'] },
        {
          row: 5,
          name: `${tag} Bad Many`,
          errors: ['Invalid URL', 'Rating must be between 0 and 5', 'Unknown certification'],
        },
      ],
    });
    const rows = await t.database.db
      .select()
      .from(suppliers)
      .where(like(suppliers.name, `${tag}%`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: `${tag} Good`,
      contactEmail: 'sales@good.example.com',
      contactPhone: '+1 555 0100',
      country: 'France',
      website: 'https://good.example.com',
      rating: '4.5',
      certifications: ['organic', 'iso_9001'],
      sustainabilityScore: 80,
      leadTimeDays: 14,
      minimumOrderValue: '250.00',
    });
    const after = await tableCounts();
    expect(after).toEqual({ suppliers: before.suppliers + 1, activity: before.activity + 1 });
    const [log] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.description, 'Imported 1 supplier(s) from CSV, 3 row(s) rejected'));
    expect(log).toMatchObject({ action: 'supplier_import', userId: writerId });
  });

  it('takes a file as Excel in Europe saves it (semicolons, BOM, decimal commas) and an xlsx workbook', async () => {
    const tag = uniqueName('EuSup').replace(' ', '');
    const csv = `\uFEFFName;Country;Rating;Minimum Order Value\r\n${tag} Semi;Deutschland;4,5;1.250,50\r\n`;
    const semicolons = await t.call({
      method: 'POST',
      url: '/api/suppliers/import',
      payload: { file: Buffer.from(csv).toString('base64'), fileName: 'lieferanten.csv' },
      cookie: writer,
    });
    expect(semicolons.statusCode, semicolons.body).toBe(200);
    expect(semicolons.json()).toEqual({ accepted: 1, rejected: [] });

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Suppliers').addRows([
      ['Name', 'Country', 'Rating', 'Lead Time Days'],
      [`${tag} Sheet`, 'Italia', 3.5, 21],
    ]);
    const xlsx = await t.call({
      method: 'POST',
      url: '/api/suppliers/import',
      payload: {
        file: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
        fileName: 'suppliers.xlsx',
      },
      cookie: writer,
    });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.json()).toEqual({ accepted: 1, rejected: [] });

    const rows = await t.database.db
      .select()
      .from(suppliers)
      .where(like(suppliers.name, `${tag}%`))
      .orderBy(suppliers.name);
    expect(rows).toMatchObject([
      { name: `${tag} Semi`, country: 'Deutschland', rating: '4.5', minimumOrderValue: '1250.50' },
      { name: `${tag} Sheet`, country: 'Italia', rating: '3.5', leadTimeDays: 21 },
    ]);
    const [log] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.description, 'Imported 1 supplier(s) from Excel'));
    expect(log).toMatchObject({ action: 'supplier_import' });
  });

  it('writes nothing when every row is rejected, and refuses an empty file', async () => {
    const before = await tableCounts();
    const bad = await t.call({
      method: 'POST',
      url: '/api/suppliers/import',
      payload: { csv: 'name,email\nSomeone,bad\n,x@y.com\n' },
      cookie: writer,
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({
      accepted: 0,
      rejected: [
        { row: 2, name: 'Someone', errors: ['Invalid email'] },
        { row: 3, name: '', errors: ['Name is required'] },
      ],
    });
    const empty = await t.call({
      method: 'POST',
      url: '/api/suppliers/import',
      payload: { csv: '' },
      cookie: writer,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a CSV or Excel file to import');
    const header = await t.call({
      method: 'POST',
      url: '/api/suppliers/import',
      payload: { csv: 'name\n' },
      cookie: writer,
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe('The file has no rows to import');
    expect(await tableCounts()).toEqual(before);
  });

  it("numbers rejected rows as the user's spreadsheet does when an empty row comes before them", async () => {
    // A spreadsheet saves an empty row 2 as ",": the bad row is row 3 there, and the report must say so.
    const before = await tableCounts();
    const response = await t.call({
      method: 'POST',
      url: '/api/suppliers/import',
      payload: { csv: 'name,email\n,\nSomeone,bad\n' },
      cookie: writer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().rejected).toEqual([{ row: 3, name: 'Someone', errors: ['Invalid email'] }]);
    expect(await tableCounts()).toEqual(before);
  });
});
