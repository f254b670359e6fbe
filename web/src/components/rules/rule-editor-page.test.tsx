import type { UseQueryResult } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SavedRulePage } from './rule-editor-page';

afterEach(cleanup);

type Rule = { name: string; version: number };
const loaded = (data: Rule) => ({ isPending: false, isError: false, data }) as UseQueryResult<Rule>;
const pending = { isPending: true, isError: false } as UseQueryResult<Rule>;

function Page({ query, canEdit }: { query: UseQueryResult<Rule>; canEdit: boolean }) {
  return (
    <MemoryRouter>
      <SavedRulePage
        list={{ to: '/matching-rules', label: 'Matching rules' }}
        what="matching rule"
        query={query}
        canEdit={canEdit}
        header={(r) => ({ title: `${r.name} v${r.version}`, description: 'Position 1 in the sequence' })}
      >
        {(r) => <form aria-label={`Edit ${r.name}`} />}
      </SavedRulePage>
    </MemoryRouter>
  );
}

describe('SavedRulePage', () => {
  it('shows the link back to the list, the header and the form; Users are told they only read it', () => {
    render(<Page query={loaded({ name: 'Owner match', version: 3 })} canEdit={false} />);
    expect(screen.getByRole('link', { name: 'Matching rules' }).getAttribute('href')).toBe('/matching-rules');
    expect(screen.getByRole('heading', { name: 'Owner match v3' })).toBeTruthy();
    expect(screen.getByText('Position 1 in the sequence')).toBeTruthy();
    expect(screen.getByText('Only Admins and Managers can change matching rules.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit Owner match' })).toBeTruthy();
  });

  it('has no read-only notice for those who may edit, and no header or form before the rule is loaded', () => {
    render(<Page query={loaded({ name: 'Owner match', version: 3 })} canEdit />);
    expect(screen.queryByText(/Only Admins and Managers/)).toBeNull();
    cleanup();
    render(<Page query={pending} canEdit />);
    expect(screen.getByRole('link', { name: 'Matching rules' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Owner match v3' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
