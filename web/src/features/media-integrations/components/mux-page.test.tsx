import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MUX_MESSAGES, type MuxConnectionDto } from '@contracts/media';
import { MuxPage } from './mux-page';
import { allowWritesAndRestore, renderSignedIn } from '@web/lib/test/fake-fetch';

allowWritesAndRestore();

const webhookUrl = 'http://127.0.0.1:8787/api/public/mux/org-1/webhook';

function renderWith(answer: (method: string, url: string, body: unknown) => { status: number; body: unknown }) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
      const raw = input instanceof Request ? await input.text() : init?.body;
      const body = typeof raw === 'string' && raw ? JSON.parse(raw) : null;
      calls.push({ method, url, body });
      const a = answer(method, url, body);
      return new Response(a.status === 204 ? null : JSON.stringify(a.body), {
        status: a.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  renderSignedIn(<MuxPage />, { user: { role: 'super_admin', timezone: 'UTC' } });
  return calls;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Mux settings page', () => {
  it('shows the webhook URL, sends token and secret, shows a refused token on its field, then connects and disconnects', async () => {
    let status: MuxConnectionDto['status'] = 'not_connected';
    let refuse = true;
    const calls = renderWith((method, url) => {
      if (!url.includes('/api/media/mux')) return { status: 200, body: { data: [] } };
      if (method === 'PUT' && refuse) {
        refuse = false;
        return {
          status: 422,
          body: { errors: [{ status: '422', code: 'integration_refused', detail: MUX_MESSAGES.refused, source: { pointer: '/tokenId' } }] },
        };
      }
      if (method === 'PUT') status = 'connected';
      if (method === 'DELETE') {
        status = 'not_connected';
        return { status: 204, body: null };
      }
      return { status: 200, body: { data: { status, webhookUrl } } };
    });
    expect((await screen.findByTestId('mux-webhook-url')).textContent).toBe(webhookUrl);
    expect(screen.getByText('Not connected')).toBeTruthy();
    type('Access token ID', 'tok-id');
    type('Secret key', 'tok-secret');
    type('Webhook signing secret', 'whsec');
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(MUX_MESSAGES.refused)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ tokenId: 'tok-id', tokenSecret: 'tok-secret', signingSecret: 'whsec' });

    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.queryByLabelText('Access token ID')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.includes('/api/media/mux'))).toBe(true));
    expect(await screen.findByText('Not connected')).toBeTruthy();
  });
});
