import { expect, test } from './support/test';
import { shot, signInAsDemoAdmin } from './support/app';
import { callApi } from './support/booking';
import { choose } from './support/select';

const id = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a segment of accounts: created in the app, counted, its list at its own URL, and an account’s activity stream', async ({ page }) => {
  await signInAsDemoAdmin(page);
  const tag = id();
  const make = async (name: string, tier: string) => {
    const res = await callApi(page, 'POST', '/api/crm/records', {
      module: 'account',
      name,
      domain: `${name.toLowerCase().replace(/\W+/g, '-')}.test`,
      fields: { tier },
    });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  const gold = await make(`Gold ${tag} One`, 'gold');
  await make(`Gold ${tag} Two`, 'gold');
  await make(`Tin ${tag}`, 'tin');

  await page.goto('/accounts');
  await page.getByRole('button', { name: 'New segment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(`Gold ${tag}`);
  await dialog.getByText('Global (everyone)').click();
  await choose(dialog.getByLabel('Condition 1 column'), 'Custom field…');
  await dialog.getByLabel('Condition 1 custom field').fill('tier');
  await choose(dialog.getByLabel('Condition 1 operator'), 'is');
  await dialog.getByLabel('Condition 1 value').fill('gold');
  await dialog.getByRole('button', { name: 'Add condition' }).click();
  await choose(dialog.getByLabel('Condition 2 column'), 'Name');
  await dialog.getByLabel('Condition 2 value').fill(tag);
  await dialog.getByRole('button', { name: 'Create segment' }).click();

  // Saving opens the segment's own page: the filtered list, with the count beside its name.
  await expect(page).toHaveURL(/\/accounts\/segments\/[\w-]+$/);
  const url = page.url();
  const link = page.getByRole('navigation', { name: 'Segments' }).getByRole('link', { name: new RegExp(`Gold ${tag}`) });
  await expect(link.getByLabel('2 records')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByText(`Gold ${tag} One`)).toBeVisible();
  await expect(table.getByText(`Gold ${tag} Two`)).toBeVisible();
  await expect(table.getByText(`Tin ${tag}`)).toHaveCount(0);
  await shot(page, 'segments-list');

  // The URL stands on its own.
  await page.goto(url);
  await expect(page.getByRole('heading', { name: `Accounts · Gold ${tag}` })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);

  // The account's activity stream: a note written on it shows, newest first.
  await page.goto(`/accounts/${gold}/users`);
  const notes = page.locator('section[aria-label="Notes"]');
  await notes.getByRole('textbox', { name: 'Note' }).fill(`Renewal call booked ${tag}`);
  await notes.getByRole('button', { name: 'Add note' }).click();
  // Saved first (an error would show here, in its toast's words), then in the stream.
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(notes.getByText(`Renewal call booked ${tag}`)).toBeVisible();
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity.getByText(`Renewal call booked ${tag}`)).toBeVisible();
  await activity.scrollIntoViewIfNeeded();
  await shot(page, 'segments-activity');
});
