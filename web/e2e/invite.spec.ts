import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, followMailedLink, signIn, signedInEmail } from './support/app';
import { choose } from './support/select';

test.describe('members and roles', () => {
  test('an admin invites a member, who opens the mailed link, sets a password and signs in', async ({
    page,
    browser,
    allowConsoleErrors,
  }) => {
    // Inviting the same address twice answers 409 on purpose (the spec's "already invited" message).
    allowConsoleErrors(/status of 409 .*\/api\/invitations\)$/);
    const email = `invitee-${Date.now().toString(36)}@acme.test`;
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/settings/members');
    await page.getByRole('button', { name: 'Invite members' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite members' });
    await dialog.getByLabel('Email addresses').fill(email);
    await dialog.getByLabel('Email addresses').press('Enter');
    await choose(dialog.getByLabel('Role'), 'User');
    await dialog.getByRole('button', { name: /Send invitation/ }).click();
    await expect(dialog).toBeHidden();

    // Inviting the same address again gets the spec's message.
    await page.getByRole('button', { name: 'Invite members' }).click();
    await dialog.getByLabel('Email addresses').fill(email);
    await dialog.getByLabel('Email addresses').press('Enter');
    await choose(dialog.getByLabel('Role'), 'User');
    await dialog.getByRole('button', { name: /Send invitation/ }).click();
    await expect(page.getByText(`${email} has already been invited`).first()).toBeVisible();

    const invitee = await (await browser.newContext()).newPage();
    await followMailedLink(invitee, email, /\/invitations\//);
    await invitee.getByLabel('Your name').fill('Ivy Invitee');
    await invitee.getByLabel('Password', { exact: true }).fill('Ivy-pass1!');
    await invitee.getByLabel('Confirm password').fill('Ivy-pass1!');
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(invitee).toHaveURL(/\/onboarding$/);
    await expect.poll(() => signedInEmail(invitee)).toBe(email);

    // Signing in later with the chosen password works.
    const later = await (await browser.newContext()).newPage();
    await signIn(later, email, 'Ivy-pass1!');
    await expect.poll(() => signedInEmail(later)).toBe(email);
  });

  test('a manager cannot reach admin-only settings, in the menu or by URL', async ({ page, allowConsoleErrors }) => {
    // The forged PATCH below is refused with 403 on purpose.
    allowConsoleErrors(/status of 403 .*\/api\/organization\)$/);
    await signIn(page, DEMO.manager, DEMO_PASSWORD);
    await expect.poll(() => signedInEmail(page)).toBe(DEMO.manager);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Members' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Organization details' })).toHaveCount(0);
    await page.goto('/settings/organization-details');
    await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
    const status = await page.evaluate(async () => {
      const csrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('rw_csrf='))!
          .slice(8),
      );
      const res = await fetch('/api/organization', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ company: 'Hijacked' }),
      });
      return res.status;
    });
    expect(status).toBe(403);
  });
});
