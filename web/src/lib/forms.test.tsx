import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useResetOnOpen } from './forms';

afterEach(cleanup);

function Dialog({ open, name }: { open: boolean; name: string }) {
  const form = useForm<{ name: string }>({ defaultValues: { name } });
  useResetOnOpen(form, open, { name }, name);
  return <input aria-label="Name" {...form.register('name')} />;
}

describe('useResetOnOpen', () => {
  it('drops an edit when the dialog opens again, and starts over for another record while open', () => {
    const { rerender } = render(<Dialog open name="Sales" />);
    const input = () => screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(input(), { target: { value: 'Sales EMEA' } });
    rerender(<Dialog open={false} name="Sales" />);
    expect(input().value).toBe('Sales EMEA');
    rerender(<Dialog open name="Sales" />);
    expect(input().value).toBe('Sales');
    rerender(<Dialog open name="Support" />);
    expect(input().value).toBe('Support');
  });
});
