import { execFileSync } from 'node:child_process';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn, shot } from './support/app';
import { choose } from './support/select';

const BASE = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8788');
const PORT = Number(BASE.port);
// The state directory scripts/e2e.mjs gives this server; the operator command writes the plan there.
const STATE = PORT === 8788 ? '.tmp/e2e-state' : `.tmp/e2e-state-${PORT}`;
const setPlan = (plan: 'standard' | 'enterprise') =>
  execFileSync(process.execPath, ['scripts/plan.mjs', '--org', 'acme.test', '--plan', plan, '--persist-to', STATE], { encoding: 'utf8' });

test('the Admin sees the plan; on Standard an Enterprise control is disabled with the wording the server answers', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan' })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Enterprise');
  await expect(page.getByText('Included in your plan')).toHaveCount(5);
  await shot(page, 'plan-enterprise');

  expect(setPlan('standard')).toContain('Acme Inc. (demo-account, acme.test): standard');
  try {
    await page.reload();
    await expect(page.getByTestId('current-plan')).toHaveText('Standard');
    await expect(page.getByText('Group round robin is available on the Enterprise plan. Contact us to enable it.')).toBeVisible();
    await shot(page, 'plan-standard');

    await page.goto('/distribution-rules/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New distribution rule' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Groups/ })).toBeDisabled();
    await expect(
      page.getByRole('note').filter({ hasText: 'Group round robin is available on the Enterprise plan. Contact us to enable it.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Post booking redirect')).toBeDisabled();
    await shot(page, 'plan-gated-pod');
  } finally {
    setPlan('enterprise');
  }
  await page.reload();
  await expect(page.getByRole('radio', { name: /Groups/ })).toBeEnabled();
  await expect(page.getByRole('note').filter({ hasText: 'Enterprise plan' })).toHaveCount(0);
});

test('a member finds themself in Slack by e-mail, or picks a channel, from their profile', async ({ page, allowConsoleErrors }) => {
  test.setTimeout(120_000);
  // The fake Slack consent page has no favicon.
  allowConsoleErrors(/favicon\.ico/);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/settings/integrations/slack');
  await page.getByRole('button', { name: /Connect Slack|Reinstall Slack app/ }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/settings\/integrations\/slack$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slack' })).toBeVisible();

  // Off the app before the session goes, so no request of the page still loading is refused.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(page, DEMO.ursula, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/profile/edit');
  const card = page.getByRole('region', { name: 'Slack' }).or(page.locator('[aria-labelledby="slack-card-title"]'));
  await expect(card.getByText('Not connected: you get no Slack alerts yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Find me in Slack' }).click();
  await expect(page.getByTestId('slack-target')).toHaveText('Direct messages to @ursula in Acme Workspace');
  await shot(page, 'profile-slack');

  await card.getByRole('button', { name: 'Choose a channel' }).click();
  await choose(card.getByLabel('Channel'), '#sales');
  await card.getByRole('button', { name: 'Use this channel' }).click();
  await expect(page.getByTestId('slack-target')).toHaveText('Posted in #sales in Acme Workspace');
  await page.reload();
  await expect(page.getByTestId('slack-target')).toHaveText('Posted in #sales in Acme Workspace');
});
