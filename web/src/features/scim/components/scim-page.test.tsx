import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, jsonResponse, renderWithQuery, restoreAfterEach } from '@web/lib/test/fake-fetch';
import { ScimPage } from './scim-page';

type Status = { configured: boolean; baseUrl: string; createdAt: string | null; createdByName: string | null; lastUsedAt: string | null };
const none: Status = { configured: false, baseUrl: 'https://app.test/scim/v2', createdAt: null, createdByName: null, lastUsedAt: null };
let status: Status;
let calls: string[];
let issued = 0;

beforeEach(() => {
  status = none;
  calls = [];
  issued = 0;
  document.cookie = 'rw_csrf=test';
  fakeFetch(({ method, path }) => {
    if (!path.includes('/api/security/scim')) return undefined;
    calls.push(method);
    if (method === 'POST') {
      status = { ...none, configured: true, createdAt: '2026-11-29T10:00:00.000Z', createdByName: 'Ada Admin' };
      return jsonResponse(201, { data: { ...status, token: `scim_secret_${++issued}` } });
    }
    if (method === 'DELETE') {
      status = none;
      return new Response(null, { status: 204 });
    }
    return status;
  });
});
restoreAfterEach();

const renderPage = () => renderWithQuery(<ScimPage />);
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('ScimPage', () => {
  it('generates a token, shows it once with the base URL, and forgets it after leaving the page', async () => {
    const first = renderPage();
    expect(((await screen.findByLabelText('SCIM base URL')) as HTMLInputElement).value).toBe('https://app.test/scim/v2');
    expect(screen.queryByLabelText('Bearer token')).toBeNull();
    await click('Generate token');
    expect(((await screen.findByLabelText('Bearer token')) as HTMLInputElement).value).toBe('scim_secret_1');
    expect(screen.getByText(/shown only this once/)).toBeTruthy();
    expect(screen.getByText(/by Ada Admin/)).toBeTruthy();
    first.unmount();

    renderPage();
    await screen.findByRole('button', { name: 'Rotate token' });
    expect(screen.queryByLabelText('Bearer token')).toBeNull();
    expect(document.body.textContent).not.toContain('scim_secret_1');
  });

  it('rotates and revokes only after confirming', async () => {
    status = { ...none, configured: true, createdAt: '2026-11-28T10:00:00.000Z', createdByName: 'Ada Admin' };
    renderPage();
    await screen.findByRole('button', { name: 'Rotate token' });
    await click('Rotate token');
    expect(screen.getByText('Rotate the SCIM token?')).toBeTruthy();
    await click('Rotate');
    expect(((await screen.findByLabelText('Bearer token')) as HTMLInputElement).value).toBe('scim_secret_1');

    await click('Revoke token');
    expect(calls).not.toContain('DELETE');
    await click('Revoke');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate token' })).toBeTruthy());
    expect(calls).toContain('DELETE');
    expect(screen.queryByLabelText('Bearer token')).toBeNull();
  });
});
