import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceIssues, regulatoryRules } from '../../src/server/db/schema.ts';
import { cosingPath } from '../support/cosing-files.ts';
import { createFormulation, createRawMaterial, createSubstance, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The Commission's Annex V (preservatives) imported as published (ADR 055): preview, apply, re-import, a changed
 * copy made here, the review finding of an uncertain rule and the positive list's "not on the list".
 */
let t: TestApp;
let admin: string;
let regulatory: string;
let formulations: Record<'phenoxy' | 'review', { id: string; name: string }>;

const annexV = () => fs.readFileSync(cosingPath('V'));
const upload = (bytes: Buffer, fileName = 'COSING_Annex_V_v2.txt') => ({
  fileName,
  file: bytes.toString('base64'),
});
const post = (payload: object, cookie = regulatory) =>
  t.call({ method: 'POST', url: '/api/regulatory-datasets', payload, cookie });
const apply = (id: string, cookie = regulatory) =>
  t.call({ method: 'POST', url: `/api/regulatory-datasets/${id}/apply`, cookie });

async function ruleCount() {
  const [row] = await t.database.db.select({ n: count() }).from(regulatoryRules);
  return row!.n;
}
async function openAlerts(formulationId: string) {
  const rows = await t.database.db
    .select({ title: complianceIssues.title })
    .from(complianceIssues)
    .where(
      and(
        eq(complianceIssues.formulationId, formulationId),
        isNotNull(complianceIssues.autoKey),
        ne(complianceIssues.status, 'resolved'),
      ),
    );
  return rows.map((row) => row.title).sort();
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  regulatory = await t.signInAs('quality_regulatory');
  const substance = async (inciName: string, casNumbers: string[] = []) =>
    (await createSubstance(t, admin, { inciName, casNumbers })).id;
  const water = await createRawMaterial(t, admin, { name: uniqueName('Water'), incisName: 'Aqua' });
  // Found by its CAS number (122-99-6), whatever its name here.
  const phenoxy = await createRawMaterial(t, admin, {
    name: uniqueName('Phenoxyethanol'),
    composition: [
      {
        substanceId: await substance('Phenoxy Ethanol Test', ['122-99-6']),
        percent: 100,
        usedAs: 'preservative',
      },
    ],
  });
  // Annex V/57 is imported for review; the other preservative is on no list.
  const mit = await createRawMaterial(t, admin, {
    name: uniqueName('MIT'),
    composition: [{ substanceId: await substance('Methylisothiazolinone'), percent: 100, usedAs: 'other' }],
  });
  const unlisted = await createRawMaterial(t, admin, {
    name: uniqueName('House Preservative'),
    composition: [
      { substanceId: await substance('Unlisted Preservative Z'), percent: 100, usedAs: 'preservative' },
    ],
  });
  formulations = {
    phenoxy: await createFormulation(t, admin, [
      { ingredientId: water.id, ounces: '99.2' },
      { ingredientId: phenoxy.id, ounces: '0.8' },
    ]),
    review: await createFormulation(t, admin, [
      { ingredientId: water.id, ounces: '99.49' },
      { ingredientId: mit.id, ounces: '0.01' },
      { ingredientId: unlisted.id, ounces: '0.5' },
    ]),
  };
});
afterAll(async () => t?.close());

describe('access and validation', () => {
  it('answers 401 signed out and 403 to roles other than regulatory and admin, writing nothing', async () => {
    const id = randomUUID();
    const before = await ruleCount();
    for (const request of [
      { method: 'GET', url: '/api/regulatory-datasets' },
      { method: 'POST', url: '/api/regulatory-datasets', payload: upload(annexV()) },
      { method: 'POST', url: `/api/regulatory-datasets/${id}/apply` },
    ] as const) {
      expect((await t.call({ ...request })).statusCode, request.url).toBe(401);
      for (const role of ['editor', 'rd_scientist', 'viewer']) {
        const cookie = await t.signInAs(role);
        expect((await t.call({ ...request, cookie })).statusCode, `${role} ${request.url}`).toBe(403);
      }
    }
    expect(await ruleCount()).toBe(before);
  });

  it('answers 400 with a clear message for no file and for a file that is not an annex export', async () => {
    const none = await post({ fileName: 'x.txt' });
    expect(none.statusCode).toBe(400);
    const other = await post(upload(Buffer.from('name,cost\nGlycerin,2\n'), 'prices.csv'));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/not a CosIng annex export/);
  });

  it('answers 404 for an unknown dataset', async () => {
    expect((await apply(randomUUID())).statusCode).toBe(404);
    expect((await apply('not-an-id')).statusCode).toBe(404);
  });
});

describe('import, apply, re-import', () => {
  let firstId: string;

  it('previews Annex V with its counts and the formulations it affects, changing nothing yet', async () => {
    const before = await ruleCount();
    const response = await post(upload(annexV()));
    expect(response.statusCode, response.body).toBe(201);
    const preview = response.json();
    firstId = preview.id;
    expect(preview).toMatchObject({
      annex: 'V',
      fileCreationDate: '2025-11-11',
      lastUpdate: '2025-10-31',
      sha256: '8021bb26db0c36b0da0b56bebaf34e2f3692fdde0a0d614b0063a608137ab353',
      status: 'previewed',
      entries: 57,
      added: 57,
      changed: 0,
      removed: 0,
    });
    expect(preview.structured + preview.needsReview).toBe(54);
    const review = preview.affectedFormulations.find(
      (item: { id: string }) => item.id === formulations.review.id,
    );
    // Methylisothiazolinone is named by two entries left for review (V/39 with MCI, V/57 alone).
    expect(new Set(review.newFindings.map((item: { status: string }) => item.status))).toEqual(
      new Set(['needs_review', 'not_listed']),
    );
    // Phenoxyethanol 0.8 % is within Annex V/29's 1 %: nothing new.
    expect(preview.affectedFormulations.map((item: { id: string }) => item.id)).not.toContain(
      formulations.phenoxy.id,
    );
    expect(await ruleCount()).toBe(before);
  });

  it('applies in one go: rules written, affected formulations re-checked, listed as applied; 409 twice', async () => {
    const before = await ruleCount();
    const response = await apply(firstId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'applied', checks: { checked: 2, resolved: 0 } });
    expect(response.json().checks.opened).toBeGreaterThanOrEqual(2);
    expect(await ruleCount()).toBeGreaterThan(before + 50);
    const alerts = await openAlerts(formulations.review.id);
    expect(alerts.some((title) => title.startsWith('Review the rule Annex V/57'))).toBe(true);
    expect(alerts.some((title) => title.startsWith('Unlisted Preservative Z not on the EU list'))).toBe(true);
    expect(await openAlerts(formulations.phenoxy.id)).toEqual([]);
    const list = await t.call({ method: 'GET', url: '/api/regulatory-datasets', cookie: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().find((item: { id: string }) => item.id === firstId).status).toBe('applied');
    expect((await apply(firstId)).statusCode).toBe(409);
  });

  it('imports the same file again: nothing added, changed or removed, and applying changes nothing', async () => {
    const before = await ruleCount();
    const preview = (await post(upload(annexV()))).json();
    expect(preview).toMatchObject({ added: 0, changed: 0, removed: 0, affectedFormulations: [] });
    const applied = await apply(preview.id);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().checks).toMatchObject({ opened: 0, resolved: 0 });
    expect(await ruleCount()).toBe(before);
  });

  it('previews a changed copy (phenoxyethanol down to 0.5 %, an entry gone) naming the formulation it affects', async () => {
    const text = annexV()
      .toString('utf8')
      .replace(',204-589-7,,1.0%,', ',204-589-7,,0.5%,')
      .replace(/\n30,[^\n]*\n/, '\n');
    const stale = (await post(upload(Buffer.from(text)))).json();
    const response = await post(upload(Buffer.from(text), 'COSING_Annex_V_changed.txt'));
    const preview = response.json();
    expect(preview).toMatchObject({ added: 0, changed: 1, removed: 1 });
    const phenoxy = preview.affectedFormulations.find(
      (item: { id: string }) => item.id === formulations.phenoxy.id,
    );
    expect(phenoxy.name).toBe(formulations.phenoxy.name);
    expect(phenoxy.newFindings).toEqual([
      { title: `Phenoxy Ethanol Test above 0.5 % in ${formulations.phenoxy.name}`, status: 'over_limit' },
    ]);
    expect((await apply(preview.id)).statusCode).toBe(200);
    expect(await openAlerts(formulations.phenoxy.id)).toEqual([
      `Phenoxy Ethanol Test above 0.5 % in ${formulations.phenoxy.name}`,
    ]);
    // The other preview of the same copy was made before this apply: its diff is stale.
    const conflict = await apply(stale.id);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toMatch(/import the file again/);
  });
});
