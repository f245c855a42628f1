import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../src/server/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  editor = await t.signInAs('editor', 'exporter@test.example.com');
});
afterAll(async () => t.close());

async function exportOf(cookie: string, templates: string[], format: string, dateRange = 'all_time') {
  const response = await t.call({
    method: 'POST',
    url: '/api/exports',
    payload: { templates, format, dateRange },
    cookie,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    id: string;
    status: string;
    downloadUrl: string;
    fileName: string;
    template: string;
  }[];
}

async function download(cookie: string, url: string) {
  const response = await t.call({ method: 'GET', url, cookie });
  expect(response.statusCode).toBe(200);
  return response;
}

/** The text a PDF shows: pdfkit deflates its content streams and writes text as hex strings. */
function pdfText(buffer: Buffer): string {
  const source = buffer.toString('latin1');
  let text = '';
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g))
      text += Buffer.from(hex[1]!, 'hex').toString('latin1');
    for (const literal of content.matchAll(/\(((?:\\.|[^\\)])*)\)/g)) text += literal[1];
  }
  return text;
}

describe('exports', () => {
  it('produces an xlsx with the expected sheet, header and row count', async () => {
    const [record] = await exportOf(editor, ['formulations'], 'xlsx');
    expect(record).toMatchObject({ status: 'completed', template: 'formulations' });
    expect(record!.fileName).toMatch(/^formulations-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await download(editor, record!.downloadUrl);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Formulations')!;
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining(['Name', 'Version', 'Status', 'Total Cost', 'Cost/Unit']),
    );
    const count = (await t.call({ method: 'GET', url: '/api/formulations', cookie: editor })).json().length;
    expect(sheet.rowCount - 1).toBe(count);
    expect(workbook.getWorksheet('Summary')).toBeDefined();
  });

  it('escapes a name beginning with "=" in csv and xlsx', async () => {
    await t.database.db.insert(suppliers).values({ name: '=HYPERLINK("http://evil.example","x")' });
    const [csv] = await exportOf(editor, ['suppliers'], 'csv');
    const text = (await download(editor, csv!.downloadUrl)).body;
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    const [xlsx] = await exportOf(editor, ['suppliers'], 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await download(editor, xlsx!.downloadUrl)).rawPayload as unknown as ArrayBuffer,
    );
    const names = workbook.getWorksheet('Suppliers')!.getColumn(1).values;
    expect(names).toContain('\'=HYPERLINK("http://evil.example","x")');
  });

  it('produces a pdf that starts with %PDF and names the formulation', async () => {
    const [record] = await exportOf(editor, ['formulation_detail'], 'pdf');
    const file = await download(editor, record!.downloadUrl);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfText(file.rawPayload)).toContain('Post-Shave Recovery Balm');
  });

  it('makes one file per selected template and lists them as recent exports', async () => {
    const records = await exportOf(editor, ['ingredients', 'compliance_report'], 'csv', 'last_30_days');
    expect(records.map((r) => r.template)).toEqual(['ingredients', 'compliance_report']);
    const list = (await t.call({ method: 'GET', url: '/api/exports', cookie: editor })).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining(records.map((r) => r.id)));
  });

  it('refuses an empty selection with the spec message and changes nothing', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/exports', cookie: editor })).json().length;
    const response = await t.call({
      method: 'POST',
      url: '/api/exports',
      payload: { templates: [] },
      cookie: editor,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please select at least one export template.');
    expect((await t.call({ method: 'GET', url: '/api/exports', cookie: editor })).json().length).toBe(before);
  });

  it('keeps the admin-only templates for admins', async () => {
    const templates = (await t.call({ method: 'GET', url: '/api/exports/templates', cookie: editor })).json();
    expect(templates.map((x: { id: string }) => x.id)).not.toContain('users');
    const refused = await t.call({
      method: 'POST',
      url: '/api/exports',
      payload: { templates: ['users'] },
      cookie: editor,
    });
    expect(refused.statusCode).toBe(403);
    const admin = await t.signInAs('admin', 'export-admin@test.example.com');
    const adminTemplates = (
      await t.call({ method: 'GET', url: '/api/exports/templates', cookie: admin })
    ).json();
    expect(adminTemplates.map((x: { id: string }) => x.id)).toEqual(
      expect.arrayContaining(['users', 'activity_log']),
    );
    const [users] = await exportOf(admin, ['users'], 'csv');
    expect((await download(admin, users!.downloadUrl)).body).toContain('admin@example.com');
  });

  it("never serves another user's export, an unknown id or a path", async () => {
    const [record] = await exportOf(editor, ['suppliers'], 'csv');
    const other = await t.signInAs('viewer', 'other-exporter@test.example.com');
    expect((await t.call({ method: 'GET', url: record!.downloadUrl, cookie: other })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/exports/${record!.id}`, cookie: other })).statusCode,
    ).toBe(404);
    const list = (await t.call({ method: 'GET', url: '/api/exports', cookie: other })).json();
    expect(list.map((r: { id: string }) => r.id)).not.toContain(record!.id);
    for (const url of [
      '/api/exports/..%2F..%2Fpg-password/download',
      '/api/exports/..%2f..%2fetc%2fpasswd/download',
      '/api/exports/00000000-0000-0000-0000-000000000000/download',
    ]) {
      expect((await t.call({ method: 'GET', url, cookie: editor })).statusCode, url).toBe(404);
    }
  });

  it('answers 401 signed out', async () => {
    expect((await t.call({ method: 'GET', url: '/api/exports' })).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: '/api/exports', payload: { templates: ['suppliers'] } }))
        .statusCode,
    ).toBe(401);
  });
});
