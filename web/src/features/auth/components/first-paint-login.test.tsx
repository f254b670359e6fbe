import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@web/lib/test/list-page';
import { FIRST_PAINT_KEY, FIRST_PAINT_TEMPLATE_ID, firstPaintLoginMarkup, firstPaintLoginScript } from './first-paint-login';
import { LoginPage } from './login-page';

/** index.html as the build writes it: #root with the boot spinner, the template, then the inline script's run. */
function loadIndexHtml(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"><div class="rw-boot"></div></div><template id="${FIRST_PAINT_TEMPLATE_ID}">${firstPaintLoginMarkup()}</template>`;
  firstPaintLoginScript(FIRST_PAINT_KEY, FIRST_PAINT_TEMPLATE_ID);
  return document.getElementById('root')!;
}

/** The sign-in requests the page makes, with their bodies. */
function recordLogins() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/auth/login') bodies.push(JSON.parse(String(init?.body ?? (input as Request).body)));
      return new Response(JSON.stringify({ errors: [{ status: '401', code: 'x', detail: 'Invalid email or password' }] }), {
        status: 401,
        headers: { 'content-type': 'application/vnd.api+json' },
      });
    }),
  );
  return bodies;
}

const staticInput = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('the sign-in form index.html draws before the app', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[FIRST_PAINT_KEY];
  });

  it('is the page itself: the same labelled inputs and button, enabled, before any script of the app', () => {
    const root = loadIndexHtml('/login');
    expect(root.querySelector('.rw-boot')).toBeNull();
    expect(staticInput(root, 'email').type).toBe('email');
    expect(staticInput(root, 'password').type).toBe('password');
    expect(staticInput(root, 'email').disabled).toBe(false);
    expect(root.querySelector('label[for="email"]')?.textContent).toBe('Email');
    expect(root.querySelector('button[type="submit"]')?.textContent).toBe('Sign in');
  });

  it('is drawn on /login only: other paths keep the loading mark', () => {
    const root = loadIndexHtml('/signup');
    expect(root.querySelector('.rw-boot')).not.toBeNull();
    expect(root.querySelector('form')).toBeNull();
  });

  it('hands what was typed and the focus to the page, and sends nothing until asked', async () => {
    const bodies = recordLogins();
    const root = loadIndexHtml('/login');
    staticInput(root, 'email').value = 'ursula@acme.test';
    staticInput(root, 'password').value = 'Demo-pass1!';
    staticInput(root, 'password').focus();
    root.replaceChildren();
    renderRoute('/login', <LoginPage />);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ursula@acme.test');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('Demo-pass1!');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await new Promise((r) => setTimeout(r, 50));
    expect(bodies).toEqual([]);
  });

  it('makes a submit sent before the app was ready once the page is up', async () => {
    const bodies = recordLogins();
    const root = loadIndexHtml('/login');
    staticInput(root, 'email').value = 'ursula@acme.test';
    staticInput(root, 'password').value = 'Demo-pass1!';
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')!.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(root.querySelector('button[type="submit"]')!.hasAttribute('disabled')).toBe(true);
    root.replaceChildren();
    renderRoute('/login', <LoginPage />);
    await waitFor(() => expect(bodies).toEqual([{ email: 'ursula@acme.test', password: 'Demo-pass1!' }]));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });
});
