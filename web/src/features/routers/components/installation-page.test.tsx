import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouterInstallationDto } from '@contracts/routers';
import { ROUTER } from './router-card.fixture';
import { InstallationPage } from './installation-page';

let role: string;
let installation: RouterInstallationDto;
let puts: unknown[];

beforeEach(() => {
  role = 'super_admin';
  puts = [];
  document.cookie = 'rw_csrf=test';
  installation = {
    routerId: 'r1',
    installation: 'awaiting_installation',
    verifiedAt: null,
    verifiedOrigin: null,
    snippet: '<script src="http://127.0.0.1:8787/widget.js" data-router="r1" async></script>',
    scriptUrl: 'http://127.0.0.1:8787/widget.js',
    trustedOrigins: ['https://www.acme.test'],
    formSourceUrl: 'https://shop.acme.test/demo?ref=ad',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const ok = (data: unknown) =>
        new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/auth/session') return ok({ user: { id: 'u1', role }, account: {} });
      if (url.pathname === '/api/routers/r1') return ok(ROUTER);
      if (url.pathname === '/api/routers/r1/installation') return ok(installation);
      if (url.pathname === '/api/organization/trusted-origins' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { trustedOrigins: string[] };
        puts.push(body);
        installation = { ...installation, trustedOrigins: body.trustedOrigins };
        return ok(body);
      }
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/routers/:id/installation-widget', element: <InstallationPage /> }], {
    initialEntries: ['/routers/r1/installation-widget'],
  });
  renderWithQuery(<RouterProvider router={router} />);
}

describe('InstallationPage', () => {
  it('shows the snippet and the status, and offers the form page origin to trust', async () => {
    renderPage();
    expect((await screen.findByText(/data-router="r1"/)).tagName).toBe('CODE');
    expect(screen.getByText('Awaiting installation')).toBeTruthy();
    expect(screen.getByText(/This website is not a trusted origin/).textContent).toContain('https://shop.acme.test');
    const input = (await screen.findByLabelText('Add origin')) as HTMLInputElement;
    expect(input.value).toBe('https://shop.acme.test');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add origin' }));
    });
    expect(puts).toEqual([{ trustedOrigins: ['https://www.acme.test', 'https://shop.acme.test'] }]);
    expect(await screen.findByText('https://shop.acme.test', { selector: 'li span' })).toBeTruthy();
    expect(screen.queryByText(/This website is not a trusted origin/)).toBeNull();
  });

  it('lets an Admin remove an origin', async () => {
    renderPage();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Remove https://www.acme.test' }));
    });
    expect(puts).toEqual([{ trustedOrigins: [] }]);
    expect(await screen.findByText(/No trusted origins yet/)).toBeTruthy();
  });

  it('lets only Admins add or remove origins', async () => {
    role = 'manager';
    renderPage();
    expect(await screen.findByText('Only Admins can add or remove trusted origins.')).toBeTruthy();
    expect(screen.queryByLabelText('Add origin')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
});
