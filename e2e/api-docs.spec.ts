import { expect, test } from './fixtures.ts';

const LOAD = { timeout: 30_000 };

/**
 * /api/docs (docs/architecture.md, "Requests: authentication, sessions, tokens, permissions") is public: Scalar's reference, rendered from /api/openapi.json under the app's strict CSP.
 * The fixtures fail the test on any console error, which is how a blocked script, font or request would show.
 * No axe check: the page is Scalar's markup, not ours.
 */
test('the API reference renders the document and its operations, asking nothing of other sites', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${baseURL}/`) && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  await page.goto('/api/docs');
  await expect(page).toHaveTitle('Formulary API');
  await expect(page.getByRole('heading', { level: 1, name: 'Formulary API' })).toBeVisible(LOAD);
  await expect(
    page
      .getByRole('list', { name: 'formulations endpoints' })
      .getByRole('listitem')
      .filter({
        hasText: /^\s*get\s*\/api\/formulations\s*$/i,
      }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'healthz endpoints' })).toContainText(/get\s*\/healthz/i);
  expect(foreign).toEqual([]);
});
