import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';

// The API reference at /api/docs is the served OpenAPI document in Swagger UI: success answers are
// described field by field, and "Try it out" works from a signed-in browser (CSRF filled in for you).

test('the API reference documents answers and runs a write with the CSRF token filled in', async ({ page }) => {
  // Swagger UI turns the 1 MB document into its own structures before drawing: about 3 s on a quiet machine,
  // 20 to 30 s when the browser shares two cores with a type check and the other shard.
  test.setTimeout(240_000);
  await signIn(page, DEMO.manager, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // A read: its 200 answer names the fields of the body, not an empty schema.
  // Swagger UI draws operations as they scroll into view; a deep link opens one directly.
  await page.goto('/api/docs#/teams/getApiTeams');
  const ok = page.locator('#operations-teams-getApiTeams tr.response[data-code="200"]');
  await expect(ok).toBeVisible({ timeout: 90_000 });
  // The example Swagger UI draws from the schema has the body's real fields.
  await expect(ok.locator('.example, .microlight').first()).toContainText('"data"');
  await expect(ok.locator('.example, .microlight').first()).toContainText('"memberCount"');

  // A write through "Try it out": the x-csrf-token field comes filled in and the server accepts it.
  await page.goto('about:blank');
  await page.goto('/api/docs#/system/postApiExceptions');
  const report = page.locator('#operations-system-postApiExceptions');
  await report.getByRole('button', { name: 'Try it out' }).click({ timeout: 90_000 });
  await expect(report.locator('input[placeholder="x-csrf-token"]')).not.toHaveValue('');
  await report.locator('textarea.body-param__text').fill(JSON.stringify({ message: 'Tried from the API reference' }));
  await report.getByRole('button', { name: 'Execute' }).click();
  await expect(report.locator('.live-responses-table tbody .response-col_status')).toHaveText('204', { timeout: 30_000 });
});
