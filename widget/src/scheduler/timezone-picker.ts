import { allTimezones, offsetLabel, zoneLabel } from './time';
import { h, icon, replace, uid } from './dom';

type Option = { zone: string; name: string; offset: string; search: string };

const normalize = (s: string) => s.toLowerCase().replace(/[\s_/]+/g, '');

/**
 * A searchable time zone select: a button that opens a combobox (type to filter, arrows to move,
 * Enter to choose, Escape to close) over a listbox of every zone Intl knows.
 */
export function createTimezonePicker(opts: { value: string; now: () => number; onChange(zone: string): void }) {
  const id = uid('tz');
  let value = opts.value;
  let options: Option[] | null = null;
  let shown: Option[] = [];
  let active = 0;

  const valueText = h('span', { id: `${id}-value` });
  const button = h(
    'button',
    {
      type: 'button',
      class: 'rw-tz-btn',
      'aria-haspopup': 'listbox',
      'aria-expanded': 'false',
      'aria-labelledby': `${id}-label ${id}-value`,
    },
    icon('globe'),
    valueText,
    icon('down'),
  );
  const input = h('input', {
    class: 'rw-input',
    type: 'text',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': 'true',
    'aria-controls': `${id}-list`,
    'aria-label': 'Search time zones',
    placeholder: 'Search by city or region',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const listbox = h('ul', { class: 'rw-tz-list', role: 'listbox', id: `${id}-list`, 'aria-label': 'Time zones' });
  const pop = h('div', { class: 'rw-tz-pop', hidden: true }, input, listbox);
  const el = h('div', { class: 'rw-tz' }, h('span', { class: 'rw-tz-label', id: `${id}-label` }, 'Time zone'), button, pop);

  const setValueText = () => (valueText.textContent = zoneLabel(value, opts.now()));
  setValueText();

  function buildOptions() {
    const at = opts.now();
    return allTimezones(value).map((zone) => {
      const name = zone.replace(/_/g, ' ');
      const offset = offsetLabel(zone, at);
      return { zone, name, offset, search: normalize(`${zone} ${offset}`) };
    });
  }

  function renderList() {
    const q = normalize(input.value);
    shown = (options ?? []).filter((o) => !q || o.search.includes(q));
    active = Math.max(0, Math.min(active, shown.length - 1));
    replace(
      listbox,
      shown.length
        ? shown.map((o, i) =>
            h(
              'li',
              {
                id: `${id}-o${i}`,
                role: 'option',
                class: 'rw-tz-opt',
                'aria-selected': String(o.zone === value),
                'data-active': i === active,
                'data-zone': o.zone,
              },
              h('span', null, o.name),
              h('small', null, o.offset),
            ),
          )
        : h('li', { class: 'rw-tz-none', role: 'presentation' }, 'No time zones match'),
    );
    syncActive();
  }

  function syncActive() {
    listbox.querySelectorAll('[data-active]').forEach((n) => n.removeAttribute('data-active'));
    const item = shown.length ? listbox.querySelector<HTMLElement>(`#${id}-o${active}`) : null;
    if (item) {
      item.setAttribute('data-active', '');
      input.setAttribute('aria-activedescendant', item.id);
      item.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }

  // composedPath, not contains(target): inside the widget's shadow root the document sees the host as target.
  const onOutside = (e: Event) => {
    if (!e.composedPath().includes(el)) close(false);
  };

  function open() {
    options ??= buildOptions();
    input.value = '';
    active = Math.max(
      0,
      options.findIndex((o) => o.zone === value),
    );
    pop.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    renderList();
    input.focus();
    el.ownerDocument.addEventListener('pointerdown', onOutside, true);
  }

  function close(returnFocus: boolean) {
    if (pop.hidden) return;
    pop.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    el.ownerDocument.removeEventListener('pointerdown', onOutside, true);
    if (returnFocus) button.focus();
  }

  function choose(zone: string) {
    close(true);
    if (zone === value) return;
    value = zone;
    setValueText();
    opts.onChange(zone);
  }

  button.addEventListener('click', () => (pop.hidden ? open() : close(true)));
  input.addEventListener('input', () => {
    active = 0;
    renderList();
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!shown.length) return;
      active = (active + (e.key === 'ArrowDown' ? 1 : -1) + shown.length) % shown.length;
      syncActive();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (shown[active]) choose(shown[active].zone);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  });
  listbox.addEventListener('click', (e) => {
    const item = (e.target as Element).closest<HTMLElement>('[data-zone]');
    if (item) choose(item.dataset.zone!);
  });

  return {
    el,
    get value() {
      return value;
    },
  };
}
