import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StripeConnectionDto } from '@contracts/billing';
import { fakeFetch, jsonResponse, allowWritesAndRestore, renderSignedIn } from '@web/lib/test/fake-fetch';
import { StripePage } from './stripe-page';

allowWritesAndRestore();

const base: StripeConnectionDto = {
  status: 'not_connected',
  accountName: '',
  webhookUrl: 'http://127.0.0.1:8787/api/public/stripe/org-1/webhook',
  lastError: null,
  lastSync: null,
  syncing: false,
};

function renderWith(answer: (method: string, path: string, body: unknown) => { status: number; body: unknown }) {
  const calls = fakeFetch(({ method, path, body }) => {
    const a = path.includes('/api/auth/session')
      ? { status: 200, body: { data: { user: { role: 'super_admin', timezone: 'UTC' } } } }
      : answer(method, path, body);
    return jsonResponse(a.status, a.status === 204 ? null : a.body);
  });
  renderSignedIn(<StripePage />, { user: { role: 'super_admin', timezone: 'UTC' } });
  return calls;
}

describe('the Stripe settings page', () => {
  it('shows the webhook endpoint, sends key and secret, and shows a refused key on its field', async () => {
    let refused = true;
    const calls = renderWith((method, url) => {
      if (!url.includes('/api/billing/stripe')) return { status: 404, body: {} };
      if (method === 'PUT' && refused)
        return {
          status: 422,
          body: {
            errors: [
              { status: '422', code: 'integration_failed', detail: 'Sorry! Stripe integration failed.', source: { pointer: '/apiKey' } },
            ],
          },
        };
      if (method === 'PUT')
        return {
          status: 200,
          body: {
            data: {
              ...base,
              status: 'connected',
              accountName: 'Test mode',
              syncing: false,
              lastSync: { finishedAt: '2026-11-30T10:00:00.000Z', customers: 7, matched: 5 },
            },
          },
        };
      return { status: 200, body: { data: base } };
    });
    expect(await screen.findByText('Not connected')).toBeTruthy();
    expect(screen.getByText(base.webhookUrl)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Restricted API key'), { target: { value: 'rk_test_bad12345' } });
    fireEvent.change(screen.getByLabelText('Webhook signing secret'), { target: { value: 'whsec_secret1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Sorry! Stripe integration failed.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ apiKey: 'rk_test_bad12345', signingSecret: 'whsec_secret1234' });

    refused = false;
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('7 customers, 5 matched to accounts');
  });

  it('starts a sync and a disconnect from a connected page', async () => {
    const connected = { ...base, status: 'connected' as const, accountName: 'Live mode' };
    const calls = renderWith((method) =>
      method === 'POST'
        ? { status: 200, body: { data: { ...connected, syncing: true } } }
        : method === 'DELETE'
          ? { status: 204, body: null }
          : { status: 200, body: { data: connected } },
    );
    expect(await screen.findByText('Live mode')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Reading customers and subscriptions…')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/api/billing/stripe/sync'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/api/billing/stripe'))).toBe(true));
  });
});
