import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { callApi } from './support/booking';
import { bookFirstSessionSlot, demoRouterId, submitToRouter } from './support/routing';
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

  test('a meeting the Enterprise pod assigned is cancelled by its host and the pod gives the turn back, with the reason', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const reason = `Prospect moved the project to next year ${run}`;
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // A prospect of a 201+ company submits the demo site's form: the strict Enterprise pod takes its turn, and they book.
    const routerId = await demoRouterId(page);
    const pods = (await callApi<{ data: { id: string; name: string }[] }>(page, 'GET', '/api/distribution-rules')).body.data;
    const podId = pods.find((p) => p.name === 'Enterprise (201+ employees)')!.id;
    const sessionId = await submitToRouter(page, routerId, {
      first_name: 'Cora',
      last_name: `Credit ${run}`,
      email: `cora.${run}@credit-${run}.test`,
      company: 'Credit Corp',
      team_size: '201+',
    });
    const { meetingId } = await bookFirstSessionSlot(page, sessionId, { idempotencyKey: `e2e-${run}` });

    await test.step('the host cancels it with a reason', async () => {
      await page.goto(`/meetings/${meetingId}/details`);
      await page.getByRole('link', { name: 'Cancel', exact: true }).click();
      await page.getByLabel('Cancellation reason').fill(reason);
      await page.getByRole('button', { name: 'Cancel meeting' }).click();
      await expect(page).toHaveURL(/\/meetings\/[\w-]+\/details$/);
    });

    await test.step('the round robin history shows the credit and why', async () => {
      // The event queue carries the cancellation to the pod after the request: wait until the pod has it.
      const credited = async () => {
        const log = await callApi<{ data: { type: string; reason?: string }[] }>(
          page,
          'GET',
          `/api/distribution-rules/${podId}/round-robin/log?limit=20`,
        );
        return log.body.data.some((e) => e.type === 'cancelled' && e.reason?.includes(reason));
      };
      await expect.poll(credited, { timeout: 30_000 }).toBe(true);
      await page.goto(`/distribution-rules/${podId}/round-robin-history`);
      const entry = page.locator('li[data-type="cancelled"]').filter({ hasText: reason });
      await expect(entry).toBeVisible();
      await expect(entry).toContainText('cancelled');
      await expect(entry).toContainText(`Credit given back (-1) · Reason: Cancelled by the host: ${reason}`);
      mkdirSync('/tmp/rr-outcomes-shots', { recursive: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: '/tmp/rr-outcomes-shots/history-1280.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await entry.scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/rr-outcomes-shots/history-390.png', fullPage: true });
    });

    await test.step('and so does the round robin log', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/distribution-rules/${podId}/round-robin-log`);
      const entry = page.getByRole('region', { name: 'Today' }).locator('li[data-type="cancelled"]').filter({ hasText: reason });
      await expect(entry).toContainText(`Credit given back (-1) · Reason: Cancelled by the host: ${reason}`);
      await page.screenshot({ path: '/tmp/rr-outcomes-shots/log-1280.png', fullPage: true });
    });
  });
});
