import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { followMailedLink, uniqueEmail } from './support/app';
import { callApi, createOpenLink, fillBookingForm } from './support/booking';

// The fake vendors run beside the app (scripts/e2e.mjs): E2E_PORT + 100, one path prefix per vendor host.
const VENDORS = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8788) + 100}`;
const GOOGLE_API = `${VENDORS}/www.googleapis.com`;

type FakeEvent = {
  id: string;
  status: string;
  start: { dateTime: string };
  attendees?: { email: string }[];
  hangoutLink?: string;
  extendedProperties?: { private?: Record<string, string> };
};

async function fakeEvents(page: Page, email: string): Promise<FakeEvent[]> {
  const res = await page.request.get(`${GOOGLE_API}/__fake/events?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { items: FakeEvent[] }).items;
}
const ours = (events: FakeEvent[]) => events.filter((e) => e.extendedProperties?.private?.routewiseMeetingId);

/**
 * Opens a day (YYYY-MM-DD, UTC) on a booking page, going to the next month when it is not in the one shown: near the
 * end of a month its second day with times is in the next one.
 */
async function openDay(page: Page, day: string) {
  const name = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const button = page.getByRole('button', { name: new RegExp(`^${name}, \\d+ times? available`) });
  // A day with times, not just a drawn month: "no times available" days show while an empty month (the rest of
  // one ending today) moves on by itself, and a Next month click then would skip a month.
  await expect(page.getByRole('button', { name: /\d+ times? available/ }).first()).toBeVisible();
  if (!(await button.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await button.click();
}

/** On a booking page: that day, then the slot starting at `start`. */
async function pickOn(page: Page, day: string, start: string) {
  await openDay(page, day);
  const slot = page.locator(`.rw-slot[data-start="${start}"]`);
  await expect(slot).toBeVisible();
  await slot.click();
}

async function publicSlots(page: Page, slug: string) {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const res = await page.request.get(`/api/public/links/${slug}/slots?from=${from}&to=${to}&timezone=UTC`);
  return ((await res.json()) as { slots: { start: string }[] }).slots.map((s) => s.start);
}

test.describe('calendars', () => {
  test('a member connects Google Calendar; its busy time removes slots; bookings are written, moved and deleted there', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    mkdirSync('.tmp/screens', { recursive: true });
    const { slug } = await createOpenLink(page);
    const google = `rep-${Date.now().toString(36)}@gmail.test`;

    // Connect through the fake Google consent screen.
    await page.goto('/profile/integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Video conferencing' })).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/profile-integrations.png', fullPage: true });
    await page.getByRole('link', { name: 'Connect Google Calendar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Google Calendar' })).toBeVisible();
    await page.getByRole('button', { name: 'Connect Google Calendar' }).first().click();
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await page.getByLabel('Email').fill(google);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/profile\/integrations\/google-calendar$/);
    await expect(page.getByText('Google Calendar connected').first()).toBeVisible();
    await expect(page.getByText(google).first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Check ${google} for conflicts` })).toBeChecked();
    await expect(page.getByRole('radio', { name: `Write bookings to ${google}` })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Write bookings to Team holidays' })).toBeDisabled();

    // Mark a second calendar for conflicts and save.
    await page.getByRole('checkbox', { name: 'Check Team holidays for conflicts' }).click();
    await page.getByRole('button', { name: 'Save calendar settings' }).click();
    await expect(page.getByText('Calendar settings updated').first()).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/google-calendar-page.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/screens/google-calendar-page-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A busy event on the fake calendar (pushed to the app through its watch channel) removes that slot.
    // The second day with times is a whole day, whatever the hour now.
    const all = await publicSlots(page, slug);
    const secondDay = [...new Set(all.map((x) => x.slice(0, 10)))][1];
    const before = all.filter((x) => x.startsWith(secondDay));
    const busyStart = before[2];
    const busyEnd = new Date(Date.parse(busyStart) + 30 * 60_000).toISOString();
    const created = await page.request.post(`${GOOGLE_API}/__fake/events`, {
      data: { email: google, summary: 'Customer call', start: { dateTime: busyStart }, end: { dateTime: busyEnd } },
    });
    expect(created.ok()).toBe(true);
    await expect.poll(async () => (await publicSlots(page, slug)).includes(busyStart), { timeout: 20_000 }).toBe(false);

    const prospect = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
    const email = uniqueEmail('prospect');
    await prospect.goto(`/b/${slug}`);
    await openDay(prospect, secondDay);
    await expect(prospect.locator('.rw-slot').first()).toBeVisible();
    await expect(prospect.locator(`.rw-slot[data-start="${busyStart}"]`)).toHaveCount(0);
    await expect(prospect.locator(`.rw-slot[data-start="${before[0]}"]`)).toBeVisible();

    // The prospect books: the event appears on the fake calendar with the prospect invited by Google.
    const start = before[0];
    await pickOn(prospect, secondDay, start);
    await fillBookingForm(prospect, { name: 'Pat Prospect', email, company: 'Prospect Co' });
    await prospect.getByRole('button', { name: 'Schedule meeting' }).click();
    await expect(prospect.getByRole('heading', { level: 1, name: 'Your meeting is booked' })).toBeVisible();
    await expect.poll(async () => ours(await fakeEvents(page, google)).length, { timeout: 30_000 }).toBe(1);
    const [event] = ours(await fakeEvents(page, google));
    expect(Date.parse(event.start.dateTime)).toBe(Date.parse(start));
    expect(event.attendees?.map((a) => a.email)).toContain(email);
    // The meeting type's video tool is Google Meet: the event carries the Meet link (conferenceData).
    expect(event.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\//);
    const meetingId = event.extendedProperties!.private!.routewiseMeetingId;
    await expect
      .poll(async () => (await callApi(page, 'GET', `/api/calendars/meetings/${meetingId}`)).body?.data?.status, { timeout: 15_000 })
      .toBe('synced');
    // Meeting details show the calendar write and the prospect's RSVP as Google reports it.
    await page.goto(`/meetings/${meetingId}`);
    const calendarCard = page
      .getByRole('heading', { name: 'Calendar', exact: true })
      .locator('xpath=ancestor::div[contains(@class, "rounded")][1]');
    await expect(calendarCard.getByText('In the calendar')).toBeVisible();
    await expect(page.getByRole('list', { name: 'RSVP' }).getByText('Pending')).toBeVisible();
    await expect(page.getByRole('link', { name: event.hangoutLink! })).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/meeting-details-calendar.png', fullPage: true });

    // A reschedule from the e-mailed link moves it; a cancel deletes it.
    await followMailedLink(prospect, email, /\/booking\/[^/]+\/reschedule\?token=/);
    await expect(prospect.getByRole('heading', { level: 1, name: 'Reschedule meeting' })).toBeVisible();
    const moved = { start: before[3] };
    await pickOn(prospect, secondDay, moved.start);
    await prospect.getByRole('button', { name: 'Confirm reschedule' }).click();
    await expect(prospect.getByRole('heading', { level: 1, name: 'Meeting rescheduled' })).toBeVisible();
    await expect
      .poll(async () => Date.parse(ours(await fakeEvents(page, google))[0].start.dateTime), { timeout: 30_000 })
      .toBe(Date.parse(moved.start));

    await followMailedLink(prospect, email, /\/booking\/[^/]+\/cancel\?token=/);
    await prospect.getByLabel('Reason for cancelling').fill('Plans changed.');
    await prospect.getByRole('button', { name: 'Cancel meeting' }).click();
    await expect(prospect.getByRole('heading', { level: 1, name: 'Meeting cancelled' })).toBeVisible();
    await expect.poll(async () => ours(await fakeEvents(page, google))[0].status, { timeout: 30_000 }).toBe('cancelled');
    await prospect.context().close();

    // Disconnecting needs the typed confirmation.
    await page.goto('/profile/integrations/google-calendar');
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByLabel(/Type Disable Google Calendar to confirm/).fill('Disable Google');
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(page.getByText("The given input didn't match the Google Calendar name")).toBeVisible();
    await page.getByLabel(/Type Disable Google Calendar to confirm/).fill('Disable Google Calendar');
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(page.getByText('Google Calendar disconnected').first()).toBeVisible();
    await expect(page.getByText('Google Calendar is not connected')).toBeVisible();
  });
});
