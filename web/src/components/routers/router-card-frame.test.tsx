import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Copy, Link2, Users } from 'lucide-react';
import { RouterCardFrame } from './router-card-frame';

afterEach(cleanup);

function renderFrame(canEdit: boolean) {
  const onOpen = vi.fn();
  const onDelete = vi.fn();
  const element = (
    <RouterCardFrame
      id="campaign-c1"
      name="Spring webinar"
      to="/campaign-router/c1"
      badge={<span>Draft</span>}
      facts={[{ icon: Users, label: 'Team', value: 'Sales' }]}
      canEdit={canEdit}
      actions={[
        { icon: Link2, label: 'Router URL', path: '/campaign-router/c1/installation' },
        { icon: Copy, label: 'Clone', path: '/campaign-router/c1/clone', editorsOnly: true },
      ]}
      onOpen={onOpen}
      onDelete={onDelete}
    >
      <p>Figures</p>
    </RouterCardFrame>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  return { onOpen, onDelete };
}

const openMenu = async () => {
  await act(async () => {
    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for Spring webinar' }), { key: 'Enter' });
  });
  return screen.getByRole('menu');
};
const items = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent?.trim());

describe('RouterCardFrame', () => {
  it('is named by its name, which links to the router, with its badge, facts and body', () => {
    renderFrame(true);
    const link = screen.getByRole('link', { name: 'Spring webinar' });
    expect(link.getAttribute('href')).toBe('/campaign-router/c1');
    expect(link.closest('[aria-labelledby]')?.getAttribute('aria-labelledby')).toBe(link.id);
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('term').textContent).toBe('Team');
    expect(screen.getByText('Figures')).toBeTruthy();
  });

  it("gives editors Edit, the router's own items in order, and Delete", async () => {
    const { onOpen, onDelete } = renderFrame(true);
    expect(items(await openMenu())).toEqual(['Edit', 'Router URL', 'Clone', 'Delete']);
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Clone' }));
    });
    expect(onOpen).toHaveBeenCalledWith('/campaign-router/c1/clone');
    await act(async () => {
      fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete' }));
    });
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('gives those who may not edit View and the items for everyone', async () => {
    const { onOpen } = renderFrame(false);
    expect(items(await openMenu())).toEqual(['View', 'Router URL']);
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    });
    expect(onOpen).toHaveBeenCalledWith('/campaign-router/c1');
  });
});
