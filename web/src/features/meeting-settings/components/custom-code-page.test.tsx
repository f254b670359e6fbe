import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { clickSave, fakeSettingsApi } from '@web/lib/test/settings-api';
import type { CustomCodeDto } from '@contracts/meeting-settings';
import { CustomCodePage } from './custom-code-page';

const api = fakeSettingsApi<CustomCodeDto>('/api/meeting-settings/custom-code', {
  initial: () => ({ code: '<script>ga()</script>', updatedAt: '2026-11-30T05:00:00.000Z' }),
  store: (body) => ({ code: body.code, updatedAt: body.code ? '2026-11-30T05:01:00.000Z' : null }),
});
const renderPage = () => renderWithQuery(<CustomCodePage />);

describe('CustomCodePage', () => {
  it('shows the saved code with its size, and saves a change', async () => {
    renderPage();
    const code = (await screen.findByLabelText('HTML and scripts')) as HTMLTextAreaElement;
    expect(code.value).toBe('<script>ga()</script>');
    expect(screen.getByText('21 of 20,000 characters. Leave blank to remove.')).toBeTruthy();
    // It says every page the code runs on, and where it never does.
    expect(screen.getByText(/each meeting link booking page, campaign router link page and relay link page/)).toBeTruthy();
    expect(screen.getByText(/never runs in this app or in the widget on your website/)).toBeTruthy();
    fireEvent.change(code, { target: { value: '<script>plausible()</script>' } });
    await clickSave();
    await waitFor(() => expect(api.writes).toEqual([{ code: '<script>plausible()</script>' }]));
  });

  it("refuses more than 20,000 characters with the server's wording, and blank removes the code", async () => {
    renderPage();
    const code = await screen.findByLabelText('HTML and scripts');
    fireEvent.change(code, { target: { value: 'x'.repeat(20_001) } });
    await clickSave();
    expect((await screen.findByRole('alert')).textContent).toBe('Custom code must be at most 20,000 characters');
    expect(api.writes).toEqual([]);
    fireEvent.change(code, { target: { value: '' } });
    await clickSave();
    await waitFor(() => expect(api.writes).toEqual([{ code: '' }]));
  });
});
