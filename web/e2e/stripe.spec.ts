import { expect, test } from './support/test';
import { shot, signUpAndConfirm, uniqueEmail } from './support/app';
import { callApi } from './support/booking';

// Stripe through its local stand-in (scripts/fake-vendors.mjs): an admin of a fresh organization connects
// with a restricted key (a refused one first), the sync matches a customer to an account by its e-mail
// domain, and the account shows its plan and MRR in the list and on its page.

const VENDORS = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8788) + 100}`;
const STRIPE = `${VENDORS}/api.stripe.com`;

test('an admin connects Stripe and sees each account’s plan and MRR', async ({ page, allowConsoleErrors }) => {
  test.setTimeout(90_000);
  // The refused key is a 422 on purpose.
  allowConsoleErrors(/status of 422 .*\/api\/billing\/stripe/);
  await signUpAndConfirm(page, uniqueEmail('stripe'), 'Stripe-pass1!');
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = await callApi(page, 'POST', '/api/crm/records', {
    module: 'account',
    name: `Initech ${tag}`,
    domain: `initech-${tag}.com`,
  });
  expect(account.status).toBe(201);

  const { apiKey } = (await (await page.request.post(`${STRIPE}/__fake/accounts`, { data: {} })).json()) as { apiKey: string };
  const seeded = await page.request.post(`${STRIPE}/__fake/objects`, {
    headers: { authorization: `Bearer ${apiKey}` },
    data: {
      customers: [{ id: `cus_${tag}`, object: 'customer', email: `billing@initech-${tag}.com`, name: 'Initech billing' }],
      subscriptions: [
        {
          id: `sub_${tag}`,
          object: 'subscription',
          customer: `cus_${tag}`,
          status: 'active',
          currency: 'usd',
          items: {
            object: 'list',
            data: [
              {
                quantity: 5,
                price: { unit_amount: 9980, nickname: 'Growth', currency: 'usd', product: 'prod_growth', recurring: { interval: 'month' } },
              },
            ],
          },
        },
      ],
    },
  });
  expect(seeded.status()).toBe(204);

  await page.goto('/settings/integrations/stripe');
  await expect(page.getByRole('heading', { level: 1, name: 'Stripe' })).toBeVisible();
  await expect(page.getByText('Not connected')).toBeVisible();
  await expect(page.getByTestId('stripe-webhook-url')).toContainText('/api/public/stripe/');
  await page.getByLabel('Restricted API key').fill('rk_test_notAKeyStripeKnows');
  await page.getByLabel('Webhook signing secret').fill('whsec_e2eSigningSecret123');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(
    page.getByText('Sorry! Stripe integration failed. Please check your API credentials and configuration settings.'),
  ).toBeVisible();

  await page.getByLabel('Restricted API key').fill(apiKey);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Last sync' })).toContainText('1 customers, 1 matched', { timeout: 30_000 });
  await shot(page, 'stripe-settings');

  await page.goto('/accounts');
  const row = page.getByRole('row').filter({ hasText: `Initech ${tag}` });
  await expect(row).toContainText('Growth');
  await expect(row).toContainText('$499.00');
  await shot(page, 'stripe-accounts');
  await row.getByRole('link', { name: `Initech ${tag}` }).click();
  const billing = page.getByLabel('Stripe billing');
  await expect(billing).toContainText('Growth');
  await expect(billing).toContainText('$499.00/mo');
  await expect(billing).toContainText('Active');
  await shot(page, 'stripe-account');
});
