import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { chooseOption } from '@web/lib/test/choose-option';
import { allowWritesAndRestore, fakeFetch, renderWithQuery } from '@web/lib/test/fake-fetch';
import { SignalForm } from './signal-form';

allowWritesAndRestore();

describe('SignalForm', () => {
  it('sends the chosen trigger, frequency, notify and alert toggles', async () => {
    const calls = fakeFetch(({ method }) => (method === 'POST' ? { id: 's1' } : undefined));
    const onDone = vi.fn();
    renderWithQuery(<SignalForm onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hot account' } });
    await chooseOption(screen.getByRole('combobox', { name: 'Trigger type' }), 'On user');
    await chooseOption(screen.getByRole('combobox', { name: 'Frequency' }), 'Once per day');
    await chooseOption(screen.getByRole('combobox', { name: 'Notify' }), 'Account owners');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Slack' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'View account' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add task' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save signal' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Hot account',
      triggerType: 'on_user',
      event: null,
      frequency: 'once_per_day',
      notify: 'account_owners',
      channels: ['send_slack'],
      actions: ['add_task'],
    });
  });
});
