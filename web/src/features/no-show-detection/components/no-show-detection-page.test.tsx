import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { NoShowSettingsDto } from '@contracts/no-show';
import { chooseOption, valueOf } from '@web/lib/test/choose-option';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { fakeSettingsApi } from '@web/lib/test/settings-api';
import { NoShowDetectionPage } from './no-show-detection-page';

const api = fakeSettingsApi<NoShowSettingsDto>('/api/no-show-detection/settings', {
  initial: () => ({ enabled: false, waitMinutes: 30, updatedAt: null }),
  store: (body) => ({ ...body, updatedAt: '2026-11-30T08:00:00.000Z' }),
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('NoShowDetectionPage', () => {
  it('turns detection on with a longer wait, saves both, and keeps Save and Discard off until something changes again', async () => {
    const success = vi.spyOn(toast, 'success');
    renderWithQuery(<NoShowDetectionPage />);
    const wait = await screen.findByLabelText('Check after the meeting ends');
    expect(button('Save').disabled).toBe(true);
    expect(button('Discard').disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Detect no-shows on Zoom meetings'));
    await chooseOption(wait, '1 hour');
    expect(button('Save').disabled).toBe(false);
    await act(async () => fireEvent.click(button('Save')));
    await waitFor(() => expect(api.writes[0]).toEqual({ enabled: true, waitMinutes: 60 }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('No-show detection saved'));
    success.mockRestore();
    await waitFor(() => expect(button('Save').disabled).toBe(true));
    expect(valueOf(screen.getByLabelText('Check after the meeting ends'))).toBe('60');
  });

  it('discards a change back to what is saved', async () => {
    renderWithQuery(<NoShowDetectionPage />);
    fireEvent.click(await screen.findByLabelText('Detect no-shows on Zoom meetings'));
    await chooseOption(screen.getByLabelText('Check after the meeting ends'), '2 hours');
    fireEvent.click(button('Discard'));
    await waitFor(() => expect(valueOf(screen.getByLabelText('Check after the meeting ends'))).toBe('30'));
    expect(button('Save').disabled).toBe(true);
    expect(api.writes).toEqual([]);
  });
});
