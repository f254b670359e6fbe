import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { SSO_STILL_ENABLED } from '@contracts/sso';
import { fakeFetch, renderInRouter, restoreAfterEach, type FetchCall } from '@web/lib/test/fake-fetch';
import { SsoSettingsPage } from './sso-page';

let calls: FetchCall[];
let connection: Record<string, unknown>;
const REDIRECT = 'https://app.routewise.test/api/auth/sso/callback';

beforeEach(() => {
  connection = { configured: false, issuer: null, clientId: null, domains: [], redirectUri: REDIRECT, updatedAt: null };
  document.cookie = 'rw_csrf=test';
  calls = fakeFetch(({ method, path, body }) => {
    if (path !== '/api/security-settings/sso') return [];
    if (method === 'PUT')
      connection = { ...connection, ...body, clientSecret: undefined, configured: true, updatedAt: '2026-11-29T12:00:00.000Z' };
    if (method === 'DELETE')
      return Response.json({ errors: [{ status: '409', code: 'sso_enabled', detail: SSO_STILL_ENABLED }] }, { status: 409 });
    return connection;
  });
});
restoreAfterEach();

const renderPage = () => renderInRouter(<SsoSettingsPage />);
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
