import { mkdirSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInAsDemoAdmin } from './support/app';
import { callApi } from './support/booking';
import { choose } from './support/select';

const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PHONE = { width: 390, height: 844 };

/** Signs in as the demo Admin; the pages under test are then opened directly (the home page is not one of them). */
async function signInAdmin(page: Page) {
  await signInAsDemoAdmin(page);
}

const box = async (l: Locator) => (await l.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** How far the document scrolls sideways: 0 when nothing sticks out of the viewport. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('wizards validate on Next or submit, never on arrival', () => {
  test('router wizard: no step opens with errors, the last one included; Create shows them', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAdmin(page);
    await page.goto('/routers/new');
    const form = page.getByRole('form', { name: 'Inbound router' });
    const alerts = form.getByRole('alert');
    const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
    const heading = (name: string) => expect(form.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();

    await expect(alerts).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Form' }).click();
    await page.getByRole('option', { name: /Website demo request/ }).click();
    await choose(page.getByLabel('Meeting type'), 'Intro call (30 min)');
    await next();

    await heading('matching');
    await expect(alerts).toHaveCount(0);
    await page.getByRole('button', { name: 'Skip this step' }).click();

    await heading('distribution');
    await expect(alerts).toHaveCount(0);
    await choose(page.getByLabel('Fallback pod'), 'Everyone in Sales');
    await next();

    // The switch names the setting; its state is the switch's own (and the On/Off beside it).
    await heading('redistribution');
    await expect(alerts).toHaveCount(0);
    const redistribution = page.getByRole('switch', { name: 'Redistribution', exact: true });
    await expect(redistribution).not.toBeChecked();
    await expect(page.getByText('Redistribution enabled')).toHaveCount(0);
    await expect(form.getByText('Off', { exact: true })).toBeVisible();
    await redistribution.click();
    await expect(redistribution).toBeChecked();
    await expect(form.getByText('On', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Skip this step' }).click();

    await heading('redirect');
    await expect(alerts).toHaveCount(0);
    await page.getByLabel('Meeting booked URL').fill('https://example.com/booked');
    await page.getByLabel('Meeting not booked URL').fill('https://example.com/not-booked');
    await page.getByLabel('Prospect disqualified URL').fill('https://example.com/disqualified');
    await next();

    await heading('Configure');
    await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeVisible();
    await expect(page.getByText('Router name is required')).toHaveCount(0);
    await expect(page.getByText('Select a CRM module to update')).toHaveCount(0);
    await expect(alerts).toHaveCount(0);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Router name is required')).toBeVisible();
    await expect(page.getByText('Select a CRM module to update')).toBeVisible();
    await expect(page.getByLabel('Router name')).toBeFocused();
  });

  test('meeting type wizard: opens without errors, Next shows them', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/meeting-types/new');
    const form = page.getByRole('form', { name: 'Meeting type' });
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  });
});

test('the round-robin group link names the group until a member is assigned', async ({ page }) => {
  await page.goto('/b/talk-to-sales');
  const info = page.locator('.rw-info');
  await expect(info.getByText('Ravi Rep or Ursula Rep')).toBeVisible();
  await expect(info.getByText('One of them will host your meeting')).toBeVisible();
  await expect(info.getByText('Max Manager')).toHaveCount(0);
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('distribution rule cards: the title never overlaps Compare, the version or the menu, and nothing overflows', async ({ page }) => {
    test.setTimeout(60_000);
    await signInAdmin(page);
    const rules = (
      await callApi<{ data: { kind: string; name: string; definition: Record<string, unknown> }[] }>(page, 'GET', '/api/distribution-rules')
    ).body.data;
    const enterprise = rules.find((r) => r.kind === 'rule')!;
    const long = await callApi(page, 'POST', '/api/distribution-rules', {
      kind: 'rule',
      definition: {
        ...enterprise.definition,
        name: `North America enterprise accounts with a very long rule name ${id}`,
        conditions: [
          {
            field: { source: 'form', key: 'utm_campaign_identifier_from_the_marketing_site' },
            operator: 'equals',
            value: 'spring-launch-webinar-followup-enterprise-northamerica-2026',
          },
        ],
      },
    });
    expect(long.status, JSON.stringify(long.body)).toBe(201);
    await page.goto('/distribution-rules');
    const cards = page.getByTestId('rule-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    for (const card of await cards.all()) {
      const title = await box(card.getByTestId('rule-title'));
      const compare = await box(card.getByRole('checkbox'));
      const menu = await box(card.getByRole('button', { name: /^Actions for/ }));
      const version = await box(card.getByText(/^v\d+$/));
      const cardBox = await box(card);
      for (const other of [compare, menu, version]) expect(overlaps(title, other)).toBe(false);
      for (const inner of [title, compare, menu]) expect(inner.x + inner.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
      const conditions = card.getByRole('list', { name: 'Conditions' });
      if (await conditions.count()) {
        const c = await box(conditions);
        expect(c.x + c.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
        expect(await conditions.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      }
    }
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    mkdirSync('.tmp/screens', { recursive: true });
    await page.screenshot({ path: '.tmp/screens/distribution-rules-390.png', fullPage: true });
  });

  test('every list page fits the width: nothing scrolls the page sideways', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAdmin(page);
    const wide: string[] = [];
    for (const path of [
      '/meetings/views/scheduled',
      '/meeting-types',
      '/meeting-links',
      '/inbound-router/routers',
      '/routing-logs/views/all-prospects',
      '/distribution-rules',
      '/matching-rules',
      '/contacts',
      '/accounts',
      '/forms',
      '/marketing-forms',
      '/redirect-rules',
      '/settings/members',
      '/settings/teams',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const over = await sideways(page);
      if (over > 0) wide.push(`${path} (+${over}px)`);
    }
    expect(wide, `pages wider than 390 px: ${wide.join(', ')}`).toEqual([]);
  });

  test('CRM import preview flags a non-member owner and a nameless account; both count as failed and are not stored', async ({ page }) => {
    test.setTimeout(60_000);
    await signInAdmin(page);
    await page.goto('/accounts');
    await page.getByRole('button', { name: 'Import' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import accounts' });
    const csv = [
      'Company,Website,Account Owner',
      `Globex ${id},globex-${id}.test,manager@acme.test`,
      `Initech ${id},initech-${id}.test,stranger@nowhere.test`,
      `,noname-${id}.test,manager@acme.test`,
    ].join('\n');
    await dialog
      .getByLabel('Choose a .csv or .xlsx file')
      .setInputFiles({ name: 'accounts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Next' }).click();
    const flagged = dialog.getByRole('region', { name: 'Rows that will not be imported' });
    await expect(flagged).toContainText('2 rows will not be imported and will be counted as failed');
    await expect(flagged).toContainText('Row 3: The owner must be an active member of your organization: "stranger@nowhere.test"');
    await expect(flagged).toContainText('Row 4: Name is a required field');
    await expect(dialog.getByRole('table', { name: 'File preview' }).locator('tr[data-invalid]')).toHaveCount(2);
    mkdirSync('.tmp/screens', { recursive: true });
    await page.screenshot({ path: '.tmp/screens/crm-import-preview-390.png', fullPage: true });

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(flagged).toBeVisible();
    await dialog.getByRole('button', { name: /^Import 3 rows/ }).click();
    await expect(dialog.getByText('Import complete')).toBeVisible();
    await expect(dialog.locator('dd').nth(0)).toHaveText('1');
    await expect(dialog.locator('dd').nth(2)).toHaveText('2');
    await expect(dialog.getByRole('list', { name: 'Rows not imported' })).toContainText('Row 3: The owner must be an active member');
    const stored = await callApi<{ data: { domain: string }[] }>(page, 'GET', `/api/crm/records?module=account&q=${id}`);
    expect(stored.body.data.map((r) => r.domain)).toEqual([`globex-${id}.test`]);
  });
});
