import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { choose } from './support/select';

test('an Admin connects Intercom through its consent page, sees which admins are reps, and creates an Intercom router', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The fake Intercom consent page has no favicon.
  allowConsoleErrors(/favicon\.ico/);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/integrations/intercom/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up Intercom' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect Intercom' }).click();
  await page.getByRole('button', { name: 'Authorize access' }).click();
  await expect(page).toHaveURL(/\/integrations\/intercom\/onboarding$/);
  await expect(page.getByText(/Connected to /)).toBeVisible();
  const admins = page.getByRole('table', { name: 'Intercom admins' });
  await expect(admins.getByRole('row').filter({ hasText: DEMO.ursula })).toContainText('Same e-mail (matched)');

  await page.getByLabel('Router name').fill('Website chats');
  await page.getByLabel('Distribution pod').click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Tags added to the conversation').fill('routewise');
  await page.getByLabel('Tags added to the conversation').press('Enter');
  await page.getByRole('button', { name: 'Create router' }).click();
  await expect(page).toHaveURL(/\/settings\/integrations\/intercom$/);
  await expect(page.getByText('Website chats')).toBeVisible();

  // A dropdown with more than ten choices cannot be the trigger attribute; the plan attribute can.
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await choose(page.getByLabel('Route when'), 'A contact attribute is set to a value');
  await choose(page.getByLabel('Intercom attribute'), 'Plan');
  await choose(page.getByLabel('Value'), 'Enterprise');
  await page.getByRole('button', { name: 'Save router' }).click();
  await expect(page.getByText('When plan is Enterprise')).toBeVisible();
});
