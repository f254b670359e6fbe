import type { MeetingLinkDto } from '@contracts/meeting-links';
import type { RelayLinkDto } from '@contracts/relay-sessions';
import { h, problemText } from '../../extension/src/dom';
import { linkSections, slotPicker } from '../../extension/src/link-kit';
import { say, statusLine } from '../../extension/src/popup-kit';
import { apiCall, publicCall } from './api';
import { insertIntoBody, isCompose } from './office';

/** Insert: puts a piece of text at the cursor of the message being written; what happened goes in the status line. */
const insertButton = (text: () => string, status: HTMLElement, what: string, label = 'Insert') =>
  h('button', {
    type: 'button',
    class: label === 'Insert' ? 'small' : 'primary',
    'aria-label': `Insert ${what}`,
    text: label,
    disabled: !isCompose(),
    onclick: () =>
      Promise.resolve()
        .then(() => insertIntoBody(text()))
        .then(
          () => say(status, `Inserted ${what} into the message.`),
          (e: unknown) => say(status, problemText(e), true),
        ),
  });

/** /outlook-addin/links: my meeting and relay links, and suggested times from one link, to insert into the message. */
export async function linksPage(): Promise<Node[]> {
  const [links, relayLinks] = await Promise.all([
    apiCall<{ data: MeetingLinkDto[] }>('GET', '/api/meeting-links?scope=mine'),
    apiCall<{ data: RelayLinkDto[] }>('GET', '/api/relay-links'),
  ]);
  const status = statusLine();
  return [
    status,
    isCompose() ? null : h('p', { class: 'muted', text: 'Reply or write a message to insert a link into it.' }),
    ...linkSections(links.data, relayLinks.data, (text, what) => insertButton(text, status, what)),
    links.data.length ? suggestedTimes(links.data, status) : null,
  ].filter((n): n is Node => n !== null);
}

/** Suggested times: open slots of one of my links, the picked ones inserted as text in the prospect's zone. */
function suggestedTimes(links: MeetingLinkDto[], status: HTMLElement): HTMLElement {
  const picker = slotPicker(links, publicCall, 16);
  return h(
    'section',
    { 'aria-label': 'Suggested times' },
    h('h2', { text: 'Suggested times' }),
    ...picker.nodes,
    h('div', { class: 'footer' }, insertButton(picker.text, status, 'the picked times', 'Insert the picked times')),
  );
}
