import { describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormInvitesDto } from '@contracts/meeting-settings';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { clickSave, fakeSettingsApi } from '@web/lib/test/settings-api';
import { FormInvitesPage } from './form-invites-page';

const api = fakeSettingsApi<FormInvitesDto>('/api/meeting-settings/form-invites', {
  initial: () => ({ enabled: true, updatedAt: null }),
  store: (body) => ({ ...body, updatedAt: '2026-11-30T05:00:00.000Z' }),
  refusal: { detail: 'Choose whether form entries are added to invites', pointer: '/enabled' },
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
    await clickSave();
    await waitFor(() => expect(api.writes).toEqual([{ enabled: false }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Form entries are left out of invites'));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Add form entries in invites' }).getAttribute('aria-checked')).toBe('false'),
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('switch', { name: 'Add form entries in invites' }));
    await clickSave();
    await waitFor(() => expect(api.writes).toEqual([{ enabled: false }, { enabled: true }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Form entries are added to invites'));
    success.mockRestore();
  });

  it('Discard puts the saved value back without saving', async () => {
    api.stored = { enabled: false, updatedAt: '2026-11-29T05:00:00.000Z' };
    renderWithQuery(<FormInvitesPage />);
    const toggle = await screen.findByRole('switch', { name: 'Add form entries in invites' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(api.writes).toEqual([]);
  });

  it("shows the server's refusal by the switch", async () => {
    api.refuse = true;
    renderWithQuery(<FormInvitesPage />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Add form entries in invites' }));
    await clickSave();
    expect((await screen.findByRole('alert')).textContent).toBe('Choose whether form entries are added to invites');
  });
});
