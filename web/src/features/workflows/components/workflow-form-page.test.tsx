import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeFetch, jsonResponse, renderWithQuery } from '@web/lib/test/fake-fetch';
import { fakeWorkflowApi, renderNewWorkflow } from './new-workflow.fixture';
import { WorkflowFormPage } from './workflow-form-page';
import { chooseValue, valueOf } from '@web/lib/test/choose-option';

const posted = fakeWorkflowApi(
  [
    { detail: 'Workflow name is required', pointer: '/name' },
    { detail: 'At least one header is required', pointer: '/config/headers' },
  ],
  (path) => (path.includes('/api/meeting-types') ? [] : null),
);
const renderNew = renderNewWorkflow;

const select = (label: string, value: string) => act(() => chooseValue(screen.getByLabelText(label), value));
const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
  });

/** A new workflow sending a webhook when a meeting is booked: the form these tests start from. */
async function renderNewWebhook() {
  renderNew();
  await select('Trigger', 'meeting_booked');
  await select('Action', 'send_webhook');
}

describe('WorkflowFormPage', () => {
  it('changing the trigger of a configured workflow asks first, then resets trigger and action', async () => {
    await renderNewWebhook();
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
    await renderNewWebhook();
    await save();
    expect(await screen.findByText('Workflow name is required')).toBeTruthy();
    expect(screen.getByText('At least one header is required')).toBeTruthy();
    expect((posted[0] as { config: { headers: unknown[] } }).config.headers).toHaveLength(1);
    await select('Action', 'send_email');
    await save();
    expect((posted[1] as { config: { headers: unknown[] } }).config.headers).toEqual([]);
  });

  it('drops a message once its field is edited, and a header row can be removed', async () => {
    await renderNewWebhook();
    await save();
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
    fakeFetch(({ method, path }) =>
      path.includes('/api/workflows') && method === 'POST'
        ? jsonResponse(403, { errors: [{ status: '403', code: 'forbidden', detail: 'You do not have permission to do this' }] })
        : [],
    );
    renderNew();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ping CRM' } });
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do this');
  });

  it('deletes a workflow after its name is typed', async () => {
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
    const calls = fakeFetch(({ method, path }) => {
      if (method === 'DELETE') return new Response(null, { status: 204 });
      if (path.includes('/api/workflows/w1')) return wf;
      return [];
    });
    renderWithQuery(
      <MemoryRouter initialEntries={['/workflows/w1']}>
        <Routes>
          <Route path="/workflows/:id" element={<WorkflowFormPage mode="edit" />} />
          <Route path="/workflows" element={<p>Workflow list</p>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete workflow' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /type/i }), { target: { value: 'Ping CRM' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(await screen.findByText('Workflow list')).toBeTruthy();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/api/workflows/w1' }));
  });
});
