import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { choose } from './support/select';

test.describe('distribution rules', () => {
  test('admin creates a weighted rule, adjusts a member in its round robin and sees it in the log', async ({ page }) => {
    const name = `E2E enterprise ${Date.now().toString(36)}`;
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Distribution rules' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Distribution rules' })).toBeVisible();
    await page.getByRole('link', { name: 'New distribution rule' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New distribution rule' })).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill(name);
    await choose(page.getByLabel('Team', { exact: true }), 'Sales');
    await page.getByRole('radio', { name: /Selected members/ }).check();
    await page.getByRole('button', { name: 'Select members' }).click();
    await page.getByRole('checkbox', { name: /Ursula Rep/ }).click();
    await page.getByRole('checkbox', { name: /Ravi Rep/ }).click();
    await page.keyboard.press('Escape');

    // The spec's weight rule, then valid weights.
    await page.getByLabel('Weight for Ursula Rep').fill('120');
    await page.getByLabel('Condition 1 field').fill('country');
    await page.getByLabel('Condition 1 value').fill('US');
    await page.getByRole('button', { name: 'Create rule' }).click();
    await expect(page.getByText('Weight should be between 1 and 99')).toBeVisible();
    await page.getByLabel('Weight for Ursula Rep').fill('3');
    await page.getByLabel('Weight for Ravi Rep').fill('1');
    await page.getByRole('button', { name: 'Create rule' }).click();

    await expect(page).toHaveURL(/\/distribution-rules$/);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('list', { name: 'Members and weights' })).toContainText('Ursula Rep×3');
    await expect(card.getByRole('list', { name: 'Conditions' })).toContainText('Form answer country equals “US”');

    await card.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Round robin history' }).click();
    await expect(page).toHaveURL(/\/round-robin-history$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('America/New_York').first()).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Ursula Rep/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Ravi Rep/ })).toBeVisible();

    await page.getByRole('button', { name: 'Adjust Ravi Rep' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust meeting count' });
    await dialog.getByLabel('Meetings').fill('2');
    await dialog.getByRole('button', { name: 'Adjust', exact: true }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Took two walk-in demos');
    await dialog.getByRole('button', { name: 'Adjust', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Meeting count adjusted')).toBeVisible();

    await page.getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/round-robin-log$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Round robin log' })).toBeVisible();
    await expect(page.getByText(/Times in America\/New_York/)).toBeVisible();
    const today = page.getByRole('region', { name: 'Today' });
    const entry = today.locator('li[data-type="manual_calibration"]');
    await expect(entry).toContainText('Meeting count of Ravi Rep adjusted by +2');
    await expect(entry).toContainText('Reason: Took two walk-in demos');
  });
});
