import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@web/lib/query-client';
import { CalendarEventCard } from './calendar-event-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Renders the card over a stubbed API answer, with the app's own retry policy. */
function renderWith(answer: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const qc = createQueryClient();
  const { container } = render(
    <QueryClientProvider client={qc}>
      <CalendarEventCard meetingId="m1" />
    </QueryClientProvider>,
  );
  return { fetchMock, container, state: () => qc.getQueryState(['meetings', 'm1', 'calendar-event']) };
}

describe('CalendarEventCard', () => {
  it('shows the calendar copy and its RSVPs', async () => {
    renderWith(() =>
      json(200, {
        data: {
          provider: 'google_calendar',
          status: 'synced',
          lastError: null,
          joinUrl: null,
          attendees: [{ email: 'pat@prospect.test', rsvp: 'accepted' }],
          updatedAt: '2026-11-29T10:00:00.000Z',
        },
      }),
    );
    expect(await screen.findByText('In the calendar')).toBeTruthy();
    expect(screen.getByText('Google Calendar')).toBeTruthy();
    expect(screen.getByText('Accepted')).toBeTruthy();
  });

  it('shows nothing for a meeting no calendar holds', async () => {
    const { fetchMock, container, state } = renderWith(() => json(200, { data: null }));
    await waitFor(() => expect(state()?.status).toBe('success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('');
  });

  it('shows nothing, asking once, when the meeting is not found (the meeting page says so)', async () => {
    const { fetchMock, container, state } = renderWith(() =>
      json(404, { errors: [{ status: '404', code: 'not_found', detail: 'Meeting not found' }] }),
    );
    await waitFor(() => expect(state()?.status).toBe('error'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/calendars/meetings/m1');
    expect(container.textContent).toBe('');
  });
});
