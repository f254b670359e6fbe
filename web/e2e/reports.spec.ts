import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { callApi } from './support/booking';
import { choose } from './support/select';

const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
type Funnel = { submitted: number; booked: number; notBooked: number; disqualified: number };

async function shoot(page: Page, name: string) {
  mkdirSync('.tmp/screens', { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300); // the charts re-measure their container
    await page.screenshot({ path: `.tmp/screens/${name}-${width}.png`, fullPage: true });
    // Nothing wider than the screen: wide tables scroll inside their card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A prospect submits the demo router's form through the public API, as the widget does. */
async function submit(page: Page, routerId: string, first: string, email: string) {
  const res = await page.request.post(`/api/public/routers/${routerId}/submissions`, {
    data: {
      answers: { first_name: first, last_name: 'Prospect', email, company: 'Globex', team_size: '1-10' },
      pageUrl: 'https://www.acme-site.test/demo',
      utm: { source: 'e2e' },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.sessionId as string;
}

async function bookFirstSlot(page: Page, sessionId: string) {
  const from = new Date(Date.now() + 24 * 3600_000).toISOString();
  const to = new Date(Date.now() + 15 * 24 * 3600_000).toISOString();
  const slots = await page.request.get(
    `/api/public/routing-sessions/${sessionId}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&timezone=UTC`,
  );
  expect(slots.status()).toBe(200);
  const start = (await slots.json()).slots[0].start as string;
  const booked = await page.request.post(`/api/public/routing-sessions/${sessionId}/bookings`, {
    data: { start, timezone: 'UTC' },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(booked.status()).toBe(201);
  return (await booked.json()).data as { hostName: string };
}

test.describe.serial('conversion and distribution reports', () => {
  let routerId = '';
  let before: Funnel;
  let host = '';

  test('booked and not-booked prospects appear in the conversion funnel', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    const routers = await callApi<{ data: { id: string; name: string }[] }>(page, 'GET', '/api/routers');
    routerId = routers.body.data[0].id;
    const routerName = routers.body.data[0].name;
    const funnel = async () =>
      (await callApi<{ data: { funnel: Funnel } }>(page, 'GET', `/api/reports/conversion?range=today&routerId=${routerId}`)).body.data
        .funnel;
    before = await funnel();

    host = (await bookFirstSlot(page, await submit(page, routerId, 'Booker', `booker-${id}@globex.test`))).hostName;
    const leaver = await submit(page, routerId, 'Leaver', `leaver-${id}@globex.test`);
    expect((await page.request.post(`/api/public/routing-sessions/${leaver}/close`, { data: {} })).status()).toBeLessThan(300);
    // The rollups follow the domain events through the queue within moments.
    await expect
      .poll(
        async () => {
          const f = await funnel();
          return [f.submitted - before.submitted, f.booked - before.booked, f.notBooked - before.notBooked];
        },
        { timeout: 30_000 },
      )
      .toEqual([2, 1, 1]);

    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Conversion report' }).click();
    await expect(page.getByRole('heading', { name: 'Conversion report' })).toBeVisible();
    await choose(page.getByLabel('Date range', { exact: true }), { value: 'today' });
    await page.getByLabel('Router', { exact: true }).click();
    // The router these prospects went through (other journeys add routers with similar names).
    await page
      .getByRole('option', { name: new RegExp(`^${routerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*Inbound router$`) })
      .first()
      .click();
    await expect(page.getByTestId('stat-submitted').getByRole('definition').first()).toHaveText(String(before.submitted + 2));
    await expect(page.getByTestId('stat-booked').getByRole('definition').first()).toHaveText(String(before.booked + 1));
    await expect(page.getByTestId('stat-notBooked').getByRole('definition').first()).toHaveText(String(before.notBooked + 1));
    await expect(page.getByRole('table', { name: 'Funnel' }).getByTestId('funnel-booked')).toContainText(String(before.booked + 1));
    await shoot(page, 'reports-conversion');
  });

  test('the distribution report shows the member who got the booking, and an export arrives in the mailbox', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.goto(`/reports/distribution-report?range=today&routerId=${routerId}`);
    await expect(page.getByRole('heading', { name: 'Distribution report' })).toBeVisible();
    const row = page.getByRole('table', { name: 'Member comparison' }).getByTestId('member-row').filter({ hasText: host });
    await expect(row).toBeVisible();
    await expect(page.getByTestId('stat-shared').getByRole('definition').first()).not.toHaveText('0');
    await choose(page.getByLabel('Status', { exact: true }), { value: 'scheduled' });
    await expect(row).toBeVisible();
    await shoot(page, 'reports-distribution');

    await page.getByRole('button', { name: 'E-mail me this export' }).click();
    await expect(page.getByText('Your report is on the way')).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            await callApi<{ data: { subject: string; attachmentCount: number }[] }>(page, 'GET', `/api/dev/mailbox?to=${DEMO.admin}`)
          ).body.data.find((m) => m.subject === 'Your distribution report export')?.attachmentCount ?? 0,
        { timeout: 60_000 },
      )
      .toBe(1);
    await page.goto('/dev/mailbox');
    await expect(
      page.locator(`[data-testid="mail"][data-to="${DEMO.admin}"]`).filter({ hasText: 'Your distribution report export' }).first(),
    ).toContainText('distribution-report-');
  });
});
