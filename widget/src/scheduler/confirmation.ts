import type { BookingDto } from '@contracts/booking';
import type { PostBookingDto } from '@contracts/meeting-settings';
import { type Announcer, type Child, focusHeading, h, replace } from './dom';
import { startCountdown, type Countdown } from './countdown';
import { durationLabel, formatWhen, zoneLabel, type TimeFormat } from './time';
import { detailsList, stateView } from './views';

export const REDIRECT_SECONDS = 10;

/**
 * The auto-redirect after a booking (spec: stay on the page, or redirect after a countdown that can
 * be paused): 'Redirecting in N s' with Pause/Resume, Stay on this page, and a link to go now. With the
 * organization's setting on 'stay' there is no countdown, only the link.
 */
export function renderRedirect(o: {
  url: string;
  seconds?: number;
  mode?: PostBookingDto['mode'];
  announcer: Announcer;
  navigate(url: string): void;
}) {
  let host: string;
  try {
    host = new URL(o.url).host;
  } catch {
    host = o.url;
  }
  if (o.mode === 'stay') {
    const link = h('a', { class: 'rw-linkbtn', href: o.url }, `Continue to ${host}`);
    return { el: h('div', { class: 'rw-countdown', 'data-redirect': 'stay' }, h('div', { class: 'rw-actions' }, link)), countdown: null };
  }
  const text = h('p', { role: 'timer', 'aria-live': 'off' });
  const toggle = h('button', { type: 'button', class: 'rw-linkbtn' }, 'Pause');
  const stay = h('button', { type: 'button', class: 'rw-linkbtn' }, 'Stay on this page');
  const box = h(
    'div',
    { class: 'rw-countdown' },
    text,
    h('div', { class: 'rw-actions' }, toggle, stay, h('a', { class: 'rw-linkbtn', href: o.url }, 'Continue now')),
  );
  const show = (left: number, paused: boolean) =>
    (text.textContent = paused ? `Redirect to ${host} paused (${left} s left).` : `Redirecting you to ${host} in ${left} s…`);
  const countdown: Countdown = startCountdown(o.seconds ?? REDIRECT_SECONDS, {
    onTick: show,
    onDone: () => o.navigate(o.url),
  });
  show(countdown.remaining, false);
  toggle.addEventListener('click', () => {
    if (countdown.paused) countdown.resume();
    else countdown.pause();
    toggle.textContent = countdown.paused ? 'Resume' : 'Pause';
    o.announcer.polite(countdown.paused ? 'Redirect paused' : 'Redirect resumed');
  });
  stay.addEventListener('click', () => {
    countdown.stop();
    const staying = h('p', null, 'You are staying on this page.');
    replace(box, staying, h('div', { class: 'rw-actions' }, h('a', { class: 'rw-linkbtn', href: o.url }, `Continue to ${host}`)));
    // The button replaced itself: focus goes to what took its place (read out on arrival), not to the page body.
    focusHeading(staying);
  });
  return { el: box, countdown };
}

const joinLink = (url: string) => h('a', { href: url, target: '_blank', rel: 'noopener noreferrer', class: 'rw-join' }, url);
const isWebUrl = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/** The video link as a details row: the link itself, or a note that it comes with the invitation. */
export function joinRow(b: Pick<BookingDto, 'joinUrl' | 'joinPending'>): [string, string, Child][] {
  if (isWebUrl(b.joinUrl)) return [['video', 'Join', joinLink(b.joinUrl)]];
  if (b.joinPending)
    return [['video', 'Join', h('span', { class: 'rw-join-pending' }, 'The video link is on its way with your invitation e-mail.')]];
  return [];
}

/** The manage token a booking's own links carry. */
export const manageTokenOf = (b: Pick<BookingDto, 'rescheduleUrl'>) => {
  try {
    return new URL(b.rescheduleUrl).searchParams.get('token') ?? '';
  } catch {
    return '';
  }
};

export type JoinPoll = () => Promise<Pick<BookingDto, 'joinUrl' | 'joinPending'>>;

/**
 * A video link made just after booking (Zoom, Daily, Meet, Teams) replaces the "on its way" note as
 * soon as it exists: asked every few seconds for two minutes, then left to the invitation e-mail.
 */
export function awaitJoinLink(el: HTMLElement, poll: JoinPoll, announcer: Announcer, o: { everyMs?: number; tries?: number } = {}) {
  const note = el.querySelector('.rw-join-pending');
  if (!note) return () => {};
  let left = o.tries ?? 40;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const tick = async () => {
    timer = null;
    try {
      const b = await poll();
      if (isWebUrl(b.joinUrl)) {
        note.replaceWith(joinLink(b.joinUrl));
        announcer.polite('Your video link is ready');
        return;
      }
      if (!b.joinPending) return;
    } catch {
      // A failed check is tried again with the next one.
    }
    if (--left > 0) timer = setTimeout(tick, o.everyMs ?? 3000);
  };
  timer = setTimeout(tick, o.everyMs ?? 3000);
  return () => timer && clearTimeout(timer);
}

/** What the prospect sees once booked: what, when in their zone, with whom, the calendar hint and their manage links. */
export function renderConfirmation(o: {
  booking: BookingDto;
  email: string;
  zone: string;
  timeFormat: TimeFormat;
  title?: string;
  lead?: string;
  redirectUrl?: string | null;
  redirectSeconds?: number;
  redirectMode?: PostBookingDto['mode'];
  announcer: Announcer;
  navigate(url: string): void;
  /** Asks for the booking again, so a video link made after booking shows up here. */
  pollJoin?: JoinPoll;
}) {
  const b = o.booking;
  const when = formatWhen(b.start, b.end, o.zone, o.timeFormat);
  const minutes = Math.round((Date.parse(b.end) - Date.parse(b.start)) / 60_000);
  const redirect = o.redirectUrl
    ? renderRedirect({ url: o.redirectUrl, seconds: o.redirectSeconds, mode: o.redirectMode, announcer: o.announcer, navigate: o.navigate })
    : null;
  const el = stateView({
    tone: 'ok',
    title: o.title ?? 'Your meeting is booked',
    text: o.lead ?? (o.email ? `A calendar invitation has been sent to ${o.email}.` : 'A calendar invitation is on its way.'),
    extra: [
      detailsList([
        ['calendar', 'What', `${b.meetingName} (${durationLabel(minutes)})`],
        ['clock', 'When', [when.date, h('br'), when.time]],
        ['globe', 'Time zone', zoneLabel(o.zone, b.start)],
        ['user', 'With', b.hostName],
        ...joinRow(b),
      ]),
      h(
        'p',
        { class: 'rw-note' },
        'To add it to your calendar, open the invitation e-mail: it carries a calendar file that Google Calendar, Outlook and Apple Calendar accept.',
      ),
      h(
        'div',
        { class: 'rw-manage' },
        h('span', { class: 'rw-muted' }, 'Need to make a change?'),
        h('a', { class: 'rw-linkbtn', href: b.rescheduleUrl }, 'Reschedule'),
        h('a', { class: 'rw-linkbtn', href: b.cancelUrl }, 'Cancel'),
      ),
      redirect?.el,
    ],
  });
  if (o.pollJoin) awaitJoinLink(el, o.pollJoin, o.announcer);
  return { el, countdown: redirect?.countdown ?? null };
}
