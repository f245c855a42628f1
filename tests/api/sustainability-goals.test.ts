import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, sustainabilityGoals } from '../../src/server/db/schema.ts';
import { activityOf, uniqueName } from '../support/factories.ts';
import {
  createWorkedExample,
  get,
  overview,
  startSustainabilityApp,
  stopSustainabilityApp,
  t,
  viewer,
  writer,
  writerId,
} from '../support/sustainability-app.ts';

/**
 * Sustainability goals, /api/sustainability/goals (docs/product-rules.md, "Sustainability, analytics, exports", "The web app", "API conventions"): a blank baseline is
 * the current value, progress comes from the live metric, edits send the revision read, and only writers may
 * write. The figures are worked by hand from the rows of createWorkedExample, which the overview's test
 * checks.
 */
beforeAll(async () => {
  await startSustainabilityApp();
  await createWorkedExample();
});
afterAll(stopSustainabilityApp);

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

const postGoal = (payload: object, cookie = writer) =>
  t.call({ method: 'POST', url: '/api/sustainability/goals', payload, cookie });
async function goalCount() {
  const [row] = await t.database.db.select({ n: count() }).from(sustainabilityGoals);
  return row!.n;
}

describe('goals', () => {
  it('GET /api/sustainability/goals answers 401 signed out', async () => {
    expect((await t.call({ method: 'GET', url: '/api/sustainability/goals' })).statusCode).toBe(401);
  });

  it('POST adds a goal whose blank baseline is the current value, with activity and an event', async () => {
    const [before] = await t.database.db
      .select({ n: count() })
      .from(events)
      .where(eq(events.type, 'sustainability'));
    const title = uniqueName('Rated ingredients');
    const response = await postGoal({
      title,
      description: 'Two thirds of the inventory rated 80+',
      metric: 'sustainable_ingredients_pct',
      targetValue: '80',
      baselineValue: '',
      dueDate: '2031-12-31',
    });
    expect(response.statusCode, response.body).toBe(201);
    const goal = response.json();
    expect(goal).toEqual({
      id: expect.any(String),
      title,
      description: 'Two thirds of the inventory rated 80+',
      metric: 'sustainable_ingredients_pct',
      metricLabel: 'Sustainable ingredients (% of inventory rated 80+)',
      targetValue: '80.0000',
      // today's 33.333...% (shown 33.3), stored unrounded to the column's 4 decimals
      baselineValue: '33.3333',
      currentValue: '33.3',
      progressPercent: '0.0',
      dueDate: '2031-12-31',
      createdBy: writerId,
      revision: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const activity = await activityOf(t, goal.id);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      action: 'sustainability_goal_create',
      userId: writerId,
      description: `Added sustainability goal "${title}"`,
    });
    const [after] = await t.database.db
      .select({ n: count() })
      .from(events)
      .where(eq(events.type, 'sustainability'));
    expect(after!.n).toBe(before!.n + 1);
  });

  it('computes progress from the live metric', async () => {
    // natural origin now 95 %; from 75 to 100: (95 − 75) / 25 = 80 %
    const response = await postGoal({
      title: uniqueName('Natural'),
      metric: 'natural_origin_pct',
      targetValue: 100,
      baselineValue: 75,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ currentValue: '95.00', progressPercent: '80.0' });
    const list = await get('/api/sustainability/goals');
    expect(list.statusCode).toBe(200);
    expect(list.json().find((g: { id: string }) => g.id === response.json().id)).toMatchObject({
      progressPercent: '80.0',
    });
    const fromOverview = (await overview()).goals.find((g: { id: string }) => g.id === response.json().id);
    expect(fromOverview.progressPercent).toBe('80.0');
  });

  it('POST answers 401 signed out and 403 to a viewer, adding nothing', async () => {
    const payload = { title: uniqueName('Nope'), metric: 'natural_origin_pct', targetValue: 90 };
    const before = await goalCount();
    expect((await t.call({ method: 'POST', url: '/api/sustainability/goals', payload })).statusCode).toBe(
      401,
    );
    const forbidden = await postGoal(payload, viewer);
    expect(forbidden.statusCode).toBe(403);
    expect(await goalCount()).toBe(before);
  });

  it('POST answers 400 with the field messages, adding nothing', async () => {
    const before = await goalCount();
    const missing = await postGoal({ metric: 'natural_origin_pct', targetValue: 90 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Title is required',
      fieldErrors: { title: ['Title is required'] },
    });
    const bad = await postGoal({
      title: 'x',
      metric: 'water',
      targetValue: 150,
      baselineValue: 'abc',
      dueDate: '2031-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      metric: ['Choose a metric'],
      targetValue: ['Target must be between 0 and 100'],
      baselineValue: ['Baseline must be between 0 and 100'],
      dueDate: ['Due date must be a valid date'],
    });
    expect(await goalCount()).toBe(before);
  });

  it('PUT updates with the revision read and answers 409 to a stale one', async () => {
    const created = (
      await postGoal({ title: uniqueName('Certified'), metric: 'certified_suppliers_pct', targetValue: 90 })
    ).json();
    // certified suppliers 50 %, baseline defaulted to 50: progress 0
    expect(created).toMatchObject({ baselineValue: '50.0000', progressPercent: '0.0' });
    const payload = {
      title: created.title,
      metric: 'certified_suppliers_pct',
      targetValue: 75,
      baselineValue: 25,
      revision: created.revision,
    };
    const response = await t.call({
      method: 'PUT',
      url: `/api/sustainability/goals/${created.id}`,
      payload,
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(200);
    // (50 − 25) / (75 − 25) = 50 %
    expect(response.json()).toMatchObject({ revision: 2, targetValue: '75.0000', progressPercent: '50.0' });
    expect((await activityOf(t, created.id)).map((row) => row.action)).toEqual([
      'sustainability_goal_create',
      'sustainability_goal_update',
    ]);

    const stale = await t.call({
      method: 'PUT',
      url: `/api/sustainability/goals/${created.id}`,
      payload: { ...payload, targetValue: 99 },
      cookie: writer,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    const [stored] = await t.database.db
      .select()
      .from(sustainabilityGoals)
      .where(eq(sustainabilityGoals.id, created.id));
    expect(stored).toMatchObject({ targetValue: '75.0000', revision: 2 });
  });

  it('PUT answers 400 without a revision, 403 to a viewer, 404 for an unknown goal', async () => {
    const created = (
      await postGoal({ title: uniqueName('Guarded'), metric: 'natural_origin_pct', targetValue: 99 })
    ).json();
    const payload = { title: 'Changed', metric: 'natural_origin_pct', targetValue: 98 };
    const url = `/api/sustainability/goals/${created.id}`;
    const noRevision = await t.call({ method: 'PUT', url, payload, cookie: writer });
    expect(noRevision.statusCode).toBe(400);
    expect(noRevision.json()).toMatchObject({ message: 'Revision is required' });
    const asViewer = await t.call({
      method: 'PUT',
      url,
      payload: { ...payload, revision: 1 },
      cookie: viewer,
    });
    expect(asViewer.statusCode).toBe(403);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await t.call({
        method: 'PUT',
        url: `/api/sustainability/goals/${id}`,
        payload: { ...payload, revision: 1 },
        cookie: writer,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Goal not found' });
    }
    const [stored] = await t.database.db
      .select()
      .from(sustainabilityGoals)
      .where(eq(sustainabilityGoals.id, created.id));
    expect(stored).toMatchObject({ title: created.title, revision: 1 });
  });

  it('DELETE removes a goal; 401, 403 and 404 change nothing', async () => {
    const created = (
      await postGoal({ title: uniqueName('Short-lived'), metric: 'natural_origin_pct', targetValue: 99 })
    ).json();
    const url = `/api/sustainability/goals/${created.id}`;
    expect((await t.call({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url, cookie: viewer })).statusCode).toBe(403);
    const before = await goalCount();
    const response = await t.call({ method: 'DELETE', url, cookie: writer });
    expect(response.statusCode).toBe(204);
    expect(await goalCount()).toBe(before - 1);
    expect((await activityOf(t, created.id)).at(-1)).toMatchObject({
      action: 'sustainability_goal_delete',
      description: `Deleted sustainability goal "${created.title}"`,
    });
    const again = await t.call({ method: 'DELETE', url, cookie: writer });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Goal not found' });
  });
});
