import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type Annex,
  CosingFormatError,
  cosingFileSchema,
  cosingStats,
} from '../../src/domain/regulatory-data/index.ts';
import { cosingRows, readCosingFile } from '../../src/server/modules/regulatory-datasets/read-cosing-file.ts';
import { cosingFile, cosingPath } from '../support/cosing-files.ts';

/**
 * The five annex exports as the Commission publishes them (../shared/data/cosing, see tests/support/
 * cosing-files.ts), read whole: counts, dates, layout and how much the parser structured.
 */

const ANNEX_FILES: Annex[] = ['II', 'III', 'IV', 'V', 'VI'];

describe('the five CosIng exports', () => {
  // The README's counts are rows: a reference number may hold several rows (Annex II/38 names three coal-tar
  // substances; Annex III keeps superseded versions, e.g. 9, 16, 196, 200 twice) and "Moved or deleted" rows.
  it.each([
    ['II', 1744, 18, 1742],
    ['III', 373, 2, 364],
    ['IV', 154, 0, 154],
    ['V', 57, 3, 57],
    ['VI', 34, 1, 34],
  ] as const)(
    'Annex %s: %i entries, %i deleted, %i reference numbers',
    (annex, entries, deleted, numbers) => {
      const stats = cosingStats(cosingFile(annex));
      expect(stats.entries).toBe(entries);
      expect(stats.deleted).toBe(deleted);
      expect(stats.referenceNumbers).toBe(numbers);
    },
  );

  it('recognises each annex, its title and its dates from the title lines', () => {
    for (const annex of ANNEX_FILES) {
      const file = cosingFile(annex);
      expect(file.annex).toBe(annex);
      expect(file.lastUpdate).toBe('2025-10-31');
      expect(file.fileCreationDate).toBe('2025-11-11');
    }
    expect(cosingFile('II').title).toBe('LIST OF SUBSTANCES PROHIBITED IN COSMETIC PRODUCTS');
    expect(cosingFile('IV').title).toBe('LIST OF COLORANTS ALLOWED IN COSMETIC PRODUCTS');
    expect(cosingFile('III').columns[0]).toBe('Reference Number');
  });

  it("reads Annex IV's condition columns one to the right of their headers, and the others as labelled", () => {
    expect(cosingFile('IV').layout).toBe('shifted_right');
    for (const annex of ['II', 'III', 'V', 'VI'] as const)
      expect(cosingFile(annex).layout).toBe('as_labelled');
  });

  it('produces data its own schema accepts, every condition with its legal text', () => {
    for (const annex of ANNEX_FILES) {
      const file = cosingFile(annex);
      expect(cosingFileSchema.safeParse(file).success).toBe(true);
      for (const found of file.entries)
        if ('conditions' in found && !found.deleted) expect(found.conditions.length).toBeGreaterThan(0);
    }
  });

  // The shares of the final report: structured entries over entries in force. They may only rise; a fall means
  // a wording the parser read before is now unread.
  it.each([
    ['II', 1687, 39],
    ['III', 335, 36],
    ['IV', 149, 5],
    ['V', 43, 11],
    ['VI', 29, 4],
  ] as const)(
    'Annex %s: at least %i entries structured, at most %i for review',
    (annex, structured, review) => {
      const stats = cosingStats(cosingFile(annex));
      expect(stats.structuredEntries).toBeGreaterThanOrEqual(structured);
      expect(stats.needsReviewEntries).toBeLessThanOrEqual(review);
      expect(stats.structuredEntries + stats.needsReviewEntries).toBe(stats.entries - stats.deleted);
    },
  );

  it('gives every entry for review at least one reason, and none to a structured entry', () => {
    for (const annex of ANNEX_FILES)
      for (const found of cosingFile(annex).entries) {
        const reasons = [
          ...found.reviewReasons,
          ...('conditions' in found ? found.conditions.flatMap((c) => c.reviewReasons) : []),
        ];
        expect(found.needsReview).toBe(reasons.length > 0);
      }
  });
});

describe('reading the file', () => {
  const bytes = () => fs.readFileSync(cosingPath('VI'));

  it('reads the same with a byte-order mark and with Windows line ends', () => {
    const plain = readCosingFile(bytes());
    const withBom = readCosingFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes()]));
    const crlf = readCosingFile(Buffer.from(bytes().toString('utf8').replace(/\n/g, '\r\n')));
    expect(withBom).toEqual(plain);
    const conditions = (file: typeof plain) =>
      file.entries.map((e) => ('conditions' in e ? e.conditions : []));
    expect(conditions(crlf)).toEqual(conditions(plain));
  });

  it('keeps line breaks inside quoted cells', () => {
    const rows = cosingRows(fs.readFileSync(cosingPath('III')));
    const thioglycolic = rows.find((row) => row[0] === '2a')!;
    expect(thioglycolic[5]).toBe(
      '(a) Hair products\n\n(b) Depilatories\n\n(c) Hair rinse-off products \n\n(d) Products intended for eyelash waving',
    );
  });

  it('refuses what is not an annex export, with the reason', () => {
    const read = (text: string | Buffer) => () => readCosingFile(Buffer.from(text));
    expect(read('name,inci\nGlycerin,GLYCERIN')).toThrow(
      'This is not a CosIng annex export: no header row starting with "Reference Number" in its first lines',
    );
    expect(
      read('"File creation date: 11/11/2025"\n"ANNEX VII","Last update: 31/10/2025"\n"Reference Number"'),
    ).toThrow('The title lines name no annex from II to VI ("ANNEX II" ... "ANNEX VI")');
    expect(read('"ANNEX II","Last update: 31/10/2025"\n"Reference Number"')).toThrow(
      'The title lines give no "File creation date: DD/MM/YYYY"',
    );
    expect(
      read(
        '"File creation date: 11/11/2025"\n"ANNEX II","Last update: 31/10/2025"\n"Reference Number","CAS Number"',
      ),
    ).toThrow('Annex II: the header row lacks the columns "EC Number", "Regulation",');
    expect(read(Buffer.from([0x22, 0xff, 0xfe, 0x22]))).toThrow(CosingFormatError);
    expect(read(Buffer.from([0x22, 0xff, 0xfe, 0x22]))).toThrow(
      'The file is not UTF-8 text, as CosIng exports are',
    );
  });
});
