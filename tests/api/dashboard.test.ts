import { count, ne, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { D, toScale } from '../../src/domain/formulation/cost.ts';
import { complianceIssues, ideationSessions } from '../../src/server/db/schema.ts';
import {
  createFormulation,
  createIssue,
  createSpecRawMaterials,
  formulationPayload,
  specLines,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The figures are global, so every test gets a database of its own (base = empty tables, or the demo data set)
 * and closes it afterwards.
 */
const opened: TestApp[] = [];
async function freshApp(seed: 'base' | 'demo' = 'base') {
  const app = await buildTestApp({ seed });
  opened.push(app);
  return app;
}
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

async function stats(app: TestApp, cookie: string) {
  const response = await app.call({ method: 'GET', url: '/api/dashboard/stats', cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Two formulations of hand-computed cost (see the numbers beside each). */
async function twoFormulations(app: TestApp) {
  const cookie = await app.signInAs('rd_scientist');
  const ids = await createSpecRawMaterials(app, cookie);
  // The worked example: totalCost 166.2000, costPerUnit 8.3100.
  const example = await createFormulation(app, cookie, specLines(ids), {
    name: 'Example',
    status: 'in_development',
  });
  // 200 oz water (0.40) + 100 oz niacinamide (120.00): C = 120.40, R = 300, batch 1000, unit 50:
  // totalCost = 120.40 x 1000 / 300 = 401.3333; costPerUnit = 120.40 x 50 / 300 = 20.0667.
  const pricey = await createFormulation(
    app,
    cookie,
    [
      { ingredientId: ids.water.id, ounces: '200' },
      { ingredientId: ids.niacinamide.id, ounces: '100' },
    ],
    { name: 'Pricey', status: 'draft' },
  );
  expect(example).toMatchObject({ totalCost: '166.2000', costPerUnit: '8.3100' });
  expect(pricey).toMatchObject({ totalCost: '401.3333', costPerUnit: '20.0667' });
  return { cookie, ids, example, pricey };
}

describe('GET /api/dashboard/stats', () => {
  it('gives zeros and no highest cost on an empty database', async () => {
    const app = await freshApp();
    const cookie = await app.signInAs('viewer');
    expect(await stats(app, cookie)).toEqual({
      activeFormulations: 0,
      avgCostPerUnit: '0.0000',
      sumCostPerUnit: '0.0000',
      aiIdeasGenerated: 0,
      complianceIssues: 0,
      complianceIssuesByMarket: [],
      totalFormulations: 0,
      totalBatchCost: '0.0000',
      highestCost: null,
    });
  });

  it('matches the hand computation after two formulations', async () => {
    const app = await freshApp();
    const { pricey } = await twoFormulations(app);
    const cookie = await app.signInAs('viewer');
    // avg = (8.3100 + 20.0667) / 2 = 28.3767 / 2 = 14.18835 -> 14.1884 (half up)
    // total batch = 166.2000 + 401.3333 = 567.5333; active = in_development or testing only = 1 (Example)
    // Issues: the three INCI names (Aqua, Glycerin, Niacinamide) are new to the empty catalogue, so each is a
    // substance that needs review, with its issue (ADR 035).
    expect(await stats(app, cookie)).toEqual({
      activeFormulations: 1,
      avgCostPerUnit: '14.1884',
      sumCostPerUnit: '28.3767',
      aiIdeasGenerated: 0,
      complianceIssues: 3,
      // The substance reviews are raised for no market.
      complianceIssuesByMarket: [{ market: null, count: 3 }],
      totalFormulations: 2,
      totalBatchCost: '567.5333',
      highestCost: { id: pricey.id, name: 'Pricey', costPerUnit: '20.0667' },
    });
  });

  it('counts in_development and testing as active, and no other status', async () => {
    const app = await freshApp();
    const { cookie, ids, pricey } = await twoFormulations(app);
    const toTesting = await app.call({
      method: 'PUT',
      url: `/api/formulations/${pricey.id}`,
      payload: {
        ...formulationPayload(
          [
            { ingredientId: ids.water.id, ounces: '200' },
            { ingredientId: ids.niacinamide.id, ounces: '100' },
          ],
          { name: 'Pricey', status: 'testing' },
        ),
        revision: 1,
      },
      cookie,
    });
    expect(toTesting.statusCode).toBe(200);
    for (const status of ['draft', 'compliance_review', 'approved', 'rejected']) {
      await createFormulation(app, cookie, [ids.water.id], { status });
    }
    const figures = await stats(app, cookie);
    expect(figures.activeFormulations).toBe(2);
    expect(figures.totalFormulations).toBe(6);
  });

  it('follows an ingredient price change (costs are never stale)', async () => {
    const app = await freshApp();
    const { ids } = await twoFormulations(app);
    const writer = await app.signInAs('procurement_specialist');
    const response = await app.call({
      method: 'PUT',
      url: `/api/ingredients/${ids.glycerin.id}`,
      payload: { ...ids.glycerin, unitCost: '3.20', revision: 1 },
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(200);
    // Example becomes 181.2000 / 9.0600 (glycerin 300 oz x 0.20 = 60.00); Pricey has no glycerin.
    // avg = (9.0600 + 20.0667) / 2 = 14.56335 -> 14.5634; total = 181.2000 + 401.3333 = 582.5333
    expect(await stats(app, writer)).toMatchObject({ avgCostPerUnit: '14.5634', totalBatchCost: '582.5333' });
  });

  it('counts unresolved compliance issues (open and in progress)', async () => {
    const app = await freshApp();
    const regulatory = await app.signInAs('quality_regulatory');
    await createIssue(app, regulatory, { severity: 'low' });
    const started = await createIssue(app, regulatory, { severity: 'high' });
    const resolved = await createIssue(app, regulatory, { severity: 'critical' });
    for (const [issue, status] of [
      [started, 'in_progress'],
      [resolved, 'resolved'],
    ] as const) {
      const response = await app.call({
        method: 'PATCH',
        url: `/api/compliance/issues/${issue.id}/status`,
        payload: { status, revision: 1 },
        cookie: regulatory,
      });
      expect(response.statusCode).toBe(200);
    }
    expect((await stats(app, regulatory)).complianceIssues).toBe(2);
    // Per market: the factory reports for the EU; one more, for the US, is counted apart.
    await createIssue(app, regulatory, { severity: 'low', region: 'US' });
    await createIssue(app, regulatory, { severity: 'low', region: 'US' });
    expect((await stats(app, regulatory)).complianceIssuesByMarket).toEqual([
      { market: 'EU', count: 2 },
      { market: 'US', count: 2 },
    ]);
  });

  it('counts the AI ideas generated', async () => {
    const app = await freshApp();
    const user = await app.createUser('product_manager');
    await app.directWrite(() =>
      app.database.db.insert(ideationSessions).values(
        ['Cheaper humectant', 'Natural preservative'].map((title) => ({
          userId: user.id,
          title,
          prompt: title,
          response: 'An idea',
          provider: 'builtin',
        })),
      ),
    );
    expect((await stats(app, await app.signInAs('viewer'))).aiIdeasGenerated).toBe(2);
  });

  it('agrees with the formulations list and the issues table on the demo data', async () => {
    const app = await freshApp('demo');
    const cookie = await app.signInAs('finance_analyst');
    const list: { id: string; status: string; totalCost: string; costPerUnit: string }[] = (
      await app.call({ method: 'GET', url: '/api/formulations', cookie })
    ).json();
    expect(list.length).toBeGreaterThanOrEqual(12);
    const sumPerUnit = list.reduce((sum, f) => sum.plus(f.costPerUnit), D(0));
    const sumTotal = list.reduce((sum, f) => sum.plus(f.totalCost), D(0));
    const maxPerUnit = list.reduce((max, f) => (D(f.costPerUnit).gt(max) ? D(f.costPerUnit) : max), D(0));
    const [unresolved] = await app.database.db
      .select({ n: count() })
      .from(complianceIssues)
      .where(ne(complianceIssues.status, 'resolved'));
    const [ideas] = await app.database.db.select({ n: count() }).from(ideationSessions);

    const figures = await stats(app, cookie);
    expect(figures).toMatchObject({
      totalFormulations: list.length,
      activeFormulations: list.filter((f) => f.status === 'in_development' || f.status === 'testing').length,
      avgCostPerUnit: toScale(sumPerUnit.div(list.length), 4),
      sumCostPerUnit: toScale(sumPerUnit, 4),
      totalBatchCost: toScale(sumTotal, 4),
      complianceIssues: unresolved!.n,
      aiIdeasGenerated: ideas!.n,
    });
    expect(figures.highestCost.costPerUnit).toBe(toScale(maxPerUnit, 4));
    const highest = list.find((f) => f.id === figures.highestCost.id);
    expect(highest && D(highest.costPerUnit).eq(maxPerUnit)).toBe(true);
  });

  it('keeps its running totals equal to the table through every kind of write (migration 0009)', async () => {
    const app = await freshApp();
    const { cookie, ids, example, pricey } = await twoFormulations(app);
    const direct = async () => {
      const { rows } = await app.database.db.execute<{
        n: number;
        active: number;
        unit: string;
        total: string;
      }>(sql`
        select count(*)::int as n, (count(*) filter (where status in ('in_development', 'testing')))::int as active,
          coalesce(sum(cost_per_unit), 0)::text as unit, coalesce(sum(total_cost), 0)::text as total
        from formulations`);
      const row = rows[0]!;
      return {
        totalFormulations: row.n,
        activeFormulations: row.active,
        avgCostPerUnit: row.n ? toScale(D(row.unit).div(row.n), 4) : '0.0000',
        sumCostPerUnit: toScale(D(row.unit), 4),
        totalBatchCost: toScale(D(row.total), 4),
      };
    };
    const agree = async () => expect(await stats(app, cookie)).toMatchObject(await direct());
    await agree();
    // A status change (draft -> testing), a price change recomputing both, a copy, a delete.
    const put = await app.call({
      method: 'PUT',
      url: `/api/formulations/${pricey.id}`,
      payload: formulationPayload(specLines(ids), {
        name: 'Pricey',
        status: 'testing',
        revision: pricey.revision,
      }),
      cookie,
    });
    expect(put.statusCode, put.body).toBe(200);
    await agree();
    const admin = await app.signInAs('admin');
    const glycerin = (
      await app.call({ method: 'GET', url: `/api/ingredients/${ids.glycerin.id}`, cookie })
    ).json();
    const priced = await app.call({
      method: 'PUT',
      url: `/api/ingredients/${ids.glycerin.id}`,
      payload: { ...glycerin, unitCost: '3.20' },
      cookie: admin,
    });
    expect(priced.json().recomputedFormulations).toBe(2);
    await agree();
    const copy = await app.call({ method: 'POST', url: `/api/formulations/${example.id}/duplicate`, cookie });
    expect(copy.statusCode).toBe(201);
    await agree();
    expect(
      (await app.call({ method: 'DELETE', url: `/api/formulations/${example.id}`, cookie })).statusCode,
    ).toBe(204);
    await agree();
    expect((await stats(app, cookie)).totalFormulations).toBe(2);
  });

  it('lets every role read and answers 401 signed out', async () => {
    const app = await freshApp();
    const signedOut = await app.call({ method: 'GET', url: '/api/dashboard/stats' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Unauthorized' });
    for (const role of [
      'admin',
      'editor',
      'viewer',
      'product_manager',
      'rd_scientist',
      'procurement_specialist',
      'finance_analyst',
      'quality_regulatory',
      'someone_new',
    ]) {
      const response = await app.call({
        method: 'GET',
        url: '/api/dashboard/stats',
        cookie: await app.signInAs(role),
      });
      expect(response.statusCode, role).toBe(200);
    }
  });

  it('has no write endpoint: a POST is not routed to the figures', async () => {
    const app = await freshApp();
    const cookie = await app.signInAs('admin');
    const response = await app.call({ method: 'POST', url: '/api/dashboard/stats', payload: {}, cookie });
    expect(response.statusCode).toBe(404);
  });
});
