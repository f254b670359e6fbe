import { h, problemText } from './dom';
import { copyText, insertInActiveTab } from './insert';

// Pieces every popup tab uses: a status line, Copy and Insert buttons, a list row, a loading and an empty state.

export const statusLine = () => h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });

export function say(status: HTMLElement, text: string, bad = false) {
  status.textContent = text;
  status.classList.toggle('bad', bad);
}

/** Copy and Insert for a piece of text; what happened is said in the tab's status line. */
export function shareButtons(text: () => string, status: HTMLElement, what: string) {
  const act = (label: string, run: (t: string) => Promise<void>, done: string) =>
    h('button', {
      type: 'button',
      class: 'small',
      'aria-label': `${label} ${what}`,
      text: label,
      onclick: () =>
        Promise.resolve()
          .then(() => run(text()))
          .then(
            () => say(status, done),
            (e: unknown) => say(status, problemText(e), true),
          ),
    });
  return h(
    'span',
    { class: 'actions' },
    act('Copy', copyText, `Copied ${what}.`),
    act('Insert', insertInActiveTab, `Inserted ${what} into the page.`),
  );
}

export const row = (title: string, detail: string, ...end: (Node | null)[]) =>
  h(
    'li',
    { class: 'row' },
    h('div', { class: 'grow' }, h('div', { class: 'title', text: title }), h('div', { class: 'muted', text: detail })),
    ...end,
  );

export const empty = (text: string) => h('p', { class: 'muted empty', text });

/** Renders a tab: "Loading..." until its data is in, the problem inline if it fails (never a redirect). */
export async function loadInto(panel: HTMLElement, render: () => Promise<Node[]>) {
  panel.replaceChildren(h('p', { class: 'muted', text: 'Loading...' }));
  try {
    panel.replaceChildren(...(await render()));
  } catch (e) {
    panel.replaceChildren(h('p', { class: 'status bad', role: 'alert', text: problemText(e) }));
  }
}
