import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, ingredients } from '../../src/server/db/schema.ts';
import { createSupplier, uniqueName } from '../support/factories.ts';
import {
  startRawMaterialsApp,
  stopRawMaterialsApp,
  t,
  tableCounts,
  writer,
} from '../support/raw-materials-app.ts';

/**
 * POST /api/ingredients/import (docs/product-rules.md, "Supply", "The web app"): the valid rows are
 * imported and each rejected row is reported by its spreadsheet row number; a file with nothing valid writes
 * nothing.
 */
beforeAll(startRawMaterialsApp);
afterAll(stopRawMaterialsApp);

describe('POST /api/ingredients/import', () => {
  it('imports the valid rows and reports each rejected row with its number and the form messages', async () => {
    const tag = uniqueName('Csv').replace(' ', '');
    const supplier = await createSupplier(t, await t.signInAs('admin'), { name: `${tag} Olive Oils` });
    const csv = [
      'Name,INCI Name,Description,Category,Unit Cost,Unit,Quality Grade,Sustainability,Shelf Life,Supplier,Regulatory Restrictions',
      `${tag} Squalane,Squalane,Olive-derived emollient,emollient,4.50,oz,natural,85,36,${tag} olive oils,Max 5%;Leave-on only`,
      `${tag} Bad Cost,,A bad row,base,0,oz,cosmetic,50,24,,`,
      ',Nameless,No name here,base,1.00,oz,cosmetic,50,24,,',
      `${tag} Shea,Butyrospermum Parkii Butter,"Shea butter, refined",emollient,12.00,lb,organic,70,24,,`,
      `${tag} Bad Many,,,solvent,abc,ton,cosmetic,0,200,Nowhere Supplies,`,
    ].join('\r\n');
    const response = await t.call({
      method: 'POST',
      url: '/api/ingredients/import',
      payload: { csv },
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      accepted: 2,
      rejected: [
        { row: 3, name: `${tag} Bad Cost`, errors: ['Unit cost must be greater than 0'] },
        { row: 4, name: '', errors: ['Name is required'] },
        {
          row: 6,
          name: `${tag} Bad Many`,
          errors: [
            'Description is required',
            'Category is required',
            'Unit cost must be greater than 0',
            'Unit must be oz, lb, g, kg, fl oz, gal, mL or L',
            'Sustainability rating must be between 1 and 100',
            'Shelf life must be between 1 and 120 months',
            'Supplier "Nowhere Supplies" not found',
          ],
        },
      ],
    });
    const rows = await t.database.db
      .select()
      .from(ingredients)
      .where(like(ingredients.name, `${tag}%`))
      .orderBy(ingredients.name);
    expect(rows.map((row) => row.name)).toEqual([`${tag} Shea`, `${tag} Squalane`]);
    expect(rows[1]).toMatchObject({
      inciName: 'Squalane',
      category: 'emollient',
      unitCost: '4.500000',
      qualityGrade: 'natural',
      sustainabilityRating: 85,
      shelfLifeMonths: 36,
      supplierId: supplier.id,
      regulatoryRestrictions: ['Max 5%', 'Leave-on only'],
    });
    expect(rows[0]).toMatchObject({ description: 'Shea butter, refined', unit: 'lb', unitCost: '12.000000' });
    const [nameless] = await t.database.db
      .select()
      .from(ingredients)
      .where(eq(ingredients.inciName, 'Nameless'));
    expect(nameless).toBeUndefined();

    const activity = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'ingredient_import'));
    expect(
      activity.some((row) => row.description === 'Imported 2 ingredient(s) from CSV, 3 row(s) rejected'),
    ).toBe(true);
  });

  it('writes nothing when every row is rejected', async () => {
    const tag = uniqueName('CsvBad').replace(' ', '');
    const before = await tableCounts();
    const csv = `name,description,category,unitCost\n${tag} One,,base,1\n${tag} Two,Fine,base,0\n`;
    const response = await t.call({
      method: 'POST',
      url: '/api/ingredients/import',
      payload: { csv },
      cookie: writer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      accepted: 0,
      rejected: [
        { row: 2, name: `${tag} One`, errors: ['Description is required'] },
        { row: 3, name: `${tag} Two`, errors: ['Unit cost must be greater than 0'] },
      ],
    });
    expect(await tableCounts()).toEqual(before);
  });

  it("numbers rejected rows as the user's spreadsheet does when an empty row comes before them", async () => {
    // Row 2 left empty in a spreadsheet is saved as ",,,": the bad row is row 3 there, and the report must say so.
    const tag = uniqueName('CsvGap').replace(' ', '');
    const before = await tableCounts();
    const csv = `name,description,category,unitCost\n,,,\n${tag} Gap,,base,1\n`;
    const response = await t.call({
      method: 'POST',
      url: '/api/ingredients/import',
      payload: { csv },
      cookie: writer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().rejected).toEqual([
      { row: 3, name: `${tag} Gap`, errors: ['Description is required'] },
    ]);
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 to an empty file or a file with only a header', async () => {
    const before = await tableCounts();
    const empty = await t.call({
      method: 'POST',
      url: '/api/ingredients/import',
      payload: { csv: '' },
      cookie: writer,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a CSV or Excel file to import');
    const missing = await t.call({
      method: 'POST',
      url: '/api/ingredients/import',
      payload: {},
      cookie: writer,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a CSV or Excel file to import');
    const header = await t.call({
      method: 'POST',
      url: '/api/ingredients/import',
      payload: { csv: 'name,description,category,unitCost\n' },
      cookie: writer,
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe('The file has no rows to import');
    expect(await tableCounts()).toEqual(before);
  });
});
