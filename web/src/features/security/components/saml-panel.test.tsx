import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { SAML_METADATA_REQUIRED } from '@contracts/saml';
import { fakeFetch, renderInRouter, restoreAfterEach, type FetchCall } from '@web/lib/test/fake-fetch';
import { SsoSettingsPage } from './sso-page';

let calls: FetchCall[];
let saml: Record<string, unknown>;
const SP = {
  entityId: 'https://app.routewise.test/api/public/saml/org-1/metadata',
  acsUrl: 'https://app.routewise.test/api/public/saml/org-1/acs',
  metadataUrl: 'https://app.routewise.test/api/public/saml/org-1/metadata',
};
const blank = { configured: false, status: null, enabled: false, idpEntityId: null, idpSsoUrl: null, metadataUrl: null };

beforeEach(() => {
  saml = { ...blank, certificateCount: 0, defaultRole: 'regular', domains: [], sp: SP, updatedAt: null };
  document.cookie = 'rw_csrf=test';
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  calls = fakeFetch(({ method, path, body }) => {
    if (path === '/api/security-settings/sso/saml/test') return { redirectUrl: 'https://idp.example/sso?x=1' };
    if (path !== '/api/security-settings/sso/saml') return { configured: false, domains: [] };
    if (method === 'PUT')
      saml = { ...saml, configured: true, status: 'processing', domains: body.domains, updatedAt: '2026-11-30T01:00:00.000Z' };
    return saml;
  });
});
restoreAfterEach();

const renderPage = () => renderInRouter(<SsoSettingsPage />);
const writes = () => calls.filter((c) => c.method !== 'GET');

describe('SAML on the single sign-on page', () => {
  it('shows the values to copy, saves the metadata URL, then shows processing with the test sign-in and a locked Enable', async () => {
    renderPage();
    fireEvent.click(await screen.findByLabelText('SAML'));
    expect(((await screen.findByLabelText('ACS URL')) as HTMLInputElement).value).toBe(SP.acsUrl);
    expect((screen.getByLabelText('Entity ID') as HTMLInputElement).value).toBe(SP.entityId);
    const domains = screen.getByLabelText('Email domains');
    fireEvent.change(domains, { target: { value: 'acme.com' } });
    fireEvent.keyDown(domains, { key: 'Enter' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByText(SAML_METADATA_REQUIRED)).toBeTruthy();
    expect(writes()).toEqual([]);
    fireEvent.input(screen.getByLabelText('Identity provider metadata URL'), { target: { value: 'https://idp.example/metadata' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(writes()[0]).toEqual({
      method: 'PUT',
      path: '/api/security-settings/sso/saml',
      body: { metadataUrl: 'https://idp.example/metadata', domains: ['acme.com'], defaultRole: 'regular' },
    });
    expect(await screen.findByText('Processing')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enable' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Test sign-in' }));
    });
    expect(writes()[1]).toMatchObject({ method: 'POST', path: '/api/security-settings/sso/saml/test' });
    expect(window.location.assign).toHaveBeenCalledWith('https://idp.example/sso?x=1');
  });

  it('opens on SAML when it is the configured protocol and lets a verified connection be enabled', async () => {
    saml = {
      ...saml,
      configured: true,
      status: 'verified',
      idpEntityId: 'https://idp.example',
      domains: ['acme.com'],
      updatedAt: '2026-11-30T01:00:00.000Z',
    };
    renderPage();
    const enable = await screen.findByRole('button', { name: 'Enable' });
    expect((enable as HTMLButtonElement).disabled).toBe(false);
    await act(async () => {
      fireEvent.click(enable);
    });
    expect(writes()).toEqual([{ method: 'POST', path: '/api/security-settings/sso/saml/enable', body: null }]);
  });
});
