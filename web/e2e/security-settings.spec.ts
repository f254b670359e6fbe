import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn, shot } from './support/app';
import { choose } from './support/select';

test('an Admin sets an idle timeout and signs every other member out; the member lands on the sign-in page', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The signed-out member's first call answers 401 on purpose: that is what sends them to /login.
  allowConsoleErrors(/status of 401 \(Unauthorized\)/);
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await signIn(memberPage, DEMO.ursula, DEMO_PASSWORD);
  await expect(memberPage).toHaveURL(/\/$/);

  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login and security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login and security' })).toBeVisible();
  await choose(page.getByLabel('Idle timeout'), '8 hours');
  await page.getByRole('button', { name: 'Save' }).click();
  const changes = page.getByRole('list', { name: 'Recent security changes' });
  await expect(changes).toContainText('Idle timeout: Never → 8 hours');

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(changes).toContainText("Signed out every member's sessions");
  await shot(page, 'security-settings');

  await memberPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meetings' }).click();
  // The page's first call answers 401; the shell forgets the session and shows the sign-in page.
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  await expect(memberPage).toHaveURL(/\/login\?next=/);
  await member.close();

  // Back to the defaults, so the rest of the run meets the seeded organization.
  await choose(page.getByLabel('Idle timeout'), 'Never');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(changes).toContainText('Idle timeout: 8 hours → Never');

  await page.goto('/settings/trusted-origins');
  await expect(page).toHaveURL(/\/settings\/security\/trusted-origins$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trusted origins' })).toBeVisible();
  await shot(page, 'trusted-origins');
});
