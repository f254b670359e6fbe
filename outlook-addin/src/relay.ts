import type { RelaySummaryDto } from '@contracts/relay';
import type { RelaySessionDto } from '@contracts/relay-sessions';
import { browserZone, h, problemText } from '../../extension/src/dom';
import { showSlots } from '../../extension/src/handover-panel';
import { empty } from '../../extension/src/popup-kit';
import { apiCall } from './api';
import { prospectsOfItem, type Person } from './office';

export const SESSION_PATH = '/outlook-addin/create-relay-session';
export const meetingPath = (relayId: string) => `/outlook-addin/create-relay-meeting/${encodeURIComponent(relayId)}`;

const myRelays = async () => (await apiCall<{ data: RelaySummaryDto[] }>('GET', '/api/relays')).data.filter((r) => r.canBook);

/** /outlook-addin/create-relay-session: the relays I may book through; picking one opens its hand-over. */
export async function relaySessionPage(): Promise<Node[]> {
  const relays = await myRelays();
  if (!relays.length) return [empty('You are not a booker of any relay. Ask your admin for booker permission.')];
  return [
    h('h2', { text: 'Hand over through a relay' }),
    h(
      'ul',
      {},
      ...relays.map((r) =>
        h('li', { class: 'row' }, h('a', { class: 'button grow', href: meetingPath(r.id), text: r.name, 'aria-label': `Relay ${r.name}` })),
      ),
    ),
  ];
}

/**
 * /outlook-addin/create-relay-meeting/[relayId]: the prospect from the message (a recipient when writing, the
 * sender when reading), handed over through the relay with source outlook_addin, then the slots, hold and booking.
 */
export async function relayMeetingPage(relayId: string): Promise<Node[]> {
  const [relays, people] = await Promise.all([myRelays(), prospectsOfItem()]);
  const relay = relays.find((r) => r.id === relayId);
  if (!relay) return [empty('This relay is not one you can book through.'), h('a', { href: SESSION_PATH, text: 'Pick another relay' })];
  const email = h('input', { type: 'email', name: 'email', required: true, 'aria-label': "Prospect's e-mail" });
  const name = h('input', { name: 'name', required: true, 'aria-label': "Prospect's name" });
  const zone = h('input', { name: 'timezone', value: browserZone(), 'aria-label': "Prospect's time zone" });
  const fill = (p: Person) => {
    email.value = p.email;
    name.value = p.name;
  };
  if (people[0]) fill(people[0]);
  const pick =
    people.length > 1
      ? h(
          'fieldset',
          { class: 'people' },
          h('legend', { text: 'Recipients' }),
          ...people.map((p, i) =>
            h(
              'label',
              {},
              h('input', { type: 'radio', name: 'who', checked: i === 0, onchange: () => fill(p) }),
              ` ${p.name ? `${p.name} <${p.email}>` : p.email}`,
            ),
          ),
        )
      : null;
  const problem = h('p', { class: 'status bad', role: 'alert' });
  const next = h('div', { class: 'next' });
  const submit = h('button', { type: 'submit', class: 'primary', text: 'Hand over' });
  const form = h(
    'form',
    { class: 'card', 'aria-label': `Hand over through ${relay.name}` },
    h('h2', { text: `Hand over through ${relay.name}` }),
    pick,
    h('label', { text: 'E-mail' }, email),
    h('label', { text: 'Name' }, name),
    h('label', { text: "Prospect's time zone" }, zone),
    submit,
    problem,
    next,
  );
  const fail = (e: unknown) => (problem.textContent = problemText(e));
  // One session id per page: a double click or a retry opens the same session.
  const sessionId = crypto.randomUUID();
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    problem.textContent = '';
    submit.disabled = true;
    const body = {
      sessionId,
      relayId,
      prospectEmail: email.value.trim(),
      prospectName: name.value.trim(),
      timezone: zone.value.trim() || 'UTC',
      source: 'outlook_addin',
    };
    apiCall<{ data: RelaySessionDto }>('POST', '/api/relay-sessions', body).then(
      (s) => showSlots(s.data, next, fail, apiCall),
      (err: unknown) => {
        submit.disabled = false;
        fail(err);
      },
    );
  });
  return [form, h('a', { href: SESSION_PATH, text: 'Another relay' })];
}
