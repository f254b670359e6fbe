import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { clickSave, fakeSettingsApi } from '@web/lib/test/settings-api';
import type { MeetingWindowDto } from '@contracts/meeting-settings';
import { chooseOption, optionNames, shownValue } from '@web/lib/test/choose-option';
import { MeetingWindowPage } from './meeting-window-page';

// Opening the 26-entry earliest slot list in jsdom is slow under load.
vi.setConfig({ testTimeout: 40_000 });

const api = fakeSettingsApi<MeetingWindowDto>('/api/meeting-settings/meeting-window', {
  initial: () => ({ earliestSlotMinutes: 60, bookingWindowDays: 14, allowChangesAfterStart: false, updatedAt: null }),
  store: (body) => ({ ...body, updatedAt: '2026-11-30T05:00:00.000Z' }),
  refusal: { detail: 'Choose a booking window', pointer: '/bookingWindowDays' },
});
const renderPage = () => renderWithQuery(<MeetingWindowPage />);

describe('MeetingWindowPage', () => {
  it('shows the saved defaults with the spec option lists and saves each changed option', async () => {
    renderPage();
    const earliest = await screen.findByRole('combobox', { name: 'Earliest slot' });
    const window = screen.getByRole('combobox', { name: 'Booking window' });
    expect(shownValue(earliest)).toBe('1 hour');
    expect(shownValue(window)).toBe('2 weeks');
    const earliestNames = await optionNames(earliest);
    expect(earliestNames.slice(0, 5)).toEqual(['Immediately', '15 minutes', '30 minutes', '45 minutes', '1 hour']);
    expect(earliestNames.slice(16, 20)).toEqual(['14 hours', '16 hours', '18 hours', '20 hours']);
    expect(earliestNames.at(-1)).toBe('14 days');
    expect(await optionNames(window)).toEqual(['2 days', '3 days', '4 days', '5 days', '2 weeks', '1 month', '45 days', '3 months']);
    const toggle = screen.getByRole('switch', { name: 'Allow rescheduling and cancelling after the start time' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    await act(() => chooseOption(earliest, '1 day'));
    await act(() => chooseOption(window, '3 days'));
    fireEvent.click(toggle);
    await clickSave();
    await waitFor(() => expect(api.writes).toEqual([{ earliestSlotMinutes: 1440, bookingWindowDays: 3, allowChangesAfterStart: true }]));
    // Saved: the form holds the answer and has nothing left to save.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true));
    expect(shownValue(earliest)).toBe('1 day');
  });

  it("puts the server's refusal under the field", async () => {
    api.refuse = true;
    renderPage();
    await act(async () => chooseOption(await screen.findByRole('combobox', { name: 'Booking window' }), '45 days'));
    await clickSave();
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a booking window');
  });
});
