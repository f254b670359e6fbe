import { TEXT } from './messages';
import { ApiFailure } from './api';
import { applyTheme, type Child, createAnnouncer, h, icon, replace } from './dom';
import { ensureStyles } from './styles';

/** Mounts an empty scheduler app into any container: styles once, the root element, its live regions. */
export function mountApp(container: HTMLElement) {
  ensureStyles(container);
  const app = h('div', { class: 'rw-app' });
  applyTheme(app, {});
  replace(container, app);
  const card = h('div', { class: 'rw-card' });
  app.appendChild(card);
  const announcer = createAnnouncer(app);
  return { app, card, announcer };
}

export const loadingView = (text = 'Loading…') =>
  h('div', { class: 'rw-loading', role: 'status' }, h('span', { class: 'rw-spin', 'aria-hidden': 'true' }), text);

/** A whole-card message: not found, cancelled, can no longer be changed, failed to load. */
export function stateView(o: { title: string; text?: Child; tone?: 'ok' | 'neutral' | 'error'; iconName?: string; extra?: Child }) {
  return h(
    'div',
    { class: 'rw-done' },
    h('div', { class: `rw-check${o.tone === 'ok' ? '' : ' rw-neutral'}` }, icon(o.iconName ?? (o.tone === 'ok' ? 'check' : 'alert'))),
    h('h1', { class: 'rw-title' }, o.title),
    o.text ? h('p', { class: 'rw-lead' }, o.text) : null,
    o.extra,
  );
}

/** The view for a failed load: the spec's not-found text for a 404, the unexpected-error text otherwise. */
export function failureView(e: unknown, retry?: () => void) {
  const notFound = e instanceof ApiFailure && (e.status === 404 || e.status === 422);
  if (notFound) return stateView({ title: 'Page not found', text: TEXT.notFound });
  const text = e instanceof ApiFailure && e.network ? e.message : TEXT.unexpected;
  return stateView({
    title: 'Something went wrong',
    text,
    extra: retry
      ? h('div', { class: 'rw-manage' }, h('button', { type: 'button', class: 'rw-linkbtn', onclick: retry }, 'Try again'))
      : null,
  });
}

/** A definition list of what/when/with rows, each with an icon. */
export function detailsList(rows: [iconName: string, term: string, value: Child][]) {
  return h(
    'dl',
    { class: 'rw-details' },
    rows.map(([name, term, value]) => h('div', null, h('dt', null, icon(name), term), h('dd', null, value))),
  );
}

/** Initials for an avatar without a picture: 'Ursula Uno' -> 'UU'. */
export function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}

/** A round avatar: the picture when there is one, else initials. */
export function avatar(name: string, url: string | null, cls = 'rw-avatar') {
  return url
    ? h('img', { class: cls, src: url, alt: '', width: 44, height: 44 })
    : h('span', { class: cls, 'aria-hidden': 'true' }, initials(name));
}
