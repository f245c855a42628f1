import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCream, startLabApp, stopLabApp, t } from '../support/lab-app.ts';
import { pdfText } from '../support/pdf-text.ts';

/** GET /api/formulations/:id/batch-ticket: the recipe scaled to a batch, as JSON and as a PDF (ADR 050). */
beforeAll(startLabApp);
afterAll(stopLabApp);

const ticketUrl = (id: string, query: string) => `/api/formulations/${id}/batch-ticket?${query}`;

describe('batch ticket', () => {
  it('scales the recipe to 2.5 kg by phase, the q.s. line taking the rest', async () => {
    const cream = await createCream();
    const response = await call('GET', ticketUrl(cream.id, 'size=2.5&unit=kg'));
    expect(response.statusCode, response.body).toBe(200);
    // 2.5 kg x %: glycerin 5 % = 0.125, niacinamide 4 % = 0.100, dye 0.0004 % = 0.00001 -> 0.000;
    // aqua q.s. = 2.5 - 0.225 = 2.275 kg.
    const ticket = response.json();
    expect(ticket).toMatchObject({ size: '2.500', unit: 'kg', total: '2.500', version: 1 });
    expect(ticket.lines.map((l: Record<string, unknown>) => [l.phase, l.percent, l.weight])).toEqual([
      ['A', '90.999600', '2.275'],
      ['A', '5.000000', '0.125'],
      ['B', '4.000000', '0.100'],
      ['B', '0.000400', '0.000'],
    ]);
    expect(ticket.lines[0]).toEqual({
      ingredientId: cream.lines[0]!.ingredientId,
      name: expect.stringContaining('Aqua'),
      phase: 'A',
      percent: '90.999600',
      weight: '2.275',
    });
    expect(ticket.phases.map((p: { code: string }) => p.code)).toEqual(['A', 'B']);
    // In grams the dye is there: 2500 g x 0.000004 = 0.01 g; aqua 2500 - 125 - 100 - 0.01 = 2274.99 g.
    const grams = (await call('GET', ticketUrl(cream.id, 'size=2500&unit=g'))).json();
    expect(grams.lines.map((l: { weight: string }) => l.weight)).toEqual([
      '2274.99',
      '125.00',
      '100.00',
      '0.01',
    ]);
    // Every role reads formulations, so every role may print a ticket.
    const viewer = await t.signInAs('viewer');
    expect((await call('GET', ticketUrl(cream.id, 'size=10&unit=oz'), undefined, viewer)).statusCode).toBe(
      200,
    );
  });

  it('prints a PDF whose text reads back: title, particulars, phases, weights and steps, page x of y', async () => {
    const cream = await createCream();
    const response = await call('GET', ticketUrl(cream.id, 'size=2.5&unit=kg&format=pdf'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="batch-ticket-lab-cream-.*-v1-2\.500kg\.pdf"$/,
    );
    const pages = await pdfText(response.rawPayload);
    const text = pages.join(' ');
    expect(text).toContain('Batch Ticket');
    expect(text).toContain(`${cream.name} (version 1)`);
    expect(text).toContain('Batch size 2.500 kg');
    expect(text).toContain('Phase A - Water phase');
    expect(text).toContain('Phase B - Cool-down phase');
    expect(text).toMatch(/Aqua \S+ 90\.999600 2\.275/);
    expect(text).toMatch(/Glycerin \S+ 5\.000000 0\.125/);
    expect(text).toContain('Heat water and glycerin (75 °C · 300 rpm · 10 min)');
    expect(text).toContain('Add the dye below 40 °C (40 °C · 500 rpm · 5 min · pH 5.0-5.5)');
    expect(text).toContain('Total: 2.500 kg');
    expect(text).toContain('SkinCare Dev Platform');
    expect(pages[pages.length - 1]).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('runs a long recipe over several pages, each numbered of the whole', async () => {
    const cream = await createCream();
    const aqua = cream.lines[0]!.ingredientId;
    const others = cream.lines.slice(1).map((line) => line.ingredientId);
    // 120 lines of the same raw materials: more than one A4 page of rows.
    const lines = Array.from({ length: 120 }, (_, index) => ({
      ingredientId: index === 0 ? aqua : others[index % others.length]!,
      ounces: index === 0 ? '500' : '1',
    }));
    const long = await call('POST', '/api/formulations', {
      name: 'Long recipe',
      productType: 'serum',
      batchSize: '619',
      ingredients: lines,
    });
    expect(long.statusCode, long.body).toBe(201);
    const pdf = await call('GET', ticketUrl(long.json().id, 'size=619&unit=oz&format=pdf'));
    const pages = await pdfText(pdf.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    // The table's header row repeats on every page.
    for (const page of pages.slice(0, -1)) expect(page).toContain('Weight (oz)');
  });

  it('answers 400 with the message for a bad size, unit or format', async () => {
    const cream = await createCream();
    const cases: [string, string, string][] = [
      ['size=0&unit=kg', 'size', 'Size must be between 0.001 and 1,000,000'],
      ['size=0.0009&unit=kg', 'size', 'Size must be between 0.001 and 1,000,000'],
      ['size=1000000.1&unit=kg', 'size', 'Size must be between 0.001 and 1,000,000'],
      ['size=abc&unit=kg', 'size', 'Size must be between 0.001 and 1,000,000'],
      ['unit=kg', 'size', 'Size must be between 0.001 and 1,000,000'],
      ['size=2.5&unit=lb', 'unit', 'Unit must be kg, g or oz'],
      ['size=2.5', 'unit', 'Unit must be kg, g or oz'],
      ['size=2.5&unit=kg&format=docx', 'format', 'Format must be json or pdf'],
    ];
    for (const [query, field, message] of cases) {
      const response = await call('GET', ticketUrl(cream.id, query));
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }
    // At the bounds: 0.001 and 1,000,000 are taken.
    expect((await call('GET', ticketUrl(cream.id, 'size=0.001&unit=kg'))).statusCode).toBe(200);
    expect((await call('GET', ticketUrl(cream.id, 'size=1000000&unit=g'))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed formulation and 401 signed out', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await call('GET', ticketUrl(id, 'size=1&unit=kg'));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Formulation not found' });
    }
    const signedOut = await call('GET', ticketUrl(randomUUID(), 'size=1&unit=kg'), undefined, '');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Unauthorized' });
  });
});
