import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';

test.describe('enrichment providers', () => {
  test('an admin connects Apollo on its settings page (a refused key first), sees it connected, then disables it', async ({
    page,
    allowConsoleErrors,
  }) => {
    test.setTimeout(60_000);
    // The refused key is a 422 on purpose.
    allowConsoleErrors(/status of 422 .*\/api\/enrichments\/apollo/);
    mkdirSync('.tmp/screens', { recursive: true });
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/settings/integrations/apollo');
    await expect(page.getByRole('heading', { level: 1, name: 'Apollo' })).toBeVisible();
    await expect(page.getByText('Not connected')).toBeVisible();

    await page.getByLabel('API key').fill('invalid-key');
    await page.getByRole('button', { name: 'Connect Apollo' }).click();
    await expect(
      page.getByText('Sorry! Apollo integration failed. Please check your API credentials and configuration settings.'),
    ).toBeVisible();

    await page.getByLabel('API key').fill(`ap_e2e_${Date.now()}`);
    await page.getByRole('button', { name: 'Connect Apollo' }).click();
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Replace key' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: '.tmp/screens/enrichment-apollo-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/screens/enrichment-apollo-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Disable Apollo');
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('Not connected')).toBeVisible();
  });
});
