import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support/app';
import { callApi } from './support/booking';
import { bookFirstSessionSlot, demoRouterId, submitToRouter } from './support/routing';

// The demo Enterprise pod becomes a group round robin: a group of Ursula takes turns and one member of a
// Solutions group (Max) joins every meeting. A prospect books through the public API; the Admin opens the
// meeting and sees Max among its participants with the group he joined from, and the routing log says why.

const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = '.tmp/screens';

test('a group pod books a meeting with a member of the additional group, shown on the meeting details', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  const rules = (
    await callApi<{ data: { id: string; name: string; definition: Record<string, unknown>; calibration: unknown }[] }>(
      page,
      'GET',
      '/api/distribution-rules?kind=rule',
    )
  ).body.data;
  const pod = rules.find((r) => r.name.startsWith('Enterprise'))!;
  const teams = (await callApi<{ data: { id: string; name: string }[] }>(page, 'GET', '/api/teams')).body.data;
  const salesId = teams.find((t) => t.name === 'Sales')!.id;
  const group = async (name: string, memberIds: string[]) => {
    const res = await callApi<{ data: { groups: { id: string; name: string }[] } }>(page, 'POST', `/api/teams/${salesId}/groups`, {
      name,
      memberIds,
    });
    expect(res.status).toBe(201);
    return res.body.data.groups.find((g) => g.name === name)!.id;
  };
  const solutions = `Solutions ${id}`;
  const primaryGroupId = await group(`Account executives ${id}`, ['demo-ursula']);
  const solutionsId = await group(solutions, ['demo-manager']);
  const saved = await callApi(page, 'PUT', `/api/distribution-rules/${pod.id}`, {
    kind: 'rule',
    calibration: pod.calibration,
    definition: {
      ...pod.definition,
      distribution: 'round_robin_group',
      members: [],
      groups: { primaryGroupId, additionalGroupIds: [solutionsId] },
      method: 'round_robin_available',
    },
  });
  expect(saved.status).toBe(200);

  const routerId = await demoRouterId(page);
  const prospect = `Gina Group ${id}`;
  const sessionId = await submitToRouter(page, routerId, {
    first_name: 'Gina',
    last_name: `Group ${id}`,
    email: `gina.${id}@groupco-${id}.test`,
    company: 'GroupCo',
    team_size: '201+',
  });
  const { meetingId } = await bookFirstSessionSlot(page, sessionId, { idempotencyKey: `e2e-${id}` });

  await page.goto(`/meetings/${meetingId}/details`);
  await expect(page.getByRole('heading', { level: 1, name: prospect })).toBeVisible();
  const team = page.getByRole('list', { name: 'Team participants' });
  await expect(team.getByRole('listitem')).toHaveCount(2);
  await expect(team.getByRole('listitem').filter({ hasText: 'Max Manager' })).toContainText(`From ${solutions}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/group-meeting-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/group-meeting-390.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/routing-logs/${sessionId}/details`);
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(`Added Max Manager from the additional group ${solutions}`);
  await page.screenshot({ path: `${SHOTS}/group-routing-log-1280.png`, fullPage: true });
});
