import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BackAlert, ListError, LoadFailure } from './query-states';

afterEach(cleanup);

describe('load states', () => {
  it('ListError shows the server message only when it has one, and retries', () => {
    const retry = vi.fn();
    render(<ListError what="meeting links" error={new Error('Server down')} retry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load the meeting links.Server down");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    cleanup();
    render(<ListError title="We couldn't load your teams." retry={retry} />);
    expect(screen.getByRole('alert').textContent).toBe("We couldn't load your teams.Try again");
  });

  it('BackAlert and a missing LoadFailure offer only the way back', () => {
    render(
      <MemoryRouter>
        <BackAlert title="Team not found" back={{ to: '/settings/teams', label: 'Back to teams' }} />
        <LoadFailure missing title="Gone" back={{ to: '/meetings', label: 'Back to meetings' }} retry={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Back to teams' }).getAttribute('href')).toBe('/settings/teams');
    expect(screen.getByRole('link', { name: 'Back to meetings' }).getAttribute('href')).toBe('/meetings');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
