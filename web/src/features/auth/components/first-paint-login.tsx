import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { FIRST_PAINT_KEY, type FirstPaintState } from '../hooks/use-first-paint-handover';
import { LoginPage } from './login-page';

/**
 * Build time only (web/first-paint-login.ts puts both into index.html): the sign-in page as the app renders it,
 * so the form the visitor first sees is the page itself, not a look-alike kept by hand.
 */
export function firstPaintLoginMarkup(): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location="/login">
        <LoginPage />
      </StaticRouter>
    </QueryClientProvider>,
  );
}

/**
 * Runs inline in index.html, before the app's scripts: on /login it draws the template's form at once and
 * remembers what the visitor does with it (useFirstPaintHandover hands that to the real page). Self-contained:
 * it is written into the page as text.
 */
export function firstPaintLoginScript(key: string, templateId: string) {
  if (location.pathname !== '/login') return;
  const template = document.getElementById(templateId);
  const root = document.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root) return;
  root.replaceChildren(template.content.cloneNode(true));
  const form = root.querySelector('form');
  if (!form) return;
  const state: FirstPaintState = { form, focused: null, submitted: false };
  (window as unknown as Record<string, FirstPaintState>)[key] = state;
  form.addEventListener('focusin', (e) => {
    state.focused = (e.target as HTMLInputElement).name || null;
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    state.submitted = true;
    const button = form.querySelector('button[type="submit"]');
    if (button) {
      button.setAttribute('disabled', '');
      button.setAttribute('aria-busy', 'true');
    }
  });
}

export const FIRST_PAINT_TEMPLATE_ID = 'rw-first-paint-login';
export { FIRST_PAINT_KEY };
