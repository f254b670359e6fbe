// Single sign-on through a real SAML identity provider's login page: samlify's IdentityProvider (worker/test/saml),
// started by this spec on a loopback port with a key pair it generates. An Admin of a fresh organization sets SAML
// up from the IdP's metadata URL, sees "Processing", runs a test sign-in, enables it; in a second browser a new
// address of the organization's domain signs in through the IdP and becomes a member just in time.
import { expect, test } from './support/test';
import { shot, signedInEmail, signUpAndConfirm, uniqueEmail } from './support/app';
import { startSamlIdp, type RunningSamlIdp } from '../../worker/test/saml/server';

let idp: RunningSamlIdp;

test.beforeAll(async () => {
  const { createServer } = await import('node:net');
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  idp = await startSamlIdp(port);
});
test.afterAll(async () => idp?.close());

test('an Admin sets up SAML single sign-on, tests and enables it, and a member signs in through the identity provider', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = uniqueEmail('admin');
  const domain = admin.split('@')[1];
  await signUpAndConfirm(page, admin, 'Saml-pass1!');

  await page.goto('/settings/security/sso');
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
  await page.getByText('SAML', { exact: true }).click();
  await expect(page.getByLabel('ACS URL', { exact: true })).toHaveValue(/\/api\/public\/saml\/[^/]+\/acs$/);
  await page.getByLabel('Identity provider metadata URL').fill(`${idp.origin}/metadata`);
  await page.getByLabel('Email domains').fill(domain);
  await page.getByLabel('Email domains').press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Processing', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Enable' })).toBeDisabled();
  await shot(page, 'saml-processing');

  // Test sign-in: through the IdP's login page and back to this page.
  await page.getByRole('button', { name: 'Test sign-in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.origin}/sso`));
  await page.getByLabel('Email').fill(admin);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/settings\/security\/sso/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
  await shot(page, 'saml-enabled');

  const other = await browser.newContext();
  const member = await other.newPage();
  const newcomer = `newcomer@${domain}`;
  await member.goto('/login');
  await member.getByRole('link', { name: 'Sign in with SSO' }).click();
  await member.getByLabel('Work email').fill(newcomer);
  await member.getByRole('button', { name: 'Continue' }).click();
  await expect(member).toHaveURL(new RegExp(`^${idp.origin}/sso`));
  await member.getByLabel('Email').fill(newcomer);
  await member.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => member.url(), { timeout: 20_000 }).not.toContain(idp.origin);
  await expect.poll(() => signedInEmail(member)).toBe(newcomer);
  await other.close();
});
