import { createHash } from 'node:crypto';
import { type CosingFile, CosingFormatError } from '../../../domain/regulatory-data/index.ts';
import { badRequest } from '../../errors.ts';
import { readCosingFile } from './read-cosing-file.ts';

/**
 * An upload worker's task (ADR 027): a CosIng annex export's bytes to the typed file, its text (kept with the
 * dataset, to apply exactly what was previewed) and its SHA-256. A file that is not an annex export is refused
 * with the parser's own words.
 */
export function readCosingUpload(input: { bytes: Uint8Array }): {
  file: CosingFile;
  text: string;
  sha256: string;
} {
  try {
    const file = readCosingFile(input.bytes);
    return {
      file,
      text: new TextDecoder('utf-8').decode(input.bytes),
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
    };
  } catch (error) {
    if (error instanceof CosingFormatError) throw badRequest(error.message);
    throw error;
  }
}
