import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finished } from '../support/exports-app.ts';
import { pdfText } from '../support/pdf-text.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/** The demo data's lab records and procedures, as the screens read them (docs/architecture.md, "The demo data"). */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  cookie = await t.signInAs('viewer');
});
afterAll(async () => t.close());

const get = async (url: string) => {
  const response = await t.call({ method: 'GET', url, cookie });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

describe('demo lab data', () => {
  it('has a completed lab batch weighed off with lots, one deviation acknowledged, measured within specification', async () => {
    const [batch] = await get('/api/lab/batches');
    expect(batch).toMatchObject({
      formulationName: 'Post-Shave Recovery Balm',
      size: '2000.000000',
      unit: 'g',
      status: 'completed',
    });
    const detail = await get(`/api/lab/batches/${batch.id}`);
    expect(
      detail.lines.every(
        (line: { lotNumber: string | null; actualWeight: string | null }) =>
          line.lotNumber && line.actualWeight,
      ),
    ).toBe(true);
    const outside = detail.lines.filter(
      (line: { withinTolerance: boolean }) => line.withinTolerance === false,
    );
    expect(outside).toHaveLength(1);
    expect(outside[0]).toMatchObject({ deviationPercent: '2.000', needsAcknowledgement: false });
    expect(detail.evaluation.verdict).toBe('pass');
    expect(detail.phases.map((phase: { code: string }) => phase.code)).toEqual(['A', 'B', 'C']);
    expect(detail.challengeTests).toHaveLength(1);
    expect(detail.challengeTests[0].criterion).toBe('A');
  });

  it('has a running stability study with results to 4 weeks and an overdue pull', async () => {
    const [study] = await get('/api/lab/stability');
    expect(study).toMatchObject({ status: 'overdue', cellCount: 15, cellsDone: 8 });
    const detail = await get(`/api/lab/stability/${study.id}`);
    const cold4w = detail.cells.find(
      (cell: { condition: string; timepoint: string }) =>
        cell.condition === '4 °C' && cell.timepoint === '4w',
    );
    expect(cold4w.status).toBe('overdue');
    expect(detail.summary.map((s: { outcome: string }) => s.outcome)).toEqual([
      'in_progress',
      'in_progress',
      'in_progress',
    ]);
    const due = await get('/api/lab/stability/due');
    expect(due.map((cell: { cellId: string }) => cell.cellId)).toContain(cold4w.id);
  });

  it('has formulations with phases, steps and a specification, one entered in % with a q.s. line', async () => {
    const list = await get('/api/formulations?q=Toner');
    const toner = await get(`/api/formulations/${list[0].id}`);
    expect(toner.entryMode).toBe('percent');
    const qs = toner.lines.filter((line: { qs: boolean }) => line.qs);
    expect(qs).toHaveLength(1);
    // The toner's lines add up to its batch: every line's % is its share, the q.s. line's the rest.
    const total = toner.lines.reduce(
      (sum: number, line: { percent: string }) => sum + Number(line.percent),
      0,
    );
    expect(total).toBeCloseTo(100, 6);
    expect(toner.phases).toHaveLength(3);
    expect(toner.specification.ph).toEqual({ min: '5.5', max: '6.5' });
  });

  it('exports the phases, entered % and procedure with the formulation details', async () => {
    const exported = await t.call({
      method: 'POST',
      url: '/api/exports',
      payload: { templates: ['formulation_detail'], format: 'csv', dateRange: 'all_time' },
      cookie,
    });
    expect(exported.statusCode, exported.body).toBe(201);
    // Made in the background (ADR 039): wait for the file, then read it. Every text cell is quoted (ADR 027).
    const [queued] = exported.json() as { id: string }[];
    const file = await finished(cookie, queued!.id, t);
    expect(file.status).toBe('completed');
    const csv = (await t.call({ method: 'GET', url: String(file.downloadUrl), cookie })).body;
    expect(csv).toContain('"Phase","% Entered"');
    expect(csv).toContain(
      '"Post-Shave Recovery Balm v1","A - Water phase",1,"Charge the water; disperse the allantoin, then add the glycerin and aloe",75,500,15,',
    );
    expect(csv).toContain('Toner');
    expect(csv).toMatch(/"Post-Shave Recovery Balm v1","pH","5\.0-6\.0/);
  });

  it("prints the lab's stability summary and challenge test in the product information file (Annex I A.2, A.3)", async () => {
    const [batch] = await get('/api/lab/batches');
    const pdf = await t.call({ method: 'GET', url: `/api/formulations/${batch.formulationId}/pif`, cookie });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join(' ');
    expect(text).toContain(`Stability study of lab batch ${batch.batchNumber}`);
    // One row per storage condition, with how far it has come (the study runs 5 time points).
    expect(text).toMatch(/4 °C In Progress \d of 5/);
    expect(text).toContain(`Challenge test of lab batch ${batch.batchNumber}`);
    expect(text).toContain('Criterion A met');
    expect(text).toContain('Aspergillus brasiliensis');
    expect(text).not.toContain('Stability: Not yet recorded.');
  });
});
