import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, events, storedFiles } from '../../src/server/db/schema.ts';
import { PDF, PNG, upload, uploadOf } from '../support/documents.ts';
import { activityOf, createRawMaterial, createSupplier } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Raw-material and supplier documents (ADR 069): uploads checked by their bytes and held to 20 MB, stored in the
 * file store, versions per type, download, delete with a revision, and who may do what.
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
const list = async (url: string, cookie = buyer) => {
  const response = await t.call({ method: 'GET', url, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const tableCounts = async () => {
  const [d] = await t.database.db.select({ n: count() }).from(documents);
  const [f] = await t.database.db.select({ n: count() }).from(storedFiles);
  return [d!.n, f!.n];
};

describe('documents', () => {
  it('an upload and a deletion each publish a live "documents" event, so every open documents list reloads', async () => {
    const documentEvents = async () =>
      (
        await t.database.db
          .select({ entityId: events.entityId })
          .from(events)
          .where(eq(events.type, 'documents'))
      ).map((row) => row.entityId);
    const before = await documentEvents();
    const owner = await createRawMaterial(t, scientist);
    const created = await upload(t, buyer, `ingredients/${owner.id}`);
    expect(await documentEvents()).toEqual([...before, created.id]);
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/documents/${created.id}?revision=${created.revision}`,
      cookie: buyer,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await documentEvents()).toEqual([...before, created.id, created.id]);
  });

  it('stores a PDF for a raw material, lists it and downloads the same bytes', async () => {
    const glycerin = await createRawMaterial(t, scientist);
    const created = await upload(t, buyer, `ingredients/${glycerin.id}`, { expiresOn: '2027-01-15' });
    expect(created).toMatchObject({
      ingredientId: glycerin.id,
      supplierId: null,
      type: 'sds',
      version: 1,
      current: true,
      fileName: 'glycerin-sds.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      issuedOn: '2026-01-15',
      expiresOn: '2027-01-15',
      uploadedBy: 'procurement_specialist Tester',
      revision: 1,
      earlier: [],
    });
    const listed = await list(`/api/ingredients/${glycerin.id}/documents`, viewer);
    expect(listed).toMatchObject({ sdsMissing: false, items: [{ id: created.id }] });

    const download = await t.call({
      method: 'GET',
      url: `/api/documents/${created.id}/download`,
      cookie: viewer,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="glycerin-sds.pdf"');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await activityOf(t, glycerin.id)).map((a: { action: string }) => a.action)).toContain(
      'document_upload',
    );
  });

  it('keeps the earlier upload of the same type as a version, and others types apart', async () => {
    const supplier = await createSupplier(t, buyer);
    const owner = `suppliers/${supplier.id}`;
    const first = await upload(t, buyer, owner, { type: 'certificate', fileName: 'organic-2025.png' }, PNG);
    expect(first.contentType).toBe('image/png');
    const second = await upload(t, buyer, owner, { type: 'certificate', fileName: 'organic-2026.pdf' });
    await upload(t, buyer, owner, { type: 'iso16128_statement', fileName: 'iso.pdf' });
    expect(second.version).toBe(2);
    const listed = await list(`/api/${owner}/documents`);
    expect(listed.sdsMissing).toBe(false);
    expect(listed.items.map((d: { type: string; version: number }) => [d.type, d.version])).toEqual([
      ['certificate', 2],
      ['iso16128_statement', 1],
    ]);
    expect(listed.items[0].earlier).toMatchObject([{ id: first.id, version: 1, current: false }]);
    // The earlier version is still there to download.
    const old = await t.call({ method: 'GET', url: `/api/documents/${first.id}/download`, cookie: buyer });
    expect(old.headers['content-type']).toBe('image/png');
    expect(old.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file that is not a PDF or an image, whatever its name, and stores nothing', async () => {
    const glycerin = await createRawMaterial(t, scientist);
    const before = await tableCounts();
    const csv = Buffer.from('Name,Country\nAcme,France\n');
    const response = await post(
      `/api/ingredients/${glycerin.id}/documents`,
      uploadOf({ fileName: 'sds.pdf' }, csv),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file must be a PDF or an image (PNG, JPEG or WebP).');
    expect(await tableCounts()).toEqual(before);
  });

  it('takes a file of 20 MB and refuses one a byte over with 413 naming the limit', async () => {
    const glycerin = await createRawMaterial(t, scientist);
    const url = `/api/ingredients/${glycerin.id}/documents`;
    const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);
    const before = await tableCounts();
    const over = await post(url, uploadOf({}, pdfOf(20_000_001)));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('The file is larger than 20 MB');
    expect(await tableCounts()).toEqual(before);
    const atLimit = await post(url, uploadOf({}, pdfOf(20_000_000)));
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    expect(atLimit.json().sizeBytes).toBe(20_000_000);
  });

  it('answers 400 with a clear message for bad input', async () => {
    const glycerin = await createRawMaterial(t, scientist);
    const url = `/api/ingredients/${glycerin.id}/documents`;
    const cases: [object, string][] = [
      [uploadOf({ type: 'passport' }), 'Choose a document type'],
      [uploadOf({ file: '' }), 'Choose a file to upload'],
      [uploadOf({ fileName: ' ' }), 'The file name is required'],
      [uploadOf({ expiresOn: '15/01/2027' }), 'Dates are written YYYY-MM-DD'],
      [uploadOf({ issuedOn: '2026-02-01', expiresOn: '2026-01-01' }), 'The expiry date cannot be before'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const days = await t.call({ method: 'GET', url: '/api/documents/expiring?days=-1', cookie: buyer });
    expect(days.statusCode).toBe(400);
    expect(days.json().message).toBe('Days must be a whole number from 0 to 365');
  });

  it('answers 404 for a raw material, supplier or document that does not exist', async () => {
    const missing = randomUUID();
    for (const url of [`/api/ingredients/${missing}/documents`, `/api/suppliers/not-an-id/documents`]) {
      expect((await t.call({ method: 'GET', url, cookie: buyer })).statusCode).toBe(404);
      expect((await post(url, uploadOf())).statusCode).toBe(404);
    }
    const download = await t.call({
      method: 'GET',
      url: `/api/documents/${missing}/download`,
      cookie: buyer,
    });
    expect(download.statusCode).toBe(404);
    expect(download.json().message).toBe('Document not found');
    const removal = await t.call({
      method: 'DELETE',
      url: `/api/documents/${missing}?revision=1`,
      cookie: buyer,
    });
    expect(removal.statusCode).toBe(404);
  });

  it('deletes a version with its revision: the earlier one becomes current again; a stale revision is 409', async () => {
    const glycerin = await createRawMaterial(t, scientist);
    const owner = `ingredients/${glycerin.id}`;
    const first = await upload(t, buyer, owner, { type: 'coa', fileName: 'lot-1.pdf' });
    const second = await upload(t, buyer, owner, { type: 'coa', fileName: 'lot-2.pdf' });
    // The upload of the second made the first no longer current: revision 2.
    const stale = await t.call({
      method: 'DELETE',
      url: `/api/documents/${first.id}?revision=1`,
      cookie: buyer,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This record was changed by someone else. Reload to see the latest version.',
    );
    const noRevision = await t.call({ method: 'DELETE', url: `/api/documents/${second.id}`, cookie: buyer });
    expect(noRevision.statusCode).toBe(400);
    const before = await tableCounts();
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/documents/${second.id}?revision=${second.revision}`,
      cookie: buyer,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await tableCounts()).toEqual([before[0]! - 1, before[1]! - 1]);
    const listed = await list(`/api/${owner}/documents`);
    expect(listed.items).toMatchObject([{ id: first.id, current: true, earlier: [] }]);
  });

  it("exports every version's metadata as CSV", async () => {
    const supplier = await createSupplier(t, buyer, { name: '=HYPERLINK("x") Supplies' });
    await upload(t, buyer, `suppliers/${supplier.id}`, { type: 'certificate', fileName: 'organic.pdf' });
    await upload(t, buyer, `suppliers/${supplier.id}`, {
      type: 'certificate',
      fileName: 'organic-2026.pdf',
      issuedOn: '2026-01-01',
      expiresOn: '2099-12-31',
    });
    const response = await t.call({ method: 'GET', url: '/api/documents/export.csv', cookie: viewer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="documents-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Belongs to","Name","Type","Version","Current","File name","File type","Size (bytes)","Issued on","Expires on","Days left","Uploaded by","Uploaded at"',
    );
    const mine = lines.filter((line) => line.includes('HYPERLINK'));
    // The newest version first; a name a spreadsheet would run as a formula is escaped with an apostrophe.
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatch(
      /^"Supplier","'=HYPERLINK\(""x""\) Supplies","Certificate \(organic or other\)",2,"Yes","organic-2026\.pdf","application\/pdf",\d+,"2026-01-01","2099-12-31",\d+,"procurement_specialist Tester","/,
    );
    expect(mine[1]).toContain(',1,"No","organic.pdf"');
  });

  it('refuses signed-out callers (401) and roles that may not edit (403)', async () => {
    const glycerin = await createRawMaterial(t, scientist);
    const supplier = await createSupplier(t, buyer);
    const doc = await upload(t, buyer, `ingredients/${glycerin.id}`);
    const supplierDoc = await upload(t, buyer, `suppliers/${supplier.id}`, { type: 'tds' });
    const writes = [
      { method: 'POST', url: `/api/ingredients/${glycerin.id}/documents`, payload: uploadOf() },
      { method: 'POST', url: `/api/suppliers/${supplier.id}/documents`, payload: uploadOf() },
      { method: 'DELETE', url: `/api/documents/${doc.id}?revision=1` },
    ] as const;
    const reads = [
      `/api/ingredients/${glycerin.id}/documents`,
      `/api/suppliers/${supplier.id}/documents`,
      `/api/documents/${doc.id}/download`,
      '/api/documents/expiring?days=30',
      '/api/documents/missing-sds',
      '/api/documents/export.csv',
    ];
    for (const request of [...writes, ...reads.map((url) => ({ method: 'GET', url }) as const)])
      expect((await t.call(request)).statusCode, `${request.method} ${request.url}`).toBe(401);
    for (const request of writes)
      expect((await t.call({ ...request, cookie: viewer })).statusCode, request.url).toBe(403);
    for (const url of reads)
      expect((await t.call({ method: 'GET', url, cookie: viewer })).statusCode).toBe(200);
    // A scientist edits raw materials, not suppliers: not a supplier's documents either.
    expect((await post(`/api/suppliers/${supplier.id}/documents`, uploadOf(), scientist)).statusCode).toBe(
      403,
    );
    const removal = await t.call({
      method: 'DELETE',
      url: `/api/documents/${supplierDoc.id}?revision=1`,
      cookie: scientist,
    });
    expect(removal.statusCode).toBe(403);
    expect((await post(`/api/ingredients/${glycerin.id}/documents`, uploadOf(), scientist)).statusCode).toBe(
      201,
    );
  });

  it('the daily pruning deletes the files of documents whose raw material was deleted, and keeps the rest', async () => {
    const gone = await createRawMaterial(t, scientist);
    const kept = await createRawMaterial(t, scientist);
    await upload(t, buyer, `ingredients/${gone.id}`);
    const named = await upload(t, buyer, `ingredients/${kept.id}`);
    const [goneRow] = await t.database.db.select().from(documents).where(eq(documents.ingredientId, gone.id));
    const deleted = await t.call({ method: 'DELETE', url: `/api/ingredients/${gone.id}`, cookie: scientist });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const files = t.app.services.files;
    expect(await files.exists(goneRow!.fileKey)).toBeDefined();

    // Within the hour of its upload the file is left alone (an upload stores its file before its row).
    expect(await t.app.services.documents.pruneFiles(new Date())).toEqual([]);
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await t.app.services.documents.pruneFiles(later)).toEqual([goneRow!.fileKey]);
    expect(await files.exists(goneRow!.fileKey)).toBeUndefined();
    const download = await t.call({
      method: 'GET',
      url: `/api/documents/${named.id}/download`,
      cookie: buyer,
    });
    expect(download.statusCode).toBe(200);
    expect(await t.app.services.documents.pruneFiles(later)).toEqual([]);
  });
});
