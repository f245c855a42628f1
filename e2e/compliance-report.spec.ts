import { expect, expectAccessible, signIn, test } from './fixtures.ts';

/**
 * A formulation's compliance report (docs/product-rules.md, "Compliance"): the Vitamin A Body Lotion's 1 oz of retinyl palmitate in 1,000 oz
 * is 0.1 % x 0.546 = 0.0546 % retinol equivalent, over the body lotion's 0.05 % (hand-computed), with the Vitamin A
 * warning; the report downloads as Excel and PDF.
 */
test('a viewer reads a formulation’s compliance report and downloads it', async ({ page, baseURL }) => {
  await signIn(page, 'viewer', baseURL!);
  const [lotion] = (await (
    await page.request.get(`/api/formulations?q=${encodeURIComponent('Vitamin A Body Lotion')}`)
  ).json()) as { id: string }[];
  // The dashboard's edit link opens the read-only view for someone who may not edit.
  await page.goto(`/formulations?edit=${lotion!.id}`);
  const view = page.getByRole('dialog', { name: 'Vitamin A Body Lotion' });
  await view.getByRole('tab', { name: 'Compliance' }).click();
  const table = view.getByRole('table', { name: 'Regulated substances' });
  const retinol = table.getByRole('row').filter({ hasText: 'Retinyl Palmitate 0.100000 % x 0.546' });
  await expect(retinol).toContainText('Retinol');
  await expect(retinol).toContainText('Over the limit');
  await expect(retinol).toContainText('0.0546');
  await expect(view.getByText('Contains Vitamin A. Consider your daily intake before use.')).toBeVisible();
  await expectAccessible(page);

  for (const [button, extension] of [
    ['Download Excel', 'xlsx'],
    ['Download PDF', 'pdf'],
  ] as const) {
    const downloading = page.waitForEvent('download');
    await view.getByRole('link', { name: button }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^compliance-report-vitamin-a-body-lotion-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`),
    );
    expect(await download.failure()).toBeNull();
  }
});
