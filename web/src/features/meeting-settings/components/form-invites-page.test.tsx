import { beforeEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormInvitesDto } from '@contracts/meeting-settings';
import { fakeFetch, jsonResponse, renderWithQuery, restoreAfterEach, type FetchCall } from '@web/lib/test/fake-fetch';
import { FormInvitesPage } from './form-invites-page';

const PATH = '/api/meeting-settings/form-invites';
let stored: FormInvitesDto;
let refuse: boolean;
let calls: FetchCall[];

beforeEach(() => {
  stored = { enabled: true, updatedAt: null };
  refuse = false;
  document.cookie = 'rw_csrf=test';
  calls = fakeFetch((call) => {
    if (call.path !== PATH) return undefined;
    if (call.method === 'PUT') {
      if (refuse) {
        const errors = [
          { status: '422', code: 'invalid', detail: 'Choose whether form entries are added to invites', source: { pointer: '/enabled' } },
        ];
        return jsonResponse(422, { errors });
      }
      stored = { ...call.body, updatedAt: '2026-11-30T05:00:00.000Z' };
    }
    return stored;
  });
});
restoreAfterEach();

const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });

describe('FormInvitesPage', () => {
  it('shows the saved switch, says the prospect sees the answers, and saves it off and on again', async () => {
    const success = vi.spyOn(toast, 'success');
    renderWithQuery(<FormInvitesPage />);
    const toggle = await screen.findByRole('switch', { name: 'Add form entries in invites' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/Booking form answers are added to the calendar invitation; the prospect sees them too\./)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(toggle);
    await save();
    await waitFor(() => expect(puts()).toEqual([{ enabled: false }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Form entries are left out of invites'));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Add form entries in invites' }).getAttribute('aria-checked')).toBe('false'),
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('switch', { name: 'Add form entries in invites' }));
    await save();
    await waitFor(() => expect(puts()).toEqual([{ enabled: false }, { enabled: true }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Form entries are added to invites'));
    success.mockRestore();
  });

  it('Discard puts the saved value back without saving', async () => {
    stored = { enabled: false, updatedAt: '2026-11-29T05:00:00.000Z' };
    renderWithQuery(<FormInvitesPage />);
    const toggle = await screen.findByRole('switch', { name: 'Add form entries in invites' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(puts()).toEqual([]);
  });

  it("shows the server's refusal by the switch", async () => {
    refuse = true;
    renderWithQuery(<FormInvitesPage />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Add form entries in invites' }));
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('Choose whether form entries are added to invites');
  });
});
