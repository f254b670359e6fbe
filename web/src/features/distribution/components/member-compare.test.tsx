import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { RoundRobinMemberDto } from '@contracts/distribution';
import { MemberCompare } from './member-compare';
import { COMPARE_MEMBERS_MESSAGE, memberComparisonError } from './round-robin-model';

afterEach(cleanup);

const member = (userId: string, name: string, level: number): RoundRobinMemberDto => ({
  userId,
  name,
  weight: 1,
  level,
  share: 0.25,
  assigned: level,
  completed: 0,
  cancelled: 0,
  noShow: 0,
  upcoming: level,
  onVacation: false,
  active: true,
});
const MEMBERS = [member('a', 'Ada', 3), member('b', 'Ben', 1), member('c', 'Cy', 2), member('d', 'Di', 0)];

const compare = () => fireEvent.click(screen.getByRole('button', { name: /compare members/i }));

describe('comparing round robin members', () => {
  it('is the spec rule: minimum 2, maximum 3', () => {
    expect(COMPARE_MEMBERS_MESSAGE).toBe('Comparing round robin members: minimum 2, maximum 3');
    expect([0, 1, 2, 3, 4].map((n) => memberComparisonError(MEMBERS.slice(0, n).map((m) => m.userId)))).toEqual([
      COMPARE_MEMBERS_MESSAGE,
      COMPARE_MEMBERS_MESSAGE,
      null,
      null,
      COMPARE_MEMBERS_MESSAGE,
    ]);
  });

  it.each([[['a']], [['a', 'b', 'c', 'd']]])('refuses %j with the spec message', (selected) => {
    render(<MemberCompare members={MEMBERS} selected={selected} onClear={() => {}} />);
    compare();
    expect(screen.getByRole('alert').textContent).toBe(COMPARE_MEMBERS_MESSAGE);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([[['a', 'b']], [['a', 'b', 'c']]])('shows %j side by side', (selected) => {
    render(<MemberCompare members={MEMBERS} selected={selected} onClear={() => {}} />);
    compare();
    const dialog = screen.getByRole('dialog', { name: 'Compare members' });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1)).toEqual(selected.map((id) => MEMBERS.find((m) => m.userId === id)!.name));
    expect(within(dialog).getByRole('rowheader', { name: 'Level' })).toBeTruthy();
    expect(screen.queryByText(COMPARE_MEMBERS_MESSAGE)).toBeNull();
  });
});
