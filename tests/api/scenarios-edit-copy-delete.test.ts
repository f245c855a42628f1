import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf } from '../support/factories.ts';
import {
  create,
  eventsOf,
  ids,
  marketInput,
  post,
  put,
  run,
  startScenariosApp,
  stopScenariosApp,
  stored,
  t,
  writer,
} from '../support/scenarios-app.ts';

/**
 * PUT /api/scenarios/:id, copy, archive and delete (docs/product-rules.md, "Records", "API conventions"): an edit sends the
 * revision it read and sends a completed scenario back to draft; a copy is a new draft; an archive happens
 * once.
 */
beforeAll(startScenariosApp);
afterAll(stopScenariosApp);

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

describe('PUT /api/scenarios/:id', () => {
  it('edits a draft and bumps the revision', async () => {
    const created = await create();
    const response = await put(created.id, {
      ...marketInput({ name: 'Renamed', description: '' }),
      type: 'regulatory_change',
      parameters: { ingredientId: ids.water.id, change: 'ban' },
      revision: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed',
      description: null,
      type: 'regulatory_change',
      parameters: { ingredientId: ids.water.id, change: 'ban', capPercent: null, reformulationCost: 10000 },
      status: 'draft',
      revision: 2,
    });
    expect((await activityOf(t, created.id)).at(-1)).toMatchObject({
      action: 'scenario_update',
      description: 'Updated scenario "Renamed"',
    });
  });

  it('sends a completed scenario back to draft and clears its results', async () => {
    const completed = await run((await create()).id);
    const response = await put(completed.id, { ...marketInput(), revision: completed.revision });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'draft', results: null, ranAt: null });
  });

  it('answers 409 to a stale revision and to an archived scenario', async () => {
    const created = await create();
    expect((await put(created.id, { ...marketInput(), revision: 1 })).statusCode).toBe(200);
    const before = await stored(created.id);
    const stale = await put(created.id, { ...marketInput({ name: 'Late' }), revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    expect(await stored(created.id)).toEqual(before);

    expect((await post(`/api/scenarios/${created.id}/archive`)).statusCode).toBe(200);
    const archived = await put(created.id, { ...marketInput(), revision: 3 });
    expect(archived.statusCode).toBe(409);
    expect(archived.json()).toEqual({
      message: 'Only a draft or completed scenario can be edited; this one is archived.',
    });
  });

  it('requires the revision', async () => {
    const created = await create();
    const response = await put(created.id, marketInput());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Revision is required',
      fieldErrors: { revision: ['Revision is required'] },
    });
  });
});

describe('copy, archive, delete', () => {
  it('copies a scenario as a new draft without results', async () => {
    const completed = await run((await create()).id);
    const response = await post(`/api/scenarios/${completed.id}/copy`);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({
      name: `Copy of ${completed.name}`,
      status: 'draft',
      type: completed.type,
      description: completed.description,
      parameters: completed.parameters,
      results: null,
      revision: 1,
    });
    expect(copy.id).not.toBe(completed.id);
    expect(await activityOf(t, copy.id)).toMatchObject([
      { action: 'scenario_copy', description: `Copied scenario "${completed.name}"` },
    ]);
  });

  it('archives once: 409 the second time', async () => {
    const created = await create();
    const response = await post(`/api/scenarios/${created.id}/archive`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'archived', revision: 2 });
    const again = await post(`/api/scenarios/${created.id}/archive`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This scenario is already archived.' });
  });

  it('deletes, logged and published', async () => {
    const created = await create();
    const response = await t.call({ method: 'DELETE', url: `/api/scenarios/${created.id}`, cookie: writer });
    expect(response.statusCode).toBe(204);
    expect(await stored(created.id)).toBeUndefined();
    expect((await activityOf(t, created.id)).at(-1)).toMatchObject({ action: 'scenario_delete' });
    expect(await eventsOf(created.id)).toHaveLength(2);
  });
});
