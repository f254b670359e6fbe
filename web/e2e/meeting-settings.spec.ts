import { expect, test } from './support/test';
import { shot } from './support/app';
import {
  callApi,
  createOpenMeetingType,
  createPersonalLink,
  fillBookingForm,
  pickFirstSlot,
  signUpFreshOrganization,
} from './support/booking';
import { choose } from './support/select';

// The organization's tag: records the booking events it hears, and whether it can reach our cookies or page.
const TAG = `<script>
  const root = document.documentElement;
  const seen = [];
  addEventListener('message', (e) => {
    if (!e.data || e.data.source !== 'routewise') return;
    seen.push(e.data.type);
    root.dataset.seen = seen.join(',');
  });
  try { root.dataset.cookie = String(document.cookie); } catch { root.dataset.cookie = 'blocked'; }
  try { root.dataset.parent = String(parent.document.title); } catch { root.dataset.parent = 'blocked'; }
</script>`;

test.describe('meeting settings', () => {
  test('auto-redirection and custom code: a 3 s countdown the prospect pauses, then staying; the tag hears the booking, sandboxed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // A fresh organization: the demo organization's confirmation keeps its 10 s countdown for the other journeys.
    const me = await signUpFreshOrganization(page, 'redirect', 'Redirect-pass1!', 'Redirectco');
    const type = await createOpenMeetingType(page, [me.id], { name: 'Redirect demo', durationMinutes: 30, slotIncrementMinutes: 30 });
    const origin = new URL(page.url()).origin;
    const thanks = `${origin}/login?from=booking`;
    const slug = `redirect-${Date.now().toString(36)}`;
    await createPersonalLink(page, {
      name: 'Redirect demo',
      slug,
      meetingTypeId: type.id,
      redirectUrl: thanks,
    });

    await page.goto('/settings/meeting/auto-redirection');
    await expect(page.getByRole('heading', { level: 1, name: 'Auto-redirection' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Auto-redirect after a countdown/ })).toBeChecked();
    const seconds = page.getByLabel('Countdown (seconds)');
    await expect(seconds).toHaveValue('10');
    await seconds.fill('90');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Countdown must be between 3 and 60 seconds')).toBeVisible();
    await seconds.fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Auto-redirection saved')).toBeVisible();
    await shot(page, 'meeting-auto-redirection');

    await page.goto('/settings/meeting/custom-code');
    await expect(page.getByRole('heading', { level: 1, name: 'Custom code' })).toBeVisible();
    await page.getByLabel('HTML and scripts').fill(TAG);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Custom code saved')).toBeVisible();
    await shot(page, 'meeting-custom-code');
    // The admin app never runs it.
    await expect(page.locator('iframe')).toHaveCount(0);

    const host = new URL(origin).host;
    const prospect = await (await browser.newContext()).newPage();
    await prospect.goto(`/b/${slug}`);
    const tag = prospect.frameLocator('iframe.rw-custom-code').locator('html');
    await expect(tag).toHaveAttribute('data-seen', 'availability-loaded');
    // Sandboxed without same origin: neither our cookies nor our page are within its reach.
    await expect(tag).toHaveAttribute('data-cookie', 'blocked');
    await expect(tag).toHaveAttribute('data-parent', 'blocked');
    await expect(prospect.locator('iframe.rw-custom-code')).toHaveAttribute('sandbox', 'allow-scripts');
    await pickFirstSlot(prospect);
    await fillBookingForm(prospect, { name: 'Pat Prospect', email: `pat.${Date.now().toString(36)}@prospect.test` });
    await prospect.getByRole('button', { name: 'Schedule meeting' }).click();
    await expect(prospect.getByText(`Redirecting you to ${host} in 3 s`)).toBeVisible();
    await prospect.getByRole('button', { name: 'Pause' }).click();
    await expect(prospect.getByText(/paused \(\d s left\)/)).toBeVisible();
    await expect(tag).toHaveAttribute('data-seen', 'availability-loaded,booking-confirmed');
    await prospect.waitForTimeout(4000);
    expect(prospect.url()).toContain(`/b/${slug}`);
    await prospect.getByRole('button', { name: 'Resume' }).click();
    await prospect.waitForURL(thanks, { timeout: 15_000 });

    await page.goto('/settings/meeting/auto-redirection');
    await page.getByRole('radio', { name: /^Stay on the confirmation page/ }).check();
    await expect(seconds).toBeDisabled();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Auto-redirection saved')).toBeVisible();

    await prospect.goto(`/b/${slug}`);
    await pickFirstSlot(prospect);
    await fillBookingForm(prospect, { name: 'Sam Prospect', email: `sam.${Date.now().toString(36)}@prospect.test` });
    await prospect.getByRole('button', { name: 'Schedule meeting' }).click();
    await expect(prospect.getByRole('heading', { level: 1, name: 'Your meeting is booked' })).toBeVisible();
    await expect(prospect.getByRole('link', { name: `Continue to ${host}` })).toHaveAttribute('href', thanks);
    await expect(prospect.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    await prospect.waitForTimeout(4000);
    expect(prospect.url()).toContain(`/b/${slug}`);
    await shot(prospect, 'meeting-auto-redirection-stay');
    await prospect.context().close();
  });

  test("team settings: a team's own auto-redirection acts on its meeting types' bookings; other types keep the global one", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // A fresh organization, so the demo organization's teams and confirmation stay as the other journeys expect.
    const me = await signUpFreshOrganization(page, 'teamset', 'Teamset-pass1!', 'Teamsetco');
    const team = await callApi<{ data: { id: string } }>(page, 'POST', '/api/teams', {
      name: 'Enterprise',
      timezone: 'UTC',
      memberIds: [me.id],
    });
    expect(team.status, JSON.stringify(team.body)).toBe(201);
    const origin = new URL(page.url()).origin;
    const thanks = `${origin}/login?from=booking`;
    const linkFor = async (name: string, teamId: string | null) => {
      const type = await createOpenMeetingType(page, [me.id], { name, durationMinutes: 30, slotIncrementMinutes: 30, teamId });
      const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
      await createPersonalLink(page, {
        name,
        slug,
        meetingTypeId: type.id,
        redirectUrl: thanks,
      });
      return slug;
    };
    const teamSlug = await linkFor('Enterprise demo', team.body.data.id);
    const otherSlug = await linkFor('Starter demo', null);

    await page.goto('/settings/meeting/auto-redirection');
    await page.getByRole('tab', { name: 'Team settings' }).click();
    await choose(page.getByRole('combobox', { name: 'Team' }), 'Enterprise');
    await expect(page.getByRole('status').filter({ hasText: 'Enterprise uses the global settings.' })).toBeVisible();
    await page.getByRole('button', { name: 'Give Enterprise its own settings' }).click();
    await page.getByRole('radio', { name: /^Stay on the confirmation page/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enterprise has its own settings.' })).toBeVisible();
    await shot(page, 'meeting-team-settings');

    const host = new URL(origin).host;
    const prospect = await (await browser.newContext()).newPage();
    const book = async (slug: string, name: string) => {
      await prospect.goto(`/b/${slug}`);
      await pickFirstSlot(prospect);
      await fillBookingForm(prospect, { name, email: `${name.split(' ')[0].toLowerCase()}.${Date.now().toString(36)}@prospect.test` });
      await prospect.getByRole('button', { name: 'Schedule meeting' }).click();
      await expect(prospect.getByRole('heading', { level: 1, name: 'Your meeting is booked' })).toBeVisible();
    };
    // The team's type: the team's "stay".
    await book(teamSlug, 'Tess Team');
    await expect(prospect.getByRole('link', { name: `Continue to ${host}` })).toHaveAttribute('href', thanks);
    await expect(prospect.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    // A type in no team: the organization's 10 s countdown.
    await book(otherSlug, 'Otto Other');
    await expect(prospect.getByText(`Redirecting you to ${host} in 10 s`)).toBeVisible();

    // Back to the global settings: the team's type counts down again.
    await page.getByRole('button', { name: 'Use the global settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enterprise uses the global settings.' })).toBeVisible();
    await book(teamSlug, 'Tara Team');
    await expect(prospect.getByText(`Redirecting you to ${host} in 10 s`)).toBeVisible();
    await prospect.context().close();
  });

  test('meeting window: the defaults a following meeting type offers slots by, and changes after the start time', async ({ page }) => {
    test.setTimeout(120_000);
    // A fresh organization: the demo organization's types and rules stay as the other journeys expect them.
    const me = await signUpFreshOrganization(page, 'window', 'Window-pass1!', 'Windowco');
    const type = await createOpenMeetingType(page, [me.id], { name: 'Window demo', windowFromOrg: true });
    const slug = `window-${Date.now().toString(36)}`;
    await createPersonalLink(page, { name: 'Window demo', slug, meetingTypeId: type.id });
    const offered = async () => {
      const now = Date.now();
      const q = `from=${new Date(now).toISOString()}&to=${new Date(now + 31 * 86_400_000).toISOString()}&timezone=UTC`;
      const res = await page.request.get(`/api/public/links/${slug}/slots?${q}`);
      const starts = ((await res.json()) as { slots: { start: string }[] }).slots.map((x) => Date.parse(x.start) - now);
      return { first: Math.min(...starts) / 3_600_000, last: Math.max(...starts) / 86_400_000 };
    };
    const before = await offered();
    expect(before.first).toBeLessThan(2);
    expect(before.last).toBeGreaterThan(12);

    await page.goto('/settings/meeting/meeting-window');
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting window' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Earliest slot' })).toHaveText('1 hour');
    await expect(page.getByRole('combobox', { name: 'Booking window' })).toHaveText('2 weeks');
    await choose(page.getByRole('combobox', { name: 'Earliest slot' }), '1 day');
    await choose(page.getByRole('combobox', { name: 'Booking window' }), '3 days');
    const allow = page.getByRole('switch', { name: 'Allow rescheduling and cancelling after the start time' });
    await expect(allow).not.toBeChecked();
    await allow.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Meeting window saved')).toBeVisible();
    await shot(page, 'meeting-window');

    const after = await offered();
    expect(after.first).toBeGreaterThanOrEqual(23.9);
    expect(after.last).toBeLessThan(4);
    expect((await callApi<{ data: { allowChangesAfterStart: boolean } }>(page, 'GET', '/api/organization')).body.data).toMatchObject({
      allowChangesAfterStart: true,
    });

    // The type's editor says it follows the organization and does not offer its own window.
    await page.goto(`/meeting-types/${type.id}`);
    await page.getByRole('button', { name: /Scheduler settings/ }).click();
    await expect(page.getByRole('switch', { name: "Use the organization's booking window" })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Earliest slot' })).toHaveCount(0);
    await shot(page, 'meeting-type-org-window');

    // Form invites, in the same fresh organization: on at first; switched off and on again, each saved.
    await page.goto('/settings/meeting/form-invites');
    await expect(page.getByRole('heading', { level: 1, name: 'Form invites' })).toBeVisible();
    await expect(page.getByText('Booking form answers are added to the calendar invitation; the prospect sees them too.')).toBeVisible();
    const answers = page.getByRole('switch', { name: 'Add form entries in invites' });
    await expect(answers).toBeChecked();
    await answers.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Form entries are left out of invites')).toBeVisible();
    await shot(page, 'meeting-form-invites');
    await page.reload();
    await expect(answers).not.toBeChecked();
    await answers.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Form entries are added to invites')).toBeVisible();
    await page.reload();
    await expect(answers).toBeChecked();
  });
});
