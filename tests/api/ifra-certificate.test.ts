import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../support/documents.ts';
import { createRawMaterial, formulationPayload, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The compliance report cites the IFRA certificate a perfume's level comes from (ADR 063): the current version of
 * the raw material's "ifra_certificate" document (ADR 069), with its file name, version and issue date.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(() => t?.close());

describe('the IFRA certificate in the report', () => {
  it('is cited by document, version and date once filed, and the finding says "its certificate" before', async () => {
    const water = await createRawMaterial(t, admin, { name: uniqueName('Water'), incisName: 'Aqua' });
    const accord = await createRawMaterial(t, admin, {
      name: uniqueName('Cedar Accord'),
      incisName: 'Parfum',
      category: 'fragrance',
      ifraLimits: [{ category: '5B', maxPercent: '0.8' }],
    });
    // 9 of 1000 oz = 0.9 %, over the 0.8 % of category 5B (a face moisturizer).
    const created = await t.call({
      method: 'POST',
      url: '/api/formulations',
      payload: formulationPayload(
        [
          { ingredientId: water.id, ounces: '991' },
          { ingredientId: accord.id, ounces: '9' },
        ],
        { productType: 'moisturizer', applicationArea: 'face', exposure: 'leave_on' },
      ),
      cookie: admin,
    });
    expect(created.statusCode, created.body).toBe(201);
    const report = async () =>
      (
        await t.call({
          method: 'GET',
          url: `/api/formulations/${created.json().id}/compliance`,
          cookie: admin,
        })
      ).json().ifra.findings[0] as { certificate: string | null; message: string };
    expect((await report()).certificate).toBeNull();

    await upload(t, admin, `ingredients/${accord.id}`, {
      type: 'ifra_certificate',
      fileName: 'Cedar IFRA 51.pdf',
      issuedOn: '2026-03-01',
    });
    await upload(t, admin, `ingredients/${accord.id}`, {
      type: 'ifra_certificate',
      fileName: 'Cedar IFRA 51 rev.pdf',
      issuedOn: '2026-06-15',
    });
    // The current version (the second upload) is the one cited.
    const cited = await report();
    expect(cited.certificate).toBe('"Cedar IFRA 51 rev.pdf" (version 2, issued 2026-06-15)');
    expect(cited.message).toBe(
      `${accord.name} is used at 0.9 % in an IFRA category 5B product; the IFRA certificate "Cedar IFRA 51 rev.pdf" (version 2, issued 2026-06-15) allows at most 0.8 %.`,
    );
  });
});
