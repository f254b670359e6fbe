import { expect, test } from './support/test';
import { shot } from './support/app';
import { createOpenMeetingType, createPersonalLink, signUpFreshOrganization } from './support/booking';

const PORT = Number(process.env.E2E_PORT || 8788);
// Resend's domains API is its strict fake here (scripts/e2e.mjs gives the server this key and the fake's address).
const RESEND = `http://127.0.0.1:${PORT + 100}/api.resend.com`;
const RESEND_KEY = 're_e2e_email_domains_0123456789';

/** A Monday two weeks ahead at 10:00 UTC: inside the open-around-the-clock hours, past the earliest slot. */
function nextSlot() {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 14 + ((8 - d.getUTCDay()) % 7));
  d.setUTCHours(10, 0, 0, 0);
  return d.toISOString();
}

test.describe('e-mail domain', () => {
  test('an Admin adds a sending domain, copies its records, Resend verifies it, and a booking e-mail goes from it', async ({
    page,
    allowConsoleErrors,
  }) => {
    test.setTimeout(120_000);
    // An unknown top-level domain passes the browser's shape check; the server's public suffix list refuses it.
    allowConsoleErrors(/status of 422 .*\/api\/email-domain\)$/);
    const me = await signUpFreshOrganization(page, 'maildomain', 'Mail-pass1!', 'Mailco');
    const type = await createOpenMeetingType(page, [me.id], { name: 'Mail demo', durationMinutes: 30, slotIncrementMinutes: 30 });
    const slug = `mail-${Date.now().toString(36)}`;
    await createPersonalLink(page, { name: 'Mail demo', slug, meetingTypeId: type.id });
    const domain = `mailco-${Date.now().toString(36)}.com`;

    await page.goto('/settings/scheduler-domain');
    await page.getByRole('link', { name: 'E-mail domain' }).first().click();
    await expect(page).toHaveURL(/\/settings\/email-configuration$/);
    await expect(page.getByText('no-reply@routewise.local')).toBeVisible();
    await page.locator('#domain').fill('not a domain');
    await page.locator('#notificationPrefix').fill('no spaces');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText(/^Invalid domain/)).toBeVisible();
    await expect(page.getByText('Notification prefix must be valid')).toBeVisible();
    await page.locator('#domain').fill('mailco.notatld');
    await page.locator('#notificationPrefix').fill('meetings');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText(/^Invalid domain/)).toBeVisible();
    await page.locator('#domain').fill(domain);
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    const records = page.getByRole('list', { name: 'DNS records' });
    await expect(records).toContainText('resend._domainkey');
    await expect(records).toContainText('v=spf1 include:amazonses.com ~all');
    await expect(records).toContainText('feedback-smtp.us-east-1.amazonses.com');
    await expect(page.getByTestId('current-from')).toHaveText('Routewise <no-reply@routewise.local>');
    await shot(page, 'email-domain-pending');

    // Resend finds the records in DNS; "Check now" asks it to verify and shows the result.
    const published = await page.request.post(`${RESEND}/__fake/domains/${domain}/publish`, {
      headers: { authorization: `Bearer ${RESEND_KEY}` },
    });
    expect(published.status()).toBe(204);
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByTestId('current-from')).toHaveText(`Mailco <meetings@${domain}>`);
    await shot(page, 'email-domain-verified');

    // A prospect books: the confirmation in the local mailbox comes from the organization's own address.
    const prospect = `pat-${Date.now().toString(36)}@prospect-e2e.test`;
    const booked = await page.request.post(`/api/public/links/${slug}/bookings`, {
      headers: { 'idempotency-key': crypto.randomUUID() },
      data: { start: nextSlot(), timezone: 'UTC', name: 'Pat Prospect', email: prospect },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const mail = page.locator(`[data-testid="mail"][data-to="${prospect}"]`).first();
    await expect(async () => {
      await page.goto('/dev/mailbox');
      await expect(mail.getByTestId('mail-from')).toHaveText(`From: Mailco <meetings@${domain}>`, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  });
});
