import { once } from 'node:events';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { Zip, type ZipInputFile } from 'fflate';

/**
 * Files that tried to take the server down (ADR 027), built where they are used so none is stored: the security
 * review's workbook with one cell in the last column per row, and zip bombs.
 */

const MIB = 1024 * 1024;

/** The review's workbook: one cell in column XFD (16,384) per row; 4,000 rows are ~30 KB. */
export async function xfdWorkbook(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (let row = 1; row <= rows; row += 1) sheet.getCell(`XFD${row}`).value = 'x';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A zip bomb: one part (a worksheet by default) that really inflates to `megabytes` MB of spaces and says so in
 * its headers, ~1 KB per MB. Deflated by node:zlib in chunks, so the test never holds the inflated part.
 */
export async function zipBomb(megabytes: number, part = 'xl/worksheets/sheet1.xml'): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const spaces = Buffer.alloc(MIB, 0x20);
  let crc = 0;
  for (let i = 0; i < megabytes; i += 1) {
    crc = zlib.crc32(spaces, crc);
    if (!deflate.write(spaces)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  // An already deflated part: fflate writes its headers with the size and checksum given.
  const file: ZipInputFile = { filename: part, size: megabytes * MIB, crc, compression: 8 };
  zip.add(file);
  file.ondata!(null, Buffer.concat(compressed), true);
  zip.end();
  return Buffer.concat(chunks);
}

export const base64 = (bytes: Buffer) => bytes.toString('base64');
