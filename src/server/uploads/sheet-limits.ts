import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { badRequest } from '../errors.ts';
import { count, type SheetLimits, tooLarge } from './upload-limits.ts';
import type { PartReader } from './zip-limits.ts';

/** What the scans of one workbook share: cells are counted over every sheet. */
export interface WorkbookTally {
  cells: number;
}

export const UNREADABLE_WORKBOOK = 'The file is not a readable Excel workbook (.xlsx)';

/** "XFD" -> 16384; "xfd4000" reads the same (letters only are passed). */
function columnNumber(letters: string): number {
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column;
}

/** A cell reference ("B7", "$XFD$4000") as its column and row, or null when it is not one. */
function cellReference(reference: string): { column: number; row: number } | null {
  const match = /^\$?([A-Za-z]{1,10})\$?(\d{1,10})$/.exec(reference.trim());
  return match ? { column: columnNumber(match[1]!), row: Number(match[2]) } : null;
}

/** An element's name without its namespace prefix: "x:c" and "c" are one element. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Streams a part's UTF-8 bytes to a SAX parser: XML read as it inflates, never held whole. */
function saxReader(
  onOpenTag: (tag: SaxesTagPlain) => void,
  onCloseTag: (tag: SaxesTagPlain) => void = () => undefined,
): PartReader {
  const parser = new SaxesParser();
  parser.on('opentag', onOpenTag);
  parser.on('closetag', onCloseTag);
  const decoder = new TextDecoder('utf-8');
  return {
    write: (chunk) => void parser.write(decoder.decode(chunk, { stream: true })),
    end: () => void parser.write(decoder.decode()).close(),
  };
}

/**
 * Refuses a worksheet over the limits while it inflates, before exceljs builds a row (ADR 027): the used range
 * its `<dimension ref>` declares, then every row's number and every cell's reference as they come (a cell in
 * column XFD alone makes a row of 16,384 columns), and the cells counted over the workbook.
 */
export function worksheetReader(limits: SheetLimits, tally: WorkbookTally): PartReader {
  const tooManyRows = () => tooLarge(`The sheet has more than ${count(limits.rows)} rows`);
  const tooManyColumns = () => tooLarge(`The sheet has more than ${count(limits.columns)} columns`);
  const checkCell = (column: number, row: number) => {
    if (column > limits.columns) throw tooManyColumns();
    if (row > limits.rows) throw tooManyRows();
  };
  // Rows and cells are the ones of <sheetData> (an extension elsewhere may have elements of the same name).
  let inSheetData = false;
  let row = 0;
  let column = 0;
  const onOpenTag = (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    if (name === 'sheetData') inSheetData = !tag.isSelfClosing;
    else if (name === 'dimension' || inSheetData) openCell(name, tag);
  };
  const openCell = (name: string, tag: SaxesTagPlain) => {
    switch (name) {
      case 'dimension': {
        // The declared range: "A1:XFD4000" or "A1". A range that is no reference is left to the cells below.
        for (const end of String(tag.attributes.ref ?? '').split(':')) {
          const reference = cellReference(end);
          if (reference) checkCell(reference.column, reference.row);
        }
        return;
      }
      case 'row': {
        const declared = tag.attributes.r;
        if (declared !== undefined && !/^\d{1,10}$/.test(declared)) throw badRequest(UNREADABLE_WORKBOOK);
        row = declared === undefined ? row + 1 : Number(declared);
        column = 0;
        if (row > limits.rows) throw tooManyRows();
        return;
      }
      case 'c': {
        const declared = tag.attributes.r;
        const reference = declared === undefined ? { column: column + 1, row } : cellReference(declared);
        if (!reference) throw badRequest(UNREADABLE_WORKBOOK);
        column = reference.column;
        checkCell(reference.column, reference.row);
        tally.cells += 1;
        if (tally.cells > limits.cells)
          throw tooLarge(`The workbook has more than ${count(limits.cells)} cells`);
        return;
      }
    }
  };
  return saxReader(onOpenTag, (tag) => {
    if (localName(tag.name) === 'sheetData') inSheetData = false;
  });
}

/**
 * The shared-string table holds the workbook's texts, one `<si>` each: more of them than cells is refused with
 * the cells' limit (exceljs would build every one of them).
 */
export function sharedStringsReader(limits: SheetLimits): PartReader {
  let texts = 0;
  return saxReader((tag) => {
    if (localName(tag.name) !== 'si') return;
    texts += 1;
    if (texts > limits.cells) throw tooLarge(`The workbook has more than ${count(limits.cells)} cells`);
  });
}
