import { expect, test } from './support/test';

// web/public/_headers: the build's hashed files are cached for a year, so a page opened again (or the next page of
// the app) asks for none of its ~40 modules; the HTML keeps revalidating, so a deploy is seen at once.
test('hashed assets are cached for a year; pages are revalidated on every load', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  const scripts = await page
    .locator('script[src^="/assets/"], link[rel="modulepreload"][href^="/assets/"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('src') ?? e.getAttribute('href')!));
  expect(scripts.length).toBeGreaterThan(0);
  for (const path of scripts.slice(0, 5)) {
    const res = await page.request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const html = await page.request.get('/login');
  expect(html.headers()['cache-control']).not.toContain('immutable');
});
