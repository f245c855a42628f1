import { expect, expectAccessible, signIn, test } from './fixtures.ts';

// Runs on the empty-database server: only the bootstrap admin exists, so there is nothing to export yet.

test('an export with no records is said before it is made, and the form says what the range applies to', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin', baseURL!);
  await page.goto('/exports');
  await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();

  await expect(page.getByTestId('records-ideation_sessions')).toHaveText('No records in the last 30 days');
  await expect(page.getByTestId('records-compliance_report')).toHaveText('No records in the last 30 days');
  await expect(page.getByTestId('records-suppliers')).toHaveText('Nothing to export yet');
  // Master data is the current list: the admin account is there whatever the range.
  await expect(page.getByTestId('records-users')).toHaveText(
    '1 record · The current accounts: the date range does not apply',
  );
  await expectAccessible(page);

  await page.getByLabel('Date range').click();
  await page.getByRole('option', { name: 'All time' }).click();
  await expect(page.getByTestId('records-ideation_sessions')).toHaveText('No records at any time');

  await page.getByLabel('AI Sessions', { exact: true }).check();
  await page.getByRole('button', { name: 'Export Selected (1)' }).click();
  await expect(
    page
      .getByText(
        'Nothing to export: AI Sessions has no records for the chosen period. Pick another period or template.',
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Export started')).toHaveCount(0);
  await expect(page.getByText('No exports yet')).toBeVisible();

  // Users has a record: it is made.
  await page.getByLabel('AI Sessions', { exact: true }).uncheck();
  await page.getByLabel('Users', { exact: true }).check();
  await page.getByRole('button', { name: 'Export Selected (1)' }).click();
  await expect(page.getByText(/1 file\(s\) ready/).first()).toBeVisible();
});
