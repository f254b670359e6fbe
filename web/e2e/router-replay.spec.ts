import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { callApi } from './support/booking';

test.describe('router replay', () => {
  test("an admin replays the last month with the editor's draft: progress, then the summary, reps and changed sessions", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    // The demo router disqualifies free e-mail: three free-mail and three company prospects submit its form.
    const routers = (await callApi<{ data: { id: string; name: string }[] }>(page, 'GET', '/api/routers')).body.data;
    const router = routers.find((r) => r.name === 'Website demo requests') ?? routers[0]!;
    const run = Date.now().toString(36);
    for (let i = 0; i < 6; i++) {
      const email = i % 2 ? `replay-${run}-${i}@gmail.com` : `replay-${run}-${i}@globex.test`;
      const res = await page.request.post(`/api/public/routers/${router.id}/submissions`, {
        data: {
          answers: { first_name: `Replay ${i}`, last_name: 'Prospect', email, company: 'Globex', team_size: '1-10' },
          pageUrl: 'https://www.acme-site.test/demo',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    await page.goto(`/routers/${router.id}`);
    const freeMail = page.getByRole('switch', { name: 'Free email disqualification' });
    if ((await freeMail.getAttribute('aria-checked')) === 'true') await freeMail.click();
    await page.getByRole('button', { name: 'Replay over history' }).click();
    const sheet = page.getByRole('dialog', { name: 'Replay over history' });
    await sheet.getByRole('button', { name: 'Start replay' }).click();
    const result = sheet.getByRole('region', { name: 'Replay result' });
    await expect(result).toBeVisible({ timeout: 90_000 });
    await expect(result).toContainText('submissions replayed with Draft');
    await expect(result).toContainText('would change');
    await expect(sheet.getByRole('table', { name: 'Sessions per rep' })).toBeVisible();
    const changed = sheet.getByRole('list', { name: 'Changed sessions' });
    await expect(changed.getByRole('link', { name: /^Replay \d/ }).first()).toBeVisible();
    await expect(changed).toContainText('Disqualified →');
    await expect(sheet.getByRole('link', { name: 'Download CSV' })).toBeVisible();
    mkdirSync('.tmp/screens', { recursive: true });
    await page.screenshot({ path: '.tmp/screens/router-replay.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/screens/router-replay-390.png' });
  });
});
