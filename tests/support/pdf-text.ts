import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF shows, page by page, read back by pdf.js (Mozilla's PDF reader): what a person sees printed, not
 * what the file's bytes happen to contain.
 */
export async function pdfPages(file: Buffer | Uint8Array): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(file),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((text) => text.trim() !== '')
        .join(' '),
    );
  }
  await document.destroy();
  return pages;
}
