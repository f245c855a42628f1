import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { tooLarge, type ZipLimits } from './upload-limits.ts';
import { checkZip, type PartReader } from './zip-limits.ts';

const names = { what: 'workbook', unreadable: 'The file is not a readable Excel workbook (.xlsx)' };
const limits: ZipLimits = { parts: 3, partBytes: 1000, inflatedBytes: 2000 };
const spaces = (bytes: number) => new Uint8Array(bytes).fill(0x20);
const zip = (parts: Record<string, number>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(parts).map(([name, size]) => [name, spaces(size)]))));

/** One part that declares `declared` bytes (local header and central directory) but inflates to `actual`. */
function lyingZip(declared: number, actual: number): Buffer {
  const bytes = zip({ 'xl/worksheets/sheet1.xml': actual });
  bytes.writeUInt32LE(declared, bytes.indexOf(Buffer.from('PK\x03\x04', 'latin1')) + 22);
  bytes.writeUInt32LE(declared, bytes.indexOf(Buffer.from('PK\x01\x02', 'latin1')) + 24);
  return bytes;
}

const refusal = (statusCode: number, message: string) => expect.objectContaining({ statusCode, message });

describe('checkZip', () => {
  it('passes an archive at every limit and streams the parts asked for to their reader', async () => {
    const seen: Record<string, number> = {};
    const reader = (name: string): PartReader => ({
      write: (chunk) => {
        seen[name] = (seen[name] ?? 0) + chunk.length;
      },
      end: () => undefined,
    });
    // 3 parts (the limit), one of 1000 bytes (the limit), 1000 + 600 + 400 = 2000 in all (the limit).
    const bytes = zip({ a: 1000, b: 600, c: 400 });
    await checkZip(bytes, limits, names, (name) => (name === 'c' ? undefined : reader(name)));
    expect(seen).toEqual({ a: 1000, b: 600 });
  });

  it('refuses one part too many, a part a byte over and a total a byte over, from the directory', async () => {
    await expect(checkZip(zip({ a: 1, b: 1, c: 1, d: 1 }), limits, names)).rejects.toEqual(
      refusal(413, 'The workbook has more than 3 parts'),
    );
    await expect(checkZip(zip({ a: 1001 }), limits, names)).rejects.toEqual(
      refusal(413, 'A part of the workbook is larger than 1,000 bytes uncompressed'),
    );
    await expect(checkZip(zip({ a: 1000, b: 1000, c: 1 }), limits, names)).rejects.toEqual(
      refusal(413, 'The workbook is larger than 2,000 bytes uncompressed'),
    );
  });

  it('stops a part that inflates past what its header declares (a bomb that lies)', async () => {
    await expect(checkZip(lyingZip(500, 900), limits, names)).rejects.toEqual(
      refusal(400, 'A part of the workbook inflates to more than its header declares'),
    );
  });

  it('passes on a reader refusal as it is and refuses what is not a zip archive', async () => {
    const refusing: PartReader = {
      write: () => {
        throw tooLarge('The sheet has more than 100 columns');
      },
      end: () => undefined,
    };
    await expect(checkZip(zip({ a: 10 }), limits, names, () => refusing)).rejects.toEqual(
      refusal(413, 'The sheet has more than 100 columns'),
    );
    await expect(checkZip(Buffer.from('PK\x03\x04 not a zip'), limits, names)).rejects.toEqual(
      refusal(400, 'The file is not a readable Excel workbook (.xlsx)'),
    );
  });
});
