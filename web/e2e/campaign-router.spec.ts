import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, phoneShot, signIn } from './support/app';
import { callApi, createOpenMeetingType, scheduleFirstSlot } from './support/booking';
import { createForm, NAME_AND_EMAIL_QUESTIONS, textQuestion } from './support/forms';
import { choose } from './support/select';

const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const booker = `pat-${id}@prospect-e2e.test`;
const leaver = `sam-${id}@prospect-e2e.test`;
let routerUrl = '';
let routerId = '';

mkdirSync('.tmp/screens', { recursive: true });

const shoot = (page: Page, name: string) => phoneShot(page, `campaign-${name}`);

test.describe.serial('campaign router', () => {
  test('an admin creates a campaign router and copies its link', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    const members = (await callApi<{ data: { id: string; name: string }[] }>(page, 'GET', '/api/members')).body.data;
    const reps = members.filter((m) => m.name === 'Ursula Rep' || m.name === 'Ravi Rep').map((m) => m.id);
    const typeName = `Campaign call ${id}`;
    const type = await createOpenMeetingType(page, reps, { name: typeName, durationMinutes: 30, slotIncrementMinutes: 30 });
    const formName = `Campaign contact ${id}`;
    await createForm(page, {
      kind: 'form',
      name: formName,
      formKey: id.slice(-4).toUpperCase(),
      submitLabel: 'Continue',
      questions: [
        ...NAME_AND_EMAIL_QUESTIONS,
        textQuestion({ id: 'phone', label: 'Phone', placeholder: 'Phone', leadField: 'phone', contactField: 'phone' }),
      ],
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campaign routers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign routers' })).toBeVisible();
    await page
      .getByRole('link', { name: /New campaign router|Get started/ })
      .first()
      .click();
    await expect(page.getByRole('navigation', { name: 'Campaign router steps' })).toBeVisible();

    // The settings refuse to save without what the spec requires, in its words.
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Router name is required')).toBeVisible();
    await expect(page.getByText('Select a meeting type').last()).toBeVisible();

    await page.getByLabel('Router name').fill(`Spring webinar ${id}`);
    await expect(page.locator('#slug')).toHaveValue(`spring-webinar-${id}`);
    await choose(page.locator('#meetingTypeId'), `${typeName} (30 min)`);
    await choose(page.locator('#teamId'), 'Sales');
    await page.locator('#assignedMemberIds').click();
    await page.getByRole('checkbox', { name: /Ursula Rep/ }).click();
    await page.getByRole('checkbox', { name: /Ravi Rep/ }).click();
    await page.keyboard.press('Escape');
    await choose(page.locator('#formId'), formName);
    await page.getByRole('switch', { name: 'Ask for consent' }).click();
    await page.getByLabel('Consent text').fill('I agree to be contacted about my meeting.');
    await page.getByLabel('Redirect URL (not booked or disqualified)').fill('https://www.acme-e2e.test/resources');
    await page.getByRole('radio', { name: 'Create and update contacts' }).check();
    await shoot(page, 'new');
    await page.getByRole('button', { name: 'Create' }).click();

    // Router Installation: the generated link, and the merge-tag variants.
    await expect(page).toHaveURL(/\/campaign-router\/[^/]+\/installation\?new=1$/);
    routerId = page.url().split('/campaign-router/')[1].split('/')[0];
    routerUrl = (await page.getByTestId('router-url').textContent())!.trim();
    expect(routerUrl).toMatch(new RegExp(`/c/[^/]+/spring-webinar-${id}$`));
    await expect(page.getByText(`${routerUrl}?email={{contact.email}}`)).toBeVisible();
    await expect(page.getByText(`${routerUrl}?email=*|EMAIL|*`, { exact: false })).toBeVisible();
    await shoot(page, 'installation');
    // Every tab of the router's pages is whole on a laptop screen, none cut off at the edge.
    const tabs = page.getByRole('navigation', { name: 'Campaign router pages' });
    const edge = (await tabs.boundingBox())!;
    for (const link of await tabs.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, (await link.textContent()) ?? '').toBeLessThanOrEqual(edge.x + edge.width + 1);
    }

    await page.goto('/campaign-router/routers');
    await expect(page.getByRole('link', { name: `Spring webinar ${id}` })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Campaign routers' });
    await expect(cards.getByRole('link', { name: 'Conversion report' }).first()).toHaveAttribute(
      'href',
      new RegExp(`/reports/conversion-report\\?routerId=`),
    );
    await expect(cards.getByRole('link', { name: 'Distribution report' }).first()).toHaveAttribute(
      'href',
      new RegExp(`/reports/distribution-report\\?routerId=`),
    );
    await shoot(page, 'list');
  });

  test('a pre-filled link routes at once and books without a form', async ({ browser }) => {
    const prospect = await (await browser.newContext()).newPage();
    await prospect.goto(
      `${routerUrl}?email=${encodeURIComponent(booker)}&first_name=Pat&last_name=Prospect&utm_source=newsletter&utm_campaign=spring`,
    );
    await expect(prospect.getByRole('heading', { level: 1, name: /^Meet (Ursula|Ravi) Rep$/ })).toBeVisible();
    await expect(prospect.getByLabel('Email')).toHaveCount(0);
    await shoot(prospect, 'scheduler');
    await scheduleFirstSlot(prospect);
    await expect(prospect.getByRole('heading', { name: 'Your meeting is booked' })).toBeVisible();
    await shoot(prospect, 'booked');
    await prospect.context().close();
  });

  test('a bare link asks the contact form with consent; the prospect leaves without booking', async ({ browser }) => {
    const prospect = await (await browser.newContext()).newPage();
    await prospect.goto(routerUrl);
    await expect(prospect.getByRole('heading', { name: 'Enter your details' })).toBeVisible();
    await prospect.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Leaver');
    await prospect.getByRole('textbox', { name: 'Email', exact: true }).fill(leaver);
    await prospect.getByRole('button', { name: 'Continue' }).click();
    await expect(prospect.getByText('Please accept the consent to continue')).toBeVisible();
    await prospect.getByLabel('I agree to be contacted about my meeting.').check();
    await shoot(prospect, 'form');
    await prospect.getByRole('button', { name: 'Continue' }).click();
    await expect(prospect.getByRole('heading', { level: 1, name: /^Meet (Ursula|Ravi) Rep$/ })).toBeVisible();
    // Leaving the page ends the session not booked.
    await prospect.goto('about:blank');
    await prospect.context().close();
  });

  test('both prospects appear in the campaign log views', async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.goto(`/campaign-router/routing-logs/views/all-prospects?routerId=${routerId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign routing logs' })).toBeVisible();
    const views = page.getByRole('navigation', { name: 'Routing log views' });
    await expect(views.getByRole('link')).toHaveText([/All Leads/, /Leads that booked/, /Leads that didn't book/]);
    await expect(page.getByText(booker).first()).toBeVisible();
    await expect(page.getByText(leaver).first()).toBeVisible();
    await shoot(page, 'logs');

    await views.getByRole('link', { name: /Leads that booked/ }).click();
    await expect(page.getByText(booker).first()).toBeVisible();
    await expect(page.getByText(leaver)).toHaveCount(0);
    await expect(async () => {
      await page.reload();
      await page
        .getByRole('navigation', { name: 'Routing log views' })
        .getByRole('link', { name: /Leads that didn't book/ })
        .click();
      await expect(page.getByText(leaver).first()).toBeVisible({ timeout: 1500 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText(booker)).toHaveCount(0);

    // The router's own pages: its settings and its fallback distribution's round robin.
    await page.goto(`/campaign-router/${routerId}`);
    await expect(page.getByLabel('Router name')).toHaveValue(`Spring webinar ${id}`);
    await shoot(page, 'settings');
    await page.getByRole('navigation', { name: 'Campaign router pages' }).getByRole('link', { name: 'Round robin history' }).click();
    await expect(page.getByRole('table')).toContainText(/Ursula Rep|Ravi Rep/);
    await expect(page.getByText('Meeting assigned').first()).toBeVisible();
    await shoot(page, 'round-robin');

    // The stored attribution of the pre-filled visit.
    const logs = await callApi<{ data: { id: string; prospect: { email: string } }[] }>(
      page,
      'GET',
      `/api/routing-logs?routerKind=campaign&routerId=${routerId}`,
    );
    const row = logs.body.data.find((r) => r.prospect.email === booker)!;
    const detail = await callApi<{ data: { attribution: { utm: Record<string, string> } } }>(page, 'GET', `/api/routing-logs/${row.id}`);
    expect(detail.body.data.attribution.utm).toMatchObject({ source: 'newsletter', campaign: 'spring' });
  });
});
