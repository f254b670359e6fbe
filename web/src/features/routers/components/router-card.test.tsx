import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouterSummaryDto } from '@contracts/routers';
import { RouterCard } from './router-card';
import { ROUTER } from './router-card.fixture';

afterEach(cleanup);

function renderCard(router: RouterSummaryDto, canEdit: boolean) {
  const onOpen = vi.fn();
  const onDelete = vi.fn();
  const memory = createMemoryRouter([
    { path: '/', element: <RouterCard router={router} canEdit={canEdit} onOpen={onOpen} onDelete={onDelete} /> },
  ]);
  render(<RouterProvider router={memory} />);
  return { onOpen, onDelete };
}

const openMenu = async (name: string) => {
  await act(async () => {
    fireEvent.keyDown(screen.getByRole('button', { name: `Actions for ${name}` }), { key: 'Enter' });
  });
  return screen.getByRole('menu');
};

describe('RouterCard', () => {
  it('shows the form, meeting type, last 28 days and what it writes to the CRM', () => {
    renderCard(ROUTER, true);
    expect(screen.getByRole('link', { name: 'Website demo' }).getAttribute('href')).toBe('/routers/r1');
    expect(screen.getByText('Awaiting installation')).toBeTruthy();
    expect(screen.getByText('Contact sales · HubSpot')).toBeTruthy();
    expect(screen.getByText('Intro call (30 min)')).toBeTruthy();
    expect(screen.getByText('2 active matching rules')).toBeTruthy();
    const figures = Object.fromEntries(
      [...document.querySelectorAll('dl.grid > div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]),
    );
    expect(figures).toEqual({ 'Prospects assigned': '1,204', Processed: '1,310', 'Meetings booked': '87' });
    expect(screen.getByText('Last 28 days')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'CRM record creation' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Creates leads', 'Updates contacts']);
    expect(screen.getByRole('link', { name: 'Routing log' }).getAttribute('href')).toBe(
      `/routing-logs/views/all-prospects?routerId=r1&since=${encodeURIComponent('2029-12-04T00:00:00Z')}`,
    );
    expect(screen.getByRole('link', { name: 'Conversion report of Website demo' }).getAttribute('href')).toBe(
      '/reports/conversion-report?routerId=r1',
    );
    expect(screen.getByRole('link', { name: 'Distribution report of Website demo' }).getAttribute('href')).toBe(
      '/reports/distribution-report?routerId=r1',
    );
  });

  it('says when the widget is verified, matching is off or nothing is written', () => {
    renderCard(
      { ...ROUTER, installation: 'verified', matchingEnabled: false, activeMatchingRules: 0, createLeads: false, updateContacts: false },
      true,
    );
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Matching off')).toBeTruthy();
    expect(screen.getByText('No CRM records created or updated')).toBeTruthy();
  });

  it('offers editors edit, clone, install and delete', async () => {
    const { onOpen, onDelete } = renderCard(ROUTER, true);
    const menu = await openMenu('Website demo');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual(['Edit', 'Clone', 'Install widget', 'Delete']);
    await act(async () => {
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Clone' }));
    });
    expect(onOpen).toHaveBeenCalledWith('/routers/r1/clone');
    await act(async () => {
      fireEvent.click(within(await openMenu('Website demo')).getByRole('menuitem', { name: 'Delete' }));
    });
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('gives regular users only view and install', async () => {
    renderCard(ROUTER, false);
    const menu = await openMenu('Website demo');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual(['View', 'Install widget']);
  });
});
