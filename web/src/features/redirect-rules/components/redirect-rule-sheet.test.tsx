import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { chooseValue, setField, valueOf } from '@web/lib/test/choose-option';
import { useMutation } from '@tanstack/react-query';
import { REDIRECT_RULE_MESSAGES, ROUTER_MESSAGES, type RedirectRuleDto, type RedirectRuleInput } from '@contracts/routers';
import { newRedirectRuleValues } from './redirect-rule-form-model';
import { RedirectRuleSheet } from './redirect-rule-sheet';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: [{ id: 'l1', name: 'EMEA countries' }] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSheet() {
  const save = vi.fn(
    async (input: RedirectRuleInput) => ({ ...input, id: 'rr1', position: 1, version: 1, updatedAt: '' }) as RedirectRuleDto,
  );
  const onOpenChange = vi.fn();
  function Harness() {
    const mutation = useMutation({ mutationFn: save });
    return (
      <RedirectRuleSheet
        open
        onOpenChange={onOpenChange}
        mode="create"
        defaultValues={newRedirectRuleValues('not_booked')}
        mutation={mutation}
      />
    );
  }
  renderWithQuery(<Harness />);
  return { save, onOpenChange };
}

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('RedirectRuleSheet', () => {
  it('asks for a name, a condition, a URL and complete query parameters', async () => {
    const { save } = renderSheet();
    expect(valueOf(screen.getByLabelText('Redirect type'))).toBe('not_booked');
    await click('Add query parameter');
    await click('Create rule');
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText(REDIRECT_RULE_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(REDIRECT_RULE_MESSAGES.conditionRequired, { selector: '[role="alert"]' })).toBeTruthy();
    expect(screen.getByText(REDIRECT_RULE_MESSAGES.urlRequired)).toBeTruthy();
    expect(screen.getByText(ROUTER_MESSAGES.queryKeyRequired)).toBeTruthy();
    expect(screen.getByText(ROUTER_MESSAGES.queryValueRequired)).toBeTruthy();
  });

  it('saves the rule in the contract shape and closes', async () => {
    const { save, onOpenChange } = renderSheet();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Enterprise follow-up' } });
    await click('Add condition');
    fireEvent.change(screen.getByLabelText(/condition 1 field/i), { target: { value: 'company_size' } });
    await chooseValue(screen.getByLabelText(/condition 1 operator/i), 'at_least');
    fireEvent.change(screen.getByLabelText(/condition 1 value/i), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Redirect URL'), { target: { value: 'https://acme.test/enterprise' } });
    await click('Add query parameter');
    fireEvent.change(screen.getByLabelText('Key name 1'), { target: { value: 'email' } });
    await setField(screen.getByLabelText('Value 1'), 'email');
    await click('Create rule');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0]).toEqual({
      name: 'Enterprise follow-up',
      type: 'not_booked',
      conditions: [{ field: { source: 'form', key: 'company_size' }, operator: 'at_least', value: '500' }],
      url: 'https://acme.test/enterprise',
      queryParams: [{ key: 'email', formField: 'email' }],
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
