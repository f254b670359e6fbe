import { Webhook } from 'standardwebhooks';
import { expect, test } from './support/test';
import { shot, signUpAndConfirm, uniqueEmail } from './support/app';
import { callApi } from './support/booking';

// Product usage to segment to signal (issue 28), on a fresh organization: an event arrives through the
// signed HTTP endpoint, the usage segment's count moves on the accounts page and a signal on
// usage.activation_event rings the bell.
test('a signed usage event moves an account into a usage segment and fires an activation signal', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('usage');
  await signUpAndConfirm(page, email, 'Usage-pass1!');
  const accountId = (await callApi(page, 'GET', '/api/auth/session')).body.data.account.id as string;
  const domain = `acme-${Date.now().toString(36)}.test`;

  // Login is the one core event, Export an advanced one: a Login alone is a score of 100.
  const saved = await callApi(page, 'PUT', '/api/product-usage/settings/account', {
    events: ['Login'],
    advancedEvents: ['Export'],
    periodDays: 7,
  });
  expect(saved.status).toBe(200);
  const secret = (await callApi(page, 'POST', '/api/product-usage/http-secret')).body.data.value as string;
  expect((await callApi(page, 'POST', '/api/crm/records', { module: 'account', name: 'Acme', domain })).status).toBe(201);
  const segment = await callApi(page, 'POST', '/api/segments', {
    module: 'account',
    name: 'Active accounts',
    scope: 'global',
    conditions: [{ field: 'usage_score', operator: 'at_least', value: '70' }],
  });
  expect(segment.status).toBe(201);
  const signal = await callApi(page, 'POST', '/api/signals', {
    name: 'Activation',
    event: 'usage.activation_event',
    triggerType: 'on_account',
    frequency: 'every_time',
    notify: 'all_users',
    channels: [],
    actions: [],
    message: '',
    filters: [],
  });
  expect(signal.status, JSON.stringify(signal.body)).toBe(201);

  await page.goto(`/accounts/segments/${segment.body.data.id}`);
  const link = page.getByRole('navigation', { name: 'Segments' }).getByRole('link', { name: /Active accounts/ });
  await expect(link.getByLabel('0 records')).toBeVisible();

  // The product posts one Login, signed per Standard Webhooks with the organization's secret.
  const body = JSON.stringify({ events: [{ id: 'evt-1', event: 'Login', email: `pat@${domain}` }] });
  const msgId = `msg_${Date.now()}`;
  const now = new Date();
  const res = await page.request.post(`/api/public/product-usage/events/${accountId}`, {
    headers: {
      'content-type': 'application/json',
      'webhook-id': msgId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(msgId, now, body),
    },
    data: body,
  });
  expect(await res.json()).toEqual({ data: { accepted: 1, duplicates: 0 } });

  await page.reload();
  await expect(link.getByLabel('1 records')).toBeVisible();
  await expect(page.getByRole('table').getByRole('link', { name: 'Acme' })).toBeVisible();
  await shot(page, 'usage-signals-segment');

  // The signal fires once: the bell shows who performed which event, for which account.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText(`pat@${domain} performed Login (${domain})`)).toBeVisible();
  await shot(page, 'usage-signals-bell');

  // The Admin marks Login advanced on the settings page: with no core event done the account scores 10.
  await page.goto('/settings/product-usage');
  await expect(page.getByRole('button', { name: 'Export is advanced; mark it core' })).toBeVisible();
  await page.getByRole('button', { name: 'Login is core; mark it advanced' }).click();
  await page.getByRole('button', { name: 'Export is advanced; mark it core' }).click();
  await shot(page, 'usage-signals-settings');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Activation settings saved; scores recalculated')).toBeVisible();
  await page.goto('/accounts');
  await expect(page.getByRole('table').getByRole('row', { name: /Acme/ }).getByRole('cell', { name: '10 Low' })).toBeVisible();
  await expect(link.getByLabel('0 records')).toBeVisible();
});
