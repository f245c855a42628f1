import { entryFromRow } from './cosing-entry.ts';
import { ANNEXES, type Annex, type CosingFile, cosingFileSchema } from './cosing-schema.ts';
import { numericDate } from './legal-text.ts';

/**
 * A CosIng annex export, from its CSV rows (the server reads the CSV) to the typed file: the annex and its
 * dates recognised from the title lines, the header row found, the columns mapped by their header names (never
 * by position), and each row structured. The title lines are 3 or 4: "File creation date: 11/11/2025",
 * "ANNEX III","Last update: 31/10/2025", the annex's title, and a group line ("Substance identification",...).
 */

export class CosingFormatError extends Error {}

const COMMON = [
  'Reference Number',
  'CAS Number',
  'EC Number',
  'Regulation',
  'Other Directives/Regulations',
  'SCCS opinions',
  'Chemical/IUPAC Name',
  'Identified INGREDIENTS or substances e.g.',
  'CMR',
  'Update Date',
];
const CONDITIONS = [
  'Product Type, body parts',
  'Maximum concentration in ready for use preparation',
  'Other',
  'Wording of conditions of use and warnings',
];
const REQUIRED: Record<Annex, string[]> = {
  II: [...COMMON, 'Chemical name / INN'],
  III: [...COMMON, 'Chemical name / INN', 'Name of Common Ingredients Glossary', ...CONDITIONS],
  IV: [
    ...COMMON,
    'Chemical name',
    'Colour index Number / Name of Common Ingredients Glossary',
    'Color',
    ...CONDITIONS,
  ],
  V: [...COMMON, 'Chemical name / INN', 'Name of Common Ingredients Glossary', ...CONDITIONS],
  VI: [...COMMON, 'Chemical name / INN', 'Name of Common Ingredients Glossary', ...CONDITIONS],
};

const cell = (row: string[] | undefined, index: number) => (row?.[index] ?? '').trim();
const blank = (row: string[]) => row.every((value) => value.trim() === '');

interface TitleLines {
  annex: Annex;
  title: string;
  lastUpdate: string;
  fileCreationDate: string;
  headerIndex: number;
}

function titleLines(rows: string[][]): TitleLines {
  const headerIndex = rows.slice(0, 10).findIndex((row) => cell(row, 0) === 'Reference Number');
  if (headerIndex < 0)
    throw new CosingFormatError(
      'This is not a CosIng annex export: no header row starting with "Reference Number" in its first lines',
    );
  const before = rows.slice(0, headerIndex);
  const created = before
    .flat()
    .map((value) => /^File creation date:\s*(.+)$/i.exec(value.trim()))
    .find(Boolean);
  const annexRow = before.find((row) => /^ANNEX\s+[IVX]+$/i.test(cell(row, 0)));
  const annex = annexRow
    ? cell(annexRow, 0)
        .replace(/^ANNEX\s+/i, '')
        .toUpperCase()
    : '';
  if (!annexRow || !(ANNEXES as readonly string[]).includes(annex))
    throw new CosingFormatError('The title lines name no annex from II to VI ("ANNEX II" ... "ANNEX VI")');
  const updated = annexRow.map((value) => /^Last update:\s*(.+)$/i.exec(value.trim())).find(Boolean);
  const fileCreationDate = created ? numericDate(created[1]!) : null;
  const lastUpdate = updated ? numericDate(updated[1]!) : null;
  if (!fileCreationDate)
    throw new CosingFormatError('The title lines give no "File creation date: DD/MM/YYYY"');
  if (!lastUpdate) throw new CosingFormatError('The title lines give no "Last update: DD/MM/YYYY"');
  const titleRow = rows[rows.indexOf(annexRow) + 1];
  return { annex: annex as Annex, title: cell(titleRow, 0), lastUpdate, fileCreationDate, headerIndex };
}

/**
 * Whether the condition columns are written one column to the right of their headers. Annex IV's export
 * leaves "Product Type, body parts" empty in every row and writes the field of application ("Rinse-off
 * products", "Not to be used in products applied on mucous membranes") under "Maximum concentration", the
 * maximum under "Other" and the purity criteria under "Wording". Read as labelled, a colourant for rinse-off
 * products only would read as allowed everywhere; the layout is recognised, never assumed, and reported.
 */
function shiftedRight(rows: string[][], columns: Map<string, number>): boolean {
  const productType = columns.get(CONDITIONS[0]!);
  const maximum = columns.get(CONDITIONS[1]!);
  if (productType === undefined || maximum === undefined) return false;
  const maxima = rows.map((row) => cell(row, maximum)).filter((value) => value !== '');
  return (
    rows.every((row) => cell(row, productType) === '') &&
    maxima.length > 0 &&
    maxima.every((value) => !/\d\s*%/.test(value))
  );
}

export function parseCosingRows(rows: string[][]): CosingFile {
  const title = titleLines(rows);
  const header = rows[title.headerIndex]!.map((name) => name.trim());
  const columns = new Map(header.map((name, index) => [name, index]));
  const missing = REQUIRED[title.annex].filter((name) => !columns.has(name));
  if (missing.length > 0)
    throw new CosingFormatError(
      `Annex ${title.annex}: the header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.map((name) => `"${name}"`).join(', ')}`,
    );
  const data = rows
    .map((row, index) => ({ row, number: index + 1 }))
    .slice(title.headerIndex + 1)
    .filter(({ row }) => !blank(row));
  const layout = shiftedRight(
    data.map(({ row }) => row),
    columns,
  )
    ? 'shifted_right'
    : 'as_labelled';
  const seen = new Map<string, number>();
  const entries = data.map(({ row, number }) =>
    entryFromRow({ annex: title.annex, header, columns, row, rowNumber: number, layout, seen }),
  );
  return cosingFileSchema.parse({
    annex: title.annex,
    title: title.title,
    lastUpdate: title.lastUpdate,
    fileCreationDate: title.fileCreationDate,
    columns: header,
    layout,
    entries,
  });
}
