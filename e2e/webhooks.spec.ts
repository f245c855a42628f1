import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type Received, startReceiver } from '../tests/support/webhook-receiver.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

// The test walks the whole screen and waits on real deliveries; a busy machine can take a while.
test.describe.configure({ timeout: 120_000 });
const LOAD = { timeout: 30_000 };

/** The receiver's check, done by hand: v1 is the hex HMAC-SHA256 of "<t>.<raw body>" with the secret (ADR 019). */
function signedWith(secret: string, received: Received): boolean {
  const header = String(received.headers['x-formulary-signature'] ?? '');
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  return createHmac('sha256', secret).update(`${match[1]}.${received.body}`).digest('hex') === match[2];
}

/** The POSTs that reported this formulation's creation. */
function creations(received: Received[], name: string) {
  return received
    .map((entry) => ({ entry, event: JSON.parse(entry.body) }))
    .filter(({ event }) => event.type === 'formulation.created' && event.data?.name === name);
}

async function createFormulation(page: Page, baseURL: string, name: string): Promise<string> {
  const [water] = (await (await page.request.get('/api/ingredients?q=water&limit=1')).json()) as {
    id: string;
  }[];
  const created = await page.request.post('/api/formulations', {
    headers: { origin: baseURL },
    data: {
      name,
      productType: 'cleanser',
      status: 'draft',
      batchSize: '1000',
      unitSize: '4',
      ingredients: [{ ingredientId: water!.id, ounces: '1000' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('an admin registers an endpoint, it gets signed deliveries, resends one, edits and deletes it', async ({
  page,
  baseURL,
}) => {
  const receiver = await startReceiver();
  // A query string of its own: the endpoint's row and log are this run's, whatever else is registered.
  const url = `${receiver.url}?run=${Date.now()}`;
  const name = `E2E Webhook Cleanser ${Date.now()}`;
  let formulationId: string | undefined;
  try {
    await signIn(page, 'admin', baseURL!);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: /Webhooks/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/webhooks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible(LOAD);

    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add Endpoint' });
    await add.getByRole('button', { name: 'Add Endpoint' }).click();
    await expect(add.getByText('URL must be an http or https address')).toBeVisible();
    await expect(add.getByText('Choose at least one event')).toBeVisible();
    await expect(add.getByText('Secret is required')).toBeVisible();
    await add.getByLabel('URL').fill(url);
    await add.getByRole('checkbox', { name: 'formulation.created' }).check();
    await add.getByRole('button', { name: 'Generate' }).click();
    const secretBox = add.getByLabel('Secret');
    await expect(secretBox).toHaveValue(/^whsec_[0-9a-f]{64}$/);
    const secret = await secretBox.inputValue();
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Add Endpoint' }).click();
    await expect(page.getByText('Endpoint added successfully', { exact: true })).toBeVisible();
    await expect(add).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(url.replace(/[.?]/g, '\\$&')) });
    await expect(row.getByText('formulation.created')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    // A change commits: the receiver gets it, signed with the secret.
    formulationId = await createFormulation(page, baseURL!, name);
    await expect.poll(() => creations(receiver.received, name).length, LOAD).toBe(1);
    const [first] = creations(receiver.received, name);
    expect(signedWith(secret, first!.entry)).toBe(true);
    expect(signedWith('not-the-secret-at-all', first!.entry)).toBe(false);

    await row.getByRole('button', { name: `Deliveries of ${url}` }).click();
    const log = page.getByRole('region', { name: 'Deliveries' });
    const delivery = log.getByRole('row', { name: /formulation\.created/ });
    await expect(delivery).toHaveCount(1);
    await expect(delivery.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(delivery.getByText('HTTP 200')).toBeVisible();
    await expect(delivery.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    await expectAccessible(page);

    // Resend: the same event again (same id, so a receiver can dedupe), and a second row in the log.
    await delivery.getByRole('button', { name: /^Resend formulation\.created/ }).click();
    await expect(page.getByText('Delivery queued to be sent again', { exact: true })).toBeVisible();
    await expect.poll(() => creations(receiver.received, name).length, LOAD).toBe(2);
    const [, again] = creations(receiver.received, name);
    expect(again!.event.id).toBe(first!.event.id);
    expect(signedWith(secret, again!.entry)).toBe(true);
    await expect(log.getByRole('row', { name: /formulation\.created/ })).toHaveCount(2);
    await expect(log.getByText('Delivered', { exact: true })).toHaveCount(2, LOAD);

    // Edit: another event, paused; the secret stays as it was.
    await row.getByRole('button', { name: `Edit ${url}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Endpoint' });
    await expect(edit.getByLabel('URL')).toHaveValue(url);
    await expect(edit.getByRole('checkbox', { name: 'formulation.created' })).toBeChecked();
    await expect(edit.getByLabel('New Secret (optional)')).toHaveValue('');
    await edit.getByRole('checkbox', { name: 'formulation.deleted' }).check();
    await edit.getByRole('switch', { name: 'Active' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Endpoint updated successfully', { exact: true })).toBeVisible();
    await expect(row.getByText('formulation.deleted')).toBeVisible();
    await expect(row.getByText('Paused', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Delete ${url}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Endpoint' });
    await expect(confirm.getByText(`Are you sure you want to delete the endpoint ${url}?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Endpoint deleted successfully', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Delivery Log' })).toHaveCount(0);
  } finally {
    if (formulationId) {
      await page.request.delete(`/api/formulations/${formulationId}`, { headers: { origin: baseURL! } });
    }
    // Leave no endpoint behind when a step failed before the delete.
    const left = (await (await page.request.get('/api/admin/webhooks')).json()) as {
      id: string;
      url: string;
    }[];
    for (const endpoint of Array.isArray(left) ? left.filter((e) => e.url === url) : []) {
      await page.request.delete(`/api/admin/webhooks/${endpoint.id}`, { headers: { origin: baseURL! } });
    }
    await receiver.close();
  }
});
