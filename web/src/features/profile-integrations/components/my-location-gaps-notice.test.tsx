import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInRouter } from '@web/lib/test/fake-fetch';
import { MyLocationGapsNotice } from './my-location-gaps-notice';

const answer = (data: unknown) =>
  vi.fn(async () => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } }));

function renderNotice() {
  renderInRouter(<MyLocationGapsNotice />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MyLocationGapsNotice', () => {
  it("lists the host's meeting types whose video tool is missing, with where to connect it", async () => {
    vi.stubGlobal(
      'fetch',
      answer([
        { meetingTypeId: 't1', name: 'Discovery call', videoTool: 'daily' },
        { meetingTypeId: 't2', name: 'Intro call', videoTool: 'google_meet' },
      ]),
    );
    renderNotice();
    expect(await screen.findByText('Your meetings of these types get no video link yet')).toBeTruthy();
    expect(screen.getByText('Discovery call asks for Daily')).toBeTruthy();
    expect(screen.getByText('Intro call asks for Google Meet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Daily' }).getAttribute('href')).toBe('/profile/integrations/daily');
    expect(screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toBe('/profile/integrations/google-calendar');
    expect(screen.getByRole('link', { name: 'conference link' }).getAttribute('href')).toBe('/profile/integrations/conference-link');
  });

  it('says nothing when every video meeting type can be honoured', async () => {
    const fetch = answer([]);
    vi.stubGlobal('fetch', fetch);
    renderNotice();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
