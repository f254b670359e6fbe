import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { EmailDomainDto, EmailDomainStateDto } from '@contracts/email-domain';
import { fakeFetch, renderWithQuery, restoreAfterEach, type FetchCall } from '@web/lib/test/fake-fetch';
import { EmailDomainPage } from './email-domain-page';

let state: EmailDomainStateDto;
let calls: FetchCall[];
const DEFAULT_FROM = 'Routewise <no-reply@routewise.app>';

const pending = (domain: string, notificationPrefix: string): EmailDomainDto => ({
  domain,
  notificationPrefix,
  fromAddress: `${notificationPrefix}@${domain}`,
  status: 'pending',
  providerStatus: 'pending',
  records: [
    {
      record: 'Return-Path',
      type: 'MX',
      name: 'send',
      value: 'feedback-smtp.us-east-1.amazonses.com',
      priority: 10,
      ttl: 'Auto',
      status: 'pending',
    },
    {
      record: 'SPF',
      type: 'TXT',
      name: 'send',
      value: '"v=spf1 include:amazonses.com ~all"',
      priority: null,
      ttl: 'Auto',
      status: 'pending',
    },
    { record: 'DKIM', type: 'TXT', name: 'resend._domainkey', value: 'p=DKIMKEY', priority: null, ttl: 'Auto', status: 'pending' },
  ],
  checkedAt: '2026-11-30T01:00:00.000Z',
});

beforeEach(() => {
  state = { configured: true, defaultFrom: DEFAULT_FROM, currentFrom: DEFAULT_FROM, domain: null };
  document.cookie = 'rw_csrf=test';
  calls = fakeFetch(({ method, path, body }) => {
    if (!path.startsWith('/api/email-domain')) return undefined;
    if (method === 'PUT') state = { ...state, domain: pending(body.domain, body.notificationPrefix) };
    if (method === 'PATCH')
      state = {
        ...state,
        domain: {
          ...state.domain!,
          notificationPrefix: body.notificationPrefix,
          fromAddress: `${body.notificationPrefix}@${state.domain!.domain}`,
        },
      };
    if (method === 'POST') state = { ...state, domain: { ...state.domain!, status: 'verified', providerStatus: 'verified' } };
    if (state.domain?.status === 'verified') state = { ...state, currentFrom: `Acme <${state.domain.fromAddress}>` };
    return state;
  });
});
restoreAfterEach();

const renderPage = () => renderWithQuery(<EmailDomainPage />);

describe('EmailDomainPage', () => {
  it('says sending domains need a Resend key and keeps the form disabled without one', async () => {
    state = { configured: false, defaultFrom: DEFAULT_FROM, currentFrom: DEFAULT_FROM, domain: null };
    renderPage();
    expect((await screen.findByRole('status')).textContent).toContain('Sending domains need a Resend API key');
    expect((screen.getByLabelText('Sending domain') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add domain' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a malformed domain and prefix in the browser, then adds the domain and shows the records to copy, pending', async () => {
    renderPage();
    const domain = await screen.findByLabelText('Sending domain');
    const prefix = screen.getByLabelText('Notification prefix');
    fireEvent.change(domain, { target: { value: 'not a domain' } });
    fireEvent.change(prefix, { target: { value: 'no spaces' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add domain' })));
    expect(await screen.findByText(/^Invalid domain/)).toBeTruthy();
    expect(screen.getByText('Notification prefix must be valid')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(domain, { target: { value: 'https://Acme.com/' } });
    fireEvent.change(prefix, { target: { value: 'Meetings' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add domain' })));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ domain: 'acme.com', notificationPrefix: 'meetings' }),
    );
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByTestId('current-from').textContent).toBe(DEFAULT_FROM);
    const records = screen.getByRole('list', { name: 'DNS records' });
    for (const value of ['resend._domainkey', 'p=DKIMKEY', 'feedback-smtp.us-east-1.amazonses.com', 'Priority 10'])
      expect(records.textContent).toContain(value);
    expect(screen.getAllByRole('button', { name: /^Copy/ })).toHaveLength(6);
  });

  it('checks now and shows the domain verified, e-mails going from the new address; the prefix changes in place', async () => {
    state = { ...state, domain: pending('acme.com', 'meetings') };
    renderPage();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Check now' })));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.getByTestId('current-from').textContent).toBe('Acme <meetings@acme.com>');
    expect(screen.queryByRole('list', { name: 'DNS records' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Notification prefix'), { target: { value: 'hello' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    await waitFor(() => expect(screen.getByTestId('current-from').textContent).toBe('Acme <hello@acme.com>'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ notificationPrefix: 'hello' });
  });
});
