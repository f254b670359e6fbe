import type { RelaySummaryDto } from '@contracts/relay';
import type { RelaySessionDto, RelaySlotDto } from '@contracts/relay-sessions';
import { APP_URL, viaWorker } from './api';
import { browserZone, h, problemText, timeIn } from './dom';
import { pageUtm, readProspect } from './prospect';

const SLOTS_SHOWN = 8;
const DAYS = 7;

/** The hand-over: prospect and relay, then the assignee's slots, a hold and the booking (the app's relay rules apply). */
export function handoverPanel(): HTMLElement {
  const p = readProspect();
  const email = h('input', { type: 'email', name: 'email', value: p.email, required: true, 'aria-label': "Prospect's e-mail" });
  const name = h('input', { name: 'name', value: p.name, required: true, 'aria-label': "Prospect's name" });
  const zone = h('input', { name: 'timezone', value: browserZone(), 'aria-label': "Prospect's time zone" });
  const relay = h('select', { name: 'relay', 'aria-label': 'Relay' });
  const problem = h('p', { class: 'bad', role: 'alert' });
  const next = h('div', { class: 'next' });
  const submit = h('button', { type: 'submit', class: 'primary', text: 'Hand over' });
  const form = h(
    'form',
    { class: 'card', 'aria-label': 'Hand over to Routewise' },
    h('h2', { text: 'Hand over to Routewise' }),
    h('label', { text: 'E-mail' }, email),
    h('label', { text: 'Name' }, name),
    h('label', { text: 'Relay' }, relay),
    h('label', { text: "Prospect's time zone" }, zone),
    submit,
    problem,
    next,
  );
  const fail = (e: unknown) => (problem.textContent = problemText(e));

  viaWorker<{ data: RelaySummaryDto[] }>('GET', '/api/relays').then((r) => {
    const mine = r.data.filter((x) => x.canBook);
    relay.replaceChildren(...mine.map((x) => h('option', { value: x.id, text: x.name })));
    if (!mine.length) problem.textContent = 'You are not a booker of any relay. Ask your admin for booker permission.';
  }, fail);

  // One session id per panel: a double click or a retry opens the same session.
  const sessionId = crypto.randomUUID();
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    problem.textContent = '';
    submit.disabled = true;
    const body = {
      sessionId,
      relayId: relay.value,
      prospectEmail: email.value.trim(),
      prospectName: name.value.trim(),
      timezone: zone.value.trim() || 'UTC',
      source: 'chrome_extension',
      utm: pageUtm(location.href),
    };
    viaWorker<{ data: RelaySessionDto }>('POST', '/api/relay-sessions', body).then(
      (s) => showSlots(s.data, next, fail),
      (err: unknown) => {
        submit.disabled = false;
        fail(err);
      },
    );
  });
  return form;
}

/** How the slots step calls Routewise: through the service worker here, directly from the Outlook add-in's taskpane. */
export type ApiCall = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

/** After the hand-over: the assignee's slots, a hold on the one picked, and the booking. Shared with the Outlook add-in. */
export function showSlots(s: RelaySessionDto, into: HTMLElement, fail: (e: unknown) => void, call: ApiCall = viaWorker) {
  const zone = s.prospect.timezone;
  const who = s.assignee ? `${s.assignee.name}${s.assignee.kind === 'pod' ? ' (pod)' : ''}` : 'the relay';
  const book = h('button', { type: 'button', class: 'primary', text: 'Book', disabled: true });
  const slots = h('div', { class: 'slots' }, h('span', { class: 'muted', text: 'Loading times...' }));
  into.replaceChildren(h('p', { role: 'status', text: `Handed over to ${who}. Pick a time:` }), slots, book);
  let chosen = '';
  const q = new URLSearchParams({
    from: new Date().toISOString(),
    to: new Date(Date.now() + DAYS * 86_400_000).toISOString(),
    timezone: zone,
  });
  call<{ data: RelaySlotDto[] }>('GET', `/api/relay-sessions/${s.id}/slots?${q}`).then((r) => {
    const buttons = r.data.slice(0, SLOTS_SHOWN).map((slot) => {
      const b = h('button', { type: 'button', 'aria-pressed': 'false', text: timeIn(slot.start, zone) });
      b.addEventListener('click', () =>
        call('POST', `/api/relay-sessions/${s.id}/hold`, { start: slot.start }).then(() => {
          chosen = slot.start;
          buttons.forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
          book.disabled = false;
        }, fail),
      );
      return b;
    });
    slots.replaceChildren(...(buttons.length ? buttons : [h('span', { class: 'muted', text: `No open times in the next ${DAYS} days.` })]));
  }, fail);
  book.addEventListener('click', () => {
    book.disabled = true;
    call<{ data: RelaySessionDto }>('POST', `/api/relay-sessions/${s.id}/bookings`, { start: chosen }).then(
      (b) => {
        const booking = b.data.booking!;
        into.replaceChildren(
          h('p', { role: 'status', text: `Booked with ${booking.hostName}, ${timeIn(booking.start, zone)}.` }),
          h('a', {
            href: `${APP_URL}/handover-router/routing-logs/${s.id}/details`,
            target: '_blank',
            rel: 'noopener',
            text: 'Open in Routewise',
          }),
        );
      },
      (e: unknown) => {
        book.disabled = false;
        fail(e);
      },
    );
  });
}
