import path from 'node:path';
import { expect as baseExpect, expectAccessible, signIn, test } from './fixtures.ts';

/**
 * Compliance > Regulatory data (ADR 055): the regulatory specialist imports the Commission's Annex VI (UV
 * filters) as published, reads the preview and applies it; the list shows it applied, with the attribution.
 */
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

const COSING_DIR = process.env.COSING_DATA_DIR ?? '/work/shared/data/cosing';

test('imports an annex file, reads the preview and applies it', async ({ page, baseURL }) => {
  await signIn(page, 'quality_regulatory', baseURL!);
  await page.goto('/compliance');
  await page.getByRole('tab', { name: 'Regulatory data' }).click();
  await expect(page.getByText(/Source: CosIng, © European Union/)).toBeVisible();

  await page.getByLabel('CosIng annex file').setInputFiles(path.join(COSING_DIR, 'COSING_Annex_VI_v2.txt'));
  const preview = page.getByRole('region', { name: 'Preview of Annex VI' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText('Structured automatically')).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Affected formulations' })).toBeVisible();
  await expectAccessible(page);

  await preview.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('[data-slot=toast]').filter({ hasText: 'Annex VI applied' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Imported files' });
  await expect(list.getByRole('row').filter({ hasText: 'COSING_Annex_VI_v2.txt' }).first()).toContainText(
    'Applied',
  );
  await expectAccessible(page);
});
