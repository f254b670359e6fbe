import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { fakeSettingsApi } from '@web/lib/test/settings-api';
import type { BrandingDto } from '@contracts/branding';
import { WidgetCustomisationPage } from './widget-customisation-page';

const api = fakeSettingsApi<BrandingDto>('/api/branding', {
  initial: () => ({
    primaryColor: '#4f46e5',
    colorMode: 'light',
    style: 'light_default',
    submitLabel: 'Schedule meeting',
    metaTitle: null,
    metaDescription: null,
    metaImageUrl: null,
    faviconUrl: null,
  }),
  method: 'PATCH',
  store: (body, stored) => ({ ...stored, ...body }),
  other: (call) => (call.path === '/api/auth/session' ? null : undefined),
});
const renderPage = () => renderWithQuery(<WidgetCustomisationPage />);

describe('WidgetCustomisationPage', () => {
  it('checks the primary colour against its button text and warns when it fails WCAG AA', async () => {
    renderPage();
    expect(await screen.findByText('Contrast 6.29:1 passes WCAG AA')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Custom primary colour'), { target: { value: '#8b5cf6' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Low contrast: 4.23:1 is below the WCAG AA minimum of 4.5:1');
  });

  it('offers the spec styles and saves colour, mode, style and label', async () => {
    renderPage();
    await screen.findByText('Contrast 6.29:1 passes WCAG AA');
    for (const label of ['Classic', 'Frozen glass', 'Light default', 'Sharp', 'Serenity', 'Retro', 'Terminal'])
      expect(screen.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Retro/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Green' }));
    fireEvent.change(screen.getByLabelText('Submit button label'), { target: { value: 'Book my demo' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(api.writes).toHaveLength(1));
    expect(api.writes[0]).toEqual({ primaryColor: '#059669', colorMode: 'dark', style: 'retro', submitLabel: 'Book my demo' });
  });

  it('frames the real booking page as its preview', async () => {
    renderPage();
    const frame = await screen.findByTitle('Booking page preview');
    expect(frame.getAttribute('src')).toBe('/booking/theme-preview');
  });
});
