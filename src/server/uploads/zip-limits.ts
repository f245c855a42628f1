import yauzl from 'yauzl';
import { badRequest, HttpError } from '../errors.ts';
import { count, megabytes, tooLarge, type ZipLimits } from './upload-limits.ts';

/** Reads a part's inflated bytes as they come (e.g. to count a sheet's cells); throws to refuse the file. */
export interface PartReader {
  write(chunk: Buffer): void;
  end(): void;
}

/**
 * Refuses a zip archive (an xlsx workbook) over the limits before anything else reads it (ADR 027): the number of
 * parts, every part's declared inflated size and their sum from the central directory first, then every part
 * really inflated (yauzl stops a part that inflates past what its header declares), and the parts `readerFor`
 * names streamed to their reader. exceljs (through JSZip) finds its parts through the same central directory,
 * so what it inflates afterwards is what was measured here.
 */
export async function checkZip(
  bytes: Buffer,
  limits: ZipLimits,
  names: {
    /** The archive in limit messages: "workbook". */
    what: string;
    /** The answer to a file that is not a zip archive one can read. */
    unreadable: string;
  },
  readerFor: (name: string) => PartReader | undefined = () => undefined,
): Promise<void> {
  const { what } = names;
  const unreadable = () => badRequest(names.unreadable);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw unreadable();
  }
  try {
    if (zip.entryCount > limits.parts)
      throw tooLarge(`The ${what} has more than ${count(limits.parts)} parts`);
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      if (entry.uncompressedSize > limits.partBytes)
        throw tooLarge(`A part of the ${what} is larger than ${megabytes(limits.partBytes)} uncompressed`);
      declared += entry.uncompressedSize;
      if (declared > limits.inflatedBytes)
        throw tooLarge(`The ${what} is larger than ${megabytes(limits.inflatedBytes)} uncompressed`);
      if (entry.isEncrypted()) throw badRequest(`The ${what} is encrypted`);
      entries.push(entry);
    }
    for (const entry of entries) await inflate(zip, entry, readerFor(entry.fileName), limits, what);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // A part that inflates beyond its declared size is a zip bomb with a lying header: yauzl stops it there.
    if (/too many bytes/.test((error as Error).message))
      throw badRequest(`A part of the ${what} inflates to more than its header declares`);
    throw unreadable();
  } finally {
    zip.close();
  }
}

async function inflate(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  reader: PartReader | undefined,
  limits: ZipLimits,
  what: string,
) {
  if (entry.fileName.endsWith('/')) return;
  const stream = await zip.openReadStreamPromise(entry);
  let inflated = 0;
  // Breaking out of the loop (a reader's refusal) destroys the stream: nothing more is inflated.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    inflated += chunk.length;
    // yauzl already stops at the declared size; counting here keeps the limit whatever yauzl's options.
    if (inflated > limits.partBytes)
      throw tooLarge(`A part of the ${what} is larger than ${megabytes(limits.partBytes)} uncompressed`);
    reader?.write(chunk);
  }
  reader?.end();
}
