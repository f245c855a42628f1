import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF shows, page by page, read back by pdf.js (Mozilla's PDF reader) as a viewer would: what a person
 * sees printed, not what the file's bytes happen to contain. Runs of white space read as one space.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  // pdfjs refuses a Node Buffer: a plain Uint8Array copy of its bytes.
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((text) => text.trim() !== '')
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await document.destroy();
  return pages;
}
