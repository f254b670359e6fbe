import { focusDay, renderCalendar } from './calendar';
import { activeWithin, alertBanner, type Announcer, h, icon, replace, uid } from './dom';
import { ApiFailure } from './api';
import { createTimezonePicker } from './timezone-picker';
import {
  addMonths,
  dayKey,
  formatDay,
  formatMonth,
  formatTime,
  groupByDay,
  modernZone,
  monthWindow,
  type Slot,
  type TimeFormat,
} from './time';

export type SlotPickerOptions = {
  /** Loads the slots between two instants, grouped by the server in `zone`. */
  load(from: string, to: string, zone: string): Promise<Slot[]>;
  zone: string;
  timeFormat: TimeFormat;
  layout: 'rows' | 'columns';
  dayVisibility: 'all_days' | 'available_days';
  heading?: string;
  announcer: Announcer;
  now?: () => number;
  onPick(slot: Slot, zone: string): void;
  onZoneChange?(zone: string): void;
  /** A month's times are drawn and clickable: how many it offers (0 when the months tried had none). */
  onShown?(slots: number): void;
  /** Slots already fetched for the opening window (with the routing answer): shown without asking again. */
  preloaded?: { from: string; to: string; timezone: string; slots: Slot[] };
};

// An empty opening month jumps ahead this many times, so a booking page never opens on a blank calendar.
const AUTO_ADVANCE = 2;

/** Month calendar (or day list), the chosen day's slots and the time zone picker, fetching a month at a time. */
export function createSlotPicker(o: SlotPickerOptions) {
  const now = o.now ?? Date.now;
  let zone = modernZone(o.zone);
  let month = dayKey(now(), zone).slice(0, 7);
  let days = new Map<string, Slot[]>();
  let selected: string | null = null;
  let loading = false;
  let error: string | null = null;
  let request = 0;
  const cache = new Map<string, Slot[]>();
  const pre = o.preloaded;
  // Each month (the opening one and the next) whose whole window they cover, in this picker's zone, is shown from
  // them; any other month is asked for as usual.
  if (pre && modernZone(pre.timezone) === zone) {
    for (const m of [month, addMonths(month, 1)]) {
      const w = monthWindow(m, zone, now());
      if (!w || Date.parse(pre.from) > Date.parse(w.from) || Date.parse(w.to) > Date.parse(pre.to)) continue;
      const [from, to] = [Date.parse(w.from), Date.parse(w.to)];
      cache.set(
        `${zone}|${m}`,
        pre.slots.filter((s) => Date.parse(s.start) >= from && Date.parse(s.start) < to),
      );
    }
  }

  const headingId = uid('pick');
  const heading = h('h2', { class: 'rw-h2', id: headingId }, o.heading ?? 'Select a date & time');
  const notice = alertBanner();
  const calHost = h('div');
  const status = h('div');
  const tz = createTimezonePicker({
    value: zone,
    now,
    onChange(next) {
      zone = next;
      o.onZoneChange?.(next);
      void load(month, { keepDay: true });
    },
  });
  const calWrap = h('div', { class: 'rw-cal-wrap' }, calHost, status, tz.el);
  const slotsPanel = h('section', { class: 'rw-slots' });
  const picker = h('div', { class: 'rw-picker', 'data-layout': o.layout }, calWrap, slotsPanel);
  const el = h('div', { class: 'rw-pick' }, heading, notice.el, picker);

  function renderSlots() {
    const list = selected ? days.get(selected) : undefined;
    picker.toggleAttribute('data-day', !!list);
    if (!list || !selected) return replace(slotsPanel);
    const dayId = uid('day');
    replace(
      slotsPanel,
      h('h3', { class: 'rw-slots-day', id: dayId }, formatDay(selected, 'medium')),
      h(
        'ul',
        { class: 'rw-slotlist', 'aria-labelledby': dayId },
        list.map((slot) =>
          h(
            'li',
            null,
            h(
              'button',
              { type: 'button', class: 'rw-slot', 'data-start': slot.start, onclick: () => o.onPick(slot, zone) },
              formatTime(slot.start, zone, o.timeFormat),
            ),
          ),
        ),
      ),
    );
  }

  /**
   * After a redraw, focus goes back where the visitor was: the same control (Next month stays on Next
   * month), else the other month button, else the grid's day. Dropped onto the page body, focus would
   * leave the dialog, where Escape no longer closes it.
   */
  function restoreFocus(key: string) {
    const selectors = [
      key ? `[data-focus-key="${key}"]:not(:disabled)` : '',
      '[data-focus-key="next-month"]',
      '.rw-day[tabindex="0"]',
      '.rw-daychip',
    ];
    for (const sel of selectors) {
      const found = sel ? picker.querySelector<HTMLElement>(sel) : null;
      if (found) return found.focus();
    }
  }

  function render(focus?: string) {
    const was = activeWithin(calHost) ?? activeWithin(status);
    const keep = was ? (was.dataset.focusKey ?? '') : null;
    const available = new Map([...days].map(([d, s]) => [d, s.length]));
    const today = dayKey(now(), zone);
    const cal = renderCalendar({
      month,
      minMonth: today.slice(0, 7),
      today,
      available,
      selected,
      mode: o.dayVisibility === 'available_days' ? 'list' : 'grid',
      busy: loading,
      onSelect(day) {
        selected = day;
        render(day);
        // Stacked on a phone, the times open below the calendar: bring them into view.
        slotsPanel.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
        o.announcer.polite(`${formatDay(day)}: ${days.get(day)?.length ?? 0} available times`);
      },
      onMonth(next, focusOn) {
        selected = null;
        void load(next, { focus: focusOn });
      },
    });
    replace(calHost, cal);
    if (focus) focusDay(cal, focus);
    if (loading)
      replace(status, h('p', { class: 'rw-loading' }, h('span', { class: 'rw-spin', 'aria-hidden': 'true' }), 'Loading available times…'));
    else if (error)
      replace(
        status,
        h(
          'div',
          { class: 'rw-empty', role: 'alert' },
          error,
          h('br'),
          h('button', { type: 'button', class: 'rw-linkbtn', 'data-focus-key': 'retry', onclick: () => void load(month) }, 'Try again'),
        ),
      );
    else if (!days.size)
      replace(
        status,
        h(
          'div',
          { class: 'rw-empty' },
          `No available times in ${formatMonth(month)}.`,
          h('br'),
          h(
            'button',
            { type: 'button', class: 'rw-linkbtn', 'data-focus-key': 'view-next-month', onclick: () => void load(addMonths(month, 1)) },
            'View next month',
            icon('right'),
          ),
        ),
      );
    else replace(status);
    if (keep !== null && !activeWithin(picker)) restoreFocus(keep);
    renderSlots();
  }

  async function load(next: string, opts: { focus?: string; keepDay?: boolean; auto?: number; fresh?: boolean } = {}) {
    const id = ++request;
    month = next;
    const window = monthWindow(month, zone, now());
    const key = `${zone}|${month}`;
    if (opts.fresh) cache.delete(key);
    loading = !cache.has(key) && !!window;
    error = null;
    if (!opts.keepDay) selected = null;
    days = new Map();
    render(opts.focus);
    let slots: Slot[] = [];
    try {
      slots = cache.get(key) ?? (window ? await o.load(window.from, window.to, zone) : []);
    } catch (e) {
      if (id !== request) return;
      loading = false;
      error = e instanceof ApiFailure ? e.message : 'Something went wrong.';
      render(opts.focus);
      return;
    }
    if (id !== request) return;
    cache.set(key, slots);
    loading = false;
    days = new Map([...groupByDay(slots, zone)].filter(([d]) => d.startsWith(month)));
    const auto = opts.auto ?? 0;
    if (!days.size && auto > 0) return load(addMonths(month, 1), { auto: auto - 1, fresh: opts.fresh });
    if (!selected || !days.has(selected)) selected = opts.focus && days.has(opts.focus) ? opts.focus : ([...days.keys()][0] ?? null);
    render(opts.focus);
    o.onShown?.([...days.values()].reduce((n, list) => n + list.length, 0));
  }

  return {
    el,
    heading,
    /** Starts on the visitor's current month (or the next with slots). */
    start: () => load(month, { auto: AUTO_ADVANCE }),
    /**
     * Reloads the shown month from the server, keeping the chosen day; an optional message is shown and announced.
     * A month left with no time (its last one just taken, say at a month's end) moves on as the opening one does.
     */
    refresh(message?: string) {
      notice.set(message ?? null, true);
      return load(month, { keepDay: true, fresh: true, auto: AUTO_ADVANCE });
    },
    setNotice: (message: string | null) => notice.set(message),
    get zone() {
      return zone;
    },
  };
}
export type SlotPicker = ReturnType<typeof createSlotPicker>;
