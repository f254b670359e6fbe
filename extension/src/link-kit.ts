import type { MeetingLinkDto } from '@contracts/meeting-links';
import type { RelayLinkDto } from '@contracts/relay-sessions';
import { browserZone, h, problemText, slotsText, timeIn, zones } from './dom';
import { empty, row } from './popup-kit';

// What the extension's popup and the Outlook add-in's taskpane both show: my links, and open times to pick from one.
// Each surface passes its own action (Copy and Insert into the page, or Insert into the message) and API call.

type Action = (text: () => string, what: string) => Node;

/** My meeting links and my relay links (a dedicated link is the relay's, not mine), each with the surface's action. */
export function linkSections(links: MeetingLinkDto[], relayLinks: RelayLinkDto[], action: Action): Node[] {
  const mine = relayLinks.filter((l) => l.kind !== 'dedicated');
  return [
    h('h2', { text: 'Meeting links' }),
    links.length
      ? h(
          'ul',
          {},
          ...links.map((l) =>
            row(
              l.name,
              l.url,
              action(() => l.url, `the link ${l.name}`),
            ),
          ),
        )
      : empty('You have no meeting links yet.'),
    h('h2', { text: 'Relay links' }),
    mine.length
      ? h(
          'ul',
          {},
          ...mine.map((l) =>
            row(
              l.podName ?? l.relayName,
              l.url,
              action(() => l.url, `the relay link ${l.relayName}`),
            ),
          ),
        )
      : empty('No relay links.'),
  ];
}

const DAYS = 7;

/**
 * A link, the prospect's zone and the link's open times of the next week as checkboxes (reloaded when either
 * changes); `text()` is the picked times as text with the booking link, and throws when none is picked.
 */
export function slotPicker(links: MeetingLinkDto[], slotsOf: (path: string) => Promise<{ slots: { start: string }[] }>, shown: number) {
  const link = h(
    'select',
    { id: 'slot-link', 'aria-label': 'Meeting link' },
    ...links.map((l) => h('option', { value: l.slug, text: l.name })),
  );
  const zone = h('input', { id: 'slot-zone', list: 'zones', value: browserZone(), 'aria-label': "Prospect's time zone" });
  const list = h('ul', { class: 'slots' });
  const zoneName = () => zone.value || 'UTC';
  // Only the latest load may fill the list: an earlier link's answer arriving late would show its times under the
  // newly picked link, and replace the ones already ticked.
  let latest = 0;
  const load = async () => {
    const mine = ++latest;
    list.replaceChildren(h('li', { class: 'muted', text: 'Loading...' }));
    const from = new Date();
    const to = new Date(from.getTime() + DAYS * 86_400_000);
    const q = new URLSearchParams({ from: from.toISOString(), to: to.toISOString(), timezone: zoneName() });
    try {
      const { slots } = await slotsOf(`/links/${encodeURIComponent(link.value)}/slots?${q}`);
      if (mine !== latest) return;
      list.replaceChildren(
        ...(slots.length
          ? slots
              .slice(0, shown)
              .map((s) => h('li', {}, h('label', {}, h('input', { type: 'checkbox', value: s.start }), ` ${timeIn(s.start, zoneName())}`)))
          : [h('li', { class: 'muted', text: `No open times in the next ${DAYS} days.` })]),
      );
    } catch (e) {
      if (mine !== latest) return;
      list.replaceChildren(h('li', { class: 'status bad', role: 'alert', text: problemText(e) }));
    }
  };
  link.addEventListener('change', load);
  zone.addEventListener('change', load);
  void load();
  const text = () => {
    const picked = [...list.querySelectorAll<HTMLInputElement>('input:checked')].map((i) => i.value);
    if (!picked.length) throw new Error('Pick at least one time.');
    return slotsText(picked, zoneName(), links.find((l) => l.slug === link.value)!.url);
  };
  const nodes = [
    h('div', { class: 'fields' }, h('label', { text: 'Link' }, link), h('label', { text: "Prospect's time zone" }, zone)),
    h('datalist', { id: 'zones' }, ...zones().map((z) => h('option', { value: z }))),
    list,
  ];
  return { nodes, text };
}
