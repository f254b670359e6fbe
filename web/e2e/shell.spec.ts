import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { defaultMeetingType } from '../../worker/contracts/meeting-types';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { OPEN_AROUND_THE_CLOCK } from './support/booking';
import { expect, test } from './support/test';

const SCREENS = '.tmp/screens';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: false });
}

/** A signed-in JSON call from the page's own cookies, echoing the CSRF cookie. */
async function apiPost(page: Page, path: string, data: unknown, headers: Record<string, string> = {}) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'rw_csrf')?.value ?? '';
  const res = await page.request.post(path, { data, headers: { 'x-csrf-token': decodeURIComponent(csrf), ...headers } });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: { id: string; slug: string } }).data;
}

/** A meeting with Ursula at a future Monday, at a meeting type with the given location. */
async function meetingAt(
  page: Page,
  location: { locationType: 'custom'; customLocation: string } | { locationType: 'video' },
  weeks: number,
) {
  const type = await apiPost(page, '/api/meeting-types', {
    ...defaultMeetingType(['demo-ursula']),
    name: `Shell ${location.locationType} ${run}`,
    earliestSlotMinutes: 0,
    bookingWindowDays: 365,
    slotIncrementMinutes: 15,
    durationMinutes: 30,
    ...OPEN_AROUND_THE_CLOCK,
    ...location,
  });
  const link = await apiPost(page, '/api/meeting-links', {
    kind: 'personal',
    name: `Shell ${run}`,
    slug: `shell-${location.locationType}-${run}`,
    meetingTypeId: type.id,
    ownerUserId: 'demo-ursula',
  });
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7 * weeks + ((8 - d.getUTCDay()) % 7));
  d.setUTCHours(10, 0, 0, 0);
  const booking = await apiPost(
    page,
    `/api/public/links/${link.slug}/bookings`,
    { start: d.toISOString(), timezone: 'UTC', name: `Sam Shell ${run}`, email: `sam-${run}@prospect.test` },
    { 'idempotency-key': crypto.randomUUID() },
  );
  return booking.id;
}

test.describe('the app shell', () => {
  test('signed out: the sign-in page and a missing booking link make no failing requests', async ({ page }) => {
    const failed: string[] = [];
    const api: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) api.push(r.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto(`/b/no-such-link-${run}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found');
    expect(api.filter((u) => u.includes('/api/public/'))).toEqual([]);
    expect(failed).toEqual([]);
  });

  // A Manager here: the demo Admin's sign-ins are rate limited (10 per 15 minutes) and the other specs use most of them.
  test('scroll resets on navigation; the sidebar stays in view and its sections collapse in an 800 px high window', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO.manager, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const sidebar = page.getByTestId('sidebar');

    await nav.getByRole('link', { name: 'My Availability' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Availability' })).toBeVisible();
    // Make the page long whatever its content, then scroll to its end.
    await page.evaluate(() => {
      document.querySelector('main')!.style.paddingBottom = '3000px';
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    // Sticky: the sidebar's top is still at the top of the window, its entries on screen.
    expect((await sidebar.boundingBox())!.y).toBe(0);
    await expect(nav.getByRole('link', { name: 'Teams' })).toBeInViewport();
    const box = (await sidebar.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(800);

    await nav.getByRole('link', { name: 'Teams' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(nav.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');

    // Collapse and reopen a section; the choice survives a reload.
    const routing = nav.getByRole('button', { name: 'Routing' });
    await expect(routing).toHaveAttribute('aria-expanded', 'true');
    await routing.click();
    await expect(routing).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Routers', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(nav.getByRole('button', { name: 'Routing' })).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('button', { name: 'Routing' }).click();
    await expect(nav.getByRole('link', { name: 'Routers', exact: true })).toBeVisible();

    // Manage links lights one entry, not Meeting links as well.
    await nav.getByRole('link', { name: 'Manage links' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage links' })).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Manage links' })).toHaveAttribute('aria-current', 'page');
  });

  test("the home dashboard: an Admin's day, routers and funnel; Start on meeting details", async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    const withLink = await meetingAt(page, { locationType: 'custom', customLocation: 'https://meet.example.test/shell-room' }, 5);
    const without = await meetingAt(page, { locationType: 'video' }, 6);

    await page.goto('/meetings/views/scheduled');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByRole('region', { name: "Today's meetings" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Routers needing attention' })).toBeVisible();
    const funnel = page.getByRole('region', { name: 'Last 7 days' });
    for (const label of ['Submitted', 'Qualified', 'Disqualified', 'Booked', 'Not booked'])
      await expect(funnel.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByTestId('funnel-submitted')).toHaveText(/^\d+$/);
    await screenshot(page, 'shell-home-admin-1280');

    await page.goto(`/meetings/${withLink}/details`);
    const start = page.getByRole('link', { name: 'Start' });
    await expect(start).toHaveAttribute('href', 'https://meet.example.test/shell-room');
    await expect(start).toHaveAttribute('target', '_blank');

    await page.goto(`/meetings/${without}/details`);
    const disabled = page.getByRole('button', { name: 'Start' });
    await expect(disabled).toBeDisabled();
    await disabled.locator('..').hover();
    await expect(page.getByRole('tooltip')).toContainText('no conference link');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Last 7 days' })).toBeVisible();
    await screenshot(page, 'shell-home-admin-390');
    await page.goto('/meetings/views/scheduled');
    await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();
    await screenshot(page, 'shell-meetings-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();
    await screenshot(page, 'shell-meetings-1280');
  });

  test('the home dashboard for a User: their next meetings and their links, no organization figures', async ({ page }) => {
    await signIn(page, DEMO.ursula, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const next = page.getByRole('region', { name: 'Your next meetings' });
    await expect(next).toBeVisible();
    // Her five soonest: other specs may have booked sooner ones than this spec's.
    const rows = next.getByRole('listitem').getByRole('link');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(5);
    for (const href of await rows.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/meetings\/[\w-]+\/details$/);
    const links = page.getByRole('region', { name: 'Your links' });
    await expect(links.getByText(`Shell ${run}`).first()).toBeVisible();
    await expect(links.getByRole('button', { name: `Copy link Shell ${run}` }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Routers needing attention' })).toHaveCount(0);
    await screenshot(page, 'shell-home-user-1280');
  });
});
