import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '@web/lib/test/list-page';
import { LoginPage, retryAt } from './login-page';

const errorAnswer = (status: number, detail: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ errors: [{ status: String(status), code: 'x', detail }] }), {
    status,
    headers: { 'content-type': 'application/vnd.api+json', ...headers },
  });

function answerLogin(res: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/auth/login') return res();
      return new Response('{}', { status: 404 });
    }),
  );
}

async function signIn() {
  renderRoute('/login', <LoginPage />);
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ursula@acme.test' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Demo-pass1!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByRole('alert');
}

describe('LoginPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a lockout under the form with when to try again, not as a passing toast', async () => {
    answerLogin(() => errorAnswer(429, 'Too many attempts. Please wait a few minutes and try again.', { 'retry-after': '600' }));
    const alert = await signIn();
    expect(alert.textContent).toContain('Too many attempts. Please wait a few minutes and try again.');
    expect(alert.textContent).toMatch(/You can sign in again at \d/);
  });

  it('shows a wrong password under the form', async () => {
    answerLogin(() => errorAnswer(401, 'Invalid email or password'));
    expect((await signIn()).textContent).toBe('Invalid email or password');
  });

  it('names the time a lockout ends', () => {
    const at = retryAt(600, new Date('2026-11-29T10:00:00'));
    expect(at).toBe(
      `You can sign in again at ${new Date('2026-11-29T10:10:00').toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}.`,
    );
  });
});
