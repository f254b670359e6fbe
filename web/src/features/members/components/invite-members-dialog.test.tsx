import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chooseValue, optionNames } from '@web/lib/test/choose-option';
import { InviteMembersDialog } from './invite-members-dialog';
import { allowWritesAndRestore, jsonResponse as json, renderWithQuery } from '@web/lib/test/fake-fetch';

allowWritesAndRestore();

function setup(role: 'super_admin' | 'manager', invite: (body: unknown) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/api/teams'))
      return json(200, { data: [{ id: 't1', name: 'Sales', timezone: 'UTC', memberCount: 1, groupCount: 0 }] });
    if (url.includes('/api/invitations') && init?.method === 'POST') return invite(JSON.parse(String(init.body)));
    return json(404, { errors: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithQuery(<InviteMembersDialog open onOpenChange={() => {}} callerRole={role} company="Acme" />);
  const dialog = screen.getByRole('dialog', { name: 'Invite members' });
  const addEmails = (text: string) => {
    const field = within(dialog).getByLabelText('Email addresses');
    fireEvent.change(field, { target: { value: text } });
    fireEvent.keyDown(field, { key: 'Enter' });
  };
  return { dialog, addEmails, fetchMock };
}

describe('InviteMembersDialog', () => {
  it('asks for a role before sending', async () => {
    const { dialog, addEmails, fetchMock } = setup('super_admin', () => json(201, { data: [] }));
    addEmails('ann@acme.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Role is a required field')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/invitations'))).toBe(false);
  });

  it('offers a Manager only the User role', async () => {
    const { dialog } = setup('manager', () => json(201, { data: [] }));
    expect(await optionNames(within(dialog).getByLabelText('Role'))).toEqual(['User']);
  });

  it("shows the server's 'already invited' error against that address", async () => {
    const { dialog, addEmails } = setup('super_admin', () =>
      json(409, {
        errors: [
          { status: '409', code: 'already_invited', detail: 'bob@acme.com has already been invited', source: { pointer: '/emails/1' } },
        ],
      }),
    );
    addEmails('ann@acme.com, bob@acme.com');
    await chooseValue(within(dialog).getByLabelText('Role'), 'regular');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send 2 invitations' }));
    await waitFor(() => expect(within(dialog).getByText('bob@acme.com has already been invited')).toBeTruthy());
    expect(within(dialog).getByText('bob@acme.com').parentElement?.className).toContain('text-destructive');
    expect(within(dialog).getByText('ann@acme.com').parentElement?.className).not.toContain('text-destructive');
  });
});
