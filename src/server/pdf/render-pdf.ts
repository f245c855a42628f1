import { createRequire } from 'node:module';
import * as pdfmakeModule from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * The one place documents become PDF (ADR 050): pdfmake lays out tables that continue over pages with their
 * header row repeated, page headers and footers that know the page count, and a table of contents, so the batch
 * ticket and the product information file are document definitions (layout.ts), not drawing code.
 *
 * pdfmake is one configured instance per process: the fonts it embeds (Roboto, shipped in the package, so nothing
 * is fetched at run time) and access policies that let a document read those font files and nothing else, no
 * URL and no other file, whatever a document definition names.
 */

// pdfmake is CommonJS: under Node's ESM loader its instance is the namespace's default.
const pdfmake = ((pdfmakeModule as { default?: unknown }).default ?? pdfmakeModule) as typeof pdfmakeModule;

const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`pdfmake/fonts/Roboto/${file}`);
const FONTS = {
  Roboto: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  },
};
const FONT_FILES = new Set(Object.values(FONTS.Roboto));

pdfmake.setFonts(FONTS);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));

/** A document definition as a PDF file. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake
    .createPdf({ ...document, defaultStyle: { font: 'Roboto', ...document.defaultStyle } })
    .getBuffer();
}
