import { expect, test } from './support/test';
import { shot, uniqueEmail } from './support/app';
import {
  callApi,
  createOpenMeetingType,
  fillBookingForm,
  pickFirstSlot,
  signUpFreshOrganization,
  seedContactFields,
} from './support/booking';
import { choose } from './support/select';

test.describe('UTM parameters', () => {
  test('an Admin maps utm_campaign to a CRM field; a prospect arriving with ?utm_campaign=spring books and the contact shows it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // A fresh organization: the demo organization's mappings stay as the other journeys expect them.
    const me = await signUpFreshOrganization(page, 'utm', 'Utm-params-pass1!', 'Utmco');
    // The built-in CRM lists a field once a record uses it.
    await seedContactFields(page, { lead_campaign: 'seed' });
    const type = await createOpenMeetingType(page, [me.id], { name: 'UTM demo', durationMinutes: 30, slotIncrementMinutes: 30 });
    const slug = `utm-${Date.now().toString(36)}`;
    const link = await callApi(page, 'POST', '/api/meeting-links', { kind: 'personal', name: 'UTM demo', slug, meetingTypeId: type.id });
    expect(link.status, JSON.stringify(link.body)).toBe(201);

    await page.goto('/settings/meeting/utm-params');
    await expect(page.getByRole('heading', { level: 1, name: 'UTM parameters' })).toBeVisible();
    const campaign = page.getByRole('combobox', { name: 'utm_campaign' });
    await expect(campaign).toHaveText('Not mapped');
    await choose(campaign, { value: 'lead_campaign' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('UTM parameters saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'utm_campaign' })).toHaveAttribute('data-value', 'lead_campaign');
    await expect(page.getByRole('combobox', { name: 'utm_source' })).toHaveText('Not mapped');
    await shot(page, 'utm-params');

    const email = uniqueEmail('pat');
    const prospect = await (await browser.newContext()).newPage();
    await prospect.goto(`/b/${slug}?utm_campaign=spring&utm_source=ads`);
    await pickFirstSlot(prospect);
    await fillBookingForm(prospect, { name: 'Pat Prospect', email });
    await prospect.getByRole('button', { name: 'Schedule meeting' }).click();
    await expect(prospect.getByRole('heading', { level: 1, name: 'Your meeting is booked' })).toBeVisible();
    await prospect.context().close();

    // The write runs on the booking's event, just after the booking answers.
    await expect
      .poll(async () => {
        const found = await callApi<{ data: { email: string }[] }>(
          page,
          'GET',
          `/api/crm/records?module=contact&q=${encodeURIComponent(email)}`,
        );
        return found.body.data.length;
      })
      .toBe(1);
    await page.goto('/contacts');
    await page.getByRole('button', { name: 'Pat Prospect' }).click();
    await expect(page.getByLabel('Custom field 1 name')).toHaveValue('lead_campaign');
    await expect(page.getByLabel('Custom field 1 value')).toHaveValue('spring');
    // utm_source came with the booking but is not mapped: the record has no second field.
    await expect(page.getByLabel('Custom field 2 name')).toHaveCount(0);
  });
});
