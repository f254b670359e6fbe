import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { enterpriseMessage } from '@contracts/plans';
import { stubApi } from '@web/lib/test/list-page';
import { matchingRuleResolver, newMatchingRuleValues, toInput, type MatchingRuleForm } from './matching-rule-form-model';
import { FUZZY_ONLY_EMAIL } from './matching-rule-labels';
import { MatchingSection } from './matching-section';

let plan: 'standard' | 'enterprise' = 'enterprise';
beforeEach(() => {
  plan = 'enterprise';
  stubApi((url) => (url.pathname === '/api/auth/session' ? { user: { id: 'u1', role: 'super_admin' }, account: { plan } } : undefined));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Form() {
  const form = useForm<MatchingRuleForm>({ defaultValues: { ...newMatchingRuleValues(), fuzzy: true } });
  return (
    <FormProvider {...form}>
      <MatchingSection />
    </FormProvider>
  );
}
const Harness = () => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <Form />
  </QueryClientProvider>
);

/** Opens the Module type list once the session is loaded and reads which options are disabled, by name. */
async function moduleOptionsDisabled() {
  await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
  await new Promise((r) => setTimeout(r, 0));
  fireEvent.keyDown(screen.getByLabelText('Module type'), { key: 'Enter' });
  const options = await screen.findAllByRole('option');
  return Object.fromEntries(
    options.map((o) => [o.textContent, o.getAttribute('aria-disabled') === 'true' || o.hasAttribute('data-disabled')]),
  );
}

describe('opportunity matching and the plan', () => {
  it('on Standard the opportunity module types are disabled, with the wording the server answers', async () => {
    plan = 'standard';
    render(<Harness />);
    expect((await screen.findByRole('note')).textContent).toContain(enterpriseMessage('opportunities'));
    const disabled = await moduleOptionsDisabled();
    expect(disabled['Contact opportunities']).toBe(true);
    expect(disabled['Account opportunities']).toBe(true);
    expect(disabled.Account).toBe(false);
  });

  it('on Enterprise they can be chosen and no note shows', async () => {
    render(<Harness />);
    const disabled = await moduleOptionsDisabled();
    expect(disabled['Account opportunities']).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('matching field', () => {
  it('allows fuzzy matching only when matching by e-mail, and says so', () => {
    render(<Harness />);
    const fuzzy = screen.getByRole('switch', { name: 'Fuzzy matching' });
    expect(fuzzy.hasAttribute('disabled')).toBe(false);
    expect(fuzzy.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: /E-mail domain/ }));
    expect(fuzzy.hasAttribute('disabled')).toBe(true);
    expect(fuzzy.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(FUZZY_ONLY_EMAIL)).toBeTruthy();
  });

  it('asks for the form field and CRM field when matching by a form field', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: /Form field/ }));
    expect(screen.getByLabelText('Form field')).toBeTruthy();
    expect(screen.getByLabelText('CRM field')).toBeTruthy();
  });

  it('sends only what the chosen branches use', async () => {
    const values: MatchingRuleForm = {
      ...newMatchingRuleValues(),
      name: 'Owners',
      fuzzy: true,
      matchBy: { by: 'phone', formField: 'x', crmField: 'y' },
    };
    expect(toInput(values)).toMatchObject({
      matchBy: { by: 'phone' },
      fuzzy: false,
      assignee: { type: 'record_owner', ownerProperty: 'owner_id', sourceOwnerProperty: null },
    });
    const result = await matchingRuleResolver({ ...values, name: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((result.errors as { name?: { message?: string } }).name?.message).toBe('Name is a required field');
  });
});
