import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SignalDto } from '@contracts/signals';
import { fakeFetch, restoreAfterEach, type FetchCall } from '@web/lib/test/fake-fetch';
import { renderRoute } from '@web/lib/test/list-page';
import { SignalsPage } from './signals-page';

const SIGNAL: SignalDto = {
  id: 's1',
  name: 'Free e-mail prospects',
  triggerType: 'on_account',
  event: 'prospect.disqualified',
  filters: [],
  frequency: 'every_time',
  notify: 'all_users',
  recipientUserIds: [],
  channels: ['send_email'],
  actions: ['view_account'],
  message: 'Call {{prospect_name}}',
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

let calls: FetchCall[];

beforeEach(() => {
  document.cookie = 'rw_csrf=test';
  calls = fakeFetch(({ method, path, body }) => {
    if (path === '/api/auth/session') return { user: { id: 'u1', role: 'super_admin' }, account: { plan: 'enterprise' } };
    if (path === '/api/signals' && method === 'GET') return [SIGNAL];
    if (path === '/api/signals/s1' && method === 'PUT') return { ...SIGNAL, ...body };
    if (path === '/api/signals/s1' && method === 'DELETE') return new Response(null, { status: 204 });
    if (path === '/api/members') return [];
    return undefined;
  });
});
restoreAfterEach();

describe('SignalsPage', () => {
  it('edits a signal in the same form, filled in, and saves it with PUT', async () => {
    renderRoute('/signals', <SignalsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Free e-mail prospects');
    fireEvent.change(name, { target: { value: 'Gmail prospects' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save signal' }));
    });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({
      path: '/api/signals/s1',
      body: { name: 'Gmail prospects', event: 'prospect.disqualified', message: 'Call {{prospect_name}}' },
    });
  });

  it('deletes a signal once its name is typed', async () => {
    renderRoute('/signals', <SignalsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Free e-mail prospects' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/signals/s1')).toBe(true);
  });
});
