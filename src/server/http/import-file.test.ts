import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readImportFile } from './import-file.ts';

const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

describe('readImportFile', () => {
  it('reads a CSV sent as text', async () => {
    const file = await readImportFile({ csv: 'Name,INCI Name\nWater,Aqua\n' });
    expect(file).toEqual({
      source: 'CSV',
      records: [{ rowNumber: 2, values: { name: 'Water', inciname: 'Aqua' } }],
    });
  });

  it('reads the bytes of a UTF-8 file with a BOM and of a Windows-1252 file', async () => {
    const utf8 = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('name;country\nCrème Labs;France\n'),
    ]);
    expect((await readImportFile({ file: base64(utf8), fileName: 'a.csv' })).records[0]?.values).toEqual({
      name: 'Crème Labs',
      country: 'France',
    });
    const latin1 = Buffer.from('name;country\nCr\xe8me Labs;France\n', 'latin1');
    expect((await readImportFile({ file: base64(latin1), fileName: 'b.csv' })).records[0]?.values.name).toBe(
      'Crème Labs',
    );
  });

  it('reads the first sheet of an xlsx workbook: numbers, dates, links and formulas as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ingredients');
    sheet.addRow(['Name', 'Unit Cost', 'Received', 'Email', 'Total']);
    sheet.addRow([]);
    sheet.addRow([
      'Glycerin',
      2.4,
      new Date(Date.UTC(2026, 2, 4)),
      { text: 'buy@example.com', hyperlink: 'mailto:buy@example.com' },
      { formula: 'B3*2', result: 4.8 },
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const file = await readImportFile({ file: base64(bytes), fileName: 'ingredients.xlsx' });
    expect(file).toEqual({
      source: 'Excel',
      records: [
        {
          rowNumber: 3,
          values: {
            name: 'Glycerin',
            unitcost: '2.4',
            received: '2026-03-04',
            email: 'buy@example.com',
            total: '4.8',
          },
        },
      ],
    });
  });

  it('refuses an empty file, a header without rows, a broken workbook and too many rows', async () => {
    await expect(readImportFile({ csv: 'name\n' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'The file has no rows to import',
    });
    await expect(
      readImportFile({ file: base64('PK\x03\x04 not really a zip'), fileName: 'x.xlsx' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'The file is not a readable Excel workbook (.xlsx)',
    });
    const many = `name\n${'x\n'.repeat(5001)}`;
    await expect(readImportFile({ csv: many })).rejects.toMatchObject({
      message: 'A file can hold at most 5000 rows',
    });
  });
});
