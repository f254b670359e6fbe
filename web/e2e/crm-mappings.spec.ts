import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { uniqueEmail } from './support/app';
import { callApi, createOpenLink, fillBookingForm, pickFirstSlot, seedContactFields } from './support/booking';

test.describe('CRM field mappings', () => {
  test('an answer mapped to a CRM field in the link editor is written to the CRM and shown on the meeting', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { slug } = await createOpenLink(page);
    // The built-in CRM knows the field once a contact carries it (the field pickers list fields in use).
    await seedContactFields(page, { company_name: 'Seed Co' });

    await page.goto(`/meeting-links/${slug}`);
    await page.getByRole('button', { name: 'Edit page questions' }).click();
    const question = page.getByRole('button', { name: /Company name/ });
    if ((await question.getAttribute('aria-expanded')) !== 'true') await question.click();
    await page.getByLabel('CRM field').fill('company_name');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Meeting link updated')).toBeVisible();

    const email = uniqueEmail('jane');
    const prospect = await (await browser.newContext()).newPage();
    await prospect.goto(`/b/${slug}`);
    await pickFirstSlot(prospect);
    await fillBookingForm(prospect, { name: 'Jane Doe', email, company: 'Globex' });
    await prospect.getByRole('button', { name: 'Schedule meeting' }).click();
    await expect(prospect.getByRole('heading', { level: 1, name: 'Your meeting is booked' })).toBeVisible();
    await prospect.context().close();

    const found = await callApi<{ data: { id: string }[] }>(page, 'GET', `/api/meetings?view=scheduled&q=${encodeURIComponent(email)}`);
    const meetingId = found.body.data[0].id;
    // The write runs on the booking's event, just after the booking answers. An outside CRM another spec
    // connected to the demo organization gets its own line; this test reads the built-in one.
    const builtIn = async () =>
      (
        await callApi<{ data: { crmWrites: { crm: string; status: string }[] } }>(page, 'GET', `/api/meetings/${meetingId}`)
      ).body.data.crmWrites.find((w) => w.crm === 'Built-in CRM')?.status;
    await expect.poll(builtIn).toBe('written');

    await page.goto(`/meetings/${meetingId}`);
    const crm = page.getByRole('list', { name: 'CRM writes' });
    await expect(crm.getByText('Built-in CRM')).toBeVisible();
    await expect(crm.getByText('Written').first()).toBeVisible();
    await expect(crm.getByText(`Created contact ${email}: company_name = Globex`)).toBeVisible();
    mkdirSync('.tmp/screens', { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '.tmp/screens/meeting-crm-writes-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await crm.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.tmp/screens/meeting-crm-writes-390.png', fullPage: true });
  });
});
