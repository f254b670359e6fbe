import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { distributionResolver, newDistributionValues, type DistributionForm, type DistributionSubmit } from './distribution-form-model';
import { MembersWeightsField } from './members-weights-field';

afterEach(cleanup);

const TEAM = [
  { id: 'u1', name: 'Ursula Rep', email: 'ursula@acme.test' },
  { id: 'u2', name: 'Ravi Rep', email: 'ravi@acme.test' },
];

let submitted: DistributionSubmit | null = null;

function Harness() {
  const form = useForm<DistributionForm, unknown, DistributionSubmit>({
    resolver: distributionResolver('rule'),
    defaultValues: {
      ...newDistributionValues('rule'),
      name: 'Enterprise',
      teamId: 't1',
      distribution: 'round_robin_select',
      members: [
        { userId: 'u1', weight: 3 },
        { userId: 'u2', weight: 1 },
      ],
      conditions: [{ field: { source: 'form', key: 'country' }, operator: 'equals', value: 'US' }],
    },
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((v) => (submitted = v))}>
        <MembersWeightsField teamMembers={TEAM} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

const weight = (name: string) => screen.getByLabelText(`Weight for ${name}`) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('member weights', () => {
  it('shows each member with their share of meetings', () => {
    render(<Harness />);
    expect(weight('Ursula Rep').value).toBe('3');
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
  });

  it.each(['0', '100', '2.5', ''])("refuses weight %j with 'Weight should be between 1 and 99'", async (bad) => {
    submitted = null;
    render(<Harness />);
    fireEvent.change(weight('Ravi Rep'), { target: { value: bad } });
    save();
    expect(await screen.findByText('Weight should be between 1 and 99')).toBeTruthy();
    expect(weight('Ravi Rep').getAttribute('aria-invalid')).toBe('true');
    expect(submitted).toBeNull();
  });

  it('accepts weights from 1 to 99', async () => {
    submitted = null;
    render(<Harness />);
    fireEvent.change(weight('Ursula Rep'), { target: { value: '99' } });
    fireEvent.change(weight('Ravi Rep'), { target: { value: '1' } });
    save();
    await waitFor(() => expect(submitted).not.toBeNull());
    expect(submitted!.members).toEqual([
      { userId: 'u1', weight: 99 },
      { userId: 'u2', weight: 1 },
    ]);
    expect(screen.queryByText('Weight should be between 1 and 99')).toBeNull();
  });

  it('needs at least one member', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ursula Rep' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ravi Rep' }));
    save();
    expect(await screen.findByText('A minimum of one member')).toBeTruthy();
  });
});
