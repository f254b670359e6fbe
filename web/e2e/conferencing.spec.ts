import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, uniqueEmail, signInAsDemoAdmin } from './support/app';
import { callApi, createOpenMeetingType, createPersonalLink, demoAdmin, fillBookingForm, pickFirstSlot } from './support/booking';

const id = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A meeting type whose location is a video tool, open around the clock, and a personal link on it for the signed-in admin. */
async function videoLink(page: Page, videoTool: string) {
  const admin = await demoAdmin(page);
  const typeName = `Video call ${id()}`;
  const type = await createOpenMeetingType(page, [admin.id], { name: typeName, locationType: 'video', videoTool });
  const slug = `e2e-video-${id()}`;
  await createPersonalLink(page, {
    name: `Video ${slug}`,
    slug,
    meetingTypeId: type.id,
    questions: [],
  });
  return { slug, typeName };
}

test.describe('conferencing', () => {
  test("a member sets their own conference link; a prospect books a video meeting and gets it; meeting details' Start opens it", async ({
    page,
    browser,
    baseURL,
    allowConsoleErrors,
  }) => {
    // Meeting details ask for the host calendar's copy of the meeting; without a connected calendar there is none (404).
    allowConsoleErrors(/status of 404 .*\/api\/calendars\/meetings\/[^/]+\)$/);
    test.setTimeout(90_000);
    mkdirSync('.tmp/screens', { recursive: true });
    await signInAsDemoAdmin(page);
    // A room on this server, so the window Start opens has somewhere to land.
    const room = `${baseURL}/video-room-${id()}`;

    await page.goto('/profile/integrations/conference-link');
    await expect(page.getByRole('heading', { level: 1, name: 'Conference link' })).toBeVisible();
    await page.getByLabel('Conference tool link').fill('not a link');
    await page.getByRole('button', { name: /^(Connect|Save link)$/ }).click();
    await expect(page.getByText('Please enter a valid conference tool link')).toBeVisible();
    await page.getByLabel('Conference tool link').fill(room);
    await page.getByRole('button', { name: /^(Connect|Save link)$/ }).click();
    await expect(page.getByText('Conference link saved')).toBeVisible();
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: '.tmp/screens/conference-link-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/screens/conference-link-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Admins see who has a calendar and a video tool connected.
    await page.goto('/settings/members');
    await expect(page.getByRole('columnheader', { name: 'Calendar and video' })).toBeVisible();
    const adminRow = page.getByRole('row').filter({ hasText: DEMO.admin });
    await expect(adminRow.getByText('Conference link')).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/members-tools.png' });

    const { slug, typeName } = await videoLink(page, 'conference_link');
    const prospect = await (await browser.newContext()).newPage();
    const email = uniqueEmail('video');
    await prospect.goto(`/b/${slug}`);
    await expect(prospect.getByRole('heading', { level: 1, name: typeName })).toBeVisible();
    await pickFirstSlot(prospect);
    await fillBookingForm(prospect, { name: 'Vera Video', email });
    await prospect.getByRole('button', { name: 'Schedule meeting' }).click();
    await expect(prospect.getByRole('heading', { level: 1, name: 'Your meeting is booked' })).toBeVisible();
    const joinOnConfirmation = prospect.getByRole('link', { name: room });
    await expect(joinOnConfirmation).toBeVisible();
    await expect(joinOnConfirmation).toHaveAttribute('href', room);
    await prospect.screenshot({ path: '.tmp/screens/conference-confirmation.png', fullPage: true });
    await prospect.context().close();

    const list = await callApi<{ data: { id: string; prospectEmail: string }[] }>(
      page,
      'GET',
      `/api/meetings?view=scheduled&q=${encodeURIComponent(email)}`,
    );
    const meeting = list.body.data.find((m) => m.prospectEmail === email);
    expect(meeting, JSON.stringify(list.body)).toBeTruthy();
    await page.goto(`/meetings/${meeting!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /Vera Video/ })).toBeVisible();
    await expect(page.getByRole('link', { name: room })).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/conference-meeting-details.png', fullPage: true });
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Start' }).click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toBe(room);
    await popup.close();

    // Disabling takes the typed confirmation; later bookings then get no link from it.
    await page.goto('/profile/integrations/conference-link');
    await page.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Disable');
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(dialog.getByText("The given input didn't match the Conference link name")).toBeVisible();
    await dialog.getByRole('textbox').fill('Disable Conference link');
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('Conference link disconnected')).toBeVisible();
    await expect(page.getByText('Not connected', { exact: true })).toBeVisible();
  });

  test('a member connects Zoom through its consent page; the booking gets a Zoom meeting, in the invitation and on meeting details', async ({
    page,
    browser,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404 .*\/api\/calendars\/meetings\/[^/]+\)$/);
    test.setTimeout(120_000);
    await signInAsDemoAdmin(page);
    await page.goto('/profile/integrations/zoom');
    await page.getByRole('button', { name: 'Connect Zoom' }).click();
    await expect(page.getByRole('heading', { name: 'Routewise would like to access your Zoom account' })).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/profile\/integrations\/zoom$/);
    await expect(page.getByText('Zoom connected')).toBeVisible();
    await expect(page.getByText(/Connected as zoom\.user\d+@zoom\.test/)).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/zoom-connected.png', fullPage: true });

    const { slug } = await videoLink(page, 'zoom');
    const prospect = await (await browser.newContext()).newPage();
    const email = uniqueEmail('zoom');
    await prospect.goto(`/b/${slug}`);
    await pickFirstSlot(prospect);
    await fillBookingForm(prospect, { name: 'Zed Zoom', email });
    await prospect.getByRole('button', { name: 'Schedule meeting' }).click();
    await expect(prospect.getByRole('heading', { level: 1, name: 'Your meeting is booked' })).toBeVisible();
    await expect(prospect.getByText('The video link is on its way with your invitation e-mail.')).toBeVisible();

    // The invitation waits for the Zoom meeting and goes out once, with its link.
    const mail = prospect.locator(`[data-testid="mail"][data-to="${email.toLowerCase()}"]`);
    await expect(async () => {
      await prospect.goto('/dev/mailbox');
      await expect(
        mail
          .first()
          .getByText(/zoom\.us\/j\/\d+/)
          .first(),
      ).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(mail).toHaveCount(1);
    await prospect.context().close();

    const list = await callApi<{ data: { id: string; prospectEmail: string }[] }>(
      page,
      'GET',
      `/api/meetings?view=scheduled&q=${encodeURIComponent(email)}`,
    );
    const meeting = list.body.data.find((m) => m.prospectEmail === email)!;
    await page.goto(`/meetings/${meeting.id}`);
    await expect(page.getByRole('link', { name: /zoom\.us\/j\/\d+/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start' })).toHaveAttribute('href', /zoom\.us\/j\/\d+/);

    await page.goto('/profile/integrations/zoom');
    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('Disable Zoom');
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('Zoom disconnected')).toBeVisible();
  });
});
