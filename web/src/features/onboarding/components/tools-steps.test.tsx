import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CalendarStep, ConferencingStep } from './tools-steps';

let connections: { provider: string; status: string; settings: Record<string, unknown> }[];
let saved: unknown[];

beforeEach(() => {
  connections = [];
  saved = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url, 'http://localhost');
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/profile/integrations' && request.method === 'GET') return json({ data: connections });
      if (url.pathname === '/api/profile/integrations/conference-link' && request.method === 'PUT') {
        saved.push(await request.json());
        return json({ data: {} });
      }
      return json({}, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrap = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

describe('member onboarding: calendar sync and conferencing tool', () => {
  it('lists the calendars with their states and links to connect each in a new tab', async () => {
    connections = [{ provider: 'google_calendar', status: 'expired', settings: {} }];
    const onDone = vi.fn();
    wrap(<CalendarStep onDone={onDone} onSkip={() => {}} />);
    expect(await screen.findByText('Expired - reauthorize')).toBeTruthy();
    const outlook = screen.getByRole('link', { name: 'Connect Microsoft Calendar (opens in a new tab)' });
    expect(outlook.getAttribute('href')).toBe('/profile/integrations/microsoft-calendar');
    expect(outlook.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith(false);
  });

  it('checks the conference link as the server does, saves a valid one, and then moves on', async () => {
    const onDone = vi.fn();
    wrap(<ConferencingStep onDone={onDone} onSkip={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Conference tool link is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your conference link'), { target: { value: 'meet me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid conference tool link')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your conference link'), { target: { value: 'https://meet.example/ivy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(saved).toEqual([{ url: 'https://meet.example/ivy' }]);
    expect(screen.getByRole('link', { name: 'Connect Zoom (opens in a new tab)' }).getAttribute('href')).toBe('/profile/integrations/zoom');
  });
});
