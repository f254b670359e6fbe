import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { WorkflowInput } from '@contracts/workflows';
import { chooseValue } from '@web/lib/test/choose-option';
import { fakeWorkflowApi, renderNewWorkflow } from '../new-workflow.fixture';

// Each action's field set as the form shows it: its own fields, and what the save sends from them.

const posted: WorkflowInput[] = fakeWorkflowApi([{ detail: 'Message body is required', pointer: '/config/message' }]);

async function newWorkflowWith(action: string) {
  renderNewWorkflow();
  await act(() => chooseValue(screen.getByLabelText('Trigger'), 'prospect_submitted'));
  await act(() => chooseValue(screen.getByLabelText('Action'), action));
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const chip = (label: string, value: string) => {
  type(label, value);
  fireEvent.keyDown(screen.getByLabelText(label), { key: 'Enter' });
};
const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
  });

describe('workflow action field sets', () => {
  it('Slack: a channel, members by id, the message and its info blocks', async () => {
    await newWorkflowWith('send_slack');
    type('Slack channel', '#sales');
    chip('Slack members', 'U0123ABCD');
    type('Message', 'New lead {{prospect_name}}');
    fireEvent.click(screen.getByLabelText('Form answers'));
    expect(screen.queryByLabelText('Webhook URL')).toBeNull();
    await save();
    expect(posted[0].config).toMatchObject({
      slackChannel: '#sales',
      slackMemberIds: ['U0123ABCD'],
      message: 'New lead {{prospect_name}}',
      infoBlocks: ['form_answers'],
      headers: [],
    });
  });

  it('E-mail: addresses typed one by one, a title, the message and its info blocks', async () => {
    await newWorkflowWith('send_email');
    chip('E-mail addresses', 'ann@acme.test');
    chip('E-mail addresses', 'bob@acme.test');
    type('Message title', 'New lead');
    type('Message', 'Call them');
    fireEvent.click(screen.getByLabelText('Participants list'));
    await save();
    expect(posted[0].config).toMatchObject({
      emails: ['ann@acme.test', 'bob@acme.test'],
      title: 'New lead',
      message: 'Call them',
      infoBlocks: ['participants_list'],
      headers: [],
    });
  });

  it('SMS: a sender number, who gets it, and a message with no info blocks; a message error stands under it until edited', async () => {
    await newWorkflowWith('send_sms');
    expect(screen.queryByText('Info blocks')).toBeNull();
    type('Sender number', '+15005550006');
    await act(() => chooseValue(screen.getByLabelText('Send to'), 'assignee'));
    await save();
    expect(posted[0].config).toMatchObject({ smsFrom: '+15005550006', smsTo: 'assignee', message: '', headers: [] });
    expect(await screen.findByText('Message body is required')).toBeTruthy();
    type('Message', 'See you soon');
    expect(screen.queryByText('Message body is required')).toBeNull();
  });
});
