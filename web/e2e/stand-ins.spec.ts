import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';

// scripts/e2e.mjs runs the vendors' local stand-ins beside the app, as `npm start` does.
test('the demo admin connects Google Calendar through the local stand-in, which says so on its consent page and in the app', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  await page.goto('/profile/integrations/google-calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Google Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect Google Calendar' }).first().click();

  // The stand-in's consent page: plainly not Google, one click to approve (the account is the member's e-mail).
  await expect(page.getByText('Local stand-in of Google - nothing leaves this machine.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.admin);
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/profile\/integrations\/google-calendar$/);
  await expect(page.getByText('Google Calendar connected').first()).toBeVisible();
  await expect(page.getByText('local stand-in of Google Calendar')).toBeVisible();

  // The member's list of integrations says it too, once, on the Google Calendar card. (Other browser specs
  // connect other tools for this admin, so which further cards carry the label depends on their order.)
  await page.goto('/profile/integrations');
  await expect(page.getByRole('heading', { level: 3, name: 'Google Calendar' })).toBeVisible();
  await expect(page.getByText('local stand-in of Google Calendar')).toHaveCount(1);
});
