import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SSO_STILL_ENABLED } from '@contracts/sso';
import { SsoSettingsPage } from './sso-page';

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let connection: Record<string, unknown>;
const REDIRECT = 'https://app.routewise.test/api/auth/sso/callback';

beforeEach(() => {
  calls = [];
  connection = { configured: false, issuer: null, clientId: null, domains: [], redirectUri: REDIRECT, updatedAt: null };
  document.cookie = 'rw_csrf=test';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname !== '/api/security-settings/sso') return Response.json({ data: [] });
      if (method === 'PUT')
        connection = { ...connection, ...body, clientSecret: undefined, configured: true, updatedAt: '2026-11-29T12:00:00.000Z' };
      if (method === 'DELETE')
        return Response.json({ errors: [{ status: '409', code: 'sso_enabled', detail: SSO_STILL_ENABLED }] }, { status: 409 });
      return Response.json({ data: connection });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SsoSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const writes = () => calls.filter((c) => c.method !== 'GET');

describe('SsoSettingsPage', () => {
  it('shows the redirect URI to register and saves issuer, client and domains, checking them first', async () => {
    renderPage();
    expect(((await screen.findByLabelText('Sign-in redirect URI')) as HTMLInputElement).value).toBe(REDIRECT);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByText('Issuer URL is required')).toBeTruthy();
    expect(writes()).toEqual([]);
    fireEvent.input(screen.getByLabelText('Issuer URL'), { target: { value: 'https://acme.okta.com' } });
    fireEvent.input(screen.getByLabelText('Client ID'), { target: { value: 'client-1' } });
    fireEvent.input(screen.getByLabelText('Client secret'), { target: { value: 's3cret' } });
    const domains = screen.getByLabelText('Email domains');
    fireEvent.change(domains, { target: { value: 'Acme.com' } });
    fireEvent.keyDown(domains, { key: 'Enter' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(writes()[0]).toEqual({
      method: 'PUT',
      path: '/api/security-settings/sso',
      body: { issuer: 'https://acme.okta.com', clientId: 'client-1', clientSecret: 's3cret', domains: ['acme.com'] },
    });
  });

  it('says why the identity provider cannot be removed while single sign-on is a login method', async () => {
    connection = { ...connection, configured: true, issuer: 'https://acme.okta.com', clientId: 'c', domains: ['acme.com'] };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove identity provider' }));
    expect(writes()).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    });
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/security-settings/sso', body: null }]);
    expect((await screen.findByRole('alert')).textContent).toBe(SSO_STILL_ENABLED);
  });
});
