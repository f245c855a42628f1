import { describe, expect, it } from 'vitest';
import { parseCosingRows } from './cosing-file.ts';
import { cosingStats } from './cosing-stats.ts';

const TITLE = [
  ['File creation date: 11/11/2025'],
  ['ANNEX IV', 'Last update: 31/10/2025'],
  ['LIST OF COLORANTS ALLOWED IN COSMETIC PRODUCTS'],
];
const HEADER = [
  'Reference Number',
  'Chemical name',
  'Colour index Number / Name of Common Ingredients Glossary',
  'CAS Number',
  'EC Number',
  'Color',
  'Product Type, body parts',
  'Maximum concentration in ready for use preparation',
  'Other',
  'Wording of conditions of use and warnings',
  'Regulation',
  'Other Directives/Regulations',
  'SCCS opinions',
  'Chemical/IUPAC Name',
  'Identified INGREDIENTS or substances e.g.',
  'CMR',
  'Update Date',
];
const row = (ref: string, name: string, conditions: [string, string, string, string]) => [
  ref,
  name,
  'CI 10006',
  '16143-80-9',
  '240-299-7',
  'Green',
  ...conditions,
  '(EC) 2009/1223',
  '',
  '',
  '',
  '',
  '',
  '14/08/2020',
];

describe('parseCosingRows', () => {
  it('reads the title lines, with or without the group line, and the header row by name', () => {
    const rows = [
      ...TITLE,
      ['Substance identification', 'Conditions'],
      HEADER,
      row('1', 'Green one', ['', 'Rinse-off products', '', '']),
    ];
    const file = parseCosingRows(rows);
    expect(file).toMatchObject({
      annex: 'IV',
      title: 'LIST OF COLORANTS ALLOWED IN COSMETIC PRODUCTS',
      lastUpdate: '2025-10-31',
      fileCreationDate: '2025-11-11',
    });
    expect(
      parseCosingRows([...TITLE, HEADER, row('1', 'Green one', ['', 'Rinse-off products', '', ''])]).entries,
    ).toHaveLength(1);
  });

  it('reads the condition columns one to the right when the export shifts them, and as labelled otherwise', () => {
    const shifted = parseCosingRows([
      ...TITLE,
      HEADER,
      row('1', 'Green one', ['', 'Rinse-off products', '3%', '']),
    ]);
    expect(shifted.layout).toBe('shifted_right');
    const entry = shifted.entries[0]!;
    if (entry.annex !== 'IV') throw new Error('Annex IV expected');
    expect(entry.conditions[0]).toMatchObject({
      scope: { include: ['rinse_off'] },
      maxima: [{ percent: '3' }],
    });

    const labelled = parseCosingRows([
      ...TITLE,
      HEADER,
      row('1', 'Green one', ['Rinse-off products', '3%', '', '']),
    ]);
    expect(labelled.layout).toBe('as_labelled');
    const same = labelled.entries[0]!;
    if (same.annex !== 'IV') throw new Error('Annex IV expected');
    expect(same.conditions[0]).toMatchObject({
      scope: { include: ['rinse_off'] },
      maxima: [{ percent: '3' }],
    });
  });

  it('numbers the rows under one reference number, keeps deleted rows, skips blank lines', () => {
    const file = parseCosingRows([
      ...TITLE,
      HEADER,
      row('12 a', 'First', ['', '', '', '']),
      [''],
      row('12a', 'Second', ['', '', '', '']),
      row('13', 'Moved or deleted', ['', '', '', '']),
    ]);
    expect(file.entries.map((e) => [e.referenceNumber, e.occurrence, e.deleted])).toEqual([
      ['12a', 1, false],
      ['12a', 2, false],
      ['13', 1, true],
    ]);
    expect(cosingStats(file)).toMatchObject({
      entries: 3,
      deleted: 1,
      referenceNumbers: 2,
      structuredShare: 1,
    });
  });

  it('flags a row whose cells do not match the header', () => {
    const file = parseCosingRows([...TITLE, HEADER, row('1', 'Short', ['', '', '', '']).slice(0, 12)]);
    expect(file.entries[0]!.reviewReasons).toContain('The row has 12 cells where the header has 17');
  });
});
