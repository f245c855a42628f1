import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/account/reminders.ts';
import { formulations } from '../../src/server/db/schema.ts';
import { upload } from '../support/documents.ts';
import { createFormulation, createRawMaterial, createSupplier } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Document expiry (ADR 069): the expiring list at 29, 30 and 31 days, expired documents flagged, the reminder to
 * the uploader, and raw materials of approved formulations without a valid safety data sheet.
 */
let t: TestApp;
let buyer: string;
let scientist: string;
beforeAll(async () => {
  t = await buildTestApp();
  buyer = await t.signInAs('procurement_specialist');
  scientist = await t.signInAs('rd_scientist');
});
afterAll(async () => t.close());

// The server's day is the UTC day, as here.
const today = () => new Date().toISOString().slice(0, 10);
const get = async (url: string, cookie = buyer) => {
  const response = await t.call({ method: 'GET', url, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('document expiry', () => {
  it('lists documents expiring within 30 days (29 and 30 in, 31 out) and flags expired ones', async () => {
    const glycerin = await createRawMaterial(t, scientist);
    const supplier = await createSupplier(t, buyer);
    const day = today();
    const in29 = await upload(t, buyer, `ingredients/${glycerin.id}`, {
      type: 'coa',
      expiresOn: addDays(day, 29),
    });
    const in30 = await upload(t, buyer, `suppliers/${supplier.id}`, {
      type: 'tds',
      expiresOn: addDays(day, 30),
    });
    const in31 = await upload(t, buyer, `ingredients/${glycerin.id}`, {
      type: 'tds',
      expiresOn: addDays(day, 31),
    });
    const past = await upload(t, buyer, `ingredients/${glycerin.id}`, {
      type: 'ifra_certificate',
      issuedOn: addDays(day, -400),
      expiresOn: addDays(day, -1),
    });
    const none = await upload(t, buyer, `ingredients/${glycerin.id}`, { type: 'allergen_declaration' });
    const mine = new Set([in29.id, in30.id, in31.id, past.id, none.id]);
    const within = async (days: number) =>
      ((await get(`/api/documents/expiring?days=${days}`)) as { id: string }[]).filter((d) => mine.has(d.id));

    const thirty = await within(30);
    // Soonest first: the expired one, then 29 and 30 days left.
    expect(thirty.map((d) => d.id)).toEqual([past.id, in29.id, in30.id]);
    expect(thirty).toMatchObject([
      { daysLeft: -1, expired: true, ownerKind: 'ingredient', ownerName: glycerin.name },
      { daysLeft: 29, expired: false, type: 'coa' },
      { daysLeft: 30, expired: false, ownerKind: 'supplier', ownerName: supplier.name },
    ]);
    expect((await within(31)).map((d) => d.id)).toEqual([past.id, in29.id, in30.id, in31.id]);
    expect((await within(29)).map((d) => d.id)).toEqual([past.id, in29.id]);
    // The default window is 30 days.
    const defaults = ((await get('/api/documents/expiring')) as { id: string }[]).filter((d) =>
      mine.has(d.id),
    );
    expect(defaults).toHaveLength(3);
    // A replaced version no longer counts: the new certificate expires in a year.
    await upload(t, buyer, `ingredients/${glycerin.id}`, {
      type: 'ifra_certificate',
      expiresOn: addDays(day, 365),
    });
    expect((await within(30)).map((d) => d.id)).toEqual([in29.id, in30.id]);
  });

  it('reminds the uploader of a document expiring soon, once', async () => {
    const glycerin = await createRawMaterial(t, scientist);
    const day = today();
    const document = await upload(t, buyer, `ingredients/${glycerin.id}`, {
      type: 'sds',
      expiresOn: addDays(day, 2),
    });
    await t.app.services.reminders.run(new Date(`${day}T12:00:00Z`));
    const notices = async () =>
      ((await get('/api/account-notices')).items as { kind: string; title: string; body: string }[]).filter(
        (n) => n.body.includes(glycerin.name),
      );
    expect(await notices()).toEqual([
      expect.objectContaining({
        kind: 'reminders',
        title: 'A document expires soon',
        body: `"Safety data sheet of ${glycerin.name}" expires in 2 days (${document.expiresOn}). Renew or replace it.`,
      }),
    ]);
    // The same run again sends nothing new.
    await t.app.services.reminders.run(new Date(`${day}T12:00:00Z`));
    expect(await notices()).toHaveLength(1);
  });

  it('flags raw materials of approved formulations without a valid safety data sheet', async () => {
    const glycerin = await createRawMaterial(t, scientist);
    const inDraftOnly = await createRawMaterial(t, scientist);
    const approved = await createFormulation(t, scientist, [{ ingredientId: glycerin.id, ounces: '1000' }]);
    await createFormulation(t, scientist, [{ ingredientId: inDraftOnly.id, ounces: '1000' }]);
    // Approval has its own gates (compliance, safety); only its status matters here.
    await t.database.db
      .update(formulations)
      .set({ status: 'approved' })
      .where(eq(formulations.id, approved.id));
    const missing = async () =>
      ((await get('/api/documents/missing-sds')) as { ingredientId: string }[]).filter((m) =>
        [glycerin.id, inDraftOnly.id].includes(m.ingredientId),
      );
    const day = today();

    expect(await missing()).toEqual([
      { ingredientId: glycerin.id, name: glycerin.name, approvedFormulations: 1, expiredOn: null },
    ]);
    expect((await get(`/api/ingredients/${glycerin.id}/documents`)).sdsMissing).toBe(true);
    expect((await get(`/api/ingredients/${inDraftOnly.id}/documents`)).sdsMissing).toBe(false);

    // An expired sheet does not count; one that expires today still does.
    const owner = `ingredients/${glycerin.id}`;
    await upload(t, buyer, owner, { issuedOn: null, expiresOn: addDays(day, -1) });
    expect(await missing()).toMatchObject([{ ingredientId: glycerin.id, expiredOn: addDays(day, -1) }]);
    await upload(t, buyer, owner, { issuedOn: null, expiresOn: day });
    expect(await missing()).toEqual([]);
    expect((await get(`/api/ingredients/${glycerin.id}/documents`)).sdsMissing).toBe(false);
  });
});
