import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RedirectUrlField } from './redirect-url-field';

afterEach(cleanup);

let values: () => { url: string } = () => ({ url: '' });
let fail: () => void = () => {};
function Harness({ disabled }: { disabled: boolean }) {
  const form = useForm<{ url: string }>({ defaultValues: { url: '' } });
  values = form.getValues;
  fail = () => form.setError('url', { message: 'Enter a valid URL' });
  return (
    <FormProvider {...form}>
      <RedirectUrlField
        name="url"
        label="Post booking redirect"
        hint="Where the prospect goes after booking."
        placeholder="https://x"
        disabled={disabled}
      />
    </FormProvider>
  );
}

describe('RedirectUrlField', () => {
  it('registers the URL typed, and shows the error of its field', async () => {
    render(<Harness disabled={false} />);
    const input = screen.getByLabelText('Post booking redirect') as HTMLInputElement;
    expect(input.type).toBe('url');
    fireEvent.change(input, { target: { value: 'https://acme.com/thanks' } });
    expect(values().url).toBe('https://acme.com/thanks');
    await act(async () => fail());
    expect(screen.getByText('Enter a valid URL')).toBeTruthy();
  });

  it('is off while the plan has no rule redirects', () => {
    render(<Harness disabled />);
    expect((screen.getByLabelText('Post booking redirect') as HTMLInputElement).disabled).toBe(true);
  });
});
