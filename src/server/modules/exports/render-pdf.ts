import PDFDocument from 'pdfkit';
import { cellText, type Report } from './report.ts';

/**
 * A plain, printable PDF: title, summary, then each section as a table that flows over pages. Every figure goes
 * through the web's formatters (cellText), so the PDF reads as the screens do.
 */
export function renderPdf(report: Report): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 36,
      info: { Title: report.title, Producer: 'Formulary' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    doc.font('Helvetica-Bold').fontSize(18).text(report.title);
    doc.font('Helvetica').fontSize(9).fillColor('#4b5563').text(report.subtitle).fillColor('#111827');
    doc.moveDown();
    for (const item of report.summary ?? []) {
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(`${item.label}: `, { continued: true })
        .font('Helvetica')
        .text(cellText(item.value, item.format) || '—');
    }
    for (const section of report.sections) {
      doc.moveDown().font('Helvetica-Bold').fontSize(12).text(section.name, left);
      const columnWidth = width / Math.max(1, section.columns.length);
      const drawRow = (cells: string[], bold: boolean) => {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
        const heights = cells.map((cell) => doc.heightOfString(cell, { width: columnWidth - 4 }));
        const height = Math.max(10, ...heights) + 4;
        if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
        const y = doc.y;
        cells.forEach((cell, index) => {
          doc.text(cell, left + index * columnWidth, y, { width: columnWidth - 4 });
        });
        doc.y = y + height;
        doc
          .moveTo(left, doc.y - 2)
          .lineTo(left + width, doc.y - 2)
          .strokeColor('#e5e7eb')
          .stroke();
      };
      drawRow(
        section.columns.map((column) => column.header),
        true,
      );
      if (section.rows.length === 0) drawRow(['No records in this period'], false);
      for (const row of section.rows)
        drawRow(
          section.columns.map((column) => cellText(row[column.key], column.format)),
          false,
        );
    }
    doc.end();
  });
}
