import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { resetStandIns, StandInNote } from './stand-in-note';

afterEach(() => {
  cleanup();
  resetStandIns();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('StandInNote', () => {
  it('says "local stand-in of <tool>" for a provider the server serves through a stand-in, once asked', async () => {
    const fetch = answer(200, { data: [{ provider: 'google_calendar', tool: 'Google Calendar', vendor: 'Google' }] });
    vi.stubGlobal('fetch', fetch);
    render(
      <>
        <StandInNote provider="google_calendar" />
        <StandInNote provider="caldav" />
      </>,
    );
    expect(await screen.findByText('local stand-in of Google Calendar')).toBeTruthy();
    expect(screen.queryAllByText(/local stand-in/)).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/dev/stand-ins');
  });

  it('shows nothing when the route is closed (a deployed server) or the provider is real', async () => {
    const fetch = answer(404, { errors: [] });
    vi.stubGlobal('fetch', fetch);
    const { container } = render(<StandInNote provider="google_calendar" />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(container.textContent).toBe('');
  });
});
