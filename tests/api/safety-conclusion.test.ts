import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safetyConclusions } from '../../src/server/db/schema.ts';
import { codeAt } from '../../src/server/modules/two-factor/totp.ts';
import {
  createFormulation,
  get,
  recipe,
  regulatory,
  safetyCounts,
  scientist,
  startSafetyApp,
  stopSafetyApp,
  substances,
  t,
  updateFormulation,
  viewer,
} from '../support/safety-app.ts';
import { TEST_PASSWORD } from '../support/test-app.ts';

/**
 * The approval gate and the assessor's signed conclusion (ADR 052, ADR 053). The figures are computed by hand in each test from the fixture: salicylic acid
 * with a NOAEL of 75 mg/kg bw/day and no measured dermal absorption (the SCCS default of 50 %).
 */
beforeAll(startSafetyApp);
afterAll(stopSafetyApp);

const sign = (id: string, overrides: Record<string, unknown> = {}, cookie = regulatory) =>
  t.call({
    method: 'POST',
    url: `/api/formulations/${id}/safety/conclusions`,
    payload: {
      conclusion: 'The product is safe for human health when used as directed.',
      warnings: 'Avoid contact with eyes.',
      reasoning: 'Margins of safety computed from the SCCS opinions on file.',
      assessorName: 'Dr. A. Assessor',
      assessorQualification: 'European Registered Toxicologist',
      password: TEST_PASSWORD,
      ...overrides,
    },
    cookie,
  });

const setCategory = (id: string, exposureCategory: string, revision: number, cookie = regulatory) =>
  t.call({
    method: 'PUT',
    url: `/api/formulations/${id}/exposure-category`,
    payload: { exposureCategory, revision },
    cookie,
  });

describe('approval and the signed conclusion', () => {
  it('blocks approval naming the substances, until a signed conclusion accepts them with a justification', async () => {
    const formulation = await createFormulation(recipe('20'));
    const body = await setCategory(formulation.id, 'body_lotion', formulation.revision);
    expect(body.statusCode).toBe(200);

    const blocked = await updateFormulation(formulation.id, recipe('20'), { status: 'approved' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      `Cannot approve: the safety assessment has open findings for ${substances.acid.inciName}. A safety assessor's signed conclusion must accept them with a justification.`,
    );
    expect((await get(`/api/formulations/${formulation.id}`)).json().status).toBe('draft');

    // A conclusion that does not accept the findings does not release it.
    expect((await sign(formulation.id)).statusCode).toBe(201);
    expect((await updateFormulation(formulation.id, recipe('20'), { status: 'approved' })).statusCode).toBe(
      409,
    );

    // Accepting needs a justification (400), then releases it.
    const unjustified = await sign(formulation.id, { acceptsFindings: true });
    expect(unjustified.statusCode).toBe(400);
    expect(unjustified.json().message).toBe('Give the justification for accepting the open findings');
    const accepted = await sign(formulation.id, {
      acceptsFindings: true,
      justification: 'Leave-on use on the body is not intended; the label restricts it to the face.',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({
      acceptsFindings: true,
      acceptedSubstances: [substances.acid.id],
      signature: {
        meaning: "Safety assessor's conclusion",
        signerName: 'quality_regulatory Tester',
        matches: true,
      },
    });
    expect(accepted.json().signature.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const assessment = (await get(`/api/formulations/${formulation.id}/safety/assessment`)).json();
    expect(assessment.blocking).toEqual([]);
    expect(assessment.conclusions).toHaveLength(2);

    const approved = await updateFormulation(formulation.id, recipe('20'), { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');
  });

  it('refuses a wrong password (400), another role (403), signed out (401) and an unknown formulation (404), writing nothing', async () => {
    const formulation = await createFormulation(recipe('20'));
    const before = await safetyCounts();
    const wrong = await sign(formulation.id, { password: 'Wrong!2345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Current password is incorrect',
      fieldErrors: { password: ['Current password is incorrect'] },
    });
    expect((await sign(formulation.id, {}, scientist)).statusCode).toBe(403);
    expect((await sign(formulation.id, {}, viewer)).statusCode).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/formulations/${formulation.id}/safety/conclusions`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    const missing = await sign('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const empty = await sign(formulation.id, { conclusion: '' });
    expect(empty.json().message).toBe('Conclusion is required');
    expect(await safetyCounts()).toEqual(before);
  });

  it('is immutable, and a later change of the version shows it no longer matches the signed content', async () => {
    const formulation = await createFormulation(recipe('20'));
    const signed = await sign(formulation.id);
    expect(signed.json().signature.matches).toBe(true);
    await expect(
      t.database.db
        .update(safetyConclusions)
        .set({ conclusion: 'Changed' })
        .where(eq(safetyConclusions.id, signed.json().id)),
    ).rejects.toThrow();

    // 25 oz instead of 20: the version's content changed after it was signed.
    expect((await updateFormulation(formulation.id, recipe('25'))).statusCode).toBe(200);
    const [latest] = (await get(`/api/formulations/${formulation.id}/safety/assessment`)).json().conclusions;
    expect(latest.signature).toMatchObject({
      matches: false,
      contentHash: signed.json().signature.contentHash,
    });
  });

  it('asks a signer with two-factor sign-in on for a code from their app, once', async () => {
    const formulation = await createFormulation(recipe('20'));
    const email = 'assessor-2fa@test.example.com';
    const cookie = await t.signInAs('quality_regulatory', email);
    // Two-factor turned on as a user does it (the secret is sealed at rest, ADR 031).
    const { secret } = (
      await t.call({ method: 'POST', url: '/api/profile/two-factor/setup', cookie })
    ).json();
    const enabled = await t.call({
      method: 'POST',
      url: '/api/profile/two-factor/enable',
      payload: { code: codeAt(secret), currentPassword: TEST_PASSWORD },
      cookie,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const message = 'Enter the 6-digit code from your authenticator app';
    const missing = await sign(formulation.id, {}, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message, fieldErrors: { code: [message] } });
    // The next step's code: the one that turned two-factor on is spent.
    const code = codeAt(secret, Date.now() + 30_000);
    const signed = await sign(formulation.id, { totpCode: code }, cookie);
    expect(signed.statusCode, signed.body).toBe(201);
    // A code is accepted once, as at sign-in.
    expect((await sign(formulation.id, { totpCode: code }, cookie)).statusCode).toBe(400);
  });
});
