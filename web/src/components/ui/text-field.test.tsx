import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './text-field';

afterEach(cleanup);

let refuse: () => void = () => {};
let latest = '';
function Harness() {
  const form = useForm<{ company: string }>({ defaultValues: { company: 'Acme' } });
  latest = form.watch('company');
  refuse = () => form.setError('company', { message: 'Company is required' });
  return <TextField form={form} name="company" label="Company" hint="As on your invoices." autoComplete="organization" />;
}

describe('TextField', () => {
  it('is a labelled input registered under its name, its hint giving way to the error the form holds', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Company') as HTMLInputElement;
    expect([input.id, input.value, input.autocomplete]).toEqual(['company', 'Acme', 'organization']);
    expect(input.getAttribute('aria-describedby')).toBe('company-hint');
    fireEvent.change(input, { target: { value: 'Globex' } });
    expect(latest).toBe('Globex');
    await act(async () => refuse());
    expect(screen.getByRole('alert').textContent).toBe('Company is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('As on your invoices.')).toBeNull();
  });
});
