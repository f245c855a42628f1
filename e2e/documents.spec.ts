import { expect as baseExpect, expectAccessible, signIn, test } from './fixtures.ts';

// The flow builds its raw material through the API, then works the dialog and the screen: room on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** The browser logs the one 400 the wrong file is answered with: expected, and taken off the console errors. */
const REFUSED = 'Failed to load resource: the server responded with a status of 400 (Bad Request)';

/** The UTC day `days` from today, as the server counts them. */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('procurement uploads a raw material safety data sheet and finds it on the Documents screen', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await signIn(page, 'procurement_specialist', baseURL!);
  const name = `E2E Glycerin ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/ingredients', {
    headers: { origin: baseURL!, 'content-type': 'application/json' },
    data: {
      name,
      inciName: 'Glycerin',
      description: 'Humectant',
      category: 'humectant',
      unitCost: '2.40',
      unit: 'lb',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/ingredients');
  await page.getByLabel('Search ingredients').fill(name);
  await page.getByRole('button', { name: `Documents: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Documents' });
  await expect(dialog.getByText('No documents yet.')).toBeVisible();
  await dialog.getByLabel('Document type').selectOption('sds');
  await dialog.getByLabel(/^File/).setInputFiles({
    name: 'glycerin-sds.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await dialog.getByLabel('Issued on').fill(dayIn(-300));
  await dialog.getByLabel('Expires on').fill(dayIn(20));
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  const rows = dialog.getByTestId('document-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Safety data sheet');
  await expect(rows.first()).toContainText('20 days left');
  await expectAccessible(page);
  // A file that is not a PDF or an image is refused with the reason.
  await dialog.getByLabel(/^File/).setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Name,Country\n'),
  });
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The file must be a PDF or an image (PNG, JPEG or WebP).',
  );
  expect(consoleErrors.filter((error) => error === REFUSED)).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(REFUSED), 1);
  // A newer sheet becomes current and keeps the first as an earlier version; deleting it by mistake brings the
  // first back.
  await dialog.getByLabel(/^File/).setInputFiles({
    name: 'glycerin-sds-v2.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
  });
  await dialog.getByLabel('Expires on').fill(dayIn(400));
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  await expect(rows.first()).toContainText('glycerin-sds-v2.pdf');
  await expect(dialog.getByTestId('document-version-row')).toContainText('glycerin-sds.pdf');
  await dialog.getByRole('button', { name: 'Delete glycerin-sds-v2.pdf version 2' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByTestId('document-version-row')).toHaveCount(0);
  await expect(rows.first()).toContainText('glycerin-sds.pdf');
  await expect(rows.first()).toContainText('20 days left');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Documents' }).first().click();
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  const listed = page.getByTestId('expiring-document').filter({ hasText: name });
  await expect(listed).toContainText('Safety data sheet');
  await expect(listed).toContainText('20 days left');
  const download = listed.getByRole('link', { name: 'Download glycerin-sds.pdf' });
  const response = await page.request.get((await download.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // Within 60 days it is still there.
  await page.getByLabel('Expiring within').selectOption('60');
  await expect(page.getByTestId('expiring-document').filter({ hasText: name })).toHaveCount(1);
  await expectAccessible(page);
  // The metadata of every document as a spreadsheet.
  const csv = await page.request.get(
    (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!,
  );
  expect(await csv.text()).toContain('glycerin-sds.pdf');

  // The safety data sheet renewed in bulk: its new expiry, 200 days out, from a spreadsheet shaped as the export.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import Dates' }).click();
  await (await chooser).setFiles({
    name: 'dates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Belongs to,Name,Type,Issued on,Expires on\nRaw material,${name},Safety data sheet,${dayIn(0)},${dayIn(200)}\n`,
    ),
  });
  const report = page.getByRole('dialog', { name: 'Import Report' });
  await expect(report.getByText('1 accepted', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  // 200 days out is beyond the 60-day window shown: it leaves the list.
  await expect(page.getByTestId('expiring-document').filter({ hasText: name })).toHaveCount(0);
});
