import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { WorkflowFormPage } from './workflow-form-page';
import { chooseValue, valueOf } from '@web/lib/test/choose-option';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let posted: unknown[] = [];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/api/meeting-types')) return json(200, { data: [] });
      if (url.includes('/api/workflows') && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json(422, {
          errors: [
            { status: '422', code: 'invalid', detail: 'Workflow name is required', source: { pointer: '/name' } },
            { status: '422', code: 'invalid', detail: 'At least one header is required', source: { pointer: '/config/headers' } },
          ],
        });
      }
      return json(200, { data: null });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderNew() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/workflows/new']}>
        <Routes>
          <Route path="/workflows/new" element={<WorkflowFormPage mode="new" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const select = (label: string, value: string) => act(() => chooseValue(screen.getByLabelText(label), value));

describe('WorkflowFormPage', () => {
  it('changing the trigger of a configured workflow asks first, then resets trigger and action', async () => {
    renderNew();
    await select('Trigger', 'meeting_booked');
    await select('Action', 'send_webhook');
    expect(screen.getByLabelText('Webhook URL')).toBeTruthy();
    await select('Trigger', 'prospect_submitted');
    expect(screen.getByText('Changing the trigger resets the configured trigger and action.')).toBeTruthy();
    expect(valueOf(screen.getByLabelText('Trigger'))).toBe('meeting_booked');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change trigger' }));
    });
    expect(valueOf(screen.getByLabelText('Trigger'))).toBe('prospect_submitted');
    expect(valueOf(screen.getByLabelText('Action'))).toBe('');
    expect(screen.queryByLabelText('Webhook URL')).toBeNull();
  });

  it('shows the server’s messages by field and sends header rows only for webhooks', async () => {
    renderNew();
    await select('Trigger', 'meeting_booked');
    await select('Action', 'send_webhook');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
    });
    expect(await screen.findByText('Workflow name is required')).toBeTruthy();
    expect(screen.getByText('At least one header is required')).toBeTruthy();
    expect((posted[0] as { config: { headers: unknown[] } }).config.headers).toHaveLength(1);
    await select('Action', 'send_email');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
    });
    expect((posted[1] as { config: { headers: unknown[] } }).config.headers).toEqual([]);
  });

  it('drops a message once its field is edited, and a header row can be removed', async () => {
    renderNew();
    await select('Trigger', 'meeting_booked');
    await select('Action', 'send_webhook');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
    });
    expect(await screen.findByText('Workflow name is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ping CRM' } });
    expect(screen.queryByText('Workflow name is required')).toBeNull();
    expect(screen.getByText('At least one header is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add header' }));
    expect(screen.getByLabelText('Header 2 key')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove header 1' }));
    expect(screen.queryByLabelText('Header 2 key')).toBeNull();
    expect(screen.queryByText('At least one header is required')).toBeNull();
  });

  it('says why a save was refused when the answer names no field (a 403)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/api/workflows') && init?.method === 'POST')
          return json(403, { errors: [{ status: '403', code: 'forbidden', detail: 'You do not have permission to do this' }] });
        return json(200, { data: [] });
      }),
    );
    renderNew();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ping CRM' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do this');
  });

  it('deletes a workflow after its name is typed', async () => {
    const calls: string[] = [];
    const wf = {
      id: 'w1',
      name: 'Ping CRM',
      trigger: 'meeting_booked',
      action: 'send_email',
      meetingTypeScope: 'all',
      meetingTypeIds: [],
      meetingKinds: ['regular'],
      delayMinutes: 0,
      active: true,
      webhook: null,
      createdAt: '',
      updatedAt: '',
      config: {
        slackChannel: '',
        slackMemberIds: [],
        emails: ['a@b.test'],
        title: 'T',
        message: 'M',
        infoBlocks: [],
        webhookUrl: '',
        headers: [],
        smsFrom: '',
        smsTo: 'prospect',
        delayWebhook: false,
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`);
        if (init?.method === 'DELETE') return new Response(null, { status: 204 });
        if (url.includes('/api/workflows/w1')) return json(200, { data: wf });
        return json(200, { data: [] });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/workflows/w1']}>
          <Routes>
            <Route path="/workflows/:id" element={<WorkflowFormPage mode="edit" />} />
            <Route path="/workflows" element={<p>Workflow list</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete workflow' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /type/i }), { target: { value: 'Ping CRM' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(await screen.findByText('Workflow list')).toBeTruthy();
    expect(calls).toContain('DELETE /api/workflows/w1');
  });
});
