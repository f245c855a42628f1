import { and, asc, eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  complianceIssues,
  events,
  webhookDeliveries,
  webhookEndpoints,
} from '../../src/server/db/schema.ts';
import { openAlerts } from '../../src/server/modules/compliance/open-alerts.ts';
import { reconcileAll } from '../../src/server/modules/compliance/reconcile-alerts.ts';
import { resolveAlerts } from '../../src/server/modules/compliance/resolve-alerts.ts';
import {
  ids,
  rules,
  scientist,
  scientistId,
  startComplianceChecksApp,
  stopComplianceChecksApp,
  t,
} from '../support/compliance-checks-app.ts';
import { formulationPayload, uniqueName } from '../support/factories.ts';

beforeAll(startComplianceChecksApp);
afterAll(stopComplianceChecksApp);

/** The scientist's id is known once the app has started. */
const actorOf = (requestId: string) => ({ userId: scientistId, ip: '127.0.0.1', requestId });

async function createFormulations(name: string, count = 5): Promise<string[]> {
  const formulationIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await t.call({
      method: 'POST',
      url: '/api/formulations',
      cookie: scientist,
      payload: formulationPayload([{ ingredientId: ids.water, ounces: '1000' }], {
        name: uniqueName(`${name} ${index}`),
        productType: 'serum',
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    formulationIds.push((response.json() as { id: string }).id);
  }
  return formulationIds;
}

const violation = (formulationId: string) => ({
  formulationId,
  violation: {
    ruleId: rules.salicylic.id,
    autoKey: `${rules.salicylic.id}:${formulationId}:chunk-test`,
    ingredientId: ids.salicylic,
    severity: 'high',
    region: 'EU',
    title: `Chunk test alert ${formulationId}`,
    description: 'Opened by the chunked re-check test',
  },
});

async function latestEventId(): Promise<number> {
  const [latest] = await t.database.db.select({ id: max(events.id) }).from(events);
  return latest?.id ?? 0;
}

/** The compliance events of the live feed written since `after`, in order. */
function complianceEventsAfter(after: number) {
  return t.database.db
    .select({ entityId: events.entityId, payload: events.payload })
    .from(events)
    .where(and(eq(events.type, 'compliance'), gt(events.id, after)))
    .orderBy(asc(events.id));
}

/**
 * A re-check opens its alerts a chunk per statement (a composition change may open thousands): every alert not
 * open yet is opened once, with its activity entry, across chunks, each statement telling the live feed once, and one already open is
 * neither doubled nor logged; gone alerts are resolved in one statement, each logged once.
 */
describe('opening and resolving a re-check’s alerts', () => {
  it('opens each new alert once with its entry and event, across chunks, and skips one already open', async () => {
    const formulationIds = await createFormulations('Chunked');
    // The first one opened alone first: the chunked run must find it open and skip it.
    expect(
      await t.database.db.transaction((tx) =>
        openAlerts(tx, [violation(formulationIds[0]!)], actorOf('chunk-test')),
      ),
    ).toBe(1);
    const before = await latestEventId();
    // Five violations, two per statement: three statements, four alerts opened.
    const opened = await t.database.db.transaction((tx) =>
      openAlerts(tx, formulationIds.map(violation), actorOf('chunk-test'), 2),
    );
    expect(opened).toBe(4);

    const alerts = await t.database.db
      .select({
        id: complianceIssues.id,
        formulationId: complianceIssues.formulationId,
        status: complianceIssues.status,
      })
      .from(complianceIssues)
      .where(inArray(complianceIssues.formulationId, formulationIds));
    const chunkAlerts = alerts.filter((alert) => alert.status === 'open');
    expect(chunkAlerts.map((alert) => alert.formulationId).sort()).toEqual([...formulationIds].sort());
    const alertIds = chunkAlerts.map((alert) => alert.id);
    const entries = await t.database.db
      .select({
        entityId: activityLog.entityId,
        userId: activityLog.userId,
        action: activityLog.action,
        requestId: activityLog.requestId,
      })
      .from(activityLog)
      .where(
        and(eq(activityLog.action, 'compliance_issue_auto_open'), eq(activityLog.requestId, 'chunk-test')),
      );
    // One entry per alert, under the actor of the change: none doubled for the alert that was already open.
    expect(entries).toHaveLength(5);
    expect(entries.map((entry) => entry.entityId).sort()).toEqual([...alertIds].sort());
    expect(entries.every((entry) => entry.userId === scientistId && entry.requestId === 'chunk-test')).toBe(
      true,
    );
    // One live-feed event per statement: naming the alert it opened, or counting the two.
    const alertOf = new Map(chunkAlerts.map((alert) => [alert.formulationId, alert.id]));
    expect(await complianceEventsAfter(before)).toEqual([
      { entityId: alertOf.get(formulationIds[1]!), payload: null },
      { entityId: null, payload: { count: 2 } },
      { entityId: alertOf.get(formulationIds[4]!), payload: null },
    ]);
  });

  it('resolves gone alerts in one statement, each once with its entry, event and author', async () => {
    const formulationIds = await createFormulations('Resolved');
    const before = await latestEventId();
    await t.database.db.transaction((tx) =>
      openAlerts(tx, formulationIds.map(violation), actorOf('chunk-test')),
    );
    const alerts = await t.database.db
      .select({ id: complianceIssues.id, title: complianceIssues.title })
      .from(complianceIssues)
      .where(inArray(complianceIssues.formulationId, formulationIds));
    expect(alerts).toHaveLength(5);
    const alertIds = alerts.map((alert) => alert.id);
    const resolver = actorOf('resolve-test');
    // One resolved first (by another change): the set-based run finds it resolved and leaves it be.
    expect(
      await t.database.db.transaction((tx) => resolveAlerts(tx, [alertIds[0]!], resolver, 'first')),
    ).toBe(1);
    expect(
      await t.database.db.transaction((tx) => resolveAlerts(tx, alertIds, resolver, 'the violation is gone')),
    ).toBe(4);
    expect(await t.database.db.transaction((tx) => resolveAlerts(tx, [], resolver, 'none'))).toBe(0);

    const rows = await t.database.db
      .select({ status: complianceIssues.status, by: complianceIssues.statusChangedBy })
      .from(complianceIssues)
      .where(inArray(complianceIssues.id, alertIds));
    expect(rows.every((row) => row.status === 'resolved' && row.by === scientistId)).toBe(true);
    const entries = await t.database.db
      .select({ entityId: activityLog.entityId, description: activityLog.description })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, 'compliance_issue_auto_resolve'),
          eq(activityLog.requestId, 'resolve-test'),
        ),
      );
    expect(entries).toHaveLength(5);
    const title = new Map(alerts.map((alert) => [alert.id, alert.title]));
    const gone = entries.filter((entry) => entry.entityId !== alertIds[0]);
    expect(gone.map((entry) => entry.description).sort()).toEqual(
      alertIds
        .slice(1)
        .map((id) => `Automated check resolved "${title.get(id)}": the violation is gone`)
        .sort(),
    );
    // Five opened in one statement, one resolved, then the four left: one event per statement, none for the
    // alert already resolved.
    expect(await complianceEventsAfter(before)).toEqual([
      { entityId: null, payload: { count: 5 } },
      { entityId: alertIds[0], payload: null },
      { entityId: null, payload: { count: 4 } },
    ]);
  });

  it('tells each alert it opened as it is stored: the activity entry and the compliance.alert_opened webhook', async () => {
    const [formulationId] = await createFormulations('Told', 1);
    const planned = violation(formulationId!);
    // A title past the column's 200 characters: what is told is the alert as stored.
    planned.violation.title = `${'Long title '.repeat(25)}${formulationId}`;
    const rolledBack = new Error('rolled back');
    let told: { payload: unknown; eventType: string }[] = [];
    let entries: { description: string; entityId: string | null }[] = [];
    let stored: { id: string; title: string }[] = [];
    // In a transaction rolled back: the endpoint exists only there, so no delivery is ever attempted.
    await t.database.db
      .transaction(async (tx) => {
        await tx.insert(webhookEndpoints).values({
          url: 'https://erp.example.com/hooks',
          events: ['compliance.alert_opened'],
          secret: 'told-test-secret',
        });
        expect(await openAlerts(tx, [planned], actorOf('told-test'))).toBe(1);
        stored = await tx
          .select({ id: complianceIssues.id, title: complianceIssues.title })
          .from(complianceIssues)
          .where(eq(complianceIssues.formulationId, formulationId!));
        told = await tx
          .select({ payload: webhookDeliveries.payload, eventType: webhookDeliveries.eventType })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.eventType, 'compliance.alert_opened'));
        entries = await tx
          .select({ description: activityLog.description, entityId: activityLog.entityId })
          .from(activityLog)
          .where(eq(activityLog.requestId, 'told-test'));
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(stored).toHaveLength(1);
    const alert = stored[0]!;
    expect(alert.title).toHaveLength(200);
    expect(entries).toEqual([{ description: `Automated check opened "${alert.title}"`, entityId: alert.id }]);
    expect(told).toHaveLength(1);
    const body = told[0]!.payload as { id: string; type: string; occurredAt: string; data: unknown };
    expect(body.type).toBe('compliance.alert_opened');
    expect(body.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(body.data).toEqual({
      id: alert.id,
      title: alert.title,
      severity: 'high',
      region: 'EU',
      formulationId,
      ingredientId: ids.salicylic,
      ruleId: rules.salicylic.id,
      automated: true,
    });
  });

  it('reconciles a chunk at a time while the next is checked: what each formulation keeps, gains and loses', async () => {
    const formulationIds = await createFormulations('Pipelined');
    const keyed = (formulationId: string, key: string) => {
      const planned = violation(formulationId);
      planned.violation.autoKey = `${rules.salicylic.id}:${formulationId}:${key}`;
      planned.violation.title = `Pipelined ${key} ${formulationId}`;
      return planned.violation;
    };
    await t.database.db.transaction((tx) =>
      openAlerts(
        tx,
        formulationIds.map((formulationId) => ({ formulationId, violation: keyed(formulationId, 'kept') })),
        actorOf('pipelined'),
      ),
    );
    const existing = await t.database.db
      .select({
        id: complianceIssues.id,
        autoKey: complianceIssues.autoKey,
        formulationId: complianceIssues.formulationId,
      })
      .from(complianceIssues)
      .where(inArray(complianceIssues.formulationId, formulationIds));
    expect(existing).toHaveLength(5);
    // The first three keep their alert and gain one; the last two have none left. Two per chunk: three chunks.
    const checkedInOrder: string[] = [];
    const counts = await t.database.db.transaction((tx) =>
      reconcileAll(
        tx,
        formulationIds.map((id) => ({ id })),
        ({ id }) => {
          checkedInOrder.push(id);
          const index = formulationIds.indexOf(id);
          return index < 3 ? [keyed(id, 'kept'), keyed(id, 'gained')] : [];
        },
        existing,
        actorOf('pipelined'),
        2,
      ),
    );
    expect(checkedInOrder).toEqual(formulationIds);
    expect(counts).toEqual({ checked: 5, opened: 3, resolved: 2 });
    const after = await t.database.db
      .select({
        formulationId: complianceIssues.formulationId,
        autoKey: complianceIssues.autoKey,
        status: complianceIssues.status,
      })
      .from(complianceIssues)
      .where(inArray(complianceIssues.formulationId, formulationIds));
    const state = (formulationId: string, key: string) =>
      after.find((row) => row.autoKey === `${rules.salicylic.id}:${formulationId}:${key}`)?.status;
    for (const [index, id] of formulationIds.entries()) {
      expect(state(id, 'kept')).toBe(index < 3 ? 'open' : 'resolved');
      expect(state(id, 'gained')).toBe(index < 3 ? 'open' : undefined);
    }
  });

  it('fails the whole re-check when one chunk cannot be written, and leaves nothing behind', async () => {
    const formulationIds = await createFormulations('Refused', 6);
    // The second formulation's alert breaks the severity constraint: its chunk's statement fails while the
    // chunks after it are checked; the re-check must fail with it, not end as if written.
    const attempt = t.database.db.transaction((tx) =>
      reconcileAll(
        tx,
        formulationIds.map((id) => ({ id })),
        ({ id }) => {
          const planned = violation(id).violation;
          if (id === formulationIds[1]) planned.severity = 'catastrophic';
          return [planned];
        },
        [],
        actorOf('refused'),
        2,
      ),
    );
    await expect(attempt).rejects.toThrow();
    const left = await t.database.db
      .select({ id: complianceIssues.id })
      .from(complianceIssues)
      .where(inArray(complianceIssues.formulationId, formulationIds));
    expect(left).toEqual([]);
  });
});
