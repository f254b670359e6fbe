import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { DEMO, fillSignIn, openAsAdmin } from './support/app';
import { callApi, createPersonalLink } from './support/booking';
import { inserted, openItem, serveOfficeDouble } from './support/office-double';

// The Outlook add-in's taskpanes (issue 29) in Chromium at a taskpane's 350 px, against a test double of the
// Office host (support/office-double.ts): Connect opens the app's approve page in an Office dialog, which hands
// the token back with messageParent; a link and picked times go into the message being written; a recipient is
// handed over through a relay and booked; the routing log shows the Outlook add-in as the source.

const prospect = { email: `olive-${Date.now().toString(36)}@prospect-outlook.test`, name: 'Olive Outlook' };
const sender = { email: `sam-${Date.now().toString(36)}@prospect-outlook.test`, name: 'Sam Sender' };
const SIZE = { width: 350, height: 720 };

test.beforeAll(() => mkdirSync('.tmp/screens', { recursive: true }));

test('compose: connects in an Office dialog, inserts a link and times, hands a recipient over; the log says Outlook add-in', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await serveOfficeDouble(context);
  await openItem(page, { mode: 'compose', to: [prospect, { name: 'Carl Colleague', email: 'carl@prospect-outlook.test' }] });
  await page.setViewportSize(SIZE);
  await page.goto('/outlook-addin/links');
  await expect(page.getByRole('heading', { name: 'Routewise for Outlook' })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/outlook-connect.png' });

  // The dialog: not signed in yet, so the app asks first and comes back to the approve page.
  const [dialog] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Connect' }).click()]);
  await expect(dialog).toHaveURL(/\/login\?next=/);
  await fillSignIn(dialog, DEMO.booker);
  await expect(dialog.getByRole('heading', { name: 'Connect the Outlook add-in' })).toBeVisible();
  const slug = `olive-${Date.now().toString(36)}`;
  await createPersonalLink(dialog, {
    name: 'Intro from Outlook',
    slug,
    customMeetingType: { durationMinutes: 30, locationType: 'phone' },
  });
  const closed = dialog.waitForEvent('close');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await closed;
  const tokens = await callApi(page, 'GET', '/api/profile/tokens');
  expect(tokens.body.data.map((t: { name: string }) => t.name)).toContain('Outlook add-in');

  // Links and times: inserted into the body at the cursor, as text.
  await expect(page.getByText(DEMO.booker)).toBeVisible();
  await page.getByRole('button', { name: 'Insert the link Intro from Outlook' }).click();
  await expect(page.getByText('Inserted the link Intro from Outlook into the message.')).toBeVisible();
  expect(await inserted(page)).toEqual([{ data: expect.stringContaining(`/b/${slug}`), coercionType: 'text' }]);
  const times = page.getByRole('region', { name: 'Suggested times' });
  await times.getByLabel('Meeting link').selectOption({ label: 'Intro from Outlook' });
  await times.getByRole('checkbox').nth(1).check();
  await times.getByRole('checkbox').nth(0).check();
  await page.screenshot({ path: '.tmp/screens/outlook-links.png', fullPage: true });
  await times.getByRole('button', { name: 'Insert the picked times' }).click();
  const [, slots] = await inserted(page);
  expect(slots.data).toMatch(/^Here are a few times that work for me \(.+\):\n- .+\n- .+\nBook one here: .+\/b\//);

  // Hand over a recipient: the relay, then the prospect from the To line (the first one, picked by default).
  await page.getByRole('link', { name: 'Hand over' }).click();
  await expect(page).toHaveURL(/\/outlook-addin\/create-relay-session$/);
  await expect(page.getByRole('link', { name: /^Relay / }).first()).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/outlook-relays.png' });
  await page
    .getByRole('link', { name: /^Relay / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/outlook-addin\/create-relay-meeting\/[^/]+$/);
  const form = page.getByRole('form', { name: /^Hand over through / });
  await expect(form.getByLabel("Prospect's e-mail")).toHaveValue(prospect.email);
  await expect(form.getByLabel("Prospect's name")).toHaveValue(prospect.name);
  await form.getByRole('radio', { name: /Carl Colleague/ }).check();
  await expect(form.getByLabel("Prospect's e-mail")).toHaveValue('carl@prospect-outlook.test');
  await form.getByRole('radio', { name: /Olive Outlook/ }).check();
  await page.screenshot({ path: '.tmp/screens/outlook-handover.png', fullPage: true });
  await form.getByRole('button', { name: 'Hand over' }).click();
  await expect(form.getByText(/^Handed over to /)).toBeVisible({ timeout: 20_000 });
  await form.locator('.slots button').first().click();
  await expect(form.getByRole('button', { name: 'Book' })).toBeEnabled();
  await form.getByRole('button', { name: 'Book' }).click();
  await expect(form.getByText(/^Booked with /)).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: '.tmp/screens/outlook-booked.png', fullPage: true });
  const href = (await form.getByRole('link', { name: 'Open in Routewise' }).getAttribute('href'))!;

  // An Admin reads the routing log: the booker, and the Outlook add-in as the booked-by source.
  const app = await openAsAdmin(context, href);
  await expect(app.getByText('Booked via Outlook add-in')).toBeVisible();
  await expect(app.getByText(prospect.email).first()).toBeVisible();
  await expect(app.getByText(/from the Outlook add-in/).first()).toBeVisible();
  await app.screenshot({ path: '.tmp/screens/outlook-routing-log.png', fullPage: true });

  // Read: the taskpane (token kept from the connect above) hands the sender over; there is no body to insert into.
  const read = await context.newPage();
  await openItem(read, { mode: 'read', from: sender });
  await read.setViewportSize(SIZE);
  await read.goto('/outlook-addin/create-relay-session');
  await expect(read.getByRole('link', { name: 'Links and times' })).toHaveCount(0);
  await read
    .getByRole('link', { name: /^Relay / })
    .first()
    .click();
  const readForm = read.getByRole('form', { name: /^Hand over through / });
  await expect(readForm.getByLabel("Prospect's e-mail")).toHaveValue(sender.email);
  await expect(readForm.getByLabel("Prospect's name")).toHaveValue(sender.name);
  await expect(readForm.getByRole('radio')).toHaveCount(0);
  await read.screenshot({ path: '.tmp/screens/outlook-read.png', fullPage: true });
});
