import { DEMO_PASSWORD, expect, expectAccessible, signIn, test } from './fixtures.ts';

/**
 * The Safety tab (ADR 052): the BHA Blemish Control Serum holds 25 oz of salicylic acid in 1,000 oz = 2.5 %; a
 * serum on the face is assessed as a face cream (24.14 mg/kg bw/day), with the SCCS NOAEL of 75 mg/kg bw/day
 * (SCCS/1601/18) and the 50 % default absorption: SED = 24.14 x 0.025 x 0.5 = 0.30175 -> 0.3018;
 * MoS = 75 / 0.30175 = 248.55 -> 248.6 (hand-computed). The regulatory specialist signs the conclusion and
 * downloads the product information file.
 */
test('a safety assessor reads the margins, signs the conclusion and downloads the file', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'quality_regulatory', baseURL!);
  const [serum] = (await (
    await page.request.get(`/api/formulations?q=${encodeURIComponent('BHA Blemish Control Serum')}`)
  ).json()) as { id: string }[];
  await page.goto(`/formulations?edit=${serum!.id}`);
  const view = page.getByRole('dialog', { name: 'BHA Blemish Control Serum' });
  await view.getByRole('tab', { name: 'Safety' }).click();

  const table = view.getByRole('table', { name: 'Margin of safety' });
  const acid = table.getByRole('row').filter({ hasText: /^Salicylic Acid/ });
  await expect(acid).toContainText('0.3018');
  await expect(acid).toContainText('248.6');
  await expect(acid).toContainText('SCCS/1601/18');
  await expect(acid).toContainText('SCCS default');
  await expect(view.getByText('Face cream', { exact: false }).first()).toBeVisible();
  await expectAccessible(page);

  await view.getByRole('button', { name: 'Sign conclusion' }).click();
  const form = view.getByRole('form', { name: 'Sign the conclusion' });
  await form.getByLabel('Conclusion', { exact: true }).fill('Safe for the consumer when used as directed.');
  await form
    .getByLabel('Reasoning')
    .fill('Margins of safety over 100 where data exist; the rest justified below.');
  await form.getByLabel("Assessor's name").fill('Dr. R. Specialist');
  await form.getByLabel("Assessor's qualification").fill('European Registered Toxicologist');
  await form.getByLabel('Accept the open findings').click();
  await form
    .getByLabel('Justification')
    .fill('Glycerin, water-soluble humectants and the extracts have long safe use.');
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(view.getByText(/Safety assessor's conclusion: signed by/)).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await view.getByRole('link', { name: 'Download product information file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('PIF BHA Blemish Control Serum v1.pdf');
  expect(await download.failure()).toBeNull();
});

/**
 * A regulatory specialist enters a toxicological profile on the Substances screen: the alpha-arbutin profile
 * reads "data missing" in the demo until its point of departure is entered.
 */
test('a regulatory specialist enters a substance’s toxicological profile', async ({ page, baseURL }) => {
  await signIn(page, 'quality_regulatory', baseURL!);
  await page.goto('/substances');
  await page.getByLabel('Search substances').fill('Alpha-Arbutin');
  await page.getByRole('button', { name: 'Toxicological profile of Alpha-Arbutin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Toxicological profile: Alpha-Arbutin' });
  await expect(dialog.getByLabel('Note')).toHaveValue(/^Data missing/);
  await dialog.getByLabel('Point of departure (mg/kg bw/day)').fill('100');
  await dialog.getByLabel('Type').selectOption('noael');
  await dialog.getByLabel('Route').selectOption('oral');
  await dialog.getByLabel('Source (SCCS opinion, dossier, literature)').fill('Supplier dossier 2026-11');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Toxicological profile saved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
});
