import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePayload } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { startReceiver } from '../support/webhook-receiver.ts';

/** Compliance alerts reach a subscribed endpoint when they open and when they are resolved. */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let regulatory: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  receiver = await startReceiver();
  const admin = await t.signInAs('admin');
  regulatory = await t.signInAs('quality_regulatory');
  const response = await t.call({
    method: 'POST',
    url: '/api/admin/webhooks',
    payload: {
      url: receiver.url,
      events: ['compliance.alert_opened', 'compliance.alert_resolved'],
      secret: 'whsec-alerts-0123456789',
    },
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(201);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('compliance alert webhooks', () => {
  it('delivers compliance.alert_opened for a reported issue and compliance.alert_resolved when it is resolved', async () => {
    const payload = issuePayload();
    const created = await t.call({
      method: 'POST',
      url: '/api/compliance/issues',
      payload,
      cookie: regulatory,
    });
    expect(created.statusCode, created.body).toBe(201);
    const issue = created.json();

    const [opened] = await receiver.waitFor('compliance.alert_opened');
    const openedBody = JSON.parse(opened!.body);
    expect(openedBody.data).toMatchObject({ id: issue.id, title: payload.title, severity: 'medium' });

    const resolved = await t.call({
      method: 'PATCH',
      url: `/api/compliance/issues/${issue.id}/status`,
      payload: { status: 'resolved', revision: issue.revision },
      cookie: regulatory,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const [closing] = await receiver.waitFor('compliance.alert_resolved');
    const closingBody = JSON.parse(closing!.body);
    expect(closingBody.data).toMatchObject({ id: issue.id });
    expect(closingBody.id).not.toBe(openedBody.id);
    // Only what the endpoint subscribed to: nothing else was sent.
    expect(new Set(receiver.received.map((r) => JSON.parse(r.body).type))).toEqual(
      new Set(['compliance.alert_opened', 'compliance.alert_resolved']),
    );
  });
});
