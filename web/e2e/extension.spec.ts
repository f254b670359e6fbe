import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, fillSignIn, openAsAdmin } from './support/app';
import { createPersonalLink } from './support/booking';

// The browser extension (issue 29), loaded unpacked into Chromium: the popup connects through the app's
// /extension/connect page, a Gmail-shaped page (mail.google.com answered by the test) gets the Hand over
// button, the booker hands the sender over and books, and the routing log shows the extension as the source.

// The server scripts/e2e.mjs started (playwright.config.ts's baseURL, which a persistent context does not inherit).
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT || 8788}`;
const port = new URL(baseURL).port;
const dir = path.resolve(`.tmp/extension-e2e-${port}`);
const profile = path.resolve(`.tmp/extension-profile-${port}`);
const prospect = { email: `pat-${Date.now().toString(36)}@prospect-ext.test`, name: 'Pat Extension' };

/** A Gmail message view as far as the content script reads it: the open message's sender chip. */
const GMAIL = `<!doctype html><html><head><title>Inbox - Gmail</title></head><body>
<div role="main"><h2 class="hP">Intro call?</h2>
<table><tr><td><h3 class="iw"><span class="gD" email="${prospect.email}" name="${prospect.name}">${prospect.name}</span></h3></td></tr></table>
<div class="a3s">Hi, could we talk next week?</div></div></body></html>`;

let context: BrowserContext;
let extensionId = '';

test.beforeAll(async () => {
  // A build for this server's origin: the manifest lets the extension call it and its connect page message it.
  execFileSync('node', ['scripts/build-extension.mjs', '--app-url', baseURL, '--out', dir, '--no-zip'], { stdio: 'inherit' });
  mkdirSync('.tmp/screens', { recursive: true });
  rmSync(profile, { recursive: true, force: true });
  mkdirSync(profile, { recursive: true });
  context = await chromium.launchPersistentContext(profile, {
    // The full browser: the headless shell the other journeys run in loads no extensions.
    executablePath: process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium',
    // Extensions load in the new headless mode only, which Playwright's headless flag does not ask for.
    headless: false,
    baseURL,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  extensionId = new URL(worker.url()).host;
  await context.route('https://mail.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: GMAIL }));
});

test.afterAll(async () => {
  await context?.close();
});

async function popup(): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 400, height: 600 });
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  return page;
}

test.describe.serial('browser extension', () => {
  test('connects through the app: the member approves, the popup shows its four tabs', async () => {
    test.setTimeout(90_000);
    const pop = await popup();
    await pop.screenshot({ path: '.tmp/screens/extension-popup-connect.png' });
    const [connect] = await Promise.all([context.waitForEvent('page'), pop.getByRole('button', { name: 'Connect' }).click()]);
    // Not signed in yet: the app asks to sign in and comes back to the connect page.
    await expect(connect).toHaveURL(/\/login\?next=/);
    await fillSignIn(connect, DEMO.booker);
    await expect(connect.getByRole('heading', { name: 'Connect the browser extension' })).toBeVisible();
    await connect.getByRole('button', { name: 'Approve' }).click();
    await expect(connect.getByText('The extension is connected. You can close this tab.')).toBeVisible();
    // The approval made a token named for the extension; the page never showed it.
    await expect(connect.getByText(/rwpat_/)).toHaveCount(0);

    // A link of her own, with a custom meeting type, for My Links and Availability.
    const slug = `bea-${Date.now().toString(36)}`;
    await createPersonalLink(connect, {
      name: 'Intro with Bea',
      slug,
      customMeetingType: { durationMinutes: 30, locationType: 'phone' },
    });

    await expect(pop.getByText(DEMO.booker)).toBeVisible();
    await expect(pop.getByRole('tab', { name: 'Meetings' })).toHaveAttribute('aria-selected', 'true');
    // Bea books for others, so before her first hand-over she has no meetings of her own.
    await expect(pop.getByRole('tabpanel').getByText(/^(Today|No meetings today or coming up\.)$/)).toBeVisible();
    await pop.screenshot({ path: '.tmp/screens/extension-popup-meetings.png' });
    for (const [tab, shown] of [
      ['My Links', 'Intro with Bea'],
      ['Availability', "Prospect's time zone"],
      ['Team', /acme\.test/],
    ] as const) {
      await pop.getByRole('tab', { name: tab }).click();
      await expect(pop.getByRole('tabpanel').getByText(shown).first()).toBeVisible();
      if (tab === 'Availability') {
        const slots = pop.getByRole('tabpanel').getByRole('checkbox');
        await expect(slots.first()).toBeVisible();
        await slots.nth(0).check();
        await slots.nth(1).check();
      }
      await pop.screenshot({ path: `.tmp/screens/extension-popup-${tab.toLowerCase().replace(' ', '-')}.png` });
    }
    await connect.close();
    await pop.close();
  });

  test('hands the sender of a Gmail message over and books; the routing log says Chrome extension', async () => {
    test.setTimeout(120_000);
    const gmail = await context.newPage();
    await gmail.goto('https://mail.google.com/mail/u/0/#inbox/FMfcgz');
    await gmail.getByRole('button', { name: 'Hand over' }).click();
    const panel = gmail.getByRole('form', { name: 'Hand over to Routewise' });
    await expect(panel.getByLabel("Prospect's e-mail")).toHaveValue(prospect.email);
    await expect(panel.getByLabel("Prospect's name")).toHaveValue(prospect.name);
    await expect(panel.getByLabel('Relay').locator('option')).not.toHaveCount(0);
    await gmail.screenshot({ path: '.tmp/screens/extension-gmail-panel.png' });
    await panel.getByRole('button', { name: 'Hand over' }).click();
    await expect(panel.getByText(/^Handed over to /)).toBeVisible({ timeout: 20_000 });
    await panel.locator('.slots button').first().click();
    await expect(panel.getByRole('button', { name: 'Book' })).toBeEnabled();
    await panel.getByRole('button', { name: 'Book' }).click();
    await expect(panel.getByText(/^Booked with /)).toBeVisible({ timeout: 20_000 });
    await gmail.screenshot({ path: '.tmp/screens/extension-gmail-booked.png' });
    const pop = await popup();
    await expect(pop.getByRole('tab', { name: 'Meetings' })).toHaveAttribute('aria-selected', 'true');
    await expect(pop.getByText('Loading...')).toHaveCount(0);
    await pop.screenshot({ path: '.tmp/screens/extension-popup-meetings-after.png' });
    const href = (await panel.getByRole('link', { name: 'Open in Routewise' }).getAttribute('href'))!;
    expect(href.startsWith(`${baseURL}/handover-router/routing-logs/`)).toBe(true);

    // An Admin reads the routing log: the booker, and the extension as the booked-by source.
    const app = await openAsAdmin(context, href);
    await expect(app.getByText('Booked via Chrome extension')).toBeVisible();
    await expect(app.getByText(prospect.email).first()).toBeVisible();
    await app.screenshot({ path: '.tmp/screens/extension-routing-log.png', fullPage: true });
  });
});
