import { expect as baseExpect, expectAccessible, signIn, test } from './fixtures.ts';

// The flow builds the app's data through the API, then works the dialog: give it room on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('procurement adds a second supplier offer in EUR, makes it preferred and reads the new cost', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'procurement_specialist', baseURL!);
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  // 1 EUR = 1.10 USD since 2020 (a second run of this spec on the same data finds it there: 409).
  const rate = await page.request.post('/api/exchange-rates', {
    headers,
    data: { currency: 'EUR', rate: '1.10', validFrom: '2020-01-01' },
  });
  expect([201, 409]).toContain(rate.status());
  const name = `E2E Glycerin ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/ingredients', {
    headers,
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
  await page.getByRole('button', { name: `Offers: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Offers' });
  const rows = dialog.getByTestId('offer-row');
  // $2.40/lb is $0.15 an ounce.
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('$2.40 / lb$0.15');

  const supplier = dialog.getByLabel('Offer supplier');
  await supplier.selectOption({ index: 1 });
  const supplierName = (await supplier.locator('option:checked').textContent())!.trim();
  await dialog.getByLabel('Price', { exact: true }).fill('2.00');
  await dialog.getByLabel('Currency', { exact: true }).fill('EUR');
  await dialog.getByLabel('Unit', { exact: true }).selectOption('lb');
  await dialog.getByRole('button', { name: 'Add Offer' }).click();
  await expect(rows).toHaveCount(2);
  // EUR 2.00/lb x 1.10 = $2.20/lb = $0.1375 an ounce; not used in a formulation yet, so a switch saves $0 a year.
  const euro = rows.filter({ hasText: '€2.00' });
  await expect(euro).toContainText('$0.1375');
  await expectAccessible(page);

  await euro.getByRole('button', { name: `Make ${supplierName} preferred` }).click();
  await expect(rows.first()).toContainText('Preferred');
  await expect(rows.first()).toContainText('€2.00');
  await expect(dialog.getByRole('img', { name: /from 2\.400000 to 2\.200000/ })).toBeVisible();
  await page.keyboard.press('Escape');
  // The raw material's unit cost is the preferred offer's, in dollars.
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('$2.20');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(supplierName);
});

test('procurement exports the offers and imports exchange rates from the Suppliers screen', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'procurement_specialist', baseURL!);
  await page.goto('/suppliers');
  const card = page.getByRole('region', { name: 'Offers and Exchange Rates' });
  await expect(card).toBeVisible();
  const offers = await page.request.get(
    (await card.getByRole('link', { name: 'Export Offers' }).getAttribute('href'))!,
  );
  expect(offers.status()).toBe(200);
  expect(await offers.text()).toContain('"Raw Material","Supplier","Supplier Product Name"');

  // A rate on a day no run of this spec has used: one per currency and day.
  const day = new Date(Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Import Rates' }).click();
  await (await chooser).setFiles({
    name: 'rates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Currency,Rate,Valid From\nGBP,1.27,${day}\nXYZ,1,${day}\n`),
  });
  const report = page.getByRole('dialog', { name: 'Import Report' });
  await expect(report.getByText('1 accepted, 1 rejected')).toBeVisible();
  await expect(report.getByRole('list', { name: 'Rejected rows' })).toContainText('Row 3');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  const rates = await page.request.get(
    (await card.getByRole('link', { name: 'Export Rates' }).getAttribute('href'))!,
  );
  expect(await rates.text()).toMatch(new RegExp(`"GBP",[^\n]*${day}`));
});
