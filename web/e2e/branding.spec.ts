import { expect, test } from './support/test';
import { shot } from './support/app';
import { callApi, createOpenMeetingType, createPersonalLink, signUpFreshOrganization } from './support/booking';

// A 1x1 PNG: the logo an Admin uploads.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('branding', () => {
  test('an Admin sets colour, style, label and logo, and the booking page shows them', async ({ page, browser }) => {
    test.setTimeout(120_000);
    // A fresh organization: the demo organization's pages keep their default look for the other journeys.
    const me = await signUpFreshOrganization(page, 'brand', 'Brand-pass1!', 'Brandco');
    const type = await createOpenMeetingType(page, [me.id], { name: 'Brand demo', durationMinutes: 30, slotIncrementMinutes: 30 });
    const slug = `brand-${Date.now().toString(36)}`;
    await createPersonalLink(page, { name: 'Brand demo', slug, meetingTypeId: type.id });

    await page.goto('/settings/branding/widget-customisation');
    await page.locator('label[title="Green"]').click();
    await expect(page.getByRole('radio', { name: 'Green' })).toBeChecked();
    await page.getByText('Retro', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /^Retro/ })).toBeChecked();
    await page.getByLabel('Submit button label').fill('Book my demo');
    await expect(page.getByText(/passes WCAG AA/)).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Widget customisation saved')).toBeVisible();
    await shot(page, 'branding-settings');

    await page.goto('/settings/branding/meta-info');
    await page.locator('#logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Logo updated')).toBeVisible();

    const prospect = await (await browser.newContext()).newPage();
    await prospect.goto(`/b/${slug}`);
    await expect(prospect.getByRole('heading', { level: 1, name: 'Brand demo' })).toBeVisible();
    await expect(prospect.locator('html')).toHaveAttribute('data-rw-style', 'retro');
    await expect(prospect.locator('.rw-app')).toHaveAttribute('data-style', 'retro');
    await expect(prospect.locator('.rw-logo')).toHaveAttribute('src', /\/api\/assets\?assetId=/);
    expect(await prospect.locator('.rw-logo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const day = prospect.getByRole('button', { name: /\d+ times? available/ }).first();
    await day.click();
    await prospect.locator('.rw-slot').first().click();
    const submit = prospect.getByRole('button', { name: 'Book my demo' });
    await expect(submit).toHaveCSS('background-color', 'rgb(5, 150, 105)');
    await prospect.goto(`/b/${slug}`);
    await expect(prospect.locator('.rw-slot').first()).toBeVisible();
    await shot(prospect, 'branding-retro');

    for (const [style, colorMode] of [
      ['frozen_glass', 'light'],
      ['terminal', 'dark'],
      ['serenity', 'light'],
      ['sharp', 'dark'],
    ] as const) {
      expect((await callApi(page, 'PATCH', '/api/branding', { style, colorMode })).status).toBe(200);
      await prospect.goto(`/b/${slug}`);
      await expect(prospect.locator('.rw-app')).toHaveAttribute('data-style', style);
      await expect(prospect.locator('.rw-slot').first()).toBeVisible();
      await shot(prospect, `branding-${style}-${colorMode}`);
    }
  });
});
