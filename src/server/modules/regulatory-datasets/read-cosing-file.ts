import Papa from 'papaparse';
import {
  type CosingFile,
  CosingFormatError,
  parseCosingRows,
} from '../../../domain/regulatory-data/index.ts';

/**
 * A CosIng annex export as the Commission publishes it, bytes to typed file. The export is UTF-8 CSV with
 * commas, double quotes and line breaks inside quoted cells, sometimes a byte-order mark; papaparse reads it
 * (the project's CSV reader), with the comma fixed: guessing the separator on legal text full of semicolons
 * would be a gamble. Everything after the rows is the pure parser of domain/regulatory-data (ADR 046).
 */

export function cosingRows(bytes: Uint8Array): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CosingFormatError('The file is not UTF-8 text, as CosIng exports are');
  }
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const parsed = Papa.parse<string[]>(source, { delimiter: ',', quoteChar: '"', skipEmptyLines: false });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) throw new CosingFormatError(`The CSV has an unclosed quote (row ${(broken.row ?? 0) + 1})`);
  return parsed.data;
}

export function readCosingFile(bytes: Uint8Array): CosingFile {
  return parseCosingRows(cosingRows(bytes));
}
