import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInAsDemoAdmin } from './support/app';
import { contrastRatios, expectNoSeriousA11yViolations } from './support/axe';
import { callApi, createOpenLink, openFirstDay } from './support/booking';
import { createSiteForm } from './support/forms';
// @ts-expect-error a plain ES module without types
import { startMarketingSite } from './fixtures/marketing-site/serve.mjs';

type Site = (() => Promise<void>) & { url: string };

const APP = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8788';
const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The focused element's accessible label and whether it sits inside `selector` (looking through shadow roots). */
async function focused(page: Page) {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const dialog = el?.closest('[role="dialog"]') ?? null;
    return {
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? null,
      tag: el?.tagName ?? null,
      inDialog: !!dialog,
      isBody: el === document.body,
    };
  });
}

/** Signs in (on `page`), then creates a form for the marketing fixture, a router on it and trusts the site's origin. */
async function routerOnSite(page: Page, site: Site) {
  await signInAsDemoAdmin(page);
  const form = await createSiteForm(page, {
    name: `A11y form ${id}`,
    formKey: `A${id.slice(-3).toUpperCase()}`,
    sourceUrl: `${site.url}/`,
  });
  const rules = (await callApi<{ data: { id: string; kind: string; name: string }[] }>(page, 'GET', '/api/distribution-rules')).body.data;
  const fallback = rules.find((r) => r.kind === 'fallback_pod' && r.name === 'Everyone in Sales')!;
  const types = (await callApi<{ data: { id: string; name: string }[] }>(page, 'GET', '/api/meeting-types')).body.data;
  const site_ = (outcome: string) => `${site.url}/thank-you.html?outcome=${outcome}`;
  const router = await callApi<{ data: { id: string } }>(page, 'POST', '/api/routers', {
    name: `A11y router ${id}`,
    formId: form.id,
    meetingTypeId: types.find((t) => t.name === 'Intro call')!.id,
    matchingEnabled: false,
    distributionRuleIds: [],
    fallbackPodId: fallback.id,
    redirects: { bookedUrl: site_('booked'), notBookedUrl: site_('not-booked'), disqualifiedUrl: site_('disqualified'), queryParams: [] },
    crmModule: 'lead',
    createLeads: true,
  });
  expect(router.status, JSON.stringify(router.body)).toBe(201);
  const origins = (await callApi<{ data: { trustedOrigins: string[] } }>(page, 'GET', '/api/organization/trusted-origins')).body.data
    .trustedOrigins;
  const put = await callApi(page, 'PUT', '/api/organization/trusted-origins', {
    trustedOrigins: [...new Set([...origins, new URL(site.url).origin])],
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return router.body.data.id;
}

async function openWidget(page: Page, site: Site, routerId: string) {
  await page.goto(`${site.url}/?app=${encodeURIComponent(APP)}&router=${routerId}`);
  await expect(page.locator('form[data-routewise-router]')).toBeAttached();
  await page.getByLabel('First name').fill('Kay');
  await page.getByLabel('Last name').fill('Board');
  await page.getByLabel('Work email').fill(`kay.${Date.now().toString(36)}@keyboard-${id}.test`);
  await page.getByRole('button', { name: 'Request a demo' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /\d+ times? available/ }).first()).toBeVisible();
  return dialog;
}

test.describe('accessibility: axe on the main pages', () => {
  test('sign-in, meetings, routers, routing logs, meeting links and distribution rules have no serious or critical violations', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign-in');

    await signInAsDemoAdmin(page);
    const pages: [string, string, RegExp][] = [
      ['meetings', '/meetings/views/scheduled', /Meetings/],
      ['routers list', '/inbound-router/routers', /Routers/],
      ['routing logs', '/routing-logs/views/all-prospects', /Routing logs/],
      ['meeting links', '/meeting-links', /Meeting links/],
      ['distribution rules', '/distribution-rules', /Distribution rules/],
    ];
    for (const [what, path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, what);
    }
  });

  test("the meetings page's count badges read at 4.5:1 (axe leaves one-digit text undecided)", async ({ page }) => {
    await signInAsDemoAdmin(page);
    await page.goto('/meetings/views/scheduled');
    const badges = page.getByRole('navigation', { name: 'Meeting views' }).locator('span.rounded-full');
    await expect(badges.first()).toHaveText(/^\d+$/);
    const ratios = await contrastRatios(page, 'nav[aria-label="Meeting views"] span.rounded-full');
    expect(ratios.length).toBeGreaterThan(0);
    for (const r of ratios) expect(r.ratio, `count badge "${r.text}"`).toBeGreaterThanOrEqual(4.5);
  });

  test('a public booking page (day chosen, times shown) and the group link page have none', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { slug } = await createOpenLink(page);
    const prospect = await (await browser.newContext()).newPage();
    await prospect.goto(`/b/${slug}`);
    await openFirstDay(prospect);
    await expect(prospect.locator('.rw-slot').first()).toBeVisible();
    await expectNoSeriousA11yViolations(prospect, 'booking page');
    await prospect.goto('/b/talk-to-sales');
    await expect(prospect.getByRole('button', { name: /\d+ times? available/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(prospect, 'group link page');
    await prospect.context().close();
  });
});

test.describe.serial('the widget on a marketing site', () => {
  let site: Site;
  let routerId = '';
  test.beforeAll(async ({ browser }) => {
    site = (await startMarketingSite(0)) as Site;
    const page = await browser.newPage();
    routerId = await routerOnSite(page, site);
    await page.close();
  });
  test.afterAll(async () => {
    await site?.();
  });

  test('the scheduler dialog has no serious or critical axe violations', async ({ page }) => {
    await openWidget(page, site, routerId);
    await expectNoSeriousA11yViolations(page, 'widget dialog');
  });

  test('keyboard: Next month keeps focus on the button inside the dialog, and Escape still closes it', async ({ page }) => {
    const dialog = await openWidget(page, site, routerId);
    const next = dialog.getByRole('button', { name: 'Next month' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.rw-cal-title')).not.toHaveText('');
    await expect.poll(() => focused(page)).toMatchObject({ label: 'Next month', inDialog: true });
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.rw-loading')).toHaveCount(0);
    await expect.poll(() => focused(page)).toMatchObject({ label: 'Next month', inDialog: true });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('keyboard on the booking page', () => {
  test('Next month keeps focus on the button; Previous month back to the first month falls to Next month', async ({ page, browser }) => {
    const { slug } = await createOpenLink(page);
    const prospect = await (await browser.newContext()).newPage();
    await prospect.goto(`/b/${slug}`);
    await expect(prospect.getByRole('button', { name: /\d+ times? available/ }).first()).toBeVisible();
    const month = prospect.locator('.rw-cal-title');
    const first = await month.textContent();
    await prospect.getByRole('button', { name: 'Next month' }).focus();
    await prospect.keyboard.press('Enter');
    await expect(month).not.toHaveText(first!);
    await expect.poll(() => focused(prospect)).toMatchObject({ label: 'Next month', isBody: false });
    await prospect.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(prospect)).toMatchObject({ label: 'Previous month' });
    await prospect.keyboard.press('Enter');
    await expect(month).toHaveText(first!);
    // The page opened on the next month when the rest of this one had no time (a month ending today): one step more.
    const previous = prospect.getByRole('button', { name: 'Previous month' });
    if (await previous.isEnabled()) {
      await expect.poll(() => focused(prospect)).toMatchObject({ label: 'Previous month' });
      await prospect.keyboard.press('Enter');
    }
    // Previous month is disabled on the visitor's current month: focus goes to its neighbour, never the page body.
    await expect(previous).toBeDisabled();
    await expect.poll(() => focused(prospect)).toMatchObject({ label: 'Next month', isBody: false });
    await prospect.context().close();
  });

  test('"Stay on this page" keeps focus on what replaced it', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { slug } = await createOpenLink(page, { redirectUrl: 'https://example.com/thanks' });
    const prospect = await (await browser.newContext()).newPage();
    await prospect.goto(`/b/${slug}`);
    await openFirstDay(prospect);
    await prospect.locator('.rw-slot').first().click();
    await prospect.getByRole('textbox', { name: 'Name', exact: true }).fill('Kay Board');
    await prospect.getByRole('textbox', { name: 'Email', exact: true }).fill(`kay.${Date.now().toString(36)}@keyboard-${id}.test`);
    await prospect.getByRole('textbox', { name: 'Company name' }).fill('Keys Inc');
    await prospect.getByRole('button', { name: 'Schedule meeting' }).click();
    const stay = prospect.getByRole('button', { name: 'Stay on this page' });
    await stay.focus();
    await prospect.keyboard.press('Enter');
    await expect(prospect.getByText('You are staying on this page.')).toBeVisible();
    await expect.poll(() => focused(prospect)).toMatchObject({ label: 'You are staying on this page.', isBody: false });
    await prospect.context().close();
  });
});
