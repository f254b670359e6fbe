import { EXTENSION_CONNECT_PATH } from '@contracts/extension';
import { h, problemText } from '../../extension/src/dom';
import { loadInto } from '../../extension/src/popup-kit';
import { forgetToken, saveToken, storedToken } from './api';
import { linksPage } from './links';
import { connectInDialog, isCompose } from './office';
import { relayMeetingPage, relaySessionPage, SESSION_PATH } from './relay';

// The Outlook add-in's taskpanes, one page for the spec's three paths (the worker answers each with
// outlook-addin.html): /outlook-addin/links, /outlook-addin/create-relay-session and
// /outlook-addin/create-relay-meeting/[relayId]. Office.js is loaded first by the page, as Microsoft documents.

const LINKS_PATH = '/outlook-addin/links';
const EMAIL_KEY = 'routewise.outlookEmail';

function pageFor(path: string): (() => Promise<Node[]>) | null {
  const meeting = /^\/outlook-addin\/create-relay-meeting\/([^/]+)\/?$/.exec(path);
  if (meeting) return () => relayMeetingPage(decodeURIComponent(meeting[1]));
  if (path.replace(/\/+$/, '') === SESSION_PATH) return relaySessionPage;
  if (path.replace(/\/+$/, '') === LINKS_PATH) return linksPage;
  return null;
}

function connectScreen(root: HTMLElement) {
  const problem = h('p', { class: 'status bad', role: 'alert' });
  const button = h('button', { type: 'button', class: 'primary', text: 'Connect' });
  button.addEventListener('click', () => {
    problem.textContent = '';
    connectInDialog(`${location.origin}${EXTENSION_CONNECT_PATH}?host=outlook`).then(
      ({ token, email }) => {
        saveToken(token);
        localStorage.setItem(EMAIL_KEY, email);
        render(root);
      },
      (e: unknown) => (problem.textContent = problemText(e)),
    );
  });
  root.replaceChildren(
    h(
      'div',
      { class: 'connect' },
      h('h1', { text: 'Routewise for Outlook' }),
      h('p', { text: 'Connect to insert your links and times into messages and hand prospects over through your relays.' }),
      button,
      problem,
    ),
  );
}

function render(root: HTMLElement) {
  if (!storedToken()) return connectScreen(root);
  const page = pageFor(location.pathname);
  const here = location.pathname.replace(/\/+$/, '');
  const tab = (href: string, text: string) =>
    h('a', { href, text, 'aria-current': here === href || (href === SESSION_PATH && here.includes('relay')) ? 'page' : undefined });
  const signOut = h('button', { type: 'button', class: 'link', text: 'Disconnect' });
  signOut.addEventListener('click', () => {
    forgetToken();
    render(root);
  });
  const panel = h('main', { class: 'panel' });
  root.replaceChildren(
    h(
      'header',
      {},
      h('strong', { text: 'Routewise' }),
      h('span', { class: 'muted grow who', text: localStorage.getItem(EMAIL_KEY) ?? '' }),
      signOut,
    ),
    h('nav', { 'aria-label': 'Routewise' }, isCompose() ? tab(LINKS_PATH, 'Links and times') : null, tab(SESSION_PATH, 'Hand over')),
    panel,
  );
  void loadInto(panel, page ?? (async () => [h('p', { class: 'muted', text: 'This page is not part of the add-in.' })])).then(() => {
    // A revoked token is forgotten by the call that found out: ask to connect again.
    if (!storedToken()) connectScreen(root);
  });
}

void Office.onReady(() => render(document.getElementById('app')!));
