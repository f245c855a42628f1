import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SPREADSHEET_LIMITS } from './upload-limits.ts';
import { xlsxRows } from './xlsx-rows.ts';

const limits = { ...SPREADSHEET_LIMITS, rows: 3, columns: 3, cells: 9 };
const refusal = (statusCode: number, message: string) => expect.objectContaining({ statusCode, message });

async function workbook(cells: Record<string, string | number>, sheets = 1): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (let i = 1; i <= sheets; i += 1) {
    const sheet = book.addWorksheet(`Sheet${i}`);
    for (const [address, value] of Object.entries(cells)) sheet.getCell(address).value = value;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A workbook of hand-written parts: what a hostile generator can write, exceljs's writer never would. */
const parts = (files: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, xml]) => [name, strToU8(xml)]))));
const sheetXml = (body: string) =>
  `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${body}</worksheet>`;
const sheetPart = (body: string) => parts({ 'xl/worksheets/sheet1.xml': sheetXml(body) });

const grid = (rows: number, columns: number) =>
  Object.fromEntries(
    Array.from({ length: rows * columns }, (_, i) => [
      `${String.fromCharCode(65 + (i % columns))}${Math.floor(i / columns) + 1}`,
      i,
    ]),
  );

describe('xlsxRows within the limits', () => {
  it('reads a sheet at every limit: 3 rows, 3 columns, 9 cells', async () => {
    expect(await xlsxRows(await workbook(grid(3, 3)), limits)).toEqual([
      ['0', '1', '2'],
      ['3', '4', '5'],
      ['6', '7', '8'],
    ]);
  });

  it('keeps gaps as empty text and blank rows as empty rows', async () => {
    expect(await xlsxRows(await workbook({ A1: 'a', C1: 'c', B3: 'b' }), limits)).toEqual([
      ['a', '', 'c'],
      [],
      ['', 'b'],
    ]);
  });

  it('refuses a cell one column over, one row over, and one cell over the workbook', async () => {
    await expect(xlsxRows(await workbook({ D1: 'x' }), limits)).rejects.toEqual(
      refusal(413, 'The sheet has more than 3 columns'),
    );
    await expect(xlsxRows(await workbook({ A4: 'x' }), limits)).rejects.toEqual(
      refusal(413, 'The sheet has more than 3 rows'),
    );
    // Two sheets of 5 cells: 10 in the workbook.
    await expect(xlsxRows(await workbook({ A1: 1, B1: 2, C1: 3, A2: 4, B2: 5 }, 2), limits)).rejects.toEqual(
      refusal(413, 'The workbook has more than 9 cells'),
    );
  });

  it('refuses the used range a sheet declares, before any row', async () => {
    await expect(
      xlsxRows(sheetPart('<dimension ref="A1:XFD4000"/><sheetData/>'), SPREADSHEET_LIMITS),
    ).rejects.toEqual(refusal(413, 'The sheet has more than 100 columns'));
    await expect(
      xlsxRows(sheetPart('<dimension ref="A1:C20000"/><sheetData/>'), SPREADSHEET_LIMITS),
    ).rejects.toEqual(refusal(413, 'The sheet has more than 10,000 rows'));
  });

  it('reads cell references whatever the range says, with or without prefix, numbers and dollars', async () => {
    const xfd = '<dimension ref="A1"/><sheetData><row r="1"><c r="$XFD$1"><v>1</v></c></row></sheetData>';
    await expect(xlsxRows(sheetPart(xfd), SPREADSHEET_LIMITS)).rejects.toEqual(
      refusal(413, 'The sheet has more than 100 columns'),
    );
    const prefixed = '<x:sheetData><x:row><x:c/><x:c/><x:c/><x:c/></x:row></x:sheetData>';
    await expect(xlsxRows(sheetPart(prefixed), limits)).rejects.toEqual(
      refusal(413, 'The sheet has more than 3 columns'),
    );
  });

  it('counts cells without a reference after the one before, and refuses a row number that is none', async () => {
    const unnumbered = '<sheetData><row r="2"><c r="B2"/><c/><c/></row></sheetData>';
    await expect(xlsxRows(sheetPart(unnumbered), limits)).rejects.toEqual(
      refusal(413, 'The sheet has more than 3 columns'),
    );
    await expect(
      xlsxRows(sheetPart('<sheetData><row r="first"><c/></row></sheetData>'), limits),
    ).rejects.toEqual(refusal(400, 'The file is not a readable Excel workbook (.xlsx)'));
  });

  it('refuses more shared texts than cells', async () => {
    const texts = `<sst>${'<si><t>x</t></si>'.repeat(10)}</sst>`;
    await expect(xlsxRows(parts({ 'xl/sharedStrings.xml': texts }), limits)).rejects.toEqual(
      refusal(413, 'The workbook has more than 9 cells'),
    );
  });

  it('refuses a sheet that is not XML', async () => {
    await expect(xlsxRows(parts({ 'xl/worksheets/sheet1.xml': '<worksheet><row' }), limits)).rejects.toEqual(
      refusal(400, 'The file is not a readable Excel workbook (.xlsx)'),
    );
  });
});
