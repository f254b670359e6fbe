import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { IntegrationStatus } from '@contracts/integrations';
import { IntegrationToolShell } from './integration-tool-shell';

afterEach(cleanup);

type Query = UseQueryResult<unknown, Error>;
const loaded = { data: {}, isError: false, error: null, refetch: vi.fn() } as unknown as Query;

function renderShell({
  query = loaded,
  status = null as IntegrationStatus | null,
  problem = null as string | null,
  canDisable = false,
  onDisable = vi.fn(),
} = {}) {
  render(
    <MemoryRouter>
      <IntegrationToolShell
        back="/profile/integrations"
        name="Zoom"
        description="Video meetings."
        logo={{ mark: 'Z', color: '#2D8CFF' }}
        query={query}
        status={status}
        account={status ? 'Connected as ada@zoom.test' : null}
        problem={problem}
        canDisable={canDisable}
        disableConfirm="Disable Zoom"
        disablePending={false}
        onDisable={onDisable}
      >
        <button type="button">Connect Zoom</button>
      </IntegrationToolShell>
    </MemoryRouter>,
  );
  return onDisable;
}

describe('IntegrationToolShell', () => {
  it('leads back to the integrations and waits for the tool before showing its card', () => {
    renderShell({ query: { data: undefined, isError: false, error: null, refetch: vi.fn() } as unknown as Query });
    expect(screen.getByRole('link', { name: 'Integrations' }).getAttribute('href')).toBe('/profile/integrations');
    expect(screen.getByRole('heading', { name: 'Zoom' })).toBeTruthy();
    expect(screen.getByLabelText('Loading Zoom')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Zoom' })).toBeNull();
  });

  it('says when the tool could not be loaded and tries again', () => {
    const refetch = vi.fn();
    renderShell({ query: { data: undefined, isError: true, error: new Error('Network down'), refetch } as unknown as Query });
    expect(screen.getByText("We couldn't load the Zoom.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("shows Not connected with the tool's own controls and nothing to disable", () => {
    renderShell();
    expect(screen.getByText('Not connected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Zoom' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
  });

  it.each<[IntegrationStatus, boolean]>([
    ['expired', true],
    ['connected', false],
  ])('with status %s shows the last problem: %s', (status, shown) => {
    renderShell({ status, problem: 'Zoom refused the token', canDisable: true });
    expect(screen.getByText('Connected as ada@zoom.test')).toBeTruthy();
    expect(!!screen.queryByRole('alert')).toBe(shown);
  });

  it('disables only after the typed confirmation, and closes when the disabling is done', async () => {
    let close = () => {};
    const onDisable = renderShell({ status: 'connected', canDisable: true, onDisable: vi.fn((done: () => void) => (close = done)) });
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Zoom' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText("The given input didn't match the Zoom name")).toBeTruthy();
    expect(onDisable).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Disable Zoom' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(onDisable).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => close());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
