import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RosterSection } from './roster-section';

afterEach(cleanup);

const empty = { icon: null, title: 'No groups yet', description: 'Groups split a team for round robins.' };

describe('RosterSection', () => {
  it('counts what the tab lists and offers its action beside the count', () => {
    render(
      <RosterSection
        id="groups"
        count={2}
        noun="group"
        action={<button>New group</button>}
        empty={empty}
        list={() => <ul aria-label="Groups" />}
      >
        <div role="dialog" />
      </RosterSection>,
    );
    expect(screen.getByRole('region', { name: '2 groups' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Groups' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New group' })).toHaveLength(1);
    expect(screen.queryByText('No groups yet')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers the action in the empty state instead, and nothing when there is none', () => {
    const { rerender } = render(
      <RosterSection id="groups" count={0} noun="group" action={<button>New group</button>} empty={empty} list={() => <ul />}>
        {null}
      </RosterSection>,
    );
    expect(screen.getByText('No groups yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New group' })).toHaveLength(1);
    expect(screen.queryByRole('list')).toBeNull();
    rerender(
      <RosterSection id="groups" count={0} noun="group" action={false} empty={empty} list={() => <ul />}>
        {null}
      </RosterSection>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
