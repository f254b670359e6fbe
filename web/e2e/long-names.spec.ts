import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { bookFirstSessionSlot, demoRouterId, submitToRouter } from './support/routing';

// A prospect may type a 120-character name with no space in it (the forms accept it). Every page that
// shows it must wrap or truncate it: nothing may push a page wider than the screen.

const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const LONG = `Maximilian${'x'.repeat(50)}`;
const LONG_LAST = `Bartholomew${'y'.repeat(49)}`;
const COMPANY = `Company${'z'.repeat(113)}`;

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('long unbroken prospect names wrap or truncate on every page that shows them', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const routerId = await demoRouterId(page);
  const email = `${'l'.repeat(40)}.${id}@${'long-domain-'.repeat(4)}${id}.test`;
  const sessionId = await submitToRouter(page, routerId, { first_name: LONG, last_name: LONG_LAST, email, company: COMPANY });
  const { meetingId } = await bookFirstSessionSlot(page, sessionId, { idempotencyKey: `long-${id}` });

  const pages = [`/meetings/${meetingId}/details`, `/routing-logs/${sessionId}/details`, '/meetings?view=all', '/routing-logs'];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByText(LONG, { exact: false }).first()).toBeVisible();
      await page.screenshot({ path: `.tmp/screens/long-names${path.replace(/[/?=]/g, '-')}-${width}.png`, fullPage: true });
      expect(await sideways(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
