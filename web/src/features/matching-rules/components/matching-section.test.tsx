import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { matchingRuleResolver, newMatchingRuleValues, toInput, type MatchingRuleForm } from './matching-rule-form-model';
import { FUZZY_ONLY_EMAIL } from './matching-rule-labels';
import { MatchingSection } from './matching-section';

afterEach(cleanup);

function Harness() {
  const form = useForm<MatchingRuleForm>({ defaultValues: { ...newMatchingRuleValues(), fuzzy: true } });
  return (
    <FormProvider {...form}>
      <MatchingSection />
    </FormProvider>
  );
}

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
    const values: MatchingRuleForm = { ...newMatchingRuleValues(), name: 'Owners', fuzzy: true, matchBy: { by: 'phone', formField: 'x', crmField: 'y' } };
    expect(toInput(values)).toMatchObject({ matchBy: { by: 'phone' }, fuzzy: false, assignee: { type: 'record_owner', ownerProperty: 'owner_id', sourceOwnerProperty: null } });
    const result = await matchingRuleResolver({ ...values, name: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((result.errors as { name?: { message?: string } }).name?.message).toBe('Name is a required field');
  });
});
