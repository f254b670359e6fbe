import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, shot, signIn } from './support/app';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

test('an Admin connects SCIM; the identity provider adds a member, deactivates them, and stops once the token is revoked', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SCIM provisioning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SCIM provisioning' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate token' }).click();
  const token = await page.getByRole('textbox', { name: 'Bearer token' }).inputValue();
  const baseUrl = await page.getByRole('textbox', { name: 'SCIM base URL' }).inputValue();
  expect(token).toMatch(/\S{20,}/);
  await shot(page, 'scim-token');

  // What Okta sends: a user, then a PATCH that turns `active` off. Not the browser's session: the bearer token only.
  const scim = (method: string, path: string, body?: unknown) =>
    page.request.fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      data: body === undefined ? undefined : JSON.stringify(body),
    });
  const email = `scim-${Date.now().toString(36)}@acme.test`;
  const created = await scim('POST', '/Users', {
    schemas: [USER],
    userName: email,
    name: { givenName: 'Sage', familyName: 'Scim' },
    emails: [{ primary: true, value: email, type: 'work' }],
    active: true,
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto(`/settings/members?q=${encodeURIComponent(email)}`);
  const all = page.getByRole('tabpanel');
  await expect(all.getByText(email)).toBeVisible();
  await expect(all.getByText('Sage Scim')).toBeVisible();

  expect(
    (await scim('PATCH', `/Users/${id}`, { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: false } }] })).status(),
  ).toBe(200);
  await page.reload();
  await expect(all.getByText('No results found')).toBeVisible();
  await page.getByRole('tab', { name: 'Deactivated' }).click();
  await expect(page.getByRole('tabpanel').getByText(email)).toBeVisible();

  await page.goto('/settings/security/scim');
  await expect(page.getByText(/Last used/)).toBeVisible();
  await page.getByRole('button', { name: 'Revoke token' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('button', { name: 'Generate token' })).toBeVisible();
  expect((await scim('GET', '/Users')).status()).toBe(401);
});
