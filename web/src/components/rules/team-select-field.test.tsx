import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { chooseValue, shownValue, valueOf } from '@web/lib/test/choose-option';
import { TeamSelectField } from './team-select-field';

afterEach(cleanup);

const TEAMS = [
  { id: 't1', name: 'Sales' },
  { id: 't2', name: 'Support' },
];
let values: () => { assignee: { teamId: string } } = () => ({ assignee: { teamId: '' } });
let fail: () => void = () => {};

function Harness({ pending, onPick }: { pending: boolean; onPick: () => void }) {
  const form = useForm({ defaultValues: { assignee: { teamId: pending ? '' : 't1' } } });
  values = form.getValues;
  fail = () => form.setError('assignee.teamId', { message: 'Select a team' });
  return (
    <FormProvider {...form}>
      <TeamSelectField name="assignee.teamId" teams={{ data: pending ? undefined : TEAMS, isPending: pending }} onPick={onPick} />
    </FormProvider>
  );
}

describe('TeamSelectField', () => {
  it('sets the team picked, tells the rule to clear what hung on the old one, and shows its error', async () => {
    const onPick = vi.fn();
    render(<Harness pending={false} onPick={onPick} />);
    const select = screen.getByRole('combobox', { name: 'Team' });
    expect(valueOf(select)).toBe('t1');
    await act(() => chooseValue(select, 't2'));
    expect(values().assignee.teamId).toBe('t2');
    expect(onPick).toHaveBeenCalledTimes(1);
    await act(async () => fail());
    expect(screen.getByText('Select a team')).toBeTruthy();
  });

  it('is disabled while the teams load', () => {
    render(<Harness pending onPick={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Team' }) as HTMLButtonElement;
    expect(select.disabled).toBe(true);
    expect(shownValue(select)).toBe('Loading teams…');
  });
});
