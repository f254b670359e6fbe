import type * as React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { MemberChecklist } from './member-checklist';

afterEach(cleanup);

let picked: string[] = [];
function Harness({ fallback = null, error }: { fallback?: React.ReactNode; error?: string }) {
  const form = useForm<{ memberIds: string[] }>({ defaultValues: { memberIds: [] } });
  picked = form.watch('memberIds');
  return (
    <MemberChecklist
      control={form.control}
      labelId="group-members-label"
      label="Members"
      listId="group-member"
      members={[{ id: 'u1', name: 'Ada', email: 'ada@example.com' }]}
      fallback={fallback}
      searchLabel="Search team members"
      emptyText="No team members match your search"
      error={error}
    />
  );
}

describe('MemberChecklist', () => {
  it('ticks members into the field, in a group named by its label', () => {
    render(<Harness error="Pick at most 90" />);
    expect(screen.getByRole('group', { name: 'Members' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Ada/ }));
    expect(picked).toEqual(['u1']);
    expect(screen.getByRole('alert').textContent).toBe('Pick at most 90');
  });

  it('shows the fallback instead of the list', () => {
    render(<Harness fallback={<p>Add members to the team first</p>} />);
    expect(screen.getByText('Add members to the team first')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });
});
