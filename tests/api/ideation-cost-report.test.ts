import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../src/server/db/schema.ts';
import { formulation, names, other, startIdeationApp, stopIdeationApp, t } from '../support/ideation-app.ts';

/**
 * POST /api/ideation/cost-report (docs/product-rules.md, "The AI", "API conventions"): every formulation with its cost drivers, the
 * best swap for a cheaper raw material of the same function, and the portfolio saving, logged once.
 */
beforeAll(startIdeationApp);
afterAll(stopIdeationApp);

describe('POST /api/ideation/cost-report', () => {
  it('reports every formulation with its drivers, best swap and the portfolio saving', async () => {
    const before = await t.database.db.select({ n: count() }).from(activityLog);
    const response = await t.call({
      method: 'POST',
      url: '/api/ideation/cost-report',
      payload: {},
      cookie: other,
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    const entry = report.entries.find((e: { formulationId: string }) => e.formulationId === formulation.id);
    expect(entry).toMatchObject({
      name: formulation.name,
      costPerUnit: '6.0900',
      drivers: [
        { name: names.active, costPerUnit: '6.0000', share: '98.5' },
        { name: names.water, costPerUnit: '0.0900', share: '1.5' },
      ],
      bestSwap: {
        replace: names.active,
        with: names.cheaper,
        category: 'active',
        savingPerUnit: '2.0000',
        newCostPerUnit: '4.0900',
        savingPerBatch: '40.0000',
      },
    });
    expect(report.totals).toMatchObject({ formulationCount: report.entries.length });
    expect(Number(report.totals.totalSavingPerUnit)).toBeGreaterThanOrEqual(2);
    expect(report.provider).toBe('builtin');
    expect(report.text).toContain('AI Cost Optimization Report');
    expect(report.text).toContain(`replace ${names.active} with ${names.cheaper}`);
    const after = await t.database.db.select({ n: count() }).from(activityLog);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });
});
