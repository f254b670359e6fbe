import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { choose } from './support/select';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SCREENS = '.tmp/screens';

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

/** Picks the first free slot, moving a week ahead when the shown week has none. */
async function pickFirstSlot(page: Page) {
  const slot = page.locator('section[aria-labelledby^="slot-day-"] button[aria-pressed]').first();
  for (let week = 0; week < 4; week++) {
    await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
    const next = page.getByRole('button', { name: 'Check next week' });
    await expect(slot.or(next).first()).toBeVisible();
    if (await slot.isVisible()) break;
    await next.click();
  }
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
}

test.describe('meetings and meeting links', () => {
  test('an admin creates a link for Ursula, books a meeting for a prospect and cancels it', async ({ page }) => {
    // Five steps over four pages: about 20 s alone, and twice the default 45 s when CI's two shards share two
    // cores with the type check and the linter (it timed out twice there, each time mid-way with every step so far passed).
    test.setTimeout(120_000);
    const linkName = `Ursula intro ${run}`;
    const slug = `ursula-intro-${run}`;
    const prospect = `Pat Prospect ${run}`;
    const reason = 'The prospect asked to meet next quarter';

    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);

    await test.step('create a personal link for Ursula from the manage page', async () => {
      await page.goto('/meeting-links/manage');
      await expect(page.getByRole('heading', { level: 1, name: 'Manage links' })).toBeVisible();
      await page.getByRole('button', { name: 'Create link' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /Personal link/ }).click();
      await dialog.getByLabel('Name', { exact: true }).fill(linkName);
      await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
      await expect(dialog.getByText('This slug is available.')).toBeVisible();
      await choose(dialog.getByLabel('Choose a meeting type'), 'Intro call · 30 min');
      await dialog.getByRole('combobox', { name: 'Owner' }).click();
      await page.getByRole('option', { name: /Ursula Rep/ }).click();
      await expect(dialog.getByRole('combobox', { name: 'Owner' })).toContainText('Ursula Rep');
      await dialog.getByRole('button', { name: 'Create link' }).click();
      await expect(page).toHaveURL(new RegExp(`/meeting-links/manage/${slug}/[\\w-]+$`));
      await expect(page.getByRole('heading', { level: 1, name: linkName })).toBeVisible();
      await expect(page.getByText('Owned by Ursula Rep')).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`/b/${slug}$`) })).toBeVisible();
    });

    await test.step("book a meeting on a prospect's behalf", async () => {
      await page.goto('/book/meetings/new');
      await page.getByLabel('Prospect e-mail').fill(`pat-${run}@globex.test`);
      await page.getByLabel('Prospect name').fill(prospect);
      await choose(page.getByLabel('Meeting type', { exact: true }), 'Intro call · 30 min');
      await choose(page.getByLabel('Host'), 'Ursula Rep');
      await pickFirstSlot(page);
      await screenshot(page, 'book-meeting');
      await page.getByRole('button', { name: 'Book meeting' }).click();
      await expect(page).toHaveURL(/\/meetings\/[\w-]+\/details$/);
      await expect(page.getByRole('heading', { level: 1, name: prospect })).toBeVisible();
    });

    await test.step('find it among the scheduled meetings and open it', async () => {
      await page.goto('/meetings/views/scheduled');
      await page.getByLabel('Search prospects').fill(prospect);
      const link = page.getByRole('link', { name: prospect });
      await expect(link).toBeVisible();
      await screenshot(page, 'meetings-scheduled');
      await link.click();
      await expect(page).toHaveURL(/\/meetings\/[\w-]+\/details$/);
      await expect(page.getByText('Ursula Rep').first()).toBeVisible();
    });

    await test.step('cancel it with a reason', async () => {
      await page.getByRole('link', { name: 'Cancel', exact: true }).click();
      await expect(page).toHaveURL(/\/meetings\/[\w-]+\/cancel$/);
      await page.getByRole('button', { name: 'Cancel meeting' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Cancellation reason is required' })).toBeVisible();
      await page.getByLabel('Cancellation reason').fill(reason);
      await page.getByRole('button', { name: 'Cancel meeting' }).click();
      await expect(page).toHaveURL(/\/meetings\/[\w-]+\/details$/);
      await expect(page.getByText(reason)).toBeVisible();
    });

    await test.step('see it under Cancelled', async () => {
      await page.goto('/meetings/views/cancelled');
      await page.getByLabel('Search prospects').fill(prospect);
      await expect(page.getByRole('link', { name: prospect })).toBeVisible();
      await page.goto('/meetings/views/scheduled');
      await page.getByLabel('Search prospects').fill(prospect);
      await expect(page.getByText('No results found')).toBeVisible();
    });
  });
});
