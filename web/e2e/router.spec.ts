import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { callApi, scheduleFirstSlot } from './support/booking';
import { createSiteForm } from './support/forms';
// @ts-expect-error a plain ES module without types
import { startMarketingSite } from './fixtures/marketing-site/serve.mjs';
import { choose } from './support/select';

type Site = (() => Promise<void>) & { url: string; submissions: { path: string; fields: Record<string, string> | null }[] };

const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const APP = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8788';
let site: Site;
let routerId = '';
let fallbackPodId = '';

/** A prospect on the marketing page: fills the demo-request form and submits it. */
async function submitDemoRequest(page: Page, v: { first: string; last: string; email: string; size?: string }) {
  await page.goto(`${site.url}/?app=${encodeURIComponent(APP)}&router=${routerId}`);
  await expect(page.locator('form[data-routewise-router]')).toBeAttached();
  await page.getByLabel('First name').fill(v.first);
  await page.getByLabel('Last name').fill(v.last);
  await page.getByLabel('Work email').fill(v.email);
  await page.getByLabel('Company').fill(`${v.last} Inc`);
  if (v.size) await page.getByLabel(/team size/i).selectOption(v.size);
  await page.getByRole('button', { name: 'Request a demo' }).click();
}

async function signInAdmin(page: Page) {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

const assignedCount = async (page: Page) =>
  (
    await callApi<{ data: { type: string }[] }>(page, 'GET', `/api/distribution-rules/${fallbackPodId}/round-robin/log?limit=500`)
  ).body.data.filter((e) => e.type === 'meeting_assigned').length;

test.describe.serial('inbound router on a marketing site', () => {
  test.beforeAll(async () => {
    site = (await startMarketingSite(0)) as Site;
  });
  test.afterAll(async () => {
    await site?.();
  });

  test('an admin builds the router in the wizard and installs the widget for the site', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAdmin(page);
    await createSiteForm(page, {
      name: `Site form ${id}`,
      formKey: id.slice(-4).toUpperCase(),
      sourceUrl: `${site.url}/`,
      additionalFields: [{ name: 'company', contactField: null, leadField: 'company' }],
    });
    const rules = await callApi<{ data: { id: string; kind: string; name: string }[] }>(page, 'GET', '/api/distribution-rules');
    fallbackPodId = rules.body.data.find((r) => r.kind === 'fallback_pod' && r.name === 'Everyone in Sales')!.id;

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Routers', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Routers' })).toBeVisible();
    await page.getByRole('link', { name: 'New router' }).first().click();

    // 1. Map a form: the step refuses to go on without one.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Select a form', { exact: true }).last()).toBeVisible();
    await page.getByRole('combobox', { name: 'Form' }).click();
    await page.getByRole('option', { name: new RegExp(`Site form ${id}`) }).click();
    await expect(page.getByText('Name and e-mail are mapped')).toBeVisible();
    await choose(page.getByLabel('Meeting type'), 'Intro call (30 min)');
    await page.getByRole('button', { name: 'Next' }).click();

    // 2. Matching: the seeded account-owner rule.
    await page.getByRole('button', { name: 'Add Account owner by e-mail domain' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // 3. Distribution: the fallback pod only.
    await choose(page.getByLabel('Fallback pod'), 'Everyone in Sales');
    await page.getByRole('button', { name: 'Next' }).click();

    // 4. Redistribution after 5 minutes to everyone in Sales.
    await page.getByRole('switch', { name: 'Redistribution', exact: true }).click();
    await choose(page.getByLabel('Not-booked time'), { value: '5' });
    await page.getByRole('button', { name: 'Add Everyone in Sales' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // 5. Redirect URLs on the marketing site, with the prospect's e-mail as a query parameter.
    await page.getByLabel('Meeting booked URL').fill(`${site.url}/thank-you.html?outcome=booked`);
    await page.getByLabel('Meeting not booked URL').fill(`${site.url}/thank-you.html?outcome=not-booked`);
    await page.getByLabel('Prospect disqualified URL').fill('not a url');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Invalid URL')).toBeVisible();
    await page.getByLabel('Prospect disqualified URL').fill(`${site.url}/thank-you.html?outcome=disqualified`);
    await page.getByRole('button', { name: 'Add query parameter' }).click();
    await page.getByLabel('Key name 1').fill('email');
    await choose(page.getByLabel('Value 1'), { value: 'email' });
    await page.getByRole('button', { name: 'Next' }).click();

    // 6. Configure: name, CRM module, free e-mail disqualification; then create.
    await page.getByLabel('Router name').fill(`Site router ${id}`);
    await page.getByRole('radio', { name: /^Lead(?! and contact)/ }).check();
    await page.getByRole('switch', { name: 'Free email disqualification' }).click();
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page).toHaveURL(/\/routers\/[^/]+\/installation-widget$/);
    routerId = page.url().split('/routers/')[1].split('/')[0];
    await expect(page.getByText('Awaiting installation').first()).toBeVisible();
    await expect(page.getByText(`data-router="${routerId}"`)).toBeVisible();
    await page.getByLabel('Add origin').fill(new URL(site.url).origin);
    await page.getByRole('button', { name: 'Add origin' }).click();
    await expect(page.getByRole('list', { name: 'Trusted origins' })).toContainText(new URL(site.url).origin);
  });

  test("a prospect from a known account gets the owner's calendar, books, and the router is verified", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ timezoneId: 'America/Chicago' });
    // What a site's tag manager hears: the widget's events, on the window.
    await context.addInitScript(() => {
      const heard: { type: string; detail: unknown; slotButtons: number }[] = [];
      (window as unknown as { __heard: typeof heard }).__heard = heard;
      for (const type of ['availability-loaded', 'booking-confirmed'])
        addEventListener(type, (e) =>
          heard.push({
            type,
            detail: (e as CustomEvent).detail,
            slotButtons: document.querySelector('[data-routewise]')?.shadowRoot?.querySelectorAll('.rw-slot').length ?? 0,
          }),
        );
    });
    const prospect = await context.newPage();
    const heard = () =>
      prospect.evaluate(
        () => (window as unknown as { __heard: { type: string; detail: Record<string, unknown>; slotButtons: number }[] }).__heard,
      );
    const email = `jane.${id}@globex.test`;
    await submitDemoRequest(prospect, { first: 'Jane', last: 'Globex', email });
    const dialog = prospect.getByRole('dialog', { name: 'Meet Ursula Rep' });
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await heard()).length).toBe(1);
    const [loaded] = await heard();
    expect(loaded).toMatchObject({
      type: 'availability-loaded',
      detail: { routerId, sessionId: expect.any(String), meetingTypeId: expect.any(String) },
    });
    // Heard when the times were already clickable, and it counts the ones the month offers.
    expect(loaded.slotButtons).toBeGreaterThan(0);
    expect(loaded.detail.slots).toBeGreaterThanOrEqual(loaded.slotButtons);
    mkdirSync('.tmp/screens', { recursive: true });
    await prospect.screenshot({ path: '.tmp/screens/widget-scheduler.png' });
    await scheduleFirstSlot(prospect.getByRole('dialog'));
    await expect(prospect.getByText(/booked|scheduled/i).first()).toBeVisible();
    const confirmed = (await heard())[1];
    expect(confirmed).toMatchObject({
      type: 'booking-confirmed',
      detail: {
        hostName: 'Ursula Rep',
        sessionId: loaded.detail.sessionId,
        routerId,
        meetingTypeId: loaded.detail.meetingTypeId,
        meetingId: expect.any(String),
        start: expect.any(String),
      },
    });
    expect(JSON.stringify(confirmed.detail)).not.toContain(email);
    await prospect.waitForURL(/thank-you\.html\?outcome=booked/, { timeout: 30_000 });
    expect(new URL(prospect.url()).searchParams.get('email')).toBe(email);
    // The site's own backend still received the form.
    expect(site.submissions.some((s) => s.fields?.email === email)).toBe(true);

    await signInAdmin(page);
    await page.goto(`/routers/${routerId}/installation-widget`);
    await expect(page.getByText('Verified').first()).toBeVisible();
    await page.goto('/routing-logs/views/prospects-that-booked');
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await expect(row).toContainText('Ursula Rep');
    await row.click();
    await expect(page).toHaveURL(/\/routing-logs\/[^/]+\/details$/);
    await expect(page.getByText('Account owner by e-mail domain').first()).toBeVisible();
    await expect(page.getByText('Passed').first()).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/routing-log-details.png', fullPage: true });
  });

  test('a new prospect goes to the pod, books with the team, and the round robin advances', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signInAdmin(page);
    const before = await assignedCount(page);
    const prospect = await (await browser.newContext({ timezoneId: 'Europe/London' })).newPage();
    await submitDemoRequest(prospect, { first: 'Nora', last: 'Newco', email: `nora.${id}@newco-${id}.test` });
    await expect(prospect.getByRole('dialog', { name: 'Meet the Sales team' })).toBeVisible();
    await scheduleFirstSlot(prospect.getByRole('dialog'));
    await prospect.waitForURL(/thank-you\.html\?outcome=booked/, { timeout: 30_000 });
    await expect.poll(() => assignedCount(page)).toBe(before + 1);
  });

  test('a gmail.com prospect is disqualified and sent to the disqualified page', async ({ browser }) => {
    const prospect = await (await browser.newContext()).newPage();
    await submitDemoRequest(prospect, { first: 'Gary', last: 'Gmail', email: `gary.${id}@gmail.com` });
    await prospect.waitForURL(/thank-you\.html\?outcome=disqualified/, { timeout: 20_000 });
    expect(new URL(prospect.url()).searchParams.get('email')).toBe(`gary.${id}@gmail.com`);
  });

  test('a prospect who closes the scheduler is redistributed after the wait and logged', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const prospect = await (await browser.newContext()).newPage();
    const email = `carl.${id}@closer-${id}.test`;
    await submitDemoRequest(prospect, { first: 'Carl', last: 'Closer', email });
    const dialog = prospect.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await prospect.waitForURL(/thank-you\.html\?outcome=not-booked/, { timeout: 20_000 });

    // The test clock: run the redistribution sweep as if the 5-minute wait had passed.
    const at = new Date(Date.now() + 6 * 60_000).toISOString();
    const swept = await prospect.request.post(`${APP}/dev/routing/sweep?at=${encodeURIComponent(at)}`);
    expect(swept.ok()).toBe(true);

    await signInAdmin(page);
    await page.goto(`/routing-logs/views/prospects-that-did-not-book?search=${encodeURIComponent(email)}`);
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await expect(row).toContainText('redistribution rule');
    await row.click();
    await expect(page.getByText('Redistributed').first()).toBeVisible();
    await expect(page.getByText('The prospect left the scheduler without a slot').first()).toBeVisible();
  });

  test("a prospect still in the scheduler when the wait redistributes them goes to the pod's redistribution redirect", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The admin gives the pod the redistribution hands prospects to a redistribution redirect.
    await signInAdmin(page);
    await page.goto(`/distribution-rules/${fallbackPodId}`);
    const redirect = `${site.url}/thank-you.html?outcome=redistributed`;
    await page.getByLabel('Redistribution redirect').fill(redirect);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(
        async () =>
          (
            await callApi<{ data: { definition: { redistributionRedirectUrl: string | null } } }>(
              page,
              'GET',
              `/api/distribution-rules/${fallbackPodId}`,
            )
          ).body.data.definition.redistributionRedirectUrl,
      )
      .toBe(redirect);

    // The prospect's browser runs on a clock the test can move: the widget asks once the 5-minute wait is over.
    const prospect = await (await browser.newContext()).newPage();
    await prospect.clock.install();
    const email = `stella.${id}@stayer-${id}.test`;
    await submitDemoRequest(prospect, { first: 'Stella', last: 'Stayer', email });
    await expect(prospect.getByRole('dialog')).toBeVisible();
    const at = new Date(Date.now() + 6 * 60_000).toISOString();
    expect((await prospect.request.post(`${APP}/dev/routing/sweep?at=${encodeURIComponent(at)}`)).ok()).toBe(true);
    await expect(prospect.getByRole('dialog')).toBeVisible();
    await prospect.clock.fastForward('06:00');
    await prospect.waitForURL(/thank-you\.html\?outcome=redistributed/, { timeout: 20_000 });
    expect(new URL(prospect.url()).searchParams.get('email')).toBe(email);
  });
});
