import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../src/server/db/schema.ts';
import { download, editor, exportOf, startExportsApp, stopExportsApp, t } from '../support/exports-app.ts';

/**
 * What an export file holds (docs/product-rules.md, "Sustainability, analytics, exports"; ADR 004 and 015), on the demo data: xlsx sheets with
 * typed cells and no formulas, csv and pdf in human values, the substance catalogue as it is now, the date
 * range.
 */
beforeAll(startExportsApp);
afterAll(stopExportsApp);

async function workbookOf(url: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await download(editor, url)).rawPayload as unknown as ArrayBuffer);
  return workbook;
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

  it('escapes a name beginning with "=": an apostrophe in csv, a string cell (never a formula) in xlsx', async () => {
    const evil = '=HYPERLINK("http://evil.example","x")';
    await t.database.db.insert(suppliers).values({ name: evil });
    const [csv] = await exportOf(editor, ['suppliers'], 'csv');
    const text = (await download(editor, csv!.downloadUrl)).body;
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    const [xlsx] = await exportOf(editor, ['suppliers'], 'xlsx');
    const workbook = await workbookOf(xlsx!.downloadUrl);
    const sheet = workbook.getWorksheet('Suppliers')!;
    const cell = sheet.getColumn(1).values.indexOf(evil);
    expect(cell, 'the name as it is, no visible apostrophe').toBeGreaterThan(1);
    expect(sheet.getRow(cell).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(cell).getCell(1).formula).toBeUndefined();
  });

  it('types xlsx cells: money and percent are numbers with their formats, dates are dates', async () => {
    const [record] = await exportOf(editor, ['formulations'], 'xlsx');
    const workbook = await workbookOf(record!.downloadUrl);
    const sheet = workbook.getWorksheet('Formulations')!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const column = (name: string) => header.indexOf(name) + 1;
    const row = sheet.getRow(2);
    const cost = row.getCell(column('Cost/Unit'));
    expect(cost.type).toBe(ExcelJS.ValueType.Number);
    expect(cost.numFmt).toBe('"$"#,##0.0000');
    const margin = row.getCell(column('Target Margin'));
    expect(margin.type).toBe(ExcelJS.ValueType.Number);
    expect(margin.numFmt).toBe('0%');
    expect(margin.value as number).toBeLessThan(1);
    const created = row.getCell(column('Created'));
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect(created.numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(column('Status')).value).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
    expect(row.getCell(column('Batch Size (oz)')).type).toBe(ExcelJS.ValueType.Number);
    const summary = workbook.getWorksheet('Summary')!;
    const average = summary.getColumn(1).values.indexOf('Average Cost/Unit');
    expect(summary.getRow(average).getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(summary.getRow(average).getCell(2).numFmt).toBe('"$"#,##0.00');
  });

  it('writes human values in csv and pdf: labels, plain numbers, and the web formatters in the pdf', async () => {
    const [csv] = await exportOf(editor, ['formulations'], 'csv');
    const text = (await download(editor, csv!.downloadUrl)).body.replace(/^\uFEFF/, '');
    const [head, first] = text.split('\r\n');
    expect(head).toBe(
      '"Name","Version","Product Type","Status","Batch Size (oz)","Unit Size (oz)","Total Cost","Cost/Unit","Target Margin","Suggested Price","Created"',
    );
    expect(text).not.toMatch(/in_development|compliance_review|\.000000/);
    expect(first).toMatch(/,"(Draft|In Development|Testing|Compliance Review|Approved|Rejected)",/);
    expect(text).toMatch(/,1000,/);
    const [pdf] = await exportOf(editor, ['cost_analysis'], 'pdf');
    const shown = pdfText((await download(editor, pdf!.downloadUrl)).rawPayload);
    expect(shown).toMatch(/\$\d{1,3}(,\d{3})*\.\d{4}/);
    expect(shown).toMatch(/\d+%/);
    expect(shown).toContain('1,000');
  });

  it('exports the substance catalogue as it is now: CAS numbers, flags in words, what each counts as', async () => {
    const [record] = await exportOf(editor, ['substances'], 'csv', 'last_7_days');
    expect(record!.fileName).toMatch(/^substances-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await download(editor, record!.downloadUrl)).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"INCI Name","CAS Numbers","EC Number","Synonyms","Functions","Allergen","Fragrance","Colour Index","Nano","Natural Origin Index","Counts As","Annex Entry","Used By (raw materials)"',
    );
    // Every substance of the catalogue, whatever the date range (master data).
    const total = Number(
      (await t.call({ method: 'GET', url: '/api/substances?limit=1', cookie: editor })).headers[
        'x-total-count'
      ],
    );
    expect(lines.filter((line) => line !== '').length - 1).toBe(total);
    const palmitate = lines.find((line) => line.startsWith('"Retinyl Palmitate",'));
    expect(palmitate).toContain('79-81-2');
    expect(palmitate).toContain('Retinol x 0.546');
    const linalool = lines.find((line) => line.startsWith('"Linalool",'));
    expect(linalool).toMatch(/,"Yes",/);
    const templates = (await t.call({ method: 'GET', url: '/api/exports/templates', cookie: editor })).json();
    expect(templates.find((x: { id: string }) => x.id === 'substances')).toMatchObject({
      label: 'Substance Catalogue',
      scope: 'current',
    });
  });

  it('applies the date range to records that happen and exports master data as it is now', async () => {
    const old = new Date('2020-01-01T00:00:00Z');
    await t.database.db
      .insert(suppliers)
      .values({ name: 'Old Supplier Ltd', createdAt: old, updatedAt: old });
    const [list] = await exportOf(editor, ['suppliers'], 'csv', 'last_7_days');
    expect((await download(editor, list!.downloadUrl)).body).toContain('Old Supplier Ltd');
    const templates = (await t.call({ method: 'GET', url: '/api/exports/templates', cookie: editor })).json();
    expect(templates.find((x: { id: string }) => x.id === 'suppliers')).toMatchObject({
      scope: 'current',
      periodNote: 'The current list: the date range does not apply',
    });
    expect(templates.find((x: { id: string }) => x.id === 'compliance_report')).toMatchObject({
      scope: 'period',
    });
  });

  it('produces a pdf that starts with %PDF and names the formulation', async () => {
    const [record] = await exportOf(editor, ['formulation_detail'], 'pdf');
    const file = await download(editor, record!.downloadUrl);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfText(file.rawPayload)).toContain('Post-Shave Recovery Balm');
  });
});
