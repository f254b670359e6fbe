import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SchedulerDomainDto, SchedulerDomainStateDto } from '@contracts/scheduler-domain';
import { fakeFetch, renderWithQuery, restoreAfterEach, type FetchCall } from '@web/lib/test/fake-fetch';
import { SchedulerDomainPage } from './scheduler-domain-page';

let state: SchedulerDomainStateDto;
let calls: FetchCall[];

const pending = (hostname: string): SchedulerDomainDto => ({
  hostname,
  status: 'pending',
  hostnameStatus: 'pending',
  sslStatus: 'pending_validation',
  records: [
    { purpose: 'routing', type: 'CNAME', name: hostname, value: 'customers.routewise.app' },
    { purpose: 'ownership', type: 'TXT', name: `_cf-custom-hostname.${hostname}`, value: 'owner-token' },
    { purpose: 'certificate', type: 'TXT', name: `_acme-challenge.${hostname}`, value: 'cert-token' },
  ],
  verificationErrors: [],
  rootRedirectUrl: null,
  checkedAt: '2026-11-30T01:00:00.000Z',
});

beforeEach(() => {
  state = { configured: true, domain: null };
  document.cookie = 'rw_csrf=test';
  calls = fakeFetch(({ method, path, body }) => {
    if (!path.startsWith('/api/scheduler-domain')) return undefined;
    if (method === 'PUT') state = { ...state, domain: pending(body.hostname) };
    if (method === 'POST') state = { ...state, domain: { ...state.domain!, status: 'verified', sslStatus: 'active', records: [] } };
    return state;
  });
});
restoreAfterEach();

const renderPage = () => renderWithQuery(<SchedulerDomainPage />);

describe('SchedulerDomainPage', () => {
  it('says custom domains need Cloudflare credentials and keeps the form disabled without them', async () => {
    state = { configured: false, domain: null };
    renderPage();
    expect((await screen.findByRole('status')).textContent).toContain('Custom domains need Cloudflare for SaaS credentials');
    expect((screen.getByLabelText('Domain') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add domain' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a malformed domain in the browser, then adds one and shows the DNS records to copy, pending', async () => {
    renderPage();
    const input = await screen.findByLabelText('Domain');
    fireEvent.change(input, { target: { value: 'not a domain' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add domain' })));
    expect(await screen.findByText(/^Invalid domain/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'https://Meet.Example.com/' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add domain' })));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ hostname: 'meet.example.com', rootRedirectUrl: '' }));
    expect(await screen.findByText('Pending')).toBeTruthy();
    const records = screen.getByRole('list', { name: 'DNS records' });
    for (const value of ['customers.routewise.app', '_cf-custom-hostname.meet.example.com', 'owner-token', 'cert-token'])
      expect(records.textContent).toContain(value);
    expect(screen.getAllByRole('button', { name: /^Copy/ })).toHaveLength(6);
    expect(screen.getByText('Certificate being issued')).toBeTruthy();
  });

  it('checks now and shows the domain verified with its certificate issued', async () => {
    state = { configured: true, domain: pending('meet.example.com') };
    renderPage();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Check now' })));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.getByText('Certificate issued')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'DNS records' })).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/scheduler-domain/check')).toBe(true);
  });
});
