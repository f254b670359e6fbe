import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { followMailedLink, uniqueEmail } from './support/app';
import { createOpenLink, fillBookingForm, pickFirstSlot } from './support/booking';

const SLOT_TAKEN = 'This slot has been just booked by someone else. Please choose a different one.';

test.describe('public booking pages', () => {
  test('a prospect books through a meeting link, then reschedules and cancels from the e-mailed links', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { slug, typeName, hostName } = await createOpenLink(page);
    const prospect = await (await browser.newContext({ timezoneId: 'America/New_York' })).newPage();
    const email = uniqueEmail('prospect');

    await prospect.goto(`/b/${slug}`);
    await expect(prospect.getByRole('heading', { level: 1, name: typeName })).toBeVisible();
    await expect(
      prospect
        .getByRole('button', { name: 'Time zone America/New York (GMT-5)' })
        .or(prospect.getByRole('button', { name: 'Time zone America/New York (GMT-4)' })),
    ).toBeVisible();
    const { time } = await pickFirstSlot(prospect);
    await expect(prospect.getByRole('heading', { name: 'Enter details' })).toBeVisible();

    await prospect.getByRole('button', { name: 'Schedule meeting' }).click();
    await expect(prospect.getByText('First and last name required')).toBeVisible();
    await expect(prospect.getByText('Email is a required field')).toBeVisible();
    await expect(prospect.getByText('Required field', { exact: true })).toBeVisible();
    await fillBookingForm(prospect, { name: 'Pat Prospect', email, company: 'Prospect Co' });
    await prospect.getByRole('button', { name: 'Schedule meeting' }).click();

    await expect(prospect.getByRole('heading', { level: 1, name: 'Your meeting is booked' })).toBeVisible();
    await expect(prospect.getByText(`A calendar invitation has been sent to ${email}.`)).toBeVisible();
    await expect(prospect.getByText(time, { exact: false }).first()).toBeVisible();
    await expect(prospect.getByText(hostName)).toBeVisible();
    mkdirSync('.tmp/screens', { recursive: true });
    await prospect.screenshot({ path: '.tmp/screens/booking-confirmation.png', fullPage: true });

    await followMailedLink(prospect, email, /\/booking\/[^/]+\/reschedule\?token=/);
    await expect(prospect.getByRole('heading', { level: 1, name: 'Reschedule meeting' })).toBeVisible();
    const { time: newTime } = await pickFirstSlot(prospect);
    await expect(prospect.getByRole('heading', { name: 'Confirm the new time' })).toBeVisible();
    await prospect.getByRole('button', { name: 'Confirm reschedule' }).click();
    await expect(prospect.getByRole('heading', { level: 1, name: 'Meeting rescheduled' })).toBeVisible();
    await expect(prospect.getByText(newTime, { exact: false }).first()).toBeVisible();

    await followMailedLink(prospect, email, /\/booking\/[^/]+\/cancel\?token=/);
    await expect(prospect.getByRole('heading', { level: 1, name: 'Cancel meeting' })).toBeVisible();
    await prospect.getByRole('button', { name: 'Cancel meeting' }).click();
    await expect(prospect.getByText('Cancellation reason is required')).toBeVisible();
    await prospect.getByLabel('Reason for cancelling').fill('Something came up, sorry.');
    await prospect.getByRole('button', { name: 'Cancel meeting' }).click();
    await expect(prospect.getByRole('heading', { level: 1, name: 'Meeting cancelled' })).toBeVisible();

    await prospect.reload();
    await expect(prospect.getByRole('heading', { level: 1, name: 'This meeting has been cancelled' })).toBeVisible();
    await expect(prospect.getByText('Reason: Something came up, sorry.')).toBeVisible();
    await prospect.context().close();
  });

  test('two prospects race for one slot: the second is told it was just taken and sees fresh times', async ({
    page,
    browser,
    allowConsoleErrors,
  }) => {
    // The slower prospect's booking is refused with 409 on purpose: the slot was just taken.
    allowConsoleErrors(/status of 409 .*\/api\/public\/links\/[^/]+\/bookings\)$/);
    test.setTimeout(90_000);
    const { slug } = await createOpenLink(page);
    const [first, second] = await Promise.all(
      [0, 1].map(async () => (await browser.newContext({ timezoneId: 'Europe/Berlin' })).newPage()),
    );
    for (const p of [first, second]) await p.goto(`/b/${slug}`);
    const taken = await pickFirstSlot(first);
    await pickFirstSlot(second, taken.start);
    await fillBookingForm(first, { name: 'First Person', email: uniqueEmail('first'), company: 'One' });
    await fillBookingForm(second, { name: 'Second Person', email: uniqueEmail('second'), company: 'Two' });

    await first.getByRole('button', { name: 'Schedule meeting' }).click();
    await expect(first.getByRole('heading', { level: 1, name: 'Your meeting is booked' })).toBeVisible();
    await second.getByRole('button', { name: 'Schedule meeting' }).click();

    // Shown above the refreshed slots and announced by the live region.
    await expect(second.locator('.rw-banner').getByText(SLOT_TAKEN)).toBeVisible();
    await expect(second.getByRole('alert')).toHaveText(SLOT_TAKEN);
    await expect(second.getByRole('heading', { name: 'Select a date & time' })).toBeVisible();
    await expect(second.locator('.rw-slot').first()).toBeVisible();
    await expect(second.locator(`.rw-slot[data-start="${taken.start}"]`)).toHaveCount(0);

    // The form keeps what was typed; a fresh slot books.
    await pickFirstSlot(second);
    await expect(second.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Second Person');
    await second.getByRole('button', { name: 'Schedule meeting' }).click();
    await expect(second.getByRole('heading', { level: 1, name: 'Your meeting is booked' })).toBeVisible();
    await Promise.all([first.context().close(), second.context().close()]);
  });
});
