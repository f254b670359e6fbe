import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signIn, shot } from './support/app';
import { callApi, createOpenMeetingType, demoAdmin } from './support/booking';
import { choose } from './support/select';

const VENDORS = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8788) + 100}`;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Received = { verified: boolean; id: string; body: { type: string; data: { meeting: { id: string } | null } } };

/** A customer's endpoint: verifies each delivery with the standardwebhooks library, as a customer would. */
function receiver() {
  const got: Received[] = [];
  let secret = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified = false;
      try {
        new Webhook(secret).verify(body, req.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      got.push({ verified, id: String(req.headers['webhook-id']), body: JSON.parse(body) });
      res.writeHead(verified ? 204 : 400).end();
    });
  });
  return {
    got,
    setSecret: (s: string) => (secret = s),
    start: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('webhook and Slack workflows fire once; a signal rings the bell live in another tab', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The empty form's save answers 422 on purpose; the fake Slack consent page has no favicon.
  allowConsoleErrors(/422 \(Unprocessable Entity\).*\/api\/workflows/);
  allowConsoleErrors(/favicon\.ico/);
  const hook = receiver();
  const port = await hook.start();
  try {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await test.step('create a webhook workflow on meeting booked', async () => {
      await page.goto('/workflows/new');
      await page.getByRole('button', { name: 'Save workflow' }).click();
      await expect(page.getByText('Workflow name is required')).toBeVisible();
      await page.getByLabel('Name').fill(`Booked hook ${run}`);
      await choose(page.getByLabel('Trigger'), { value: 'meeting_booked' });
      await choose(page.getByLabel('Action'), { value: 'send_webhook' });
      await page.getByLabel('Webhook URL').fill(`http://127.0.0.1:${port}/hook`);
      await page.getByLabel('Header 1 key').fill('X-Run');
      await page.getByLabel('Header 1 value').fill(run);
      await page.getByRole('button', { name: 'Save workflow' }).click();
      const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
      expect(secret).toMatch(/^whsec_/);
      hook.setSecret(secret);
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page).toHaveURL(/\/workflows$/);
      await expect(page.getByRole('link', { name: `Booked hook ${run}` })).toBeVisible();
    });

    await test.step('install Slack and create a Slack workflow on prospect disqualified', async () => {
      await page.goto('/settings/integrations/slack');
      await page.getByRole('button', { name: /Connect Slack|Reinstall Slack app/ }).click();
      await page.getByRole('button', { name: 'Allow' }).click();
      await expect(page).toHaveURL(/\/settings\/integrations\/slack$/);
      await expect(page.getByText('Connected', { exact: true })).toBeVisible();
      await page.goto('/workflows/new');
      await page.getByLabel('Name').fill(`Free e-mail ${run}`);
      await choose(page.getByLabel('Trigger'), { value: 'prospect_disqualified' });
      await choose(page.getByLabel('Action'), { value: 'send_slack' });
      await page.getByLabel('Slack channel').fill('#sales');
      await page.getByLabel('Message').fill(`Disqualified ${run}: {{prospect_name}} {{booker_email}}`);
      await page.getByRole('button', { name: 'Save workflow' }).click();
      await expect(page).toHaveURL(/\/workflows$/);
      await expect(page.getByRole('link', { name: `Free e-mail ${run}` })).toBeVisible();
      await shot(page, 'workflows-list');
    });

    await test.step('a booking delivers one signed webhook', async () => {
      const admin = await demoAdmin(page);
      const type = await createOpenMeetingType(page, [admin.id], { name: `Hook call ${run}`, earliestSlotMinutes: 0 });
      const link = { slug: `hook-${run}` };
      const made = await callApi(page, 'POST', '/api/meeting-links', {
        kind: 'personal',
        name: `Hook ${run}`,
        slug: link.slug,
        meetingTypeId: type.id,
        ownerUserId: admin.id,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const start = new Date(Date.now() + 3 * 86_400_000);
      start.setUTCHours(10, 0, 0, 0);
      const booked = await page.request.post(`/api/public/links/${link.slug}/bookings`, {
        data: { start: start.toISOString(), timezone: 'UTC', name: 'Pat Hook', email: `pat-${run}@globex.test` },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      const meetingId = (await booked.json()).data.id as string;
      const mine = () => hook.got.filter((r) => r.body.data.meeting?.id === meetingId);
      await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(1);
      await page.waitForTimeout(1500);
      expect(mine()).toHaveLength(1);
      expect(mine()[0]).toMatchObject({ verified: true, body: { type: 'meeting_booked' } });
    });

    await test.step('a gmail.com submission posts one Slack message, and a signal rings the bell live in a second tab', async () => {
      const signal = await callApi(page, 'POST', '/api/signals', {
        name: `Free e-mail alert ${run}`,
        triggerType: 'on_account',
        event: 'prospect.disqualified',
        filters: [],
        frequency: 'every_time',
        notify: 'all_users',
        channels: [],
        actions: ['view_account'],
        message: '',
      });
      expect(signal.status, JSON.stringify(signal.body)).toBe(201);
      const second = await browser.newContext();
      const other = await second.newPage();
      await signIn(other, DEMO.manager, DEMO_PASSWORD);
      await expect(other.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expect(other.locator('button[data-live="live"]')).toBeVisible({ timeout: 15_000 });
      const before = Number(
        (await other
          .getByTestId('bell-count')
          .textContent({ timeout: 1000 })
          .catch(() => '0')) || 0,
      );

      // The demo router disqualifies free e-mail addresses (other journeys add routers that may not).
      const routers = await callApi<{ data: { id: string; name: string }[] }>(page, 'GET', '/api/routers');
      const demoRouter = routers.body.data.find((r) => r.name === 'Website demo requests') ?? routers.body.data[0];
      const email = `gail-${run}@gmail.com`;
      const res = await page.request.post(`/api/public/routers/${demoRouter.id}/submissions`, {
        data: {
          answers: { first_name: 'Gail', last_name: 'Free', email, company: 'Self', team_size: '1-10' },
          pageUrl: 'https://www.acme-site.test/demo',
        },
      });
      expect(res.status(), await res.text()).toBe(201);

      const slackFor = async () =>
        (
          (await (await page.request.get(`${VENDORS}/slack.com/__fake/all-messages`)).json()) as {
            messages: { text: string; channel: string }[];
          }
        ).messages.filter((m) => m.text.includes(email));
      await expect.poll(async () => (await slackFor()).length, { timeout: 30_000 }).toBe(1);
      expect((await slackFor())[0]).toMatchObject({ channel: 'C0SALES0001', text: `Disqualified ${run}: Gail Free ${email}` });

      await expect(other.getByTestId('bell-count')).toHaveText(String(before + 1), { timeout: 30_000 });
      await other.getByRole('button', { name: /Notifications/ }).click();
      await expect(other.getByText(`Free e-mail alert ${run}: Prospect disqualified`).first()).toBeVisible();
      await shot(other, 'notification-bell');
      await page.waitForTimeout(1500);
      expect(await slackFor()).toHaveLength(1);
      await second.close();
    });

    await test.step('the webhook workflow shows its delivery log; signals and Twilio pages', async () => {
      await page.goto('/workflows');
      await page.getByRole('link', { name: `Booked hook ${run}` }).click();
      await expect(page.getByRole('region', { name: 'Delivery log' }).getByText('delivered').first()).toBeVisible();
      await shot(page, 'workflow-edit');
      await page.goto('/signals');
      await expect(page.getByText(`Free e-mail alert ${run}`)).toBeVisible();
      await shot(page, 'signals');
      await page.goto('/settings/integrations/twilio');
      // The demo organization is on the Enterprise plan, so Twilio can be connected.
      await expect(page.getByLabel('Account ID')).toBeVisible();
    });
  } finally {
    await hook.stop();
  }
});
