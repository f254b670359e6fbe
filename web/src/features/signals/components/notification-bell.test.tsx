import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderInRouter } from '@web/lib/test/fake-fetch';
import { NotificationBell } from './notification-bell';

let unread = 0;
beforeEach(() => {
  unread = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { unread, items: [] } }), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderBell() {
  renderInRouter(<NotificationBell />);
}

describe('NotificationBell', () => {
  it('falls back to polling when the socket cannot open, and shows what the poll brings', async () => {
    vi.stubGlobal(
      'WebSocket',
      class {
        constructor() {
          throw new Error('blocked by a proxy');
        }
      },
    );
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell.getAttribute('data-live')).toBe('polling');
    unread = 2;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(21_000);
    });
    expect((await screen.findByTestId('bell-count')).textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('refreshes the moment the live socket announces a notification', async () => {
    let socket: {
      onopen?: () => void;
      onmessage?: (m: { data: string }) => void;
      readyState: number;
      send: () => void;
      close: () => void;
    } | null = null;
    vi.stubGlobal(
      'WebSocket',
      Object.assign(
        class {
          readyState = 1;
          onopen?: () => void;
          onmessage?: (m: { data: string }) => void;
          send() {}
          close() {}
          constructor() {
            socket = this;
          }
        },
        { OPEN: 1 },
      ),
    );
    renderBell();
    await act(async () => socket!.onopen?.());
    expect((await screen.findByRole('button', { name: 'Notifications' })).getAttribute('data-live')).toBe('live');
    unread = 1;
    await act(async () =>
      socket!.onmessage?.({
        data: JSON.stringify({ type: 'notification', notification: { title: 'Free e-mail: prospect disqualified' } }),
      }),
    );
    expect((await screen.findByTestId('bell-count')).textContent).toBe('1');
  });
});
