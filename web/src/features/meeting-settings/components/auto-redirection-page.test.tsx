import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { clickSave, fakeSettingsApi } from '@web/lib/test/settings-api';
import type { AutoRedirectionDto } from '@contracts/meeting-settings';
import { AutoRedirectionPage } from './auto-redirection-page';

const api = fakeSettingsApi<AutoRedirectionDto>('/api/meeting-settings/auto-redirection', {
  initial: () => ({ mode: 'countdown', seconds: 10, updatedAt: null }),
  store: (body) => ({ ...body, updatedAt: '2026-11-30T05:00:00.000Z' }),
  refusal: { detail: 'Refused by the server', pointer: '/seconds' },
});
const renderPage = () => renderWithQuery(<AutoRedirectionPage />);

describe('AutoRedirectionPage', () => {
  it('shows the saved setting and saves stay on the page, which needs no countdown', async () => {
    renderPage();
    const countdown = await screen.findByRole('radio', { name: /^Auto-redirect after a countdown/ });
    expect((countdown as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Countdown (seconds)') as HTMLInputElement).value).toBe('10');
    fireEvent.click(screen.getByRole('radio', { name: /^Stay on the confirmation page/ }));
    expect((screen.getByLabelText('Countdown (seconds)') as HTMLInputElement).disabled).toBe(true);
    await clickSave();
    await waitFor(() => expect(api.writes).toEqual([{ mode: 'stay', seconds: 10 }]));
  });

  it("checks the countdown with the server's wording before saving, then saves a valid one", async () => {
    renderPage();
    const seconds = await screen.findByLabelText('Countdown (seconds)');
    fireEvent.change(seconds, { target: { value: '90' } });
    await clickSave();
    expect((await screen.findByRole('alert')).textContent).toBe('Countdown must be between 3 and 60 seconds');
    expect(api.writes).toEqual([]);
    fireEvent.change(seconds, { target: { value: '5' } });
    await clickSave();
    await waitFor(() => expect(api.writes).toEqual([{ mode: 'countdown', seconds: 5 }]));
  });

  it("puts the server's refusal under the field", async () => {
    api.refuse = true;
    renderPage();
    fireEvent.change(await screen.findByLabelText('Countdown (seconds)'), { target: { value: '7' } });
    await clickSave();
    expect((await screen.findByRole('alert')).textContent).toBe('Refused by the server');
  });
});
