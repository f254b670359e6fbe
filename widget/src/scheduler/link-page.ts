import type { BookingDto, PublicLinkDto } from '@contracts/booking';
import { ApiFailure, createApi, idempotencyKeys, type PublicApi } from './api';
import { createBookingForm } from './booking-form';
import { manageTokenOf, renderConfirmation } from './confirmation';
import { applyTheme, focusHeading, h, icon, replace } from './dom';
import { applyBrand, applyPageBrand } from './brand';
import { mountAssetStage } from './asset-stage';
import { createSlotPicker } from './slot-picker';
import { mountCustomCode } from './custom-code';
import { dayKey, detectTimezone, durationLabel, formatWhen, modernZone, monthWindow, zoneLabel, type Slot } from './time';
import { TEXT } from './messages';
import { errorsFromApi, parseGuests } from './validation';
import { avatar, failureView, loadingView, mountApp } from './views';
import { currentUtm, rememberUtm, sessionStore } from '../embed/utm';

export type LinkPageOptions = {
  slug: string;
  api?: PublicApi;
  zone?: string;
  now?: () => number;
  redirectSeconds?: number;
  navigate?: (url: string) => void;
};

const LOCATIONS: Record<string, [string, string]> = {
  video: ['video', 'Video conferencing'],
  phone: ['phone', 'Phone call'],
  custom: ['pin', 'Custom location'],
};

const SHOWN_AVATARS = 3;

/** The host, or a group link's members: a round robin names the whole group until booking assigns one of them. */
function hostLine(link: PublicLinkDto) {
  if (!link.group) return h('div', { class: 'rw-host' }, avatar(link.host.name, link.host.avatarUrl), h('span', null, link.host.name));
  const { mode, members } = link.group;
  return h(
    'div',
    { class: 'rw-host rw-group', 'data-group': mode },
    h('span', { class: 'rw-avatars' }, ...members.slice(0, SHOWN_AVATARS).map((m) => avatar(m.name, m.avatarUrl))),
    h(
      'span',
      { class: 'rw-group-names' },
      h('span', null, link.host.name),
      h('small', null, mode === 'round_robin' ? TEXT.groupAnyHost : TEXT.groupAllHosts),
    ),
  );
}

/** The left-hand panel: organization, host, meeting name, duration, location, greeting and description. */
export function linkInfo(link: PublicLinkDto) {
  const t = link.meetingType;
  // 'none': the server found no video tool to make a link with, so the page promises no location.
  const location = LOCATIONS[t.locationType];
  // The asset template's switches (meeting links' template): the logo, and the profile info (company, length, where, description).
  const { showLogo = true, showProfileInfo = true } = link.page ?? {};
  const logo = showLogo && link.organization.logoUrl ? h('img', { class: 'rw-logo', src: link.organization.logoUrl, alt: '' }) : null;
  const company = showProfileInfo && link.organization.company ? h('span', null, link.organization.company) : null;
  return h(
    'header',
    { class: 'rw-info' },
    logo || company ? h('div', { class: 'rw-org' }, logo, company) : null,
    hostLine(link),
    h('h1', { class: 'rw-title' }, t.name),
    showProfileInfo
      ? h(
          'ul',
          { class: 'rw-meta' },
          h('li', null, icon('clock'), durationLabel(t.durationMinutes)),
          location ? h('li', null, icon(location[0]), location[1]) : null,
        )
      : null,
    t.greetingText ? h('p', { class: 'rw-greeting' }, t.greetingText) : null,
    showProfileInfo && t.description ? h('p', { class: 'rw-desc' }, t.description) : null,
  );
}

/**
 * A meeting link's booking page (/b/:slug): pick a day and a time in the visitor's zone, fill the
 * form, book; a slot taken meanwhile sends the visitor back to fresh slots with the spec's message.
 */
export function mountLinkPage(container: HTMLElement, o: LinkPageOptions) {
  const api = o.api ?? createApi();
  const { app, card, announcer } = mountApp(container);
  const navigate = o.navigate ?? ((url: string) => window.location.assign(url));
  replace(card, loadingView());
  const zone = modernZone(o.zone ?? detectTimezone());
  const now = o.now ?? Date.now;
  // The UTM values that brought the prospect: this page's utm_* parameters, else the tab's landing page's.
  const utmStore = sessionStore(window);
  rememberUtm(window.location.href, utmStore);

  // The first month's slots are asked for alongside the link, saving a round trip on a slow phone.
  const first = monthWindow(dayKey(now(), zone).slice(0, 7), zone, now());
  let prefetched = first ? api.linkSlots(o.slug, first.from, first.to, zone) : null;
  prefetched?.catch(() => undefined);
  const loadSlots = (from: string, to: string, z: string) => {
    const early = prefetched;
    prefetched = null;
    // The picker's window starts at its own "now", a few milliseconds later than the prefetch's.
    const same = early && first && to === first.to && z === zone && Math.abs(Date.parse(from) - Date.parse(first.from)) < 60_000;
    return same ? early : api.linkSlots(o.slug, from, to, z);
  };

  function render(link: PublicLinkDto) {
    const t = link.meetingType;
    applyTheme(app, { link: link.appearance.linkColor, button: link.appearance.buttonColor });
    applyBrand(app, link.theme, link.appearance.linkColor);
    applyPageBrand(document, link.theme);
    const custom = mountCustomCode(container.ownerDocument, link.customCode);
    let announced = false;
    if (link.page) mountAssetStage(app, card, link.page);
    const main = h('div', { class: 'rw-main' });
    const info = linkInfo(link);
    replace(card, h('div', { class: 'rw-book' }, info, main));

    let chosen: Slot | null = null;
    const keys = idempotencyKeys();
    const picker = createSlotPicker({
      load: loadSlots,
      zone,
      timeFormat: t.slotTimeFormat,
      layout: t.layout,
      dayVisibility: t.dayVisibility,
      announcer,
      now: o.now,
      onShown(slots) {
        if (announced) return;
        announced = true;
        custom?.send('availability-loaded', { slug: link.slug, slots });
      },
      onPick(slot) {
        chosen = slot;
        showForm();
      },
    });

    const summary = h('div', { class: 'rw-summary' });
    const formHeading = h('h2', { class: 'rw-h2' }, 'Enter details');
    const form = createBookingForm({ questions: link.questions, submitLabel: link.theme.submitLabel, onSubmit: (v) => void submit(v) });
    const back = h('button', { type: 'button', class: 'rw-linkbtn rw-back' }, icon('left'), 'Back');
    back.addEventListener('click', () => showPicker());
    const formView = h('div', null, back, formHeading, summary, form.el);

    function showPicker(message?: string) {
      replace(main, picker.el);
      if (message) void picker.refresh(message);
      else picker.setNotice(null);
      focusHeading(picker.heading);
    }

    function showForm() {
      if (!chosen) return;
      const when = formatWhen(chosen.start, chosen.end, picker.zone, t.slotTimeFormat);
      replace(
        summary,
        h('div', null, icon('calendar'), h('span', null, when.date)),
        h('div', null, icon('clock'), h('span', null, when.time)),
        h('div', null, icon('globe'), h('span', null, zoneLabel(picker.zone, chosen.start))),
      );
      form.setBanner(null);
      replace(main, formView);
      focusHeading(formHeading);
    }

    async function submit(values: ReturnType<typeof form.values>) {
      if (!chosen) return;
      form.setBusy(true);
      form.setBanner(null);
      let booking: BookingDto;
      try {
        booking = await api.book(
          link.slug,
          {
            start: chosen.start,
            timezone: picker.zone,
            name: values.name.trim(),
            email: values.email.trim(),
            answers: values.answers,
            guests: parseGuests(values.guests),
            utm: currentUtm(window.location.href, utmStore),
          },
          keys.current,
        );
      } catch (caught) {
        const e = caught instanceof ApiFailure ? caught : new ApiFailure(0);
        keys.settle(e);
        form.setBusy(false);
        if (e.status === 409 && e.code === 'slot_taken') return showPicker(TEXT.slotTaken);
        if (e.status === 422) {
          const { fields, other } = errorsFromApi(e.errors);
          if (fields['/start']) return showPicker(fields['/start']);
          form.showErrors(fields);
          if (other.length || !Object.keys(fields).length) form.setBanner(other[0] ?? e.message);
          return;
        }
        return form.setBanner(e.message);
      }
      keys.settle();
      custom?.send('booking-confirmed', {
        slug: link.slug,
        meetingId: booking.id,
        start: booking.start,
        end: booking.end,
        hostName: booking.hostName,
      });
      const done = renderConfirmation({
        booking,
        email: values.email.trim(),
        zone: picker.zone,
        timeFormat: t.slotTimeFormat,
        redirectUrl: booking.redirectUrl ?? link.redirectUrl,
        // An explicit option (a test, an embed's own setting) wins over the organization's countdown.
        redirectSeconds: o.redirectSeconds ?? link.postBooking?.seconds,
        redirectMode: link.postBooking?.mode,
        announcer,
        navigate,
        pollJoin: () => api.booking(booking.id, manageTokenOf(booking)),
      });
      replace(card, done.el);
      focusHeading(done.el.querySelector('h1'));
    }

    replace(main, picker.el);
    return picker.start();
  }

  const start = (): Promise<void> =>
    api.link(o.slug).then(render, (e) => {
      replace(
        card,
        failureView(e, () => void start()),
      );
    });
  return { ready: start() };
}
