import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../src/domain/safety/business-days.ts';
import { pdfText } from '../support/pdf-text.ts';
import {
  createFormulation,
  get,
  ingredients,
  recipe,
  regulatory,
  safetyCounts,
  scientist,
  startSafetyApp,
  stopSafetyApp,
  substances,
  t,
  viewer,
} from '../support/safety-app.ts';
import { TEST_PASSWORD } from '../support/test-app.ts';

/**
 * Undesirable effects (cosmetovigilance) and the product information file (Reg. 1223/2009 Art. 11, Annex I),
 * read back from the PDF with pdfjs-dist.
 */
beforeAll(startSafetyApp);
afterAll(stopSafetyApp);

const effect = (overrides: Record<string, unknown> = {}) => ({
  occurredOn: '2026-11-02',
  description: 'Redness and stinging after the first application',
  bodyArea: 'Face',
  severity: 'moderate',
  serious: false,
  causality: 'likely',
  followUp: 'Use stopped; resolved in two days.',
  ...overrides,
});
const post = (id: string, payload: object, cookie = regulatory) =>
  t.call({ method: 'POST', url: `/api/formulations/${id}/undesirable-effects`, payload, cookie });

describe('undesirable effects', () => {
  it('records an effect; a serious one gets its 15-business-day deadline and a notice to the regulatory role', async () => {
    const formulation = await createFormulation(recipe('20'));
    const mild = await post(formulation.id, effect());
    expect(mild.statusCode, mild.body).toBe(201);
    expect(mild.json()).toMatchObject({ serious: false, reportDeadline: null, revision: 1 });

    const serious = await post(
      formulation.id,
      effect({ serious: true, severity: 'severe', bodyArea: 'Eyes' }),
    );
    expect(serious.statusCode).toBe(201);
    // 15 business days from the day it was recorded (today, UTC), weekends skipped.
    const today = new Date().toISOString().slice(0, 10);
    expect(serious.json().reportDeadline).toBe(addBusinessDays(today, 15));
    const notices = (await get('/api/account-notices', regulatory)).json();
    const items = Array.isArray(notices) ? notices : notices.items;
    expect(
      items.some((notice: { title: string }) => notice.title === 'Serious undesirable effect reported'),
    ).toBe(true);

    const list = (await get(`/api/formulations/${formulation.id}/undesirable-effects`, viewer)).json();
    expect(list.map((row: { bodyArea: string }) => row.bodyArea).sort()).toEqual(['Eyes', 'Face']);

    // Found serious later: the deadline counts from when it was first recorded; a stale revision is 409.
    const url = `/api/formulations/${formulation.id}/undesirable-effects/${mild.json().id}`;
    const updated = await t.call({
      method: 'PUT',
      url,
      payload: { ...effect({ serious: true }), revision: 1 },
      cookie: regulatory,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      serious: true,
      reportDeadline: addBusinessDays(today, 15),
      revision: 2,
    });
    const stale = await t.call({
      method: 'PUT',
      url,
      payload: { ...effect(), revision: 1 },
      cookie: regulatory,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses 401, 403, 400 and 404, writing nothing', async () => {
    const formulation = await createFormulation(recipe('20'));
    const before = await safetyCounts();
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/formulations/${formulation.id}/undesirable-effects`,
          payload: effect(),
        })
      ).statusCode,
    ).toBe(401);
    expect((await post(formulation.id, effect(), scientist)).statusCode).toBe(403);
    const bad = await post(formulation.id, effect({ bodyArea: '' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Body area is required');
    expect((await post('00000000-0000-4000-8000-000000000000', effect())).statusCode).toBe(404);
    const unknownEffect = await t.call({
      method: 'PUT',
      url: `/api/formulations/${formulation.id}/undesirable-effects/00000000-0000-4000-8000-000000000000`,
      payload: { ...effect(), revision: 1 },
      cookie: regulatory,
    });
    expect(unknownEffect.statusCode).toBe(404);
    expect(await safetyCounts()).toEqual(before);
  });
});

describe('GET /api/formulations/:id/pif', () => {
  it('is one PDF with a table of contents, every Annex I section, the MoS table, page x of y, and the signature', async () => {
    const formulation = await createFormulation(
      recipe('20', [{ ingredientId: ingredients.unknown, ounces: '10' }]),
    );
    await post(formulation.id, effect({ serious: true }));
    const signed = await t.call({
      method: 'POST',
      url: `/api/formulations/${formulation.id}/safety/conclusions`,
      payload: {
        conclusion: 'Safe when used as directed.',
        reasoning: 'Margins over 100 where data exist.',
        assessorName: 'Dr. A. Assessor',
        assessorQualification: 'ERT',
        acceptsFindings: true,
        justification: 'The extract is a food-grade botanical at 1 %.',
        password: TEST_PASSWORD,
      },
      cookie: regulatory,
    });
    expect(signed.statusCode, signed.body).toBe(201);

    const response = await get(`/api/formulations/${formulation.id}/pif`, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="PIF /);
    const pages = await pdfText(response.rawPayload);
    const text = pages.join('\n');
    expect(pages[0]).toContain('Contents');
    for (const section of [
      '1. Product description',
      'Part A: Cosmetic product safety information',
      'A.1 Quantitative and qualitative composition',
      'A.2 Physical/chemical characteristics and stability',
      'A.3 Microbiological quality',
      'A.4 Impurities, traces, information about the packaging material',
      'A.5 Normal and reasonably foreseeable use',
      'A.6 Exposure to the cosmetic product',
      'A.7 Exposure to the substances',
      'A.8 Toxicological profile of the substances',
      'A.9 Undesirable effects and serious undesirable effects',
      'A.10 Information on the cosmetic product: label and warnings',
      'Part B: Cosmetic product safety assessment',
      "B.1 Assessment conclusion and the assessor's signature",
    ]) {
      // Once in the contents, once as the section's heading.
      expect(text.split(section).length - 1, section).toBeGreaterThanOrEqual(2);
    }
    // The MoS table, as computed by hand: face cream, 2 % salicylic acid, SED 0.2414, MoS 310.7; the extract at 1 %,
    // SED 24.14 x 0.01 x 0.5 = 0.1207, data missing.
    expect(text).toContain('Margin of safety');
    expect(text).toMatch(new RegExp(`${substances.acid.inciName}.*0\\.2414.*310\\.7.*100.*OK`));
    expect(text).toMatch(/0\.1207 n\/a 100 Data missing/);
    expect(text).toContain('Stability: Not yet recorded.');
    expect(text).toContain('Challenge test (ISO 11930): Not yet recorded.');
    expect(text).toContain('24.14 mg/kg bw/day');
    expect(text).toContain('SCCS/1647/22');
    expect(text).toContain("Safety assessor's conclusion");
    expect(text).toContain(signed.json().signature.contentHash);
    expect(text).toContain('Matches the current content of this version.');
    expect(text).toContain('Redness and stinging after the first application');
    expect(text).toMatch(new RegExp(`Page 1 of ${pages.length}`));
    expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('answers 401 signed out and 404 for an unknown formulation', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/formulations/00000000-0000-4000-8000-000000000000/pif' }))
        .statusCode,
    ).toBe(401);
    const missing = await get('/api/formulations/00000000-0000-4000-8000-000000000000/pif');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Formulation not found' });
  });
});
