import { expect, signIn, test } from './fixtures.ts';

// A phone held upright: 390 CSS pixels wide. No screen may scroll sideways, and the header keeps the brand.
const SCREENS = [
  '/',
  '/formulations',
  '/ingredients',
  '/cost-analysis',
  '/suppliers',
  '/ai-ideation',
  '/scenarios',
  '/compliance',
  '/sustainability',
  '/analytics',
  '/exports',
  '/admin',
  '/admin/users',
  '/admin/theme',
  '/admin/settings',
  '/admin/activity',
  '/admin/webhooks',
  '/profile',
  '/account-settings',
];

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the header shows the brand and no screen is wider than the phone', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signIn(page, 'admin', baseURL!);
  const problems: Record<string, unknown> = {};
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const brand = page.getByTestId('brand-name');
    await expect(brand, path).toBeVisible();
    expect((await brand.boundingBox())?.width ?? 0, `${path}: the brand is readable`).toBeGreaterThan(60);
    // Whole, not cut with an ellipsis: its text fits the box it is drawn in.
    expect(
      await brand.evaluate(
        (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1,
      ),
      `${path}: the brand is not cut`,
    ).toBe(true);
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.right > width + 1 && getComputedStyle(element).position !== 'fixed';
        })
        .filter(
          (element) =>
            !element.closest('[data-radix-scroll-area-viewport], .overflow-x-auto, .overflow-auto'),
        )
        .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
        .slice(0, 4)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 50)} "${(element.textContent ?? '').slice(0, 30)}"`,
        );
      return { scroll: document.documentElement.scrollWidth - width, wide };
    });
    if (overflow.scroll > 0 || overflow.wide.length > 0) problems[path] = overflow;
  }
  expect(problems).toEqual({});
});

test('a long e-mail address and website wrap at their separators, not mid-word', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'procurement_specialist', baseURL!);
  const name = `Wrap Test Botanicals ${Date.now().toString(36)}`;
  const email = 'procurement.department.northern-region@botanical-extracts-worldwide.example.com';
  const created = await page.request.post('/api/suppliers', {
    headers: { origin: baseURL! },
    data: {
      name,
      contactEmail: email,
      website: 'https://www.botanical-extracts-worldwide.example.com/suppliers/portal',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/suppliers');
  const link = page.getByRole('article', { name }).getByRole('link', { name: email });
  await expect(link).toBeVisible({ timeout: 30_000 });
  // Where each visual line of the address starts: only at "@" or "." or after "-", "_" or "/".
  const lineStarts = await link.evaluate((element) => {
    const text = element.textContent ?? '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const chars: { char: string; previous: string; top: number }[] = [];
    let offset = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({
          char: text[offset]!,
          previous: text[offset - 1] ?? '',
          top: range.getBoundingClientRect().top,
        });
        offset += 1;
      }
    }
    return chars.filter((c, i) => i > 0 && c.top > chars[i - 1]!.top + 2);
  });
  expect(lineStarts.length, 'the address is longer than a phone line').toBeGreaterThan(0);
  for (const start of lineStarts) expect(/[@.]/.test(start.char) || /[-_/]/.test(start.previous)).toBe(true);
  const box = await link.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
});
