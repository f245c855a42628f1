import { randomUUID } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, ingredients, suppliers } from '../../src/server/db/schema.ts';
import {
  activityOf,
  createIngredient,
  createSupplier,
  supplierPayload,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

let t: TestApp;
/** procurement_specialist: a non-admin role on the suppliers write list. */
let writer: string;
let writerId: string;
beforeAll(async () => {
  t = await buildTestApp();
  writer = await t.signInAs('procurement_specialist');
  writerId = (await t.createUser('procurement_specialist')).id;
});
afterAll(async () => t.close());

async function tableCounts() {
  const [s] = await t.database.db.select({ n: count() }).from(suppliers);
  const [a] = await t.database.db.select({ n: count() }).from(activityLog);
  return { suppliers: s!.n, activity: a!.n };
}
async function storedSupplier(id: string) {
  const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, id));
  return row;
}

const get = (url: string, cookie = writer) => t.call({ method: 'GET', url, cookie });
const put = (id: string, payload: object, cookie = writer) =>
  t.call({ method: 'PUT', url: `/api/suppliers/${id}`, payload, cookie });
const names = (response: { json(): { name: string }[] }) => response.json().map((row) => row.name);

describe('POST /api/suppliers', () => {
  it("creates a supplier from the spec's payload (rating and minimum order as text)", async () => {
    const payload = {
      name: uniqueName('Green Botanicals'),
      contactEmail: 'orders@greenbotanicals.example.com',
      contactPhone: '+33 1 23 45 67 89',
      address: '12 Rue des Plantes, Grasse',
      country: 'France',
      website: 'https://greenbotanicals.example.com',
      rating: '4.5',
      certifications: ['organic', 'fair_trade', 'iso_9001', 'cruelty_free'],
      sustainabilityScore: 85,
      leadTimedays: 14,
      minimumOrderValue: '250.00',
    };
    const response = await t.call({ method: 'POST', url: '/api/suppliers', payload, cookie: writer });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...payload,
      ingredientCount: 0,
      revision: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await storedSupplier(body.id)).toMatchObject({
      rating: '4.5',
      minimumOrderValue: '250.00',
      leadTimeDays: 14,
    });
    const activity = await activityOf(t, body.id);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      action: 'supplier_create',
      entityType: 'supplier',
      userId: writerId,
      description: `Added supplier "${payload.name}"`,
    });
  });

  it("applies the spec client's defaults when the optional fields are left out", async () => {
    // The client omits contactEmail and website when empty; rating "0.0", score 0, lead 0, minimum "0.00".
    const response = await t.call({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: uniqueName('Bare Supplier'), certifications: [] },
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      contactEmail: null,
      contactPhone: null,
      address: null,
      country: null,
      website: null,
      rating: '0.0',
      certifications: [],
      sustainabilityScore: 0,
      leadTimedays: 0,
      minimumOrderValue: '0.00',
    });
  });

  it('stores empty e-mail and website as none, and rounds the rating to one decimal', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/suppliers',
      payload: supplierPayload({ contactEmail: '', website: '', rating: 4.45, minimumOrderValue: 99.999 }),
      cookie: writer,
    });
    expect(response.statusCode).toBe(201);
    // 4.45 -> 4.5 and 99.999 -> 100.00, half up
    expect(response.json()).toMatchObject({
      contactEmail: null,
      website: null,
      rating: '4.5',
      minimumOrderValue: '100.00',
    });
  });

  it('drops fields a client may not set', async () => {
    const id = randomUUID();
    const response = await t.call({
      method: 'POST',
      url: '/api/suppliers',
      payload: supplierPayload({ id, ingredientCount: 99, revision: 42 }),
      cookie: writer,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ingredientCount: 0, revision: 1 });
    expect(response.json().id).not.toBe(id);
  });
});

describe('validation (spec §5 messages, nothing written)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: '' }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['no name', { name: undefined }, 'name', 'Name is required'],
    ['an invalid e-mail', { contactEmail: 'not-an-email' }, 'contactEmail', 'Invalid email'],
    ['an e-mail without a domain', { contactEmail: 'sales@' }, 'contactEmail', 'Invalid email'],
    ['an invalid URL', { website: 'not a url' }, 'website', 'Invalid URL'],
    ['a javascript: URL', { website: 'javascript:alert(1)' }, 'website', 'Invalid URL'],
    ['an ftp URL', { website: 'ftp://files.example.com' }, 'website', 'Invalid URL'],
    ['a rating above 5', { rating: '5.1' }, 'rating', 'Rating must be between 0 and 5'],
    ['a negative rating', { rating: -1 }, 'rating', 'Rating must be between 0 and 5'],
    [
      'a sustainability score of 101',
      { sustainabilityScore: 101 },
      'sustainabilityScore',
      'Sustainability score must be between 0 and 100',
    ],
    ['a negative lead time', { leadTimedays: -1 }, 'leadTimedays', 'Lead time must be 0 days or more'],
    [
      'a negative minimum order',
      { minimumOrderValue: '-1.00' },
      'minimumOrderValue',
      'Minimum order value must be 0 or more',
    ],
    ['an unknown certification', { certifications: ['halal'] }, 'certifications.0', 'Unknown certification'],
  ];

  it.each(cases)(
    'POST with %s answers 400 with the field message',
    async (_label, overrides, field, message) => {
      const before = await tableCounts();
      const response = await t.call({
        method: 'POST',
        url: '/api/suppliers',
        payload: supplierPayload(overrides),
        cookie: writer,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe(message);
      expect(body.fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it.each(cases.filter((_, index) => index % 2 === 0))(
    'PUT with %s answers 400 and leaves the supplier as it was',
    async (_label, overrides, field, message) => {
      const created = await createSupplier(t, writer);
      const before = await tableCounts();
      const response = await put(created.id, { ...supplierPayload(overrides), revision: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
      expect(await storedSupplier(created.id)).toMatchObject({ name: created.name, revision: 1 });
    },
  );

  it('refuses a malformed list query', async () => {
    expect((await get('/api/suppliers?sort=country')).statusCode).toBe(400);
    expect((await get('/api/suppliers?offset=-1')).statusCode).toBe(400);
  });
});

describe('GET /api/suppliers', () => {
  async function threeTagged() {
    const tag = uniqueName('Sup').replace(' ', '');
    const charlie = await createSupplier(t, writer, {
      name: `${tag} Charlie`,
      country: 'Japan',
      rating: '3.0',
      sustainabilityScore: 90,
      leadTimedays: 30,
    });
    const alpha = await createSupplier(t, writer, {
      name: `${tag} Alpha`,
      country: 'France',
      rating: '5.0',
      sustainabilityScore: 10,
      leadTimedays: 7,
    });
    const bravo = await createSupplier(t, writer, {
      name: `${tag} Bravo`,
      country: 'Brazil',
      rating: '4.0',
      sustainabilityScore: 50,
      leadTimedays: 14,
    });
    return { tag, alpha, bravo, charlie };
  }

  it('returns every supplier in the order they were added, with X-Total-Count', async () => {
    const { tag } = await threeTagged();
    const response = await get('/api/suppliers');
    expect(response.statusCode).toBe(200);
    const [stored] = await t.database.db.select({ n: count() }).from(suppliers);
    expect(response.json()).toHaveLength(stored!.n);
    expect(response.headers['x-total-count']).toBe(String(stored!.n));
    expect(names(await get(`/api/suppliers?q=${tag}`))).toEqual([
      `${tag} Charlie`,
      `${tag} Alpha`,
      `${tag} Bravo`,
    ]);
  });

  it('searches name and country with ?q=', async () => {
    const { tag } = await threeTagged();
    expect(names(await get(`/api/suppliers?q=${tag.toLowerCase()}%20alpha`))).toEqual([`${tag} Alpha`]);
    const brazil = names(await get('/api/suppliers?q=brazil'));
    expect(brazil).toContain(`${tag} Bravo`);
    expect(brazil).not.toContain(`${tag} Alpha`);
  });

  it.each([
    ['name', ['Alpha', 'Bravo', 'Charlie']],
    ['-name', ['Charlie', 'Bravo', 'Alpha']],
    ['rating', ['Charlie', 'Bravo', 'Alpha']],
    ['-rating', ['Alpha', 'Bravo', 'Charlie']],
    ['sustainabilityScore', ['Alpha', 'Bravo', 'Charlie']],
    ['-sustainabilityScore', ['Charlie', 'Bravo', 'Alpha']],
    ['leadTimedays', ['Alpha', 'Bravo', 'Charlie']],
    ['-leadTimedays', ['Charlie', 'Bravo', 'Alpha']],
  ])('sorts by %s', async (sort, order) => {
    const { tag } = await threeTagged();
    expect(names(await get(`/api/suppliers?q=${tag}&sort=${sort}`))).toEqual(
      order.map((name) => `${tag} ${name}`),
    );
  });

  it('pages with limit and offset and sends the total', async () => {
    const { tag } = await threeTagged();
    const page1 = await get(`/api/suppliers?q=${tag}&limit=2&offset=0&sort=name`);
    expect(names(page1)).toEqual([`${tag} Alpha`, `${tag} Bravo`]);
    expect(page1.headers['x-total-count']).toBe('3');
    const page2 = await get(`/api/suppliers?q=${tag}&limit=2&offset=2&sort=name`);
    expect(names(page2)).toEqual([`${tag} Charlie`]);
  });

  it('GET /api/suppliers/{id} returns one supplier with its ingredient count', async () => {
    const supplier = await createSupplier(t, writer);
    await createIngredient(t, writer, { supplierId: supplier.id });
    const response = await get(`/api/suppliers/${supplier.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...supplier, ingredientCount: 1 });
  });

  it('lets viewer and rd_scientist read', async () => {
    const supplier = await createSupplier(t, writer);
    for (const role of ['viewer', 'rd_scientist']) {
      const cookie = await t.signInAs(role);
      expect((await get('/api/suppliers', cookie)).statusCode).toBe(200);
      expect((await get(`/api/suppliers/${supplier.id}`, cookie)).statusCode).toBe(200);
    }
  });
});

describe('PUT /api/suppliers/{id}', () => {
  it('edits with the revision read and logs it', async () => {
    const created = await createSupplier(t, writer);
    const payload = supplierPayload({
      name: `${created.name} Ltd`,
      rating: '3.7',
      certifications: ['iso_14001', 'sustainable'],
      leadTimedays: '21',
      minimumOrderValue: '1250.5',
      website: '',
    });
    const response = await put(created.id, { ...payload, revision: created.revision });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      name: `${created.name} Ltd`,
      rating: '3.7',
      certifications: ['iso_14001', 'sustainable'],
      leadTimedays: 21,
      minimumOrderValue: '1250.50',
      website: null,
      revision: 2,
    });
    const activity = await activityOf(t, created.id);
    expect(activity.map((row) => row.action)).toEqual(['supplier_create', 'supplier_update']);
    expect(activity[1]).toMatchObject({
      userId: writerId,
      description: `Updated supplier "${created.name} Ltd"`,
    });
  });

  it('answers 409 to a stale revision and keeps the newer version', async () => {
    const created = await createSupplier(t, writer);
    expect(
      (await put(created.id, { ...supplierPayload({ name: 'First writer' }), revision: 1 })).statusCode,
    ).toBe(200);
    const before = await tableCounts();
    const stale = await put(created.id, { ...supplierPayload({ name: 'Second writer' }), revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    expect(await storedSupplier(created.id)).toMatchObject({ name: 'First writer', revision: 2 });
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 when the revision is missing', async () => {
    const created = await createSupplier(t, writer);
    const response = await put(created.id, supplierPayload({ name: 'No revision' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Revision is required');
    expect(await storedSupplier(created.id)).toMatchObject({ name: created.name, revision: 1 });
  });
});

describe('DELETE /api/suppliers/{id}', () => {
  it("deletes the supplier and sets its ingredients' supplier to none", async () => {
    const supplier = await createSupplier(t, writer);
    const first = await createIngredient(t, writer, { supplierId: supplier.id });
    const second = await createIngredient(t, writer, { supplierId: supplier.id });
    expect((await get(`/api/suppliers/${supplier.id}`)).json().ingredientCount).toBe(2);

    const response = await t.call({ method: 'DELETE', url: `/api/suppliers/${supplier.id}`, cookie: writer });
    expect(response.statusCode).toBe(204);
    expect((await get(`/api/suppliers/${supplier.id}`)).statusCode).toBe(404);
    expect(await storedSupplier(supplier.id)).toBeUndefined();
    for (const ingredient of [first, second]) {
      const read = await get(`/api/ingredients/${ingredient.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ supplierId: null, supplierName: null, name: ingredient.name });
    }
    const activity = await activityOf(t, supplier.id);
    expect(activity.map((row) => row.action)).toEqual(['supplier_create', 'supplier_delete']);
    expect(activity[1]).toMatchObject({
      userId: writerId,
      description: `Deleted supplier "${supplier.name}"; 2 ingredient(s) now have no supplier`,
    });
  });

  it('deletes a supplier without ingredients', async () => {
    const supplier = await createSupplier(t, writer);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/suppliers/${supplier.id}`, cookie: writer })).statusCode,
    ).toBe(204);
    expect((await activityOf(t, supplier.id))[1]!.description).toBe(`Deleted supplier "${supplier.name}"`);
  });
});

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

describe('access', () => {
  it('answers 401 on every supplier endpoint when signed out', async () => {
    const id = randomUUID();
    const requests = [
      { method: 'GET', url: '/api/suppliers' },
      { method: 'GET', url: `/api/suppliers/${id}` },
      { method: 'POST', url: '/api/suppliers', payload: supplierPayload() },
      { method: 'PUT', url: `/api/suppliers/${id}`, payload: { ...supplierPayload(), revision: 1 } },
      { method: 'DELETE', url: `/api/suppliers/${id}` },
      { method: 'POST', url: '/api/suppliers/import', payload: { csv: 'name\nx\n' } },
    ] as const;
    const before = await tableCounts();
    for (const request of requests) {
      const response = await t.call({ ...request });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it.each(['viewer', 'rd_scientist'])(
    'answers 403 to %s on every write and changes nothing',
    async (role) => {
      const created = await createSupplier(t, writer);
      const cookie = await t.signInAs(role);
      const before = await tableCounts();
      const requests = [
        { method: 'POST', url: '/api/suppliers', payload: supplierPayload() },
        {
          method: 'PUT',
          url: `/api/suppliers/${created.id}`,
          payload: { ...supplierPayload(), revision: 1 },
        },
        { method: 'DELETE', url: `/api/suppliers/${created.id}` },
        { method: 'POST', url: '/api/suppliers/import', payload: { csv: 'name\nSneaky Supplies\n' } },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie });
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
      expect(await tableCounts()).toEqual(before);
      expect(await storedSupplier(created.id)).toMatchObject({ name: created.name, revision: 1 });
    },
  );

  it.each(['admin', 'editor'])('lets %s create, edit and delete', async (role) => {
    const cookie = await t.signInAs(role);
    const created = await createSupplier(t, cookie);
    expect((await put(created.id, { ...supplierPayload(), revision: 1 }, cookie)).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/suppliers/${created.id}`, cookie })).statusCode).toBe(
      204,
    );
  });
});

describe('404', () => {
  it.each([randomUUID(), 'not-a-uuid'])(
    'answers 404 "Supplier not found" for id %s everywhere',
    async (id) => {
      const before = await tableCounts();
      const requests = [
        { method: 'GET', url: `/api/suppliers/${id}` },
        { method: 'PUT', url: `/api/suppliers/${id}`, payload: { ...supplierPayload(), revision: 1 } },
        { method: 'DELETE', url: `/api/suppliers/${id}` },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie: writer });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Supplier not found' });
      }
      expect(await tableCounts()).toEqual(before);
    },
  );

  it('keeps ingredients readable after their supplier is gone (no dangling reference)', async () => {
    const supplier = await createSupplier(t, writer);
    const ingredient = await createIngredient(t, writer, { supplierId: supplier.id });
    await t.call({ method: 'DELETE', url: `/api/suppliers/${supplier.id}`, cookie: writer });
    const [row] = await t.database.db.select().from(ingredients).where(eq(ingredients.id, ingredient.id));
    expect(row!.supplierId).toBeNull();
  });
});
