import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { OwnerUpdateFields } from './booking-fields';

afterEach(cleanup);

type Values = { updateOwner: { enabled: boolean; destinationProperty: string } };
// As the matching rule's booking section shows it.
const MATCHING_RULE = {
  name: 'updateOwner',
  label: 'Update owner in CRM',
  description: 'Sets the destination property to the assigned member.',
};
let form: UseFormReturn<Values>;
const values = () => form.getValues();

function Harness({ suggestions }: { suggestions?: string }) {
  form = useForm<Values>({ defaultValues: { updateOwner: { enabled: false, destinationProperty: '' } } });
  return (
    <FormProvider {...form}>
      <OwnerUpdateFields {...MATCHING_RULE} suggestions={suggestions} />
    </FormProvider>
  );
}

describe('OwnerUpdateFields', () => {
  it('asks for the destination property only once the update is on, and saves what is typed', async () => {
    render(<Harness suggestions="owner-properties-dest" />);
    expect(screen.getByText('Sets the destination property to the assigned member.')).toBeTruthy();
    expect(screen.queryByLabelText('Destination property')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Update owner in CRM' })));
    expect(values().updateOwner.enabled).toBe(true);
    const input = screen.getByLabelText('Destination property') as HTMLInputElement;
    expect(input.placeholder).toBe('e.g. owner_id');
    expect(input.getAttribute('list')).toBe('owner-properties-dest');
    fireEvent.change(input, { target: { value: 'hubspot_owner_id' } });
    expect(values().updateOwner.destinationProperty).toBe('hubspot_owner_id');
    await act(async () => form.setError('updateOwner.destinationProperty', { message: 'Destination property is required' }));
    expect(screen.getByText('Destination property is required')).toBeTruthy();
  });

  it('offers no suggestion list unless the rule has one', async () => {
    render(<Harness />);
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Update owner in CRM' })));
    expect((screen.getByLabelText('Destination property') as HTMLInputElement).hasAttribute('list')).toBe(false);
  });
});
