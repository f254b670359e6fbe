import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { callApi } from './support/booking';

test.describe('router preview', () => {
  test('an admin previews a prospect with an unsaved change: the decision shows, nothing is logged', async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    const routers = (await callApi<{ data: { id: string; name: string; disqualifyFreeEmail: boolean }[] }>(page, 'GET', '/api/routers'))
      .body.data;
    const router = routers.find((r) => !r.disqualifyFreeEmail) ?? routers[0]!;
    const logged = async () => (await callApi<{ data: { id: string }[] }>(page, 'GET', '/api/routing-logs')).body.data[0]?.id ?? null;
    const before = await logged();

    await page.goto(`/routers/${router.id}`);
    const freeMail = page.getByRole('switch', { name: 'Free email disqualification' });
    if ((await freeMail.getAttribute('aria-checked')) === 'false') await freeMail.click();
    await page.getByRole('button', { name: 'Preview a prospect' }).click();
    const sheet = page.getByRole('dialog', { name: 'Preview a prospect' });
    const email = sheet.getByLabel(/e-?mail/i).first();
    await email.fill('pat.prospect@gmail.com');
    await sheet.getByRole('button', { name: 'Run preview' }).click();
    const result = sheet.getByTestId('preview-result');
    await expect(result).toContainText('Disqualified');
    await expect(result).toContainText('Disqualified as the email address is from a free email provider');
    await expect(sheet.getByText('Router and rules')).toBeVisible();
    mkdirSync('.tmp/screens', { recursive: true });
    await page.screenshot({ path: '.tmp/screens/router-preview.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/screens/router-preview-390.png' });

    expect(await logged()).toBe(before);
    // The change stays unsaved in the editor: the preview wrote nothing.
    expect((await callApi<{ data: { disqualifyFreeEmail: boolean } }>(page, 'GET', `/api/routers/${router.id}`)).body.data).toMatchObject({
      disqualifyFreeEmail: router.disqualifyFreeEmail,
    });
  });
});
