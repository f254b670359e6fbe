import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormSheet } from './form-sheet';

afterEach(cleanup);

const sheet = (p: { readOnly?: boolean; onOpenChange?: (open: boolean) => void; onSubmit?: (e: React.FormEvent) => void }) =>
  render(
    <FormSheet
      open
      onOpenChange={p.onOpenChange ?? (() => {})}
      title="Edit redirect rule"
      description="Where prospects go."
      onSubmit={p.onSubmit ?? ((e) => e.preventDefault())}
      label="Redirect rule"
      submitLabel="Save changes"
      readOnly={p.readOnly}
    >
      <input aria-label="Name" required />
    </FormSheet>,
  );

describe('FormSheet', () => {
  it('is a named form described by its line; submit saves and Cancel closes', () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    const onOpenChange = vi.fn();
    sheet({ onSubmit, onOpenChange });
    expect(screen.getByRole('dialog', { name: 'Edit redirect rule', description: 'Where prospects go.' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Redirect rule' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('read-only, it has no submit button and Cancel says Close', () => {
    sheet({ readOnly: true });
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    // The sheet's own × is named Close too; the footer's button now says it in words.
    expect(screen.getByText('Close', { selector: 'button' })).toBeTruthy();
    expect(screen.queryByText('Cancel')).toBeNull();
  });
});
