import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { contents, documentDefinition, heading, keyValues, table } from './layout.ts';
import { renderPdf } from './render-pdf.ts';

describe('the document layout', () => {
  it('makes a table of contents with each heading and its page, and numbers every page of the whole', async () => {
    const rows = Array.from({ length: 80 }, (_, index) => ({
      name: `Row ${index + 1}`,
      value: String(index * 2),
    }));
    const pdf = await renderPdf(
      documentDefinition({
        brand: 'Acme Skincare',
        title: 'Product Information File',
        subtitle: 'Test document',
        madeAt: new Date('2026-11-27T10:00:00Z'),
        content: [
          contents(),
          heading('1. Description of the product', 1, true),
          keyValues([['Name', 'Recovery Balm']]),
          heading('2. Stability', 1, true),
          table(
            [
              { header: 'Row', value: (row: (typeof rows)[number]) => row.name, width: '*' },
              { header: 'Value', value: (row) => row.value, align: 'right' },
            ],
            rows,
          ),
          heading('3. Conclusion', 1, true),
        ],
      }),
    );
    const pages = await pdfText(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    // Page 1 is the contents; the headings follow with the page each starts on.
    expect(pages[0]).toMatch(/Contents 1\. Description of the product 2 2\. Stability 2 3\. Conclusion \d/);
    expect(pages[0]).toContain('Acme Skincare');
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('Made 2026-11-27 10:00 UTC');
    });
    // The table goes over pages with its header row on each.
    const withRows = pages.filter((page) => page.includes('Row 4'));
    expect(pages.filter((page) => /Row Value/.test(page)).length).toBeGreaterThan(1);
    expect(withRows.length).toBeGreaterThan(0);
  });

  it('says so when a table has no rows', async () => {
    const pdf = await renderPdf(
      documentDefinition({
        brand: 'Acme',
        title: 'Empty',
        madeAt: new Date(),
        content: [
          table([{ header: 'Name', value: (row: { name: string }) => row.name }], [], 'Nothing recorded'),
        ],
      }),
    );
    expect((await pdfText(pdf))[0]).toContain('Name Nothing recorded');
  });
});
