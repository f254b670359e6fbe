import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TextareaField, TextField } from './text-field';

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

  it('TextareaField is a labelled textarea under a nested name, with the error the form holds there', async () => {
    let fail: () => void = () => {};
    function Notes() {
      const form = useForm<{ og: { description: string } }>({ defaultValues: { og: { description: 'Hello' } } });
      fail = () => form.setError('og.description', { message: 'Too long' });
      return <TextareaField form={form} name="og.description" id="og-description" label="Description" rows={3} />;
    }
    render(<Notes />);
    const area = screen.getByLabelText('Description') as HTMLTextAreaElement;
    expect([area.tagName, area.id, area.value, area.rows]).toEqual(['TEXTAREA', 'og-description', 'Hello', 3]);
    await act(async () => fail());
    expect(screen.getByRole('alert').textContent).toBe('Too long');
  });
});
