import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SSO_FAILED, SSO_NOT_A_MEMBER, SSO_NOT_CONFIGURED } from '@contracts/sso';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { refusalText, SsoLoginPage } from './sso-page';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/login/okta', element: <SsoLoginPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SsoLoginPage', () => {
  it('shows why the identity provider sign-in was refused when the callback sends the browser back', () => {
    renderAt(`/login/okta?error=${encodeURIComponent(SSO_NOT_A_MEMBER('ana@acme.test'))}`);
    expect(screen.getByRole('alert').textContent).toBe(SSO_NOT_A_MEMBER('ana@acme.test'));
  });

  it("answers an address without SSO with the spec's message under the field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { errors: [{ status: '400', code: 'sso_not_configured', detail: SSO_NOT_CONFIGURED, source: { pointer: '/email' } }] },
          { status: 400 },
        ),
      ),
    );
    renderAt('/login/okta');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.input(screen.getByLabelText('Work email'), { target: { value: 'ana@nowhere.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByText(SSO_NOT_CONFIGURED)).toBeTruthy());
  });

  it("sends the page's ?next= along, for the identity provider to bring the member back to", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body ?? (input instanceof Request ? await input.text() : 'null'))));
        return Response.json({ data: { redirectUrl: 'https://idp.example/sso' } });
      }),
    );
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    renderAt('/login/okta?next=%2Fmeetings');
    fireEvent.input(screen.getByLabelText('Work email'), { target: { value: 'ana@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.assign).toHaveBeenCalledWith('https://idp.example/sso'));
    expect(bodies.filter(Boolean)).toEqual([{ email: 'ana@acme.test', next: '/meetings' }]);
  });
});

describe('refusalText', () => {
  it.each([
    [null, null],
    [SSO_NOT_A_MEMBER('ana@acme.test'), SSO_NOT_A_MEMBER('ana@acme.test')],
    [SSO_NOT_CONFIGURED, SSO_NOT_CONFIGURED],
    ['Your account is locked. Call +1 555 0100 to unlock it.', SSO_FAILED],
    [SSO_NOT_A_MEMBER('Call +1 555 0100, ana@acme.test'), SSO_FAILED],
    [SSO_NOT_A_MEMBER(''), SSO_FAILED],
  ])('%s shows as %s', (reason, shown) => {
    expect(refusalText(reason)).toBe(shown);
  });
});
