import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, formulations } from '../../src/server/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A formulation's compliance report (docs/product-rules.md, "Compliance"), as JSON and as a file, on the demo data. The Vitamin A Body
 * Lotion holds 1 oz of retinyl palmitate in a 1,000 oz recipe: 0.1 % x 0.546 = 0.0546 % retinol equivalent,
 * over the 0.05 % body lotion limit by 0.0046 (hand-computed).
 */
let t: TestApp;
let viewer: string;
let lotionId: string;

beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  viewer = await t.signInAs('viewer');
  const [row] = await t.database.db
    .select({ id: formulations.id })
    .from(formulations)
    .where(eq(formulations.name, 'Vitamin A Body Lotion'));
  lotionId = row!.id;
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/formulations/{id}/compliance', () => {
  it('reports retinol equivalent over the body lotion limit, with the margin and the Vitamin A warning', async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api/formulations/${lotionId}/compliance`,
      cookie: viewer,
    });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      name: 'Vitamin A Body Lotion',
      exposure: 'leave_on',
      applicationArea: 'body',
    });
    const retinol = report.rows.find(
      (row: { substance: string; limit: string | null }) =>
        row.substance === 'Retinol' && row.limit === '0.050000',
    );
    expect(retinol).toMatchObject({
      percent: '0.054600',
      margin: '-0.004600',
      status: 'over_limit',
      violation: true,
    });
    expect(retinol.counted).toContain('Retinyl Palmitate 0.100000 % x 0.546');
    expect(report.violations).toBeGreaterThanOrEqual(1);
    expect(report.warnings.some((warning: string) => /vitamin a/i.test(warning))).toBe(true);
  });

  it('answers 401 signed out and 404 for an unknown or malformed id', async () => {
    expect(
      (await t.call({ method: 'GET', url: `/api/formulations/${lotionId}/compliance` })).statusCode,
    ).toBe(401);
    for (const id of ['7c9e6679-7425-40de-944b-e07fc1f90ae7', 'not-a-uuid']) {
      const response = await t.call({
        method: 'GET',
        url: `/api/formulations/${id}/compliance`,
        cookie: viewer,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Formulation not found' });
    }
  });
});

describe('GET /api/formulations/{id}/compliance/export', () => {
  it('downloads the report as an Excel workbook with the exact figures, and logs it', async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api/formulations/${lotionId}/compliance/export?format=xlsx`,
      cookie: viewer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="compliance-report-vitamin-a-body-lotion-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[][] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => cells.push((row.values as unknown[]).slice(1))));
    const text = JSON.stringify(cells);
    expect(text).toContain('Compliance Report: Vitamin A Body Lotion');
    const retinolRow = cells.find((row) => row[0] === 'Retinol' && row.includes(0.05));
    expect(retinolRow).toBeDefined();
    expect(retinolRow).toContain(0.0546);
    expect(retinolRow).toContain(-0.0046);
    expect(retinolRow).toContain('Over the limit');
    const [logged] = await t.database.db
      .select({ description: activityLog.description })
      .from(activityLog)
      .where(and(eq(activityLog.action, 'export_create'), eq(activityLog.entityId, lotionId)));
    expect(logged?.description).toBe('Exported the compliance report of "Vitamin A Body Lotion" as XLSX');
  });

  it('downloads it as a PDF', async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api/formulations/${lotionId}/compliance/export?format=pdf`,
      cookie: viewer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.headers['content-disposition']).toContain('.pdf"');
  });

  it('answers 400 to another format, 401 signed out and 404 for an unknown formulation', async () => {
    const csv = await t.call({
      method: 'GET',
      url: `/api/formulations/${lotionId}/compliance/export?format=csv`,
      cookie: viewer,
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toBe('Format must be xlsx or pdf');
    expect(
      (await t.call({ method: 'GET', url: `/api/formulations/${lotionId}/compliance/export` })).statusCode,
    ).toBe(401);
    const missing = await t.call({
      method: 'GET',
      url: '/api/formulations/7c9e6679-7425-40de-944b-e07fc1f90ae7/compliance/export',
      cookie: viewer,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Formulation not found' });
  });
});
