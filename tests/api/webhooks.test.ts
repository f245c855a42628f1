import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../src/domain/integrations/webhooks.ts';
import { webhookDeliveries } from '../../src/server/db/schema.ts';
import { publishEvent } from '../../src/server/modules/events/publish.ts';
import { webhookEvent } from '../../src/server/modules/integrations/outbox.ts';
import { createFormulation, createRawMaterial, rawMaterialPayload } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { startReceiver } from '../support/webhook-receiver.ts';

/** Webhooks (ADR 019): registration, signed deliveries after commit, retry, the delivery log and resend. */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let admin: string;
let editor: string;
const SECRET = 'whsec-test-0123456789abcdef';
let endpointId: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '150' } });
  receiver = await startReceiver();
  admin = await t.signInAs('admin');
  editor = await t.signInAs('editor');
  const response = await t.call({
    method: 'POST',
    url: '/api/admin/webhooks',
    payload: { url: receiver.url, events: [...WEBHOOK_EVENT_TYPES], secret: SECRET },
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(201);
  endpointId = response.json().id;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const deliveries = async () =>
  (
    await t.call({ method: 'GET', url: `/api/admin/webhooks/${endpointId}/deliveries`, cookie: admin })
  ).json();

describe('registering an endpoint', () => {
  it('keeps the secret to itself and refuses bad input, other roles and stale revisions', async () => {
    const listed = await t.call({ method: 'GET', url: '/api/admin/webhooks', cookie: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(SECRET);
    expect(listed.json()[0]).toMatchObject({ url: receiver.url, active: true, revision: 1 });

    const bad = await t.call({
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: { url: 'ftp://example.com/x', events: [], secret: 'short' },
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['events', 'secret', 'url']);
    const forbidden = await t.call({ method: 'GET', url: '/api/admin/webhooks', cookie: editor });
    expect(forbidden.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/admin/webhooks' })).statusCode).toBe(401);
    const missing = await t.call({
      method: 'GET',
      url: `/api/admin/webhooks/${crypto.randomUUID()}`,
      cookie: admin,
    });
    expect(missing.statusCode).toBe(404);

    const other = await t.call({
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: { url: 'https://erp.example.com/hooks', events: ['formulation.deleted'], secret: SECRET },
      cookie: admin,
    });
    const update = { url: 'https://erp.example.com/hooks', events: ['formulation.created'], active: false };
    const put = (revision: number) =>
      t.call({
        method: 'PUT',
        url: `/api/admin/webhooks/${other.json().id}`,
        payload: { ...update, revision },
        cookie: admin,
      });
    expect((await put(1)).json()).toMatchObject({
      events: ['formulation.created'],
      active: false,
      revision: 2,
    });
    expect((await put(1)).statusCode).toBe(409);
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/admin/webhooks/${other.json().id}`,
      cookie: admin,
    });
    expect(removed.statusCode).toBe(204);
  });
});

describe('deliveries', () => {
  it('POST each change after it commits, signed with the endpoint’s secret', async () => {
    const water = await createRawMaterial(t, editor);
    const formulation = await createFormulation(t, editor, [water.id]);
    const [delivery] = await receiver.waitFor('formulation.created');
    const body = JSON.parse(delivery!.body);
    expect(Object.keys(body).sort()).toEqual(['data', 'id', 'occurredAt', 'type']);
    expect(body.data).toMatchObject({ id: formulation.id, name: formulation.name });
    // The recipe, computed here by hand: t=<seconds>,v1=hex HMAC-SHA256 of "<t>.<raw body>".
    const header = String(delivery!.headers['x-formulary-signature']);
    const [, t1, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)!;
    expect(Math.abs(Number(t1) - Date.now() / 1000)).toBeLessThan(60);
    expect(v1).toBe(createHmac('sha256', SECRET).update(`${t1}.${delivery!.body}`).digest('hex'));

    // The receiver answered; the dispatcher writes the attempt a moment later.
    const find = async () => (await deliveries()).find((row: { eventId: string }) => row.eventId === body.id);
    await expect.poll(async () => (await find())?.status).toBe('delivered');
    const entry = await find();
    expect(entry).toMatchObject({ status: 'delivered', eventType: 'formulation.created' });
    expect(entry.attempts).toHaveLength(1);
    expect(entry.attempts[0]).toMatchObject({ statusCode: 200, responseBody: 'ok', error: null });
  });

  it('retry after a 500 until the receiver takes it, each attempt in the log', async () => {
    const before = receiver.received.length;
    receiver.answers.push(500);
    const rawMaterial = await createRawMaterial(t, editor, { unitCost: '2.00' });
    const put = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${rawMaterial.id}`,
      payload: rawMaterialPayload({
        name: rawMaterial.name,
        unitCost: '2.50',
        revision: rawMaterial.revision,
      }),
      cookie: editor,
    });
    expect(put.statusCode, put.body).toBe(200);
    const [first, second] = await receiver.waitFor('ingredient.price_changed', 2);
    expect(receiver.received.length - before).toBe(2);
    expect(second!.body).toBe(first!.body);
    expect(JSON.parse(first!.body).data).toMatchObject({ id: rawMaterial.id, to: { unitCost: '2.500000' } });
    const eventId = JSON.parse(first!.body).id;
    await expect
      .poll(async () => (await deliveries()).find((d: { eventId: string }) => d.eventId === eventId)?.status)
      .toBe('delivered');
    const entry = (await deliveries()).find((d: { eventId: string }) => d.eventId === eventId);
    expect(entry.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 200]);
  });

  it('a price change carries the new figures of every formulation it recomputed', async () => {
    const rawMaterial = await createRawMaterial(t, editor, { unitCost: '3.00' });
    const formulation = await createFormulation(t, editor, [rawMaterial.id]);
    const before = receiver.received.length;
    const put = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${rawMaterial.id}`,
      payload: rawMaterialPayload({
        name: rawMaterial.name,
        unitCost: '4.50',
        revision: rawMaterial.revision,
      }),
      cookie: editor,
    });
    expect(put.statusCode, put.body).toBe(200);
    await expect
      .poll(() =>
        receiver.received
          .slice(before)
          .map((r) => JSON.parse(r.body))
          .find((b) => b.type === 'ingredient.price_changed' && b.data.id === rawMaterial.id),
      )
      .toBeTruthy();
    const body = receiver.received
      .slice(before)
      .map((r) => JSON.parse(r.body))
      .find((b) => b.type === 'ingredient.price_changed' && b.data.id === rawMaterial.id);
    const stored = (
      await t.call({ method: 'GET', url: `/api/formulations/${formulation.id}`, cookie: editor })
    ).json();
    expect(body.data.recomputedFormulations).toBe(1);
    expect(body.data.formulations).toEqual([
      {
        id: formulation.id,
        totalCost: stored.totalCost,
        costPerUnit: stored.costPerUnit,
        suggestedUnitPrice: stored.suggestedUnitPrice,
      },
    ]);
  });

  it('send nothing for a change that rolls back', async () => {
    const before = receiver.received.length;
    const event = webhookEvent('formulation.updated', { id: 'rolled back' });
    await expect(
      t.database.db.transaction(async (tx) => {
        await publishEvent(tx, 'formulations', null, { webhooks: [event] });
        throw new Error('the change fails after its outbox row was written');
      }),
    ).rejects.toThrow('the change fails');
    // A committed change after it is delivered; the rolled-back one never is.
    const water = await createRawMaterial(t, editor);
    await createFormulation(t, editor, [water.id]);
    await receiver.waitFor('formulation.created', 2);
    expect(receiver.received.slice(before).map((r) => JSON.parse(r.body).id)).not.toContain(event.id);
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, event.id));
    expect(rows).toHaveLength(0);
  });

  it('report status changes and deletions, and resend a delivery with the same event id', async () => {
    const water = await createRawMaterial(t, editor);
    const formulation = await createFormulation(t, editor, [water.id]);
    const moved = await t.call({
      method: 'PUT',
      url: `/api/formulations/${formulation.id}`,
      payload: {
        ...formulation,
        status: 'testing',
        ingredients: [{ ingredientId: water.id, ounces: '100' }],
      },
      cookie: editor,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [changed] = await receiver.waitFor('formulation.status_changed');
    expect(JSON.parse(changed!.body).data).toMatchObject({
      id: formulation.id,
      fromStatus: 'draft',
      toStatus: 'testing',
    });
    await t.call({ method: 'DELETE', url: `/api/formulations/${formulation.id}`, cookie: editor });
    const [deleted] = await receiver.waitFor('formulation.deleted');
    const eventId = JSON.parse(deleted!.body).id;

    const original = (await deliveries()).find((d: { eventId: string }) => d.eventId === eventId);
    const resend = await t.call({
      method: 'POST',
      url: `/api/admin/webhooks/${endpointId}/deliveries/${original.id}/resend`,
      cookie: admin,
    });
    expect(resend.statusCode, resend.body).toBe(201);
    const twice = await receiver.waitFor('formulation.deleted', 2);
    expect(JSON.parse(twice[1]!.body).id).toBe(eventId);
    const unknown = await t.call({
      method: 'POST',
      url: `/api/admin/webhooks/${endpointId}/deliveries/${crypto.randomUUID()}/resend`,
      cookie: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('delivery log retention', () => {
  it('prunes deliveries settled more than 30 days ago; pending ones and recent ones stay', async () => {
    const day = 86_400_000;
    const row = (status: string, ageDays: number) => ({
      endpointId,
      eventId: crypto.randomUUID(),
      eventType: 'formulation.created',
      payload: { note: 'retention test' },
      status,
      updatedAt: new Date(Date.now() - ageDays * day),
    });
    const rows = await t.database.db
      .insert(webhookDeliveries)
      .values([row('delivered', 31), row('failed', 45), row('delivered', 29), row('pending', 40)])
      .returning({ id: webhookDeliveries.id });
    // An old pending row must not be sent meanwhile: it is due far in the future (its job waits for it).
    await t.database.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() + 365 * day) })
      .where(eq(webhookDeliveries.id, rows[3]!.id));
    expect(await t.app.services.dispatcher.prune()).toBeGreaterThanOrEqual(2);
    const left = await t.database.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries);
    const ids = new Set(left.map((r) => r.id));
    expect(rows.map((r) => ids.has(r.id))).toEqual([false, false, true, true]);
  });
});

describe('server-side request forgery', () => {
  it('refuses loopback, private and link-local receivers unless WEBHOOK_ALLOW_PRIVATE=true', async () => {
    const strict = await buildTestApp();
    try {
      const cookie = await strict.signInAs('admin');
      for (const url of [
        'http://127.0.0.1:8080/hook',
        'http://localhost/hook',
        'http://169.254.169.254/latest/meta-data',
        'http://10.0.0.7/hook',
        'http://[::1]/hook',
      ]) {
        const response = await strict.call({
          method: 'POST',
          url: '/api/admin/webhooks',
          payload: { url, events: ['formulation.created'], secret: SECRET },
          cookie,
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().fieldErrors.url[0]).toMatch(/private, loopback or link-local/);
      }
    } finally {
      await strict.close();
    }
  });
});
