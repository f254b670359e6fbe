import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, shot, signIn } from './support/app';
import { callApi } from './support/booking';
import { demoRouterId, submitToRouter } from './support/routing';

test.describe('shadow mode', () => {
  test('an admin runs a draft as shadow, the demo form is submitted, the agreement screen shows it, and the draft is published', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    const routerId = await demoRouterId(page);
    const saved = (await callApi<{ data: { version: number; disqualifyFreeEmail: boolean } }>(page, 'GET', `/api/routers/${routerId}`)).body
      .data;

    // The draft flips free-mail disqualification: free-mail prospects are where it and the live version part.
    await page.goto(`/routers/${routerId}`);
    await expect(page.getByText('Shadow mode is off')).toBeVisible();
    const freeMail = page.getByRole('switch', { name: 'Free email disqualification' });
    await freeMail.click();
    await page.getByRole('button', { name: 'Run as shadow' }).click();
    await expect(page.getByRole('button', { name: 'Shadow running' })).toBeDisabled();
    await freeMail.click();

    const run = Date.now().toString(36);
    const free: string[] = [];
    for (let i = 0; i < 4; i++) {
      const email = i % 2 ? `shadow-${run}-${i}@gmail.com` : `shadow-${run}-${i}@globex.test`;
      const sessionId = await submitToRouter(page, routerId, {
        first_name: `Shadow ${i}`,
        last_name: 'Prospect',
        email,
        company: 'Globex',
        team_size: '1-10',
      });
      if (i % 2) free.push(sessionId);
    }

    await page.reload();
    const section = page.getByRole('region', { name: 'Shadow mode' });
    await expect(section.getByText('Agreement rate').locator('..')).toContainText('50%');
    const table = section.getByRole('table', { name: 'Disagreements' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('link', { name: /^Shadow \d/ }).first()).toHaveAttribute('href', /\/routing-logs\/.+\/details/);
    await expect(table).toContainText('Disqualified');
    await expect(page.getByRole('img', { name: /Disagreements per day/ })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'shadow-mode');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await section.screenshot({ path: `.tmp/screens/shadow-mode-section-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await section.getByRole('button', { name: 'Publish this draft' }).click();
    await expect(section.getByText('Shadow mode is off')).toBeVisible();
    await expect(page.getByText(new RegExp(`^Version ${saved.version + 1} ·`))).toBeVisible();
    await expect(freeMail).toHaveAttribute('aria-checked', String(!saved.disqualifyFreeEmail));
    const after = (await callApi<{ data: { disqualifyFreeEmail: boolean } }>(page, 'GET', `/api/routers/${routerId}`)).body.data;
    expect(after.disqualifyFreeEmail).toBe(!saved.disqualifyFreeEmail);
    expect(free).toHaveLength(2);

    // The demo router goes back as it was, the same way: other journeys count on its free-mail rule.
    await freeMail.click();
    await page.getByRole('button', { name: 'Run as shadow' }).click();
    await expect(page.getByRole('button', { name: 'Shadow running' })).toBeDisabled();
    await freeMail.click();
    await section.getByRole('button', { name: 'Publish this draft' }).click();
    await expect(section.getByText('Shadow mode is off')).toBeVisible();
    await expect(page.getByText(new RegExp(`^Version ${saved.version + 2} ·`))).toBeVisible();
    const restored = (await callApi<{ data: { disqualifyFreeEmail: boolean } }>(page, 'GET', `/api/routers/${routerId}`)).body.data;
    expect(restored.disqualifyFreeEmail).toBe(saved.disqualifyFreeEmail);
  });
});
