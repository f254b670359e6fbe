import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SegmentedControlField } from './segmented-control';

afterEach(cleanup);

const DIRECTIONS = ['add', 'remove'].map((value) => ({ value, label: value === 'add' ? 'Add' : 'Remove' }));
let latest = '';
function Harness() {
  const form = useForm<{ direction: string }>({ defaultValues: { direction: 'add' } });
  latest = form.watch('direction');
  return (
    <SegmentedControlField control={form.control} name="direction" radioName="adjust-direction" legend="Change" options={DIRECTIONS} />
  );
}

describe('SegmentedControlField', () => {
  it("shows the field's value, its radios under their own name, and writes the choice back", () => {
    render(<Harness />);
    const add = screen.getByRole('radio', { name: 'Add' }) as HTMLInputElement;
    expect([add.checked, add.name]).toEqual([true, 'adjust-direction']);
    fireEvent.click(screen.getByRole('radio', { name: 'Remove' }));
    expect(latest).toBe('remove');
    expect((screen.getByRole('radio', { name: 'Remove' }) as HTMLInputElement).checked).toBe(true);
  });
});
