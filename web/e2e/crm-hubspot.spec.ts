import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { callApi } from './support/booking';

// The fake vendors run beside the app (scripts/e2e.mjs): E2E_PORT + 100, one path prefix per vendor host.
const VENDORS = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8788) + 100}`;
const HS = `${VENDORS}/api.hubapi.com`;
const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const domain = `e2e-${id}.example`;

type PortalState = { writes: { method: string; path: string; body: { properties: Record<string, string> } }[] };
const portalState = async (page: Page, portalId: number) =>
  (await (await page.request.get(`${HS}/__fake/portals/${portalId}`)).json()) as PortalState;

test('HubSpot: connect, import with progress, route on the account owner, write the owner back, then a revoked token leads to /crm-failure and the audit log', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  mkdirSync('.tmp/screens', { recursive: true });
  // Refreshing fields after the revocation answers 400 TOKEN_EXPIRED_ERROR on purpose: that is what sends the admin to /crm-failure.
  allowConsoleErrors(/status of 400 .*\/api\/integrations\/crm\/hubspot\/refresh-fields/);

  // A HubSpot portal whose company is owned by Ursula (by e-mail), with 150 contacts at it.
  const seeded = await page.request.post(`${HS}/__fake/portals`, {
    data: {
      owners: [
        { id: '101', email: DEMO.ursula, firstName: 'Ursula', lastName: 'Rep' },
        { id: '102', email: DEMO.ravi, firstName: 'Ravi', lastName: 'Rep' },
      ],
      extraProperties: { companies: ['sdr_owner_id'] },
      companies: [{ id: '700', properties: { name: `E2E Corp ${id}`, domain, hubspot_owner_id: '101' } }],
      contacts: Array.from({ length: 150 }, (_, i) => ({
        properties: { email: `person${i}@${domain}`, firstname: 'Person', lastname: String(i) },
        company: '700',
      })),
    },
  });
  const { portalId } = (await seeded.json()) as { portalId: number };

  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/settings/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  for (const group of ['CRM', 'Communication', 'Other tools'])
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/settings-integrations.png', fullPage: true });

  // Connect through the fake HubSpot consent page.
  await page.getByRole('link', { name: 'HubSpot integration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'HubSpot' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Connect to HubSpot portal ${portalId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/settings\/integrations\/hubspot$/);
  await expect(page.getByText('Connected', { exact: true }).first()).toBeVisible();

  // The initial import fills companies and contacts, with progress on the page.
  await expect(page.getByRole('heading', { name: 'Synced records' })).toBeVisible();
  await expect(page.getByTestId('synced-contact')).toHaveText('150 synced', { timeout: 60_000 });
  await expect(page.getByTestId('synced-account')).toHaveText('1 synced');
  await page.screenshot({ path: '.tmp/screens/hubspot-page.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/screens/hubspot-page-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A router whose matching rule sends a prospect from the company to its HubSpot owner and writes them into sdr_owner_id.
  const rule = await callApi<{ data: { id: string } }>(page, 'POST', '/api/matching-rules', {
    name: `HubSpot account owner ${id}`,
    moduleType: 'related_account',
    matchBy: { by: 'email_domain' },
    assignee: { type: 'record_owner', ownerProperty: 'hubspot_owner_id' },
    updateOwner: { enabled: true, destinationProperty: 'sdr_owner_id' },
  });
  expect(rule.status).toBe(201);
  const demoRouters = (await callApi<{ data: { id: string }[] }>(page, 'GET', '/api/routers?search=Website%20demo%20requests')).body.data;
  const demo = (await callApi<{ data: Record<string, any> }>(page, 'GET', `/api/routers/${demoRouters[0].id}`)).body.data;
  const routerName = `HubSpot router ${id}`;
  const created = await callApi<{ data: { id: string } }>(page, 'POST', '/api/routers', {
    name: routerName,
    formId: demo.formId,
    meetingTypeId: demo.meetingTypeId,
    matchingEnabled: true,
    matchingRuleIds: [rule.body.data.id],
    distributionRuleIds: demo.distributionRuleIds,
    fallbackPodId: demo.fallbackPodId ?? null,
    redirects: demo.redirects,
    crmModule: 'contact',
  });
  expect(created.status).toBe(201);
  const submitted = await page.request.post(`/api/public/routers/${created.body.data.id}/submissions`, {
    data: {
      answers: { first_name: 'Pat', last_name: 'Prospect', email: `pat@${domain}`, company: 'E2E Corp' },
      pageUrl: 'http://127.0.0.1:8790/',
      utm: {},
    },
  });
  expect(submitted.status()).toBe(201);
  const submission = (await submitted.json()).data as { sessionId: string; assignee: { name: string } };
  expect(submission.assignee.name).toBe('Ursula Rep');

  // The owner update reaches the fake HubSpot (through the queue) and the routing log's CRM owner update card.
  await expect
    .poll(
      async () =>
        (await portalState(page, portalId)).writes
          .filter((w) => w.path === '/crm/v3/objects/companies/700')
          .map((w) => w.body.properties.sdr_owner_id),
      { timeout: 60_000 },
    )
    .toEqual(['101']);
  await page.goto(`/routing-logs/${submission.sessionId}/details`);
  const card = page.getByRole('heading', { name: 'CRM owner update' }).locator('xpath=ancestor::div[contains(@class, "rounded-lg")][1]');
  await expect(card.getByText('Updated', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('sdr_owner_id');
  await page.screenshot({ path: '.tmp/screens/hubspot-routing-log.png', fullPage: true });

  // HubSpot revokes the app: the next CRM call sends the admin to /crm-failure, with the impacted routers.
  await page.request.post(`${HS}/__fake/portals/${portalId}/revoke`, { data: {} });
  await page.request.post(`${HS}/__fake/portals/${portalId}/expire-access`, { data: {} });
  await page.goto('/settings/integrations/hubspot');
  await page.getByRole('button', { name: 'Refresh CRM fields' }).click();
  await expect(page).toHaveURL(/\/crm-failure$/);
  await expect(page.getByRole('heading', { level: 1, name: "CRM integration isn't working" })).toBeVisible();
  await expect(page.getByText('Integration authorization expired: HubSpot needs to be reconnected.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Impacted routers' })).toContainText(routerName);
  await expect(page.getByRole('link', { name: 'Reconnect HubSpot' })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/crm-failure.png', fullPage: true });

  await page.getByRole('link', { name: 'View audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Integration expired' }).first();
  await expect(row).toContainText('HubSpot');
  await page.screenshot({ path: '.tmp/screens/audit-log.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/screens/audit-log-390.png', fullPage: true });
});
