import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_CONTEXT } from '../../src/domain/ideation/constants.ts';
import { formulations } from '../../src/server/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The built-in advisor's stand-ins on the demo data (ADR 036): only raw materials whose substances share a job
 * by their catalogue functions, never the inventory category alone. Sodium salicylate (a preservative salt) was
 * offered for ceramide NP and for bakuchiol, all three "active" and "skin conditioning".
 */
let t: TestApp;
let scientist: string;
let nightSerum: string;

beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  scientist = await t.signInAs('rd_scientist');
  const rows = await t.database.db
    .select({ id: formulations.id, name: formulations.name, version: formulations.version })
    .from(formulations);
  // Ceramide NP 50, bakuchiol 40 and retinol 1 of 510 oz, among others.
  nightSerum = rows.find((row) => row.name === 'Black Label Peptide Night Serum' && row.version === 1)!.id;
});
afterAll(async () => t.close());

async function ask(message: string, formulationId?: string) {
  const response = await t.call({
    method: 'POST',
    url: '/api/ideation/chat',
    payload: { message, context: GENERAL_CONTEXT, formulationId },
    cookie: scientist,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as string;
}

describe('the built-in advisor matches stand-ins by a shared substance function', () => {
  it('offers nothing for ceramide NP, whose functions are all general, and says why', async () => {
    const text = await ask('What can I use instead of Ceramide NP?');
    expect(text).toContain('Ceramide NP ($45.000/oz; skin conditioning, hair conditioning; role: active):');
    expect(text).toContain(
      "- Its substances' functions (skin conditioning, hair conditioning) are too general to match a stand-in by function; none is suggested.",
    );
    expect(text).not.toContain('Sodium Salicylate');
  });

  it('offers antioxidants for bakuchiol, never sodium salicylate', async () => {
    const text = await ask('What can I use instead of bakuchiol?');
    expect(text).not.toContain('Sodium Salicylate');
    expect(text).toMatch(
      /- Vitamin E \(Mixed Tocopherols\): covers \d+ % of its function profile \(antioxidant\)/,
    );
  });

  it("the cost review's cheaper swaps for the night serum's actives share a job", async () => {
    const text = await ask('Cost reduction ideas', nightSerum);
    expect(text).not.toContain('with Sodium Salicylate');
    expect(text).toContain(
      'Replace Bakuchiol ($36.000/oz) with Vitamin E (Mixed Tocopherols) ($1.100/oz, active)',
    );
  });
});
