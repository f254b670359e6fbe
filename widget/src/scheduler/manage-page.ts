import { ApiFailure, createApi, idempotencyKeys, type ManagedBookingDto, type PublicApi } from './api';
import { alertBanner, type Announcer, focusHeading, h, icon, replace, uid } from './dom';
import { TEXT } from './messages';
import { createSlotPicker } from './slot-picker';
import { detectTimezone, durationLabel, formatWhen, zoneLabel, type Slot, type TimeFormat } from './time';
import { avatar, detailsList, failureView, loadingView, mountApp, stateView } from './views';
import { joinRow } from './confirmation';

export type ManagePageOptions = {
  id: string;
  token: string | null;
  mode: 'reschedule' | 'cancel';
  api?: PublicApi;
  zone?: string;
  now?: () => number;
  timeFormat?: TimeFormat;
};

type Ctx = { api: PublicApi; token: string; zone: string; format: TimeFormat; card: HTMLElement; announcer: Announcer; now?: () => number };

const minutesOf = (b: ManagedBookingDto) => Math.round((Date.parse(b.end) - Date.parse(b.start)) / 60_000);

function bookingDetails(b: ManagedBookingDto, c: Ctx, struck = false) {
  const when = formatWhen(b.start, b.end, c.zone, c.format);
  const whenText = [when.date, h('br'), when.time];
  return detailsList([
    ['calendar', 'What', `${b.meetingName} (${durationLabel(minutesOf(b))})`],
    ['clock', 'When', struck ? h('s', null, whenText) : whenText],
    ['globe', 'Time zone', zoneLabel(c.zone, b.start)],
    ['user', 'With', b.hostName],
    ...(b.guests?.length ? [['user', 'Guests', b.guests.join(', ')] as [string, string, string]] : []),
    ...(struck ? [] : joinRow(b)),
  ]);
}

/** The end states of a manage link: cancelled already, or past the point of change. */
function closedView(b: ManagedBookingDto, c: Ctx) {
  if (b.status === 'cancelled') {
    return stateView({
      title: 'This meeting has been cancelled',
      text: b.cancellationReason ? `Reason: ${b.cancellationReason}` : 'It can no longer be rescheduled or cancelled.',
      iconName: 'x',
      extra: bookingDetails(b, c, true),
    });
  }
  return stateView({ title: 'This meeting can no longer be changed', text: TEXT.pastChange, extra: bookingDetails(b, c) });
}

function showDone(c: Ctx, el: HTMLElement) {
  replace(c.card, el);
  focusHeading(el.querySelector('h1'));
}

/** Reschedule: the same day and slot picker over the times the booking can move to, then a confirmation step. */
function rescheduleView(b: ManagedBookingDto, c: Ctx) {
  const current = formatWhen(b.start, b.end, c.zone, c.format);
  const main = h('div', { class: 'rw-main' });
  const info = h(
    'header',
    { class: 'rw-info' },
    h('div', { class: 'rw-host' }, avatar(b.hostName, null), h('span', null, b.hostName)),
    h('h1', { class: 'rw-title' }, 'Reschedule meeting'),
    h(
      'ul',
      { class: 'rw-meta' },
      h('li', null, icon('calendar'), b.meetingName),
      h('li', null, icon('clock'), durationLabel(minutesOf(b))),
    ),
    h('p', { class: 'rw-greeting' }, 'Current time'),
    h('p', { class: 'rw-desc' }, `${current.date}\n${current.time}`),
  );
  replace(c.card, h('div', { class: 'rw-book' }, info, main));

  const keys = idempotencyKeys();
  let chosen: Slot | null = null;
  const picker = createSlotPicker({
    // The booking's own time comes back as free; moving it there would change nothing.
    load: (from, to, zone) =>
      c.api.bookingSlots(b.id, c.token, from, to, zone).then((slots) => slots.filter((s) => Date.parse(s.start) !== Date.parse(b.start))),
    zone: c.zone,
    timeFormat: c.format,
    layout: 'columns',
    dayVisibility: 'all_days',
    heading: 'Select a new date & time',
    announcer: c.announcer,
    now: c.now,
    onPick(slot) {
      chosen = slot;
      showConfirm();
    },
  });

  const heading = h('h2', { class: 'rw-h2' }, 'Confirm the new time');
  const summary = h('div', { class: 'rw-summary' });
  const banner = alertBanner();
  const confirm = h('button', { type: 'button', class: 'rw-btn' }, 'Confirm reschedule');
  const back = h('button', { type: 'button', class: 'rw-linkbtn rw-back' }, icon('left'), 'Back');
  const confirmView = h('div', null, back, heading, summary, banner.el, h('div', { class: 'rw-actions' }, confirm));
  back.addEventListener('click', () => showPicker());
  confirm.addEventListener('click', () => void submit());

  function showPicker(message?: string) {
    replace(main, picker.el);
    if (message) void picker.refresh(message);
    else picker.setNotice(null);
    focusHeading(picker.heading);
  }

  function showConfirm() {
    if (!chosen) return;
    const next = formatWhen(chosen.start, chosen.end, picker.zone, c.format);
    const old = formatWhen(b.start, b.end, picker.zone, c.format);
    replace(
      summary,
      h('div', null, icon('calendar'), h('span', null, h('small', null, 'Current time'), h('s', null, `${old.date}, ${old.time}`))),
      h('div', null, icon('arrow'), h('span', null, h('small', null, 'New time'), `${next.date}, ${next.time}`)),
      h('div', null, icon('globe'), h('span', null, zoneLabel(picker.zone, chosen.start))),
    );
    banner.set(null);
    replace(main, confirmView);
    focusHeading(heading);
  }

  async function submit() {
    if (!chosen || confirm.disabled) return;
    confirm.disabled = true;
    replace(confirm, h('span', { class: 'rw-spin', 'aria-hidden': 'true' }), 'Rescheduling…');
    let updated: ManagedBookingDto;
    try {
      updated = await c.api.reschedule(b.id, { token: c.token, start: chosen.start, timezone: picker.zone }, keys.current);
    } catch (caught) {
      const e = caught instanceof ApiFailure ? caught : new ApiFailure(0);
      keys.settle(e);
      confirm.disabled = false;
      replace(confirm, 'Confirm reschedule');
      if (e.status === 409 && e.code === 'slot_taken') return showPicker(TEXT.slotTaken);
      if (e.status === 409 || e.status === 404)
        return showDone(c, stateView({ title: 'This meeting can no longer be changed', text: e.message }));
      if (e.status === 422) return showPicker(e.message);
      return banner.set(e.message);
    }
    keys.settle();
    const ctx = { ...c, zone: picker.zone };
    showDone(
      c,
      stateView({
        tone: 'ok',
        title: 'Meeting rescheduled',
        text: 'An updated calendar invitation is on its way to you and the host.',
        extra: [
          bookingDetails(updated, ctx),
          h(
            'div',
            { class: 'rw-manage' },
            h('a', { class: 'rw-linkbtn', href: updated.rescheduleUrl }, 'Reschedule again'),
            h('a', { class: 'rw-linkbtn', href: updated.cancelUrl }, 'Cancel meeting'),
          ),
        ],
      }),
    );
  }

  replace(main, picker.el);
  return picker.start();
}

/** Cancel: the booking, a required reason, and a confirmation. */
function cancelView(b: ManagedBookingDto, c: Ctx) {
  const id = uid('cancel');
  const reason = h('textarea', {
    class: 'rw-input',
    id: `${id}-reason`,
    'aria-required': 'true',
    'aria-describedby': `${id}-err`,
    maxlength: '1000',
    placeholder: 'Let the host know why you are cancelling',
  });
  const error = h('p', { class: 'rw-err', id: `${id}-err` });
  const banner = alertBanner();
  const cancelKeys = idempotencyKeys();
  const submit = h('button', { type: 'submit', class: 'rw-btn rw-btn-danger' }, 'Cancel meeting');
  const setError = (message: string | null) => {
    replace(error, message ? [icon('alert'), message] : null);
    if (message) reason.setAttribute('aria-invalid', 'true');
    else reason.removeAttribute('aria-invalid');
  };
  reason.addEventListener('input', () => setError(null));
  const form = h(
    'form',
    { class: 'rw-form', novalidate: true, 'aria-label': 'Cancel meeting' },
    banner.el,
    h(
      'div',
      { class: 'rw-field' },
      h(
        'label',
        { class: 'rw-label', for: reason.id },
        'Reason for cancelling',
        h('span', { class: 'rw-req', 'aria-hidden': 'true' }, '*'),
      ),
      reason,
      error,
    ),
    h('div', { class: 'rw-actions' }, submit, h('a', { class: 'rw-linkbtn', href: b.rescheduleUrl }, 'Reschedule instead')),
  );
  replace(
    c.card,
    h(
      'div',
      { class: 'rw-main' },
      h('h1', { class: 'rw-title' }, 'Cancel meeting'),
      h('p', { class: 'rw-muted' }, `Your meeting with ${b.hostName} will be cancelled and removed from both calendars.`),
      bookingDetails(b, c),
      h('div', { class: 'rw-sp' }),
      form,
    ),
  );

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (submit.disabled) return;
    const text = reason.value.trim();
    if (!text) {
      setError(TEXT.cancelReason);
      return reason.focus();
    }
    submit.disabled = true;
    replace(submit, h('span', { class: 'rw-spin', 'aria-hidden': 'true' }), 'Cancelling…');
    banner.set(null);
    let updated: ManagedBookingDto;
    try {
      updated = await c.api.cancel(b.id, { token: c.token, reason: text }, cancelKeys.current);
    } catch (caught) {
      const err = caught instanceof ApiFailure ? caught : new ApiFailure(0);
      cancelKeys.settle(err);
      submit.disabled = false;
      replace(submit, 'Cancel meeting');
      if (err.status === 409 || err.status === 404)
        return showDone(c, stateView({ title: 'This meeting can no longer be changed', text: err.message }));
      if (err.status === 422 && err.errors[0]?.source?.pointer === '/reason') {
        setError(err.message);
        return reason.focus();
      }
      return banner.set(err.message);
    }
    showDone(
      c,
      stateView({
        tone: 'ok',
        title: 'Meeting cancelled',
        text: `${updated.hostName} has been notified. You can close this page.`,
        extra: bookingDetails(updated, c, true),
      }),
    );
  });
}

/** The prospect's manage pages from the e-mailed links: /booking/:id/reschedule and /booking/:id/cancel. */
export function mountManagePage(container: HTMLElement, o: ManagePageOptions) {
  const { card, announcer } = mountApp(container);
  const api = o.api ?? createApi();
  const c: Ctx = {
    api,
    token: o.token ?? '',
    zone: o.zone ?? detectTimezone(),
    format: o.timeFormat ?? '12h',
    card,
    announcer,
    now: o.now,
  };
  card.parentElement!.classList.toggle('rw-narrow', o.mode === 'cancel');
  replace(card, loadingView());
  const invalid = () =>
    replace(card, stateView({ title: 'This link is not valid', text: 'Please use the latest link from your invitation e-mail.' }));
  if (!o.token) {
    invalid();
    return { ready: Promise.resolve() };
  }
  const start = (): Promise<void> =>
    api.booking(o.id, c.token).then(
      (b) => {
        if (b.status !== 'scheduled' || !b.canChange) return void replace(card, closedView(b, c));
        return o.mode === 'reschedule' ? rescheduleView(b, c) : cancelView(b, c);
      },
      (e) => {
        if (e instanceof ApiFailure && (e.status === 404 || e.status === 422)) invalid();
        else
          replace(
            card,
            failureView(e, () => void start()),
          );
      },
    );
  return { ready: start() };
}
