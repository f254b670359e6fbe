import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { EmailChipsField } from './email-chips-field';

afterEach(cleanup);

let latest: string[] = [];
let setRootError: () => void = () => {};
function Harness() {
  const form = useForm<{ guests: string[] }>({ defaultValues: { guests: [] } });
  latest = form.watch('guests');
  setRootError = () => form.setError('guests', { message: 'At most 10 guests' });
  return <EmailChipsField form={form} name="guests" id="guests" label="External guests" hint="Type an e-mail address and press Enter." />;
}

describe('EmailChipsField', () => {
  it('adds lower-cased guests, and an edit clears the error shown under the field', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('External guests');
    fireEvent.change(input, { target: { value: 'Ann@Acme.com' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(latest).toEqual(['ann@acme.com']);
    await act(async () => setRootError());
    expect(screen.getByText('At most 10 guests')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'bob@acme.com' } });
    await act(async () => void fireEvent.keyDown(input, { key: 'Enter' }));
    expect(latest).toEqual(['ann@acme.com', 'bob@acme.com']);
    expect(screen.queryByText('At most 10 guests')).toBeNull();
  });
});
