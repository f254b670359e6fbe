import type { BookingDto } from '@contracts/booking';
import { type Announcer, type Child, focusHeading, h, replace } from './dom';
import { startCountdown, type Countdown } from './countdown';
import { durationLabel, formatWhen, zoneLabel, type TimeFormat } from './time';
import { detailsList, stateView } from './views';

export const REDIRECT_SECONDS = 10;

/**
 * The auto-redirect after a booking (spec: stay on the page, or redirect after a countdown that can
 * be paused): 'Redirecting in N s' with Pause/Resume, Stay on this page, and a link to go now.
 */
export function renderRedirect(o: { url: string; seconds?: number; announcer: Announcer; navigate(url: string): void }) {
  let host: string;
  try {
    host = new URL(o.url).host;
  } catch {
    host = o.url;
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

/** The video link as a details row: the link itself, or a note that it comes with the invitation. */
export function joinRow(b: Pick<BookingDto, 'joinUrl' | 'joinPending'>): [string, string, Child][] {
  if (b.joinUrl && /^https?:\/\//i.test(b.joinUrl)) return [['video', 'Join', h('a', { href: b.joinUrl, target: '_blank', rel: 'noopener noreferrer', class: 'rw-join' }, b.joinUrl)]];
  if (b.joinPending) return [['video', 'Join', 'The video link is on its way with your invitation e-mail.']];
  return [];
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
  announcer: Announcer;
  navigate(url: string): void;
}) {
  const b = o.booking;
  const when = formatWhen(b.start, b.end, o.zone, o.timeFormat);
  const minutes = Math.round((Date.parse(b.end) - Date.parse(b.start)) / 60_000);
  const redirect = o.redirectUrl ? renderRedirect({ url: o.redirectUrl, seconds: o.redirectSeconds, announcer: o.announcer, navigate: o.navigate }) : null;
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
      h('p', { class: 'rw-note' }, 'To add it to your calendar, open the invitation e-mail: it carries a calendar file that Google Calendar, Outlook and Apple Calendar accept.'),
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
  return { el, countdown: redirect?.countdown ?? null };
}
