import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';

// The fake vendors run beside the app (scripts/e2e.mjs): E2E_PORT + 100, one path prefix per vendor host.
const VENDORS = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8788) + 100}`;
const HS = `${VENDORS}/api.hubapi.com`;
const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('Object Router: create one on HubSpot contacts without an owner, backfill them with live progress, and read their log', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const seeded = await page.request.post(`${HS}/__fake/portals`, {
    data: {
      // Every demo member is a HubSpot owner, so whoever the Sales pod's turn picks can be written back.
      owners: Object.values(DEMO).map((email, i) => ({ id: String(101 + i), email })),
      contacts: [
        ...Array.from({ length: 4 }, (_, i) => ({
          properties: { email: `nobody${i}@e2e-${id}.example`, firstname: 'Nobody', lastname: String(i) },
        })),
        { properties: { email: `owned@e2e-${id}.example`, firstname: 'Owned', hubspot_owner_id: '101' } },
      ],
    },
  });
  const { portalId } = (await seeded.json()) as { portalId: number };

  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/settings/integrations/hubspot');
  // Another journey (crm-hubspot.spec.ts) may have left HubSpot connected to the demo organization, its
  // authorization expired: disable it first, so this one connects the portal seeded above.
  const connect = page.getByRole('button', { name: 'Connect', exact: true });
  const disable = page.getByRole('button', { name: 'Disable', exact: true });
  await expect(connect.or(disable)).toBeVisible();
  if (await disable.isVisible()) {
    await disable.click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('textbox').fill('Disable HubSpot');
    await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
    await page.waitForURL(/\/settings\/integrations$/);
    await page.goto('/settings/integrations/hubspot');
  }
  await connect.click();
  await expect(page.getByRole('heading', { name: `Connect to HubSpot portal ${portalId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/settings\/integrations\/hubspot$/);
  await expect(page.getByTestId('synced-contact')).toHaveText('5 synced', { timeout: 60_000 });

  // The routing list's Object Router tab is a page now.
  await page.goto('/inbound-router/routers');
  await page.getByRole('tab', { name: 'Object Router' }).click();
  await expect(page).toHaveURL(/\/object-router\/routers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Object routers' })).toBeVisible();
  await page.getByRole('link', { name: /New object router/ }).click();

  const name = `Unowned contacts ${id}`;
  await page.getByLabel('Router name').fill(name);
  await page.getByRole('combobox', { name: 'CRM', exact: true }).click();
  await page.getByRole('option', { name: 'HubSpot' }).click();
  await page.getByRole('combobox', { name: 'Route a record when' }).click();
  await page.getByRole('option', { name: 'It has no owner' }).click();
  await page.getByRole('combobox', { name: 'Fallback pod' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Create object router' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goto('/object-router/routers');
  const card = page.locator('[aria-labelledby^="object-"]').filter({ hasText: name });
  await card.getByRole('button', { name: 'Backfill existing records' }).click();
  await expect(card.getByText('Backfill done: 5 of 5 records')).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole('progressbar', { name: `Backfill of ${name}` })).toHaveAttribute('aria-valuenow', '5');

  // Each routed contact got its owner written back to HubSpot.
  await expect
    .poll(
      async () => {
        const s = (await (await page.request.get(`${HS}/__fake/portals/${portalId}`)).json()) as { writes: { method: string }[] };
        return s.writes.filter((w) => w.method === 'PATCH').length;
      },
      { timeout: 30_000 },
    )
    .toBe(4);

  await card.getByRole('link', { name: 'Routing log' }).click();
  await expect(page).toHaveURL(/\/routing-logs\/views\/all-prospects\?routerId=/);
  await expect(page.getByText(`nobody0@e2e-${id}.example`)).toBeVisible();
});
