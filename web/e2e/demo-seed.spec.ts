import { expect, test } from './support/test';
import { signInAsDemoAdmin } from './support/app';
import { callApi } from './support/booking';
// @ts-expect-error a plain ES module without types
import { startMarketingSite } from './fixtures/marketing-site/serve.mjs';

type Site = (() => Promise<void>) & { url: string };
const APP = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8788';
const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('the demo seed exercises the rules it shows', () => {
  let site: Site;
  test.beforeAll(async () => {
    site = (await startMarketingSite(0)) as Site;
  });
  test.afterAll(async () => {
    await site?.();
  });

  test('a 201+ team on the demo form goes to the Enterprise pod; a small team to everyone in Sales', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signInAsDemoAdmin(page);
    const routers = (await callApi<{ data: { id: string; name: string }[] }>(page, 'GET', '/api/routers')).body.data;
    const demo = routers.find((r) => r.name === 'Website demo requests')!;
    expect(demo).toBeTruthy();
    const origins = (await callApi<{ data: { trustedOrigins: string[] } }>(page, 'GET', '/api/organization/trusted-origins')).body.data
      .trustedOrigins;
    expect(
      (
        await callApi(page, 'PUT', '/api/organization/trusted-origins', {
          trustedOrigins: [...new Set([...origins, new URL(site.url).origin])],
        })
      ).status,
    ).toBe(200);

    const request = async (size: string, who: string) => {
      const prospect = await (await browser.newContext()).newPage();
      await prospect.goto(`${site.url}/?app=${encodeURIComponent(APP)}&router=${demo.id}`);
      await expect(prospect.locator('form[data-routewise-router]')).toBeAttached();
      await prospect.getByLabel('First name').fill(who);
      await prospect.getByLabel('Last name').fill('Sized');
      await prospect.getByLabel('Work email').fill(`${who.toLowerCase()}.${id}@sized-${id}-${size.replace(/\W/g, '')}.test`);
      await prospect.getByLabel(/team size/i).selectOption(size);
      await prospect.getByRole('button', { name: 'Request a demo' }).click();
      const dialog = prospect.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const name = (await dialog.getAttribute('aria-label')) ?? (await dialog.locator('h1').first().textContent());
      await prospect.context().close();
      return name ?? '';
    };
    // Enterprise: Ursula (weight 2) or Max; everyone else: the Sales team.
    expect(await request('201+', 'Erin')).toMatch(/Meet (Ursula Rep|Max Manager)/);
    expect(await request('11-50', 'Sam')).toMatch(/Meet the Sales team/);
  });
});
