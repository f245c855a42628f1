import { type DemoRole, expect, expectAccessible, signIn, test } from './fixtures.ts';

// WCAG 2.4.3 Focus Order: a dialog opens with focus on its first field and gives focus back to the control that
// opened it when it closes (Escape or Cancel).
const DIALOGS: { role: DemoRole; path: string; opener: string; dialog: string; field: string }[] = [
  {
    role: 'rd_scientist',
    path: '/formulations',
    opener: 'Create Formulation',
    dialog: 'Create Formulation',
    field: 'Name',
  },
  {
    role: 'procurement_specialist',
    path: '/ingredients',
    opener: 'Add Ingredient',
    dialog: 'Add Ingredient',
    field: 'Name',
  },
  {
    role: 'procurement_specialist',
    path: '/suppliers',
    opener: 'Add Supplier',
    dialog: 'Add Supplier',
    field: 'Name',
  },
  {
    role: 'quality_regulatory',
    path: '/compliance',
    opener: 'Report Issue',
    dialog: 'Report Issue',
    field: 'Title',
  },
  {
    role: 'finance_analyst',
    path: '/scenarios',
    opener: 'New Scenario',
    dialog: 'New Scenario',
    field: 'Name',
  },
  { role: 'admin', path: '/admin/users', opener: 'Add User', dialog: 'Add User', field: 'First Name' },
  { role: 'admin', path: '/admin/webhooks', opener: 'Add Endpoint', dialog: 'Add Endpoint', field: 'URL' },
  {
    role: 'admin',
    path: '/sustainability',
    opener: 'New Initiative',
    dialog: 'New Initiative',
    field: 'Title',
  },
];

for (const { role, path, opener, dialog, field } of DIALOGS) {
  test(`${dialog} on ${path} opens on ${field} and returns focus to ${opener}`, async ({ page, baseURL }) => {
    await signIn(page, role, baseURL!);
    await page.goto(path);
    const button = page.getByRole('main').getByRole('button', { name: opener, exact: true }).first();
    await button.click();
    const box = page.getByRole('dialog', { name: dialog });
    await expect(box).toBeVisible();
    await expect(box.getByLabel(field, { exact: true }).first()).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(button).toBeFocused();
  });
}

test('the edit dialog focuses its first field once the lines have loaded, and focus returns to Edit', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'rd_scientist', baseURL!);
  await page.goto('/formulations');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Edit/ }) })
    .first();
  const edit = card.getByRole('button', { name: /^Edit/ });
  await edit.click();
  const box = page.getByRole('dialog', { name: 'Edit Formulation' });
  await expect(box.getByLabel('Name', { exact: true })).toBeFocused();
  await box.getByRole('button', { name: 'Cancel' }).click();
  await expect(box).toBeHidden();
  await expect(edit).toBeFocused();
});
