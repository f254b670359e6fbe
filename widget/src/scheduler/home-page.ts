import { createApi, type PublicApi, type PublicUserDto } from './api';
import { h, icon, replace } from './dom';
import { avatar, failureView, loadingView, mountApp } from './views';

const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

function render(u: PublicUserDto) {
  return [
    h(
      'header',
      { class: 'rw-profile' },
      avatar(u.name, u.avatarUrl, 'rw-avatar rw-avatar-lg'),
      h('h1', { class: 'rw-title' }, u.name),
      u.company ? h('p', { class: 'rw-muted' }, u.company) : null,
      u.greeting ? h('p', { class: 'rw-greeting' }, u.greeting) : null,
      u.about ? h('p', { class: 'rw-desc' }, u.about) : null,
      u.profileLinks.length
        ? h(
            'ul',
            { class: 'rw-pills', 'aria-label': 'Profile links' },
            u.profileLinks.map((l) => {
              const href = safeHref(l.url);
              return href
                ? h(
                    'li',
                    null,
                    h(
                      'a',
                      { href, rel: 'noopener noreferrer me', target: '_blank' },
                      l.label,
                      h('span', { class: 'rw-sr' }, ' (opens in a new tab)'),
                    ),
                  )
                : null;
            }),
          )
        : null,
    ),
    u.links.length ? h('h2', { class: 'rw-section' }, 'Book a meeting') : null,
    u.links.length
      ? h(
          'ul',
          { class: 'rw-linkcards' },
          u.links.map((l) =>
            h(
              'li',
              null,
              h(
                'a',
                { class: 'rw-linkcard', href: `/b/${encodeURIComponent(l.slug)}` },
                h('span', { class: 'rw-tile' }, icon('calendar')),
                h('span', null, h('strong', null, l.name), h('small', null, l.meetingTypeName)),
                icon('arrow'),
              ),
            ),
          ),
        )
      : h('p', { class: 'rw-empty rw-pad' }, 'No meeting links yet.'),
  ];
}

/** A member's public home page (/u/:userSlug): who they are, and a card per meeting link. */
export function mountHomePage(container: HTMLElement, o: { slug: string; api?: PublicApi; onLoad?(user: PublicUserDto): void }) {
  const api = o.api ?? createApi();
  const { app, card } = mountApp(container);
  app.classList.add('rw-narrow');
  replace(card, loadingView());
  const start = (): Promise<void> =>
    api.user(o.slug).then(
      (u) => {
        replace(card, render(u));
        o.onLoad?.(u);
      },
      (e) =>
        replace(
          card,
          failureView(e, () => void start()),
        ),
    );
  return { ready: start() };
}
