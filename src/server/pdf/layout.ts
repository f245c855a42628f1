import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * The house layout of every generated document (ADR 050): A4, the company's name and the document's title at the
 * top of each page, the date it was made and "Page x of y" at the foot, one set of styles, tables whose header row
 * repeats on each page. Documents compose `heading`, `table` and `keyValues`; `contents` adds a table of contents
 * listing every heading made with `toc: true`.
 */

export interface DocumentFrame {
  /** The company's name as the theme shows it. */
  brand: string;
  title: string;
  /** A line under the title on the first page (what, for whom, how much). */
  subtitle?: string;
  /** When the document was made, printed in every footer. */
  madeAt: Date;
  content: Content[];
  /** Landscape for wide tables. */
  landscape?: boolean;
}

const MUTED = '#4b5563';

export function documentDefinition(frame: DocumentFrame): TDocumentDefinitions {
  const made = frame.madeAt.toISOString().slice(0, 16).replace('T', ' ');
  return {
    pageSize: 'A4',
    pageOrientation: frame.landscape ? 'landscape' : 'portrait',
    pageMargins: [40, 56, 40, 48],
    info: { title: frame.title, creator: frame.brand, producer: 'Formulary' },
    header: () => ({
      margin: [40, 20, 40, 0],
      columns: [
        { text: frame.brand, style: 'frame' },
        { text: frame.title, style: 'frame', alignment: 'right' },
      ],
    }),
    footer: (currentPage: number, pageCount: number) => ({
      margin: [40, 12, 40, 0],
      columns: [
        { text: `Made ${made} UTC`, style: 'frame' },
        { text: `Page ${currentPage} of ${pageCount}`, style: 'frame', alignment: 'right' },
      ],
    }),
    content: [
      { text: frame.title, style: 'title' },
      ...(frame.subtitle ? [{ text: frame.subtitle, style: 'subtitle' }] : []),
      ...frame.content,
    ],
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 10, color: MUTED, margin: [0, 0, 0, 12] },
      h1: { fontSize: 13, bold: true, margin: [0, 14, 0, 6] },
      h2: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
      frame: { fontSize: 8, color: MUTED },
      tableHeader: { bold: true, fontSize: 9, fillColor: '#f3f4f6' },
      cell: { fontSize: 9 },
      note: { fontSize: 8, color: MUTED, margin: [0, 4, 0, 0] },
    },
    defaultStyle: { fontSize: 10, lineHeight: 1.15 },
  };
}

/** A section heading; with `toc` it is listed in the table of contents. */
export function heading(text: string, level: 1 | 2 = 1, toc = false): Content {
  return {
    text,
    style: level === 1 ? 'h1' : 'h2',
    tocItem: toc,
    ...(toc ? { tocMargin: [level === 2 ? 12 : 0, 2, 0, 0] } : {}),
  };
}

/** The table of contents: every heading made with `toc: true`, with its page. */
export function contents(title = 'Contents'): Content {
  return { toc: { title: { text: title, style: 'h1' } }, pageBreak: 'after' };
}

export interface TableColumn<Row> {
  header: string;
  value: (row: Row) => string;
  /** A width in points, '*' to share the rest, or 'auto'. */
  width?: number | '*' | 'auto';
  align?: 'left' | 'right' | 'center';
}

/** A table over pages: its header row repeats on each page, rows never split across two. */
export function table<Row>(
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
  empty = 'None',
): Content {
  const header: TableCell[] = columns.map((column) => ({
    text: column.header,
    style: 'tableHeader',
    alignment: column.align ?? 'left',
  }));
  const body: TableCell[][] = rows.length
    ? rows.map((row) =>
        columns.map((column) => ({
          text: column.value(row),
          style: 'cell',
          alignment: column.align ?? 'left',
        })),
      )
    : [
        [
          { text: empty, style: 'cell', colSpan: columns.length },
          ...columns.slice(1).map(() => ({ text: '' })),
        ],
      ];
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((column) => column.width ?? 'auto'),
      body: [header, ...body],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 2, 0, 8],
  };
}

/** Label and value pairs in two columns (a document's particulars). */
export function keyValues(pairs: readonly (readonly [string, string])[]): Content {
  return {
    table: {
      widths: [130, '*'],
      body: pairs.map(([label, value]) => [
        { text: label, style: 'cell', color: MUTED },
        { text: value, style: 'cell' },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 8],
  };
}

/** A paragraph of muted note text (what a figure rests on, a default that applied). */
export const note = (text: string): Content => ({ text, style: 'note' });
