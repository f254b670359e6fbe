import { addDays, addMonths, formatDay, formatMonth, monthGrid, weekday } from './time';
import { h, icon, uid } from './dom';

export type CalendarProps = {
  month: string;
  /** The earliest month that can be shown (the visitor's current month). */
  minMonth: string;
  today: string;
  /** Day keys that have at least one slot, with their slot counts. */
  available: Map<string, number>;
  selected: string | null;
  /** 'grid': a month calendar; 'list': only the days with slots (day visibility 'available_days'). */
  mode: 'grid' | 'list';
  busy: boolean;
  onSelect(day: string): void;
  onMonth(month: string, focusDay?: string): void;
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function header(p: CalendarProps, titleId: string) {
  const canGoBack = p.month > p.minMonth;
  return h(
    'div',
    { class: 'rw-cal-head' },
    h('div', { class: 'rw-cal-title', id: titleId, 'aria-live': 'polite' }, formatMonth(p.month)),
    h(
      'div',
      { class: 'rw-nav' },
      h(
        'button',
        {
          type: 'button',
          class: 'rw-iconbtn',
          'aria-label': 'Previous month',
          'data-focus-key': 'prev-month',
          disabled: !canGoBack,
          onclick: () => p.onMonth(addMonths(p.month, -1)),
        },
        icon('left'),
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'rw-iconbtn',
          'aria-label': 'Next month',
          'data-focus-key': 'next-month',
          onclick: () => p.onMonth(addMonths(p.month, 1)),
        },
        icon('right'),
      ),
    ),
  );
}

/** The day that holds the grid's single tab stop: the selected day, else the first with slots, else today or the 1st. */
function tabStop(p: CalendarProps) {
  if (p.selected?.startsWith(p.month)) return p.selected;
  const first = [...p.available.keys()].find((d) => d.startsWith(p.month));
  if (first) return first;
  return p.today.startsWith(p.month) ? p.today : `${p.month}-01`;
}

function grid(p: CalendarProps, titleId: string) {
  const stop = tabStop(p);
  const table = h(
    'table',
    { class: 'rw-grid', role: 'grid', 'aria-labelledby': titleId, 'aria-busy': p.busy ? 'true' : null },
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        WEEKDAYS.map((d) =>
          h('th', { scope: 'col', abbr: d }, h('span', { 'aria-hidden': 'true' }, d.slice(0, 2)), h('span', { class: 'rw-sr' }, d)),
        ),
      ),
    ),
    h(
      'tbody',
      null,
      monthGrid(p.month).map((week) =>
        h(
          'tr',
          null,
          week.map((day) => {
            if (!day) return h('td', { role: 'presentation' });
            const count = p.available.get(day) ?? 0;
            const label = `${formatDay(day)}${count ? `, ${count} ${count === 1 ? 'time' : 'times'} available` : ', no times available'}`;
            return h(
              'td',
              null,
              h(
                'button',
                {
                  type: 'button',
                  class: 'rw-day',
                  'data-day': day,
                  'data-avail': count > 0,
                  'data-today': day === p.today,
                  'aria-label': label,
                  'aria-pressed': count > 0 ? String(day === p.selected) : null,
                  'aria-disabled': count > 0 ? null : 'true',
                  'aria-current': day === p.today ? 'date' : null,
                  tabindex: day === stop ? '0' : '-1',
                },
                Number(day.slice(8)),
              ),
            );
          }),
        ),
      ),
    ),
  );
  table.addEventListener('click', (e) => {
    const btn = (e.target as Element).closest<HTMLButtonElement>('.rw-day');
    if (btn && btn.hasAttribute('data-avail')) p.onSelect(btn.dataset.day!);
  });
  table.addEventListener('keydown', (e) => {
    const btn = (e.target as Element).closest<HTMLButtonElement>('.rw-day');
    if (!btn) return;
    const day = btn.dataset.day!;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekday(day)),
      End: () => addDays(day, 6 - weekday(day)),
      PageUp: () => sameDayIn(addMonths(day.slice(0, 7), -1), day),
      PageDown: () => sameDayIn(addMonths(day.slice(0, 7), 1), day),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    const target = move();
    const month = target.slice(0, 7);
    if (month < p.minMonth) return;
    if (month !== p.month) return p.onMonth(month, target);
    const next = table.querySelector<HTMLButtonElement>(`[data-day="${target}"]`);
    if (next) {
      btn.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    }
  });
  return table;
}

function sameDayIn(month: string, day: string) {
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const wanted = `${month}-${day.slice(8)}`;
  return wanted > last ? last : wanted;
}

function list(p: CalendarProps) {
  const days = [...p.available].filter(([d]) => d.startsWith(p.month));
  if (!days.length) return null;
  return h(
    'ul',
    { class: 'rw-daylist', 'aria-label': `Days with available times in ${formatMonth(p.month)}` },
    days.map(([day, count]) =>
      h(
        'li',
        null,
        h(
          'button',
          {
            type: 'button',
            class: 'rw-daychip',
            'data-day': day,
            'aria-pressed': String(day === p.selected),
            'aria-label': `${formatDay(day)}, ${count} ${count === 1 ? 'time' : 'times'} available`,
            onclick: () => p.onSelect(day),
          },
          formatDay(day, 'short'),
          h('small', null, `${count} ${count === 1 ? 'time' : 'times'}`),
        ),
      ),
    ),
  );
}

/** The month view: a keyboard-navigable day grid (arrows, Home/End, PageUp/PageDown) or a list of days with slots. */
export function renderCalendar(p: CalendarProps) {
  const titleId = uid('month');
  return h('div', { class: 'rw-cal' }, header(p, titleId), p.mode === 'grid' ? grid(p, titleId) : list(p));
}

/** Focuses a day's button inside a rendered calendar, if it is there. */
export function focusDay(cal: Element, day: string) {
  const btn = cal.querySelector<HTMLButtonElement>(`[data-day="${day}"]`);
  if (!btn) return false;
  cal.querySelectorAll<HTMLButtonElement>('.rw-day[tabindex="0"]').forEach((b) => (b.tabIndex = -1));
  btn.tabIndex = 0;
  btn.focus();
  return true;
}
