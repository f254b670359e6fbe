import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { WorkflowFormPage } from './workflow-form-page';
import { chooseValue, valueOf } from '@web/lib/test/choose-option';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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
        return json(422, { errors: [{ status: '422', code: 'invalid', detail: 'Workflow name is required', source: { pointer: '/name' } }, { status: '422', code: 'invalid', detail: 'At least one header is required', source: { pointer: '/config/headers' } }] });
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
});
