import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { callApi } from './support/booking';

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
  const routerId = (await callApi<{ data: { id: string }[] }>(page, 'GET', '/api/routers?search=Website%20demo%20requests')).body.data[0].id;
  const email = `${'l'.repeat(40)}.${id}@${'long-domain-'.repeat(4)}${id}.test`;
  const submitted = await page.request.post(`/api/public/routers/${routerId}/submissions`, {
    data: { answers: { first_name: LONG, last_name: LONG_LAST, email, company: COMPANY }, pageUrl: 'http://127.0.0.1:8790/', utm: {} },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const sessionId = (await submitted.json()).data.sessionId as string;
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const slots = (await (await page.request.get(`/api/public/routing-sessions/${sessionId}/slots?from=${from}&to=${to}&timezone=UTC`)).json()).slots as { start: string }[];
  const booked = await page.request.post(`/api/public/routing-sessions/${sessionId}/bookings`, { data: { start: slots[0].start, timezone: 'UTC' }, headers: { 'Idempotency-Key': `long-${id}` } });
  expect(booked.status(), await booked.text()).toBe(201);
  const meetingId = (await booked.json()).data.id as string;

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
