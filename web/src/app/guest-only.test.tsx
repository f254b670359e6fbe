import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { GuestOnly } from './guest-only';

/** The session probe answers only when the test says so. */
function holdProbe() {
  let answer: (data: unknown) => void = () => {};
  const answered = new Promise<unknown>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ data: await answered }), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  return (data: unknown) => act(async () => answer(data));
}

function renderLogin(preloadHome = vi.fn(async () => undefined)) {
  const router = createMemoryRouter(
    [
      { element: <GuestOnly preloadHome={preloadHome} />, children: [{ path: '/login', element: <input aria-label="Email" /> }] },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return preloadHome;
}

describe('GuestOnly', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws the sign-in form while the session probe is still out, and keeps it for a signed-out visitor', async () => {
    const answer = holdProbe();
    renderLogin();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    await answer(null);
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.queryByText('Home')).toBeNull();
  });

  it('sends a signed-in visitor home once the probe answers', async () => {
    const answer = holdProbe();
    renderLogin();
    await answer({ user: { id: 'u1', role: 'super_admin' }, account: {} });
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it("fetches the home page's chunk while the form is up", async () => {
    holdProbe();
    const preload = renderLogin();
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });
});
