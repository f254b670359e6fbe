import { expect, test } from './support/test';
import { shot } from './support/app';
import { callApi, createOpenMeetingType, createPersonalLink, openFirstDay, signUpFreshOrganization } from './support/booking';

const PORT = Number(process.env.E2E_PORT || 8788);
const VENDORS = `http://127.0.0.1:${PORT + 100}`;
// The customer's domain resolves to this server, as its CNAME to the fallback origin would make it in production.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.routewise-e2e.com 127.0.0.1'],
  },
});

test.describe('scheduler domain', () => {
  test('an Admin adds a domain, copies its DNS records, verifies it through Cloudflare, and prospects book on it', async ({
    page,
    browser,
    allowConsoleErrors,
  }) => {
    test.setTimeout(120_000);
    // The apex is refused by the server (the public suffix list is not in the browser); the customer's domain is plain
    // HTTP here (Cloudflare serves it over HTTPS), so Chromium ignores its Cross-Origin-Opener-Policy and says so.
    allowConsoleErrors(/status of 422 .*\/api\/scheduler-domain\)$/);
    allowConsoleErrors(/Cross-Origin-Opener-Policy header has been ignored/);
    const me = await signUpFreshOrganization(page, 'domain', 'Domain-pass1!', 'Domainco');
    const type = await createOpenMeetingType(page, [me.id], { name: 'Domain demo', durationMinutes: 30, slotIncrementMinutes: 30 });
    const slug = `domain-${Date.now().toString(36)}`;
    const made = await createPersonalLink(page, { name: 'Domain demo', slug, meetingTypeId: type.id });
    const hostname = `meet-${Date.now().toString(36)}.routewise-e2e.com`;

    await page.goto('/settings/scheduler-domain');
    await page.locator('#hostname').fill('routewise-e2e.com');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText(/^Invalid domain/)).toBeVisible();
    await page.locator('#hostname').fill(hostname);
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    const records = page.getByRole('list', { name: 'DNS records' });
    await expect(records).toContainText(`_cf-custom-hostname.${hostname}`);
    await expect(records).toContainText(`_acme-challenge.${hostname}`);
    await expect(page.getByText('Certificate being issued')).toBeVisible();
    await shot(page, 'scheduler-domain-pending');

    // Cloudflare sees the records: the hostname and its certificate become active; "Check now" shows it.
    expect((await page.request.post(`${VENDORS}/api.cloudflare.com/__fake/custom_hostnames/${hostname}/activate`)).status()).toBe(204);
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('Certificate issued')).toBeVisible();
    await shot(page, 'scheduler-domain-verified');

    // Every link the product hands out now names the domain.
    const link = await callApi<{ data: { url: string } }>(page, 'GET', `/api/meeting-links/${made.id}`);
    expect(link.body.data.url).toBe(`https://${hostname}/b/${slug}`);

    const prospect = await (await browser.newContext()).newPage();
    const onDomain = `http://${hostname}:${PORT}`;
    await prospect.goto(`${onDomain}/b/${slug}`);
    await expect(prospect.getByRole('heading', { level: 1, name: 'Domain demo' })).toBeVisible();
    await openFirstDay(prospect);
    await expect(prospect.locator('.rw-slot').first()).toBeVisible();
    await shot(prospect, 'scheduler-domain-booking-page');
    // Nothing of the admin app is on the customer's domain (asked outside the browser, which alone resolves it: Host names it).
    const asDomain = { headers: { host: `${hostname}:${PORT}` }, maxRedirects: 0 };
    const direct = `http://127.0.0.1:${PORT}`;
    expect((await prospect.request.get(`${direct}/settings/scheduler-domain`, asDomain)).status()).toBe(404);
    expect((await prospect.request.get(`${direct}/api/auth/session`, asDomain)).status()).toBe(404);
    expect((await prospect.request.get(`${direct}/b/${slug}`, asDomain)).status()).toBe(200);
    const root = await prospect.request.get(`${direct}/`, asDomain);
    expect(root.status()).toBe(302);
    expect(root.headers().location).toBe('https://routewise-e2e.com/');
  });
});
