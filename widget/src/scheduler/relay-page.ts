import type { PublicRelayLinkDto, RelaySessionDto } from '@contracts/relay-sessions';
import { ApiFailure, createApi, idempotencyKeys, uuid, type PublicApi } from './api';
import { createBookingForm, type BookingForm } from './booking-form';
import { renderRedirect } from './confirmation';
import { alertBanner, applyTheme, focusHeading, h, icon, replace } from './dom';
import { applyBrand, applyPageBrand } from './brand';
import { createSlotPicker, type SlotPicker } from './slot-picker';
import { mountCustomCode } from './custom-code';
import { detectTimezone, durationLabel, formatWhen, modernZone, zoneLabel, type Slot } from './time';
import { TEXT } from './messages';
import { errorsFromApi } from './validation';
import { currentUtm, rememberUtm, sessionStore } from '../embed/utm';
import { avatar, detailsList, failureView, loadingView, mountApp, stateView } from './views';

export type RelayPageOptions = {
  token: string;
  api?: PublicApi;
  zone?: string;
  now?: () => number;
  redirectSeconds?: number;
  navigate?: (url: string) => void;
};

/** Who the prospect meets: the rep the relay picked, a pod (any of its members), or the link's own rep before routing. */
function hostLine(link: PublicRelayLinkDto, s: RelaySessionDto | null) {
  const a = s?.assignee;
  const name = a ? a.name : link.host?.name;
  if (!name) return null;
  const note = a?.kind === 'pod' ? h('small', null, TEXT.groupAnyHost) : null;
  return h('div', { class: 'rw-host' }, avatar(name, null), h('span', { class: 'rw-group-names' }, h('span', null, name), note));
}

/** The left-hand panel: organization, host, meeting and duration. */
function relayInfo(link: PublicRelayLinkDto, s: RelaySessionDto | null) {
  const org = link.organization;
  return h(
    'header',
    { class: 'rw-info' },
    org.logoUrl || org.company
      ? h(
          'div',
          { class: 'rw-org' },
          org.logoUrl ? h('img', { class: 'rw-logo', src: org.logoUrl, alt: '' }) : null,
          h('span', null, org.company),
        )
      : null,
    hostLine(link, s),
    h('h1', { class: 'rw-title' }, link.meetingType?.name ?? link.relayName),
    link.meetingType ? h('ul', { class: 'rw-meta' }, h('li', null, icon('clock'), durationLabel(link.meetingType.durationMinutes))) : null,
  );
}

/**
 * A relay, pod or dedicated link's page (/relay/:token), on the organization's brand: the prospect says who
 * they are (a dedicated link already knows), the relay picks whom they meet, then they pick a time and confirm.
 */
export function mountRelayPage(container: HTMLElement, o: RelayPageOptions) {
  const api = o.api ?? createApi();
  const { app, card, announcer } = mountApp(container);
  const navigate = o.navigate ?? ((url: string) => window.location.assign(url));
  const zone = modernZone(o.zone ?? detectTimezone());
  // One id for every try: a start sent twice (a retry after a lost answer) opens one session.
  const sessionId = uuid();
  // The UTM values that brought the prospect: this page's utm_* parameters, else the tab's landing page's.
  const utmStore = sessionStore(window);
  rememberUtm(window.location.href, utmStore);
  replace(card, loadingView());
  const load = () =>
    api.relayLink(o.token).then(render, (e: unknown) =>
      replace(
        card,
        failureView(e, () => (replace(card, loadingView()), void load())),
      ),
    );
  void load();

  function render(link: PublicRelayLinkDto) {
    applyTheme(app, { link: link.theme.primaryColor, button: link.theme.primaryColor });
    applyBrand(app, link.theme, link.theme.primaryColor);
    applyPageBrand(document, link.theme);
    // The organization's custom code; its events say the link's kind, never its token (a dedicated link's names the prospect).
    const custom = mountCustomCode(container.ownerDocument, link.customCode);
    let announced = false;
    const timeFormat = link.meetingType?.slotTimeFormat ?? '12h';
    const main = h('div', { class: 'rw-main' });
    let info = relayInfo(link, null);
    replace(card, h('div', { class: 'rw-book' }, info, main));

    if (link.kind === 'dedicated') {
      replace(main, loadingView(`Finding the right person for ${link.prospect?.name ?? 'you'}…`));
      void start({});
    } else showDetails();

    function showDetails() {
      const heading = h('h2', { class: 'rw-h2' }, 'Enter your details');
      const form = createBookingForm({
        questions: [],
        guests: false,
        submitLabel: 'See available times',
        onSubmit: (v) => void start({ name: v.name.trim(), email: v.email.trim() }, form),
      });
      replace(main, heading, form.el);
      focusHeading(heading);
    }

    async function start(who: { name?: string; email?: string }, form?: BookingForm) {
      form?.setBusy(true, 'Finding your host…');
      form?.setBanner(null);
      let s: RelaySessionDto;
      try {
        s = await api.startRelay(o.token, { sessionId, timezone: zone, ...who, utm: currentUtm(window.location.href, utmStore) });
      } catch (caught) {
        const e = caught instanceof ApiFailure ? caught : new ApiFailure(0);
        if (!form)
          return replace(
            main,
            failureView(e, () => void start(who)),
          );
        form.setBusy(false);
        const { fields, other } = e.status === 422 ? errorsFromApi(e.errors) : { fields: {}, other: [e.message] };
        form.showErrors(fields);
        if (other.length || !Object.keys(fields).length) form.setBanner(other[0] ?? e.message);
        return;
      }
      const next = relayInfo(link, s);
      info.replaceWith(next);
      info = next;
      const picker = createSlotPicker({
        load: (from, to, z) => api.relaySlots(s.id, from, to, z),
        zone,
        timeFormat,
        layout: 'rows',
        dayVisibility: 'all_days',
        announcer,
        now: o.now,
        onShown(slots) {
          if (announced) return;
          announced = true;
          custom?.send('availability-loaded', { kind: link.kind, slots });
        },
        onPick: (slot, z) => showConfirm(s, picker, slot, z),
      });
      replace(main, picker.el);
      focusHeading(picker.heading);
      await picker.start();
    }

    /** Back to the times: as they were, or fetched afresh with a message (the slot was taken meanwhile). */
    function showPicker(picker: SlotPicker, message?: string) {
      replace(main, picker.el);
      if (message) void picker.refresh(message);
      else picker.setNotice(null);
      focusHeading(picker.heading);
    }

    function showConfirm(s: RelaySessionDto, picker: SlotPicker, slot: Slot, z: string) {
      const when = formatWhen(slot.start, slot.end, z, timeFormat);
      const heading = h('h2', { class: 'rw-h2' }, 'Confirm your meeting');
      const banner = alertBanner();
      const keys = idempotencyKeys();
      const back = h('button', { type: 'button', class: 'rw-linkbtn rw-back', onclick: () => showPicker(picker) }, icon('left'), 'Back');
      const confirm = h('button', { type: 'button', class: 'rw-btn' }, link.theme.submitLabel);
      const summary = h(
        'div',
        { class: 'rw-summary' },
        h('div', null, icon('calendar'), h('span', null, when.date)),
        h('div', null, icon('clock'), h('span', null, when.time)),
        h('div', null, icon('globe'), h('span', null, zoneLabel(z, slot.start))),
      );
      confirm.addEventListener('click', () => void book());
      replace(main, back, heading, banner.el, summary, h('div', { class: 'rw-actions' }, confirm));
      focusHeading(heading);

      async function book() {
        if (confirm.disabled) return;
        confirm.disabled = true;
        replace(confirm, h('span', { class: 'rw-spin', 'aria-hidden': 'true' }), 'Booking…');
        try {
          const booked = await api.bookRelay(s.id, slot.start, keys.current);
          const b = booked.booking;
          if (b)
            custom?.send('booking-confirmed', {
              kind: link.kind,
              meetingId: b.meetingId,
              start: b.start,
              end: b.end,
              hostName: b.hostName,
            });
          return showBooked(booked, z);
        } catch (caught) {
          const e = caught instanceof ApiFailure ? caught : new ApiFailure(0);
          keys.settle(e);
          confirm.disabled = false;
          replace(confirm, link.theme.submitLabel);
          if (e.code === 'session_ended') return showEnded(s, e.message);
          if (e.status === 409 || e.status === 422) return showPicker(picker, e.status === 409 ? TEXT.slotTaken : e.message);
          banner.set(e.message);
        }
      }
    }

    function showBooked(s: RelaySessionDto, z: string) {
      const b = s.booking!;
      const when = formatWhen(b.start, b.end, z, timeFormat);
      const minutes = Math.round((Date.parse(b.end) - Date.parse(b.start)) / 60_000);
      const url = s.redirects?.bookedUrl;
      const el = stateView({
        tone: 'ok',
        title: 'Your meeting is booked',
        text: s.prospect.email ? `A calendar invitation has been sent to ${s.prospect.email}.` : 'A calendar invitation is on its way.',
        extra: [
          detailsList([
            ['calendar', 'What', `${link.meetingType?.name ?? link.relayName} (${durationLabel(minutes)})`],
            ['clock', 'When', [when.date, h('br'), when.time]],
            ['globe', 'Time zone', zoneLabel(z, b.start)],
            ['user', 'With', b.hostName],
          ]),
          url ? renderRedirect({ url, seconds: o.redirectSeconds, announcer, navigate }).el : null,
        ],
      });
      replace(card, el);
      focusHeading(el.querySelector('h1'));
    }

    /** The session ended unbooked (its time ran out, or the relay is gone): say so, and go on where the link says. */
    function showEnded(s: RelaySessionDto, message: string) {
      const url = s.redirects?.notBookedUrl;
      const el = stateView({
        title: 'This booking has ended',
        text: message,
        extra: url ? renderRedirect({ url, seconds: o.redirectSeconds, announcer, navigate }).el : null,
      });
      replace(card, el);
      focusHeading(el.querySelector('h1'));
    }
  }
}
