import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormDialog } from './form-dialog';

afterEach(cleanup);

describe('FormDialog', () => {
  it('is a named form: its submit button submits, Cancel closes, and required fields are left to the schema', () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    const onOpenChange = vi.fn();
    render(
      <FormDialog
        open
        onOpenChange={onOpenChange}
        title="Add guests"
        description="Guests get the invite."
        onSubmit={onSubmit}
        submitLabel="Add"
      >
        <input aria-label="E-mail" required />
      </FormDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Add guests' })).toBeTruthy();
    expect(screen.getByText('Guests get the invite.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps the submit button off while `submitDisabled`', () => {
    render(
      <FormDialog open onOpenChange={() => {}} title="T" description="D" onSubmit={() => {}} submitLabel="Save" submitDisabled>
        {null}
      </FormDialog>,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });
});
