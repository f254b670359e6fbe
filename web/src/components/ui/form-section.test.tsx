import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SaveBar } from './form-section';

afterEach(cleanup);

describe('SaveBar', () => {
  it('offers Discard changes only while the form differs from what is saved', () => {
    const onDiscard = vi.fn();
    const { rerender } = render(<SaveBar dirty={false} saving={false} onDiscard={onDiscard} />);
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save changes' }).getAttribute('type')).toBe('submit');
    rerender(<SaveBar dirty saving={false} onDiscard={onDiscard} />);
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onDiscard).toHaveBeenCalledOnce();
  });

  it('with keepDiscard keeps Discard in place, disabled until something changes, and while saving', () => {
    const { rerender } = render(
      <SaveBar dirty={false} saving={false} onDiscard={() => {}} keepDiscard discardLabel="Discard" saveLabel="Save" saveDisabled />,
    );
    expect((screen.getByRole('button', { name: 'Discard' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<SaveBar dirty saving={false} onDiscard={() => {}} keepDiscard discardLabel="Discard" saveLabel="Save" />);
    expect((screen.getByRole('button', { name: 'Discard' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<SaveBar dirty saving onDiscard={() => {}} keepDiscard discardLabel="Discard" saveLabel="Save" />);
    expect((screen.getByRole('button', { name: 'Discard' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
