import type { BookingDto } from '@contracts/booking';
import type { PublicAssigneeDto, SubmissionResultDto } from '@contracts/routing-sessions';
import { ApiFailure, uuid } from '../scheduler/api';
import { manageTokenOf, renderConfirmation } from '../scheduler/confirmation';
import type { Countdown } from '../scheduler/countdown';
import { alertBanner, applyTheme, focusHeading, h, icon, replace } from '../scheduler/dom';
import { applyBrand } from '../scheduler/brand';
import { createSlotPicker } from '../scheduler/slot-picker';
import { durationLabel, formatWhen, zoneLabel, type Slot } from '../scheduler/time';
import { avatar, mountApp } from '../scheduler/views';
import type { EmbedApi } from './api';
import type { Modal } from './modal';

/** The dialog's title: "Meet Ursula Rep", or "Meet the Sales team" for a team. */
export const meetTitle = (a: PublicAssigneeDto) =>
  a.kind == 'user' ? `Meet ${a.name}` : `Meet the ${a.name}${/\bteam$/i.test(a.name.trim()) ? '' : ' team'}`;

/** A submission that opens the scheduler: someone to meet and a meeting type. */
export type Schedulable = SubmissionResultDto & {
  assignee: PublicAssigneeDto;
  meetingType: NonNullable<SubmissionResultDto['meetingType']>;
};

export type SessionViewOptions = {
  modal: Modal;
  result: Schedulable;
  api: EmbedApi;
  zone: string;
  now?: () => number;
  redirectSeconds?: number;
  navigate(url: string): void;
  onBooked(booking: BookingDto): void;
  /** The times are drawn and clickable (after each month that loads): how many the month offers. */
  onShown?(slots: number): void;
  /** The server refused the booking because the session was redistributed meanwhile. */
  onRedistributed?(): void;
};

/**
 * The scheduler inside the modal for one routing session: who the prospect meets and the meeting
 * type, then the month calendar, the day's slots and the time zone picker (the booking pages'
 * own components), a confirm step, and the booking confirmation with its redirect countdown.
 * The prospect's name and e-mail came with the form, so there is nothing more to fill in.
 */
export function mountSessionView(o: SessionViewOptions) {
  const { result: r, modal } = o;
  const t = r.meetingType;
  const a = r.assignee;
  const org = r.organization;
  const { app, card, announcer } = mountApp(modal.body);
  if (r.theme) {
    applyTheme(app, { link: r.theme.primaryColor });
    applyBrand(app, r.theme, r.theme.primaryColor);
  }
  let countdown: Countdown | null = null;

  const title = h('h1', { class: 'rw-title' }, meetTitle(a));
  const main = h('div', { class: 'rw-main' });
  replace(
    card,
    h(
      'div',
      { class: 'rw-book' },
      h(
        'header',
        { class: 'rw-info' },
        org.logoUrl || org.company
          ? h(
              'div',
              { class: 'rw-org' },
              org.logoUrl && h('img', { class: 'rw-logo', src: org.logoUrl, alt: '' }),
              h('span', null, org.company),
            )
          : null,
        // The title names them already: a person gets their picture, a team its size.
        h(
          'div',
          { class: 'rw-host' },
          avatar(a.name, a.kind == 'user' ? a.avatarUrl : null),
          a.kind == 'team' && `${a.memberCount} ${a.memberCount == 1 ? 'member' : 'members'}`,
        ),
        title,
        h(
          'ul',
          { class: 'rw-meta' },
          h('li', null, icon('calendar'), t.name),
          h('li', null, icon('clock'), durationLabel(t.durationMinutes)),
        ),
        t.description && h('p', { class: 'rw-desc' }, t.description),
      ),
      main,
    ),
  );

  let chosen: Slot;
  // One Idempotency-Key per slot attempt: a retry of the same slot after no definite answer reuses
  // it (the server then books once); another slot, or an attempt the server answered, gets a new one.
  let key = '';
  let keyFor = '';
  const picker = createSlotPicker({
    load: (from, to, zone) => o.api.slots(r.sessionId, from, to, zone),
    preloaded: r.firstSlots,
    zone: o.zone,
    timeFormat: t.slotTimeFormat,
    layout: 'columns',
    dayVisibility: 'all_days',
    announcer,
    now: o.now,
    onShown: o.onShown,
    onPick(slot) {
      chosen = slot;
      showConfirm();
    },
  });

  const summary = h('div', { class: 'rw-summary' });
  const banner = alertBanner();
  const confirm = h('button', { type: 'button', class: 'rw-btn', onclick: () => void book() }, r.theme?.submitLabel ?? 'Schedule meeting');
  const confirmHeading = h('h2', { class: 'rw-h2' }, 'Confirm your meeting');
  const confirmView = h(
    'div',
    null,
    h('button', { type: 'button', class: 'rw-linkbtn rw-back', onclick: () => showPicker() }, icon('left'), 'Back'),
    confirmHeading,
    banner.el,
    summary,
    confirm,
  );

  function showPicker(message?: string) {
    replace(main, picker.el);
    if (message) void picker.refresh(message);
    else picker.setNotice(null);
    focusHeading(picker.heading);
  }

  function showConfirm() {
    const when = formatWhen(chosen.start, chosen.end, picker.zone, t.slotTimeFormat);
    replace(
      summary,
      [
        ['calendar', when.date],
        ['clock', when.time],
        ['globe', zoneLabel(picker.zone, chosen.start)],
      ].map(([name, text]) => h('div', null, icon(name), h('span', null, text))),
    );
    banner.set(null);
    replace(main, confirmView);
    focusHeading(confirmHeading);
  }

  async function book() {
    if (confirm.disabled) return;
    if (keyFor != chosen.start) {
      key = uuid();
      keyFor = chosen.start;
    }
    confirm.disabled = true;
    banner.set(null);
    let booking: BookingDto;
    try {
      booking = await o.api.book(r.sessionId, { start: chosen.start, timezone: picker.zone }, key);
    } catch (caught) {
      const e = caught instanceof ApiFailure ? caught : new ApiFailure(0);
      if (!e.retryable) keyFor = '';
      confirm.disabled = false;
      // Taken meanwhile, or no longer a valid start: back to fresh slots with the server's message.
      if (o.onRedistributed && e.errors.some((x) => x.code == 'session_redistributed')) o.onRedistributed();
      const start = e.errors.find((x) => x.code == 'slot_taken' || (x.source && x.source.pointer == '/start'));
      return start ? showPicker(start.detail) : banner.set(e.message, true);
    }
    o.onBooked(booking);
    const done = renderConfirmation({
      booking,
      email: r.prospect.email,
      zone: picker.zone,
      timeFormat: t.slotTimeFormat,
      redirectUrl: booking.redirectUrl,
      redirectSeconds: o.redirectSeconds ?? r.postBooking?.seconds,
      redirectMode: r.postBooking?.mode,
      announcer,
      navigate: o.navigate,
      pollJoin: () => o.api.booking(booking.id, manageTokenOf(booking)),
    });
    countdown = done.countdown;
    replace(card, done.el);
    modal.title(done.el.querySelector('h1')!);
  }

  replace(main, picker.el);
  modal.title(title);
  return {
    ready: picker.start(),
    /** Stops a running redirect countdown (the prospect closed the dialog after booking). */
    stop: () => countdown && countdown.stop(),
  };
}
