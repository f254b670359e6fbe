import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { choose } from './support/select';

// The seeded demo relay "SDR handover" lets its booker book outside the rep's working hours: the
// booker turns that on, sees such times marked, is warned before booking one, and books it.

mkdirSync('.tmp/screens', { recursive: true });

test('a booker books a known account outside its owner’s working hours, warned first, on the demo relay', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.booker, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/book/meetings/new?mode=relay');
  await choose(page.locator('#relay-select'), 'SDR handover');
  await page.getByLabel('Prospect e-mail').fill(`hank-${Date.now().toString(36)}@globex.test`);
  await page.getByLabel('Name', { exact: true }).fill('Hank Scorpio');
  await choose(page.locator('#relay-q-timeline'), 'This quarter');
  await page.getByRole('button', { name: 'Find the assignee' }).click();
  await expect(page.getByTestId('relay-assignee')).toHaveText('Assigned to Ursula Rep');

  await page.getByRole('switch', { name: 'Book outside working hours' }).click();
  const outside = page.getByRole('button', { name: /\(outside working hours\)/ }).first();
  await expect(outside).toBeVisible();
  await outside.click();
  await expect(page.getByRole('alert').filter({ hasText: "This time is outside Ursula Rep's working hours." })).toBeVisible();
  await expect(page.getByText(/Held for you until/)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `.tmp/screens/relay-outside-hours-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Book meeting' }).click();
  await expect(page.getByText('Meeting booked with Ursula Rep')).toBeVisible();
});
