import { expect, test } from './support/test';
import { shot, signInAsDemoAdmin } from './support/app';
import { callApi } from './support/booking';

const id = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A datetime-local value some hours from now, in the browser's zone. */
const localIn = (hours: number) => {
  const d = new Date(Date.now() + hours * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

test('notes and tasks on an account, then My tasks: overdue first, done in one click', async ({ page }) => {
  await signInAsDemoAdmin(page);
  const name = `Tasks Co ${id()}`;
  const account = await callApi(page, 'POST', '/api/crm/records', { module: 'account', name, domain: `tasks-${id()}.test` });
  expect(account.status).toBe(201);
  await page.goto(`/accounts/${account.body.data.id}/users`);
  const section = page.locator('section[aria-label="Tasks"]');
  await expect(page.getByRole('heading', { name: 'Notes & tasks' })).toBeVisible();

  // A task of its own, due in two days.
  await section.getByLabel('Title').fill(`Call the buyer ${name}`);
  await section.getByLabel('Deadline (optional)').fill(localIn(48));
  await section.getByRole('button', { name: 'Add task' }).click();
  await expect(section.getByText(`Call the buyer ${name}`)).toBeVisible();

  // A note with a follow-up that is already overdue.
  const notes = page.locator('section[aria-label="Notes"]');
  await notes.getByRole('textbox', { name: 'Note' }).fill('Asked for the enterprise pricing sheet.');
  await notes.getByLabel('Add a follow-up task').check();
  await notes.getByLabel('Title').fill(`Send pricing ${name}`);
  await notes.getByLabel('Deadline', { exact: true }).fill(localIn(-3));
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Asked for the enterprise pricing sheet.')).toBeVisible();
  await expect(section.getByText(`Send pricing ${name}`)).toBeVisible();
  await expect(section.getByText('Overdue')).toBeVisible();
  await shot(page, 'tasks-account');

  // The note is corrected in place; the task of its own is deleted after the question.
  await notes.getByRole('button', { name: 'Edit the note' }).click();
  await notes.getByLabel('Note text').fill('Asked for the enterprise pricing sheet, for 40 seats.');
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(notes.getByText('Asked for the enterprise pricing sheet, for 40 seats.')).toBeVisible();
  await expect(notes.getByText(/edited/)).toBeVisible();
  await section.getByRole('button', { name: `Delete Call the buyer ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(section.getByText(`Call the buyer ${name}`)).toHaveCount(0);

  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'My tasks' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Open tasks' });
  const mine = list.getByRole('listitem').filter({ hasText: name });
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText(`Send pricing ${name}`);
  await expect(mine.first()).toContainText('Overdue');
  await shot(page, 'tasks-mine');
  await page.getByRole('button', { name: `Mark Send pricing ${name} done` }).click();
  await expect(list.getByText(`Send pricing ${name}`)).toHaveCount(0);
});
