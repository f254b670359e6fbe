import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AT_LEAST_ONE_LOGIN_METHOD } from '@contracts/security-settings';
import { chooseOption } from '@web/lib/test/choose-option';
import { fakeFetch, jsonResponse, renderInRouter, restoreAfterEach, type FetchCall } from '@web/lib/test/fake-fetch';
import { SecuritySettingsPage } from './security-settings-page';

let calls: FetchCall[];
let settings: Record<string, unknown>;
const ENTRY = {
  id: 'e1',
  action: 'security_changed',
  label: 'Security settings changed',
  integrationName: null,
  member: null,
  actor: { id: 'u1', name: 'Ada Admin' },
  detail: { setting: 'login_and_sessions', before: { idleTimeoutMinutes: null }, after: { idleTimeoutMinutes: 30 } },
  loggedAt: '2026-11-29T10:00:00.000Z',
};

beforeEach(() => {
  settings = { loginMethods: ['password'], ssoConfigured: false, sessionLengthHours: 336, idleTimeoutMinutes: null, updatedAt: null };
  document.cookie = 'rw_csrf=test';
  calls = fakeFetch(({ method, path, body }) => {
    if (path === '/api/audit-log') return jsonResponse(200, { data: [ENTRY], meta: { nextCursor: null } });
    if (path === '/api/security-settings/sign-out-everywhere') return { endedSessions: 3 };
    if (path === '/api/security-settings' && method === 'PUT') settings = { ...settings, ...body, updatedAt: '2026-11-29T11:00:00.000Z' };
    if (path === '/api/security-settings') return settings;
    return undefined;
  });
});
restoreAfterEach();

function renderPage() {
  renderInRouter(<SecuritySettingsPage />);
}
const writes = () => calls.filter((c) => c.method !== 'GET');

describe('SecuritySettingsPage', () => {
  it("offers only the methods the product can do and refuses none with the spec's message", async () => {
    renderPage();
    const password = await screen.findByRole('checkbox', { name: 'Email and password' });
    expect(screen.queryByText(/SAML|OIDC|Google|Microsoft/)).toBeNull();
    fireEvent.click(password);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(AT_LEAST_ONE_LOGIN_METHOD);
    expect(writes()).toEqual([]);
  });

  it('saves session length and idle timeout as numbers, Never as null', async () => {
    renderPage();
    await chooseOption(await screen.findByLabelText('Session length'), '8 hours');
    await chooseOption(screen.getByLabelText('Idle timeout'), '30 minutes');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(writes()[0]).toEqual({
      method: 'PUT',
      path: '/api/security-settings',
      body: { loginMethods: ['password'], sessionLengthHours: 8, idleTimeoutMinutes: 30 },
    });
    await chooseOption(screen.getByLabelText('Idle timeout'), 'Never');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect((writes()[1].body as { idleTimeoutMinutes: unknown }).idleTimeoutMinutes).toBeNull();
  });

  it('signs everyone out only after the confirmation, and lists recent changes with who made them', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Recent security changes' });
    expect(within(list).getByText('Idle timeout: Never → 30 minutes')).toBeTruthy();
    expect(within(list).getByText(/Ada Admin/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(writes()).toEqual([]);
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    });
    expect(writes()).toEqual([{ method: 'POST', path: '/api/security-settings/sign-out-everywhere', body: null }]);
  });

  it('offers single sign-on only once an identity provider is set up, and can require it', async () => {
    renderPage();
    await screen.findByRole('checkbox', { name: 'Email and password' });
    expect(screen.queryByRole('checkbox', { name: 'Single sign-on (SAML or OpenID Connect)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'set up your identity provider' }).getAttribute('href')).toBe('/settings/security/sso');
    cleanup();
    settings = { ...settings, ssoConfigured: true };
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Single sign-on (SAML or OpenID Connect)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email and password' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(writes()[0].body).toMatchObject({ loginMethods: ['sso'] });
  });
});
