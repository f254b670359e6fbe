import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueEmail, signInAsDemoAdmin } from './support/app';
import { callApi, createOpenMeetingType, demoAdmin } from './support/booking';

// The fake vendors run beside the app (scripts/e2e.mjs): E2E_PORT + 100, one path prefix per vendor host.
const VENDORS = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8788) + 100}`;
const id = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function shoot(page: Page, name: string) {
  mkdirSync('.tmp/screens', { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `.tmp/screens/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `.tmp/screens/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A Zoom meeting type and link for the signed-in Admin, and a prospect's booking on its first slot, through the public API. */
async function bookZoomMeeting(page: Page, prospectName: string) {
  const admin = await demoAdmin(page);
  const type = await createOpenMeetingType(page, [admin.id], { name: `Zoom intro ${id()}`, locationType: 'video', videoTool: 'zoom' });
  const slug = `e2e-noshow-${id()}`;
  expect(
    (
      await callApi(page, 'POST', '/api/meeting-links', {
        kind: 'personal',
        name: slug,
        slug,
        meetingTypeId: type.id,
        questions: [],
      })
    ).status,
  ).toBe(201);
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 9 * 86_400_000).toISOString();
  const slots = await page.request.get(`/api/public/links/${slug}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
  const slot = ((await slots.json()) as { slots: { start: string }[] }).slots.at(-1)!;
  const email = uniqueEmail('noshow');
  const booked = await page.request.post(`/api/public/links/${slug}/bookings`, {
    data: { start: slot.start, timezone: 'UTC', name: prospectName, email },
    headers: { 'idempotency-key': id() },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { data: { id: string } }).data.id;
}

test.describe('no-show detection', () => {
  test('an Admin turns it on with a wait; an unsure Zoom meeting asks the host, who marks it No Show from the banner', async ({
    page,
    allowConsoleErrors,
  }) => {
    // Meeting details ask for the host calendar's copy of the meeting; without a connected calendar there is none (404).
    allowConsoleErrors(/status of 404 .*\/api\/calendars\/meetings\/[^/]+\)$/);
    test.setTimeout(120_000);
    await signInAsDemoAdmin(page);

    await page.goto('/settings/distribution/no-show-detection');
    await expect(page.getByRole('heading', { level: 1, name: 'No-show detection' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Detect no-shows on Zoom meetings' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await page.getByLabel('Check after the meeting ends').click();
    await page.getByRole('option', { name: '10 minutes' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('No-show detection saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Detect no-shows on Zoom meetings' })).toBeChecked();
    await expect(page.getByLabel('Check after the meeting ends')).toHaveText(/10 minutes/);
    await shoot(page, 'no-show-settings');

    await page.goto('/profile/integrations/zoom');
    await page.getByRole('button', { name: 'Connect Zoom' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByText('Zoom connected')).toBeVisible();

    const meetingId = await bookZoomMeeting(page, 'Nia Unsure');
    let meeting: { end: string; conference: { joinUrl: string | null } | null } | null = null;
    await expect(async () => {
      meeting = (await callApi(page, 'GET', `/api/meetings/${meetingId}`)).body.data;
      expect(meeting!.conference?.joinUrl).toMatch(/zoom\.us\/j\/\d+/);
    }).toPass({ timeout: 30_000 });
    const zoomId = /\/j\/(\d+)/.exec(meeting!.conference!.joinUrl!)![1];
    const end = Date.parse(meeting!.end);

    // Zoom's report once the meeting is over: the host (their connected Zoom account), and someone who joined without signing in.
    const hostZoomEmail = (await callApi<{ data: { accountName: string } }>(page, 'GET', '/api/profile/integrations/zoom')).body.data
      .accountName;
    const report = await page.request.post(`${VENDORS}/api.zoom.us/__fake/report/${zoomId}`, {
      data: {
        participants: [
          { name: 'Ada Admin', user_email: hostZoomEmail, join_time: new Date(end - 30 * 60_000).toISOString() },
          { name: 'Nia', user_email: '', join_time: new Date(end - 25 * 60_000).toISOString() },
        ],
      },
    });
    expect(report.status()).toBe(204);
    // Nine minutes after the end the wait has not passed; ten minutes after, the check runs.
    const early = await page.request.post(`/dev/no-show/sweep?at=${encodeURIComponent(new Date(end + 9 * 60_000).toISOString())}`);
    expect((await early.json()).data.checked).toBe(0);
    const due = await page.request.post(`/dev/no-show/sweep?at=${encodeURIComponent(new Date(end + 10 * 60_000).toISOString())}`);
    expect((await due.json()).data.checked).toBeGreaterThanOrEqual(1);

    // The host opens it after the meeting (browser tests cannot book in the past, so the meeting is moved there).
    expect((await page.request.post(`/dev/meetings/${meetingId}/took-place`)).status()).toBe(200);
    await page.goto(`/meetings/${meetingId}`);
    const banner = page.getByRole('region', { name: 'We could not tell whether Nia Unsure joined' });
    await expect(banner).toBeVisible();
    await expect(banner.getByText('Someone joined without signing in to Zoom')).toBeVisible();
    await shoot(page, 'no-show-unsure-banner');
    await banner.getByRole('button', { name: 'Mark no show' }).click();
    await expect(page.getByText('Meeting marked No Show')).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect((await callApi(page, 'GET', `/api/meetings/${meetingId}`)).body.data.status).toBe('no_show');
  });
});
