// Single sign-on through a real OpenID Provider's own login page: oidc-provider (panva, OpenID certified)
// started by this spec on a loopback port, its development login form standing in for Okta's. An Admin of a
// fresh organization sets the provider up and turns SSO on; a second browser signs in through it; an address
// that is no member of the organization comes back to /login/okta with the reason.
import { expect, test } from './support/test';
import { shot, signedInEmail, signUpAndConfirm, uniqueEmail } from './support/app';
import { startOidcProvider, type RunningIdp } from '../../worker/test/oidc/provider';
import { IDP_CLIENT_ID, IDP_CLIENT_SECRET } from '../../worker/test/oidc/users';

let idp: RunningIdp;

test.beforeAll(async ({}, info) => {
  const base = String(info.project.use.baseURL).replace(/\/$/, '');
  // The issuer is the provider's own address: the worker under wrangler dev reaches loopback outside production.
  const { createServer } = await import('node:net');
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  idp = await startOidcProvider({ issuer: `http://127.0.0.1:${port}`, port, redirectUris: [`${base}/api/auth/sso/callback`] });
});
test.afterAll(async () => idp?.close());

test('an Admin sets up OpenID Connect single sign-on and signs in through the identity provider', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  // oidc-provider's development login page loads a web font from Google; this machine has no internet.
  allowConsoleErrors(/fonts\.googleapis\.com/);
  const admin = uniqueEmail('admin');
  const domain = admin.split('@')[1];
  await signUpAndConfirm(page, admin, 'Sso-pass1!');

  await page.goto('/settings/security/sso');
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
  await expect(page.getByLabel('Sign-in redirect URI', { exact: true })).toHaveValue(/\/api\/auth\/sso\/callback$/);
  await page.getByLabel('Issuer URL').fill(idp.origin);
  await page.getByLabel('Client ID').fill(IDP_CLIENT_ID);
  await page.getByLabel('Client secret').fill(IDP_CLIENT_SECRET);
  await page.getByLabel('Email domains').fill(domain);
  await page.getByLabel('Email domains').press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Remove identity provider' })).toBeVisible({ timeout: 20_000 });
  await shot(page, 'sso-settings');

  await page.goto('/settings/security/settings');
  await page.getByRole('checkbox', { name: 'Single sign-on (SAML or OpenID Connect)' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Recent security changes' })).toContainText(
    'Login methods: Email and password → Email and password, Single sign-on',
  );

  const other = await browser.newContext();
  const member = await other.newPage();
  await member.goto('/login');
  await member.getByRole('link', { name: 'Sign in with SSO' }).click();
  await member.getByLabel('Work email').fill(admin);
  await member.getByRole('button', { name: 'Continue' }).click();
  // The identity provider's own login page.
  await expect(member).toHaveURL(new RegExp(`^${idp.origin}/interaction/`));
  await member.getByPlaceholder('Enter any login').fill(admin);
  await member.getByPlaceholder('and password').fill('anything');
  await member.getByRole('button', { name: 'Sign-in' }).click();
  await expect.poll(() => member.url(), { timeout: 20_000 }).not.toContain(idp.origin);
  await expect.poll(() => signedInEmail(member)).toBe(admin);

  // Someone the provider knows but the organization does not: back to /login/okta with the reason.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto('/login/okta');
  await stranger.getByLabel('Work email').fill(`nobody@${domain}`);
  await stranger.getByRole('button', { name: 'Continue' }).click();
  await stranger.getByPlaceholder('Enter any login').fill(`nobody@${domain}`);
  await stranger.getByPlaceholder('and password').fill('anything');
  await stranger.getByRole('button', { name: 'Sign-in' }).click();
  await expect(stranger.getByRole('alert')).toContainText(`nobody@${domain} is not an active member of this organization`);
  await shot(stranger, 'sso-refused');
  expect(await signedInEmail(stranger)).toBeNull();
  await other.close();
});
