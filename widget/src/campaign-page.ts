import type { CampaignQuestionDto, PublicCampaignDto } from '@contracts/campaign';
import type { ApiErrorObject } from '@contracts/common';
import type { LinkQuestion } from '@contracts/meeting-links';
import type { SubmissionResultDto } from '@contracts/routing-sessions';
import { createEmbedApi, type EmbedApi } from './embed/api';
import { mountSessionView, type Schedulable } from './embed/session-view';
import { currentUtm, rememberUtm, sessionStore } from './embed/utm';
import { ApiFailure, idempotencyKeys } from './scheduler/api';
import { createBookingForm } from './scheduler/booking-form';
import { applyTheme, focusHeading, h, icon, replace } from './scheduler/dom';
import { detectTimezone, durationLabel, modernZone } from './scheduler/time';
import { errorsFromApi } from './scheduler/validation';
import { failureView, loadingView, mountApp, stateView } from './scheduler/views';
import { applyBrand, applyPageBrand } from './scheduler/brand';
import { mountAssetStage } from './scheduler/asset-stage';
import { mountCustomCode, type CustomCodeFrame } from './scheduler/custom-code';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export type CampaignPageOptions = {
  org: string;
  slug: string;
  fetch?: Fetch;
  zone?: string;
  now?: () => number;
  navigate?: (url: string) => void;
  redirectSeconds?: number;
};

/** The contact form's questions besides name and e-mail, as the booking form asks them. */
function asLinkQuestions(questions: CampaignQuestionDto[]): LinkQuestion[] {
  return questions
    .filter((q) => q.id !== 'name' && q.id !== 'email')
    .map((q): LinkQuestion => ({
      id: q.id,
      question: q.label,
      placeholder: q.placeholder,
      type:
        q.type === 'radio'
          ? 'radiobutton'
          : q.type === 'dropdown' || (q.type === 'checkbox' && q.options.length)
            ? 'dropdown'
            : 'short_answer',
      options: q.options,
      required: q.required,
      crmField: null,
    }));
}

/** Answers the link carries: ?email=, ?name= (or first_name and last_name), and any question id. */
export function answersFromUrl(href: string, questions: CampaignQuestionDto[]): Record<string, string> {
  const params = new URL(href).searchParams;
  const out: Record<string, string> = {};
  const known = new Set(questions.map((q) => q.id));
  for (const [k, v] of params) if (known.has(k) && v.trim()) out[k] = v.trim();
  if (!out.name) {
    const full = [params.get('first_name'), params.get('last_name')]
      .map((s) => s?.trim())
      .filter(Boolean)
      .join(' ');
    if (full) out.name = full;
  }
  return out;
}

/**
 * A campaign router's public link (/c/:org/:slug), calendar first: when the link carries the prospect's
 * e-mail (a marketing tool's merge tags filled it in), the prospect is routed at once and sees the right
 * rep's slots; otherwise the contact form (with consent) comes first. Booking and leaving use the same
 * routing-session calls as the website widget.
 */
export function mountCampaignPage(container: HTMLElement, o: CampaignPageOptions) {
  const origin = location.origin;
  const api: EmbedApi = createEmbedApi(origin, o.fetch);
  const get = (path: string) => (o.fetch ?? fetch)(origin + path, { headers: { accept: 'application/json' }, credentials: 'omit' });
  const base = `/api/public/campaigns/${encodeURIComponent(o.org)}/${encodeURIComponent(o.slug)}`;
  const navigate = o.navigate ?? ((url: string) => window.location.assign(url));
  const zone = modernZone(o.zone ?? detectTimezone());
  const store = sessionStore(window);
  rememberUtm(location.href, store);
  const { app, card } = mountApp(container);
  replace(card, loadingView());
  // The organization's custom code, once the page's data names it.
  let custom: CustomCodeFrame | null = null;

  async function load(): Promise<PublicCampaignDto> {
    let res: Response;
    try {
      res = await get(base);
    } catch {
      throw new ApiFailure(0, [], true);
    }
    const body = (await res.json().catch(() => null)) as { data: PublicCampaignDto; errors?: ApiErrorObject[] } | null;
    if (!res.ok || !body) throw new ApiFailure(res.status, body?.errors ?? []);
    return body.data;
  }

  const keys = idempotencyKeys();
  async function submit(answers: Record<string, string>, prefilled: boolean, consent: boolean): Promise<SubmissionResultDto> {
    const utm = currentUtm(location.href, store);
    const payload = { answers, prefilled, consent, pageUrl: location.href.slice(0, 2000), referrer: document.referrer || null, utm };
    let res: Response;
    try {
      res = await (o.fetch ?? fetch)(`${origin}${base}/submissions`, {
        method: 'POST',
        credentials: 'omit',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': keys.current },
        body: JSON.stringify(payload),
      });
    } catch {
      const e = new ApiFailure(0, [], true);
      keys.settle(e);
      throw e;
    }
    const body = (await res.json().catch(() => null)) as { data: SubmissionResultDto; errors?: ApiErrorObject[] } | null;
    if (!res.ok || !body) {
      const e = new ApiFailure(res.status, body?.errors ?? []);
      keys.settle(e);
      throw e;
    }
    keys.settle();
    return body.data;
  }

  /** The page's side panel: the logo and the profile info (company, meeting, length) as the asset template shows them. */
  function header(c: PublicCampaignDto) {
    const t = c.meetingType;
    const { showLogo, showProfileInfo } = c.page;
    const logo = showLogo && c.organization.logoUrl ? h('img', { class: 'rw-logo', src: c.organization.logoUrl, alt: '' }) : null;
    const company = showProfileInfo && c.organization.company ? h('span', null, c.organization.company) : null;
    return h(
      'header',
      { class: 'rw-info' },
      logo || company ? h('div', { class: 'rw-org' }, logo, company) : null,
      h('h1', { class: 'rw-title' }, t?.name ?? c.name),
      showProfileInfo && t ? h('ul', { class: 'rw-meta' }, h('li', null, icon('clock'), durationLabel(t.durationMinutes))) : null,
      showProfileInfo && t?.description ? h('p', { class: 'rw-desc' }, t.description) : null,
    );
  }

  /** After routing: the scheduler in the page, or the redirect when there is nobody to meet. */
  function schedule(r: SubmissionResultDto) {
    if (!r.assignee || !r.meetingType) {
      const text =
        r.outcome === 'disqualified'
          ? 'Thanks for your interest. We will be in touch.'
          : 'Nobody is available to meet right now. We will be in touch.';
      replace(
        card,
        stateView({
          title: 'Thank you',
          text,
          extra: r.redirectUrl ? h('p', null, h('a', { class: 'rw-linkbtn', href: r.redirectUrl }, 'Continue')) : null,
        }),
      );
      if (r.redirectUrl) setTimeout(() => navigate(r.redirectUrl!), 3000);
      return;
    }
    let booked = false;
    // Leaving without a slot ends the session not booked (a keepalive POST outlives the page).
    const leave = () => {
      if (!booked) void api.close(r.sessionId).catch(() => undefined);
    };
    window.addEventListener('pagehide', leave, { once: true });
    let announced = false;
    const page = {
      host: container,
      body: container,
      dialog: container,
      title: (el: HTMLElement) => focusHeading(el),
      focus: () => undefined,
      destroy: () => undefined,
    };
    mountSessionView({
      modal: page,
      result: r as Schedulable,
      api,
      zone,
      now: o.now,
      redirectSeconds: o.redirectSeconds,
      navigate,
      onShown: (slots) => {
        if (announced) return;
        announced = true;
        custom?.send('availability-loaded', { slug: o.slug, slots });
      },
      onBooked: (b) => {
        booked = true;
        window.removeEventListener('pagehide', leave);
        custom?.send('booking-confirmed', { slug: o.slug, meetingId: b.id, start: b.start, end: b.end, hostName: b.hostName });
      },
    });
  }

  function showForm(c: PublicCampaignDto, prefill: Record<string, string>, errors?: Record<string, string>) {
    const questions = asLinkQuestions(c.questions);
    const main = h('div', { class: 'rw-main' });
    replace(card, h('div', { class: 'rw-book' }, header(c), main));
    const heading = h('h2', { class: 'rw-h2' }, 'Enter your details');
    const form = createBookingForm({ questions, submitLabel: c.submitLabel, onSubmit: (v) => void send(v) });
    // Campaign prospects bring no guests; the form's guest toggle is not offered here.
    form.el.querySelector<HTMLElement>('button[aria-controls]')?.setAttribute('hidden', '');
    const phone = c.questions.find((q) => q.phone);
    if (phone)
      form.el
        .querySelector(`[id$="answers-${phone.id}"]`)
        ?.setAttribute('placeholder', `${phone.placeholder || 'Phone'} (${c.defaultCountryCode} unless you add +code)`);
    const consentBox = h('input', { type: 'checkbox', id: 'rw-consent', name: 'consent' });
    const consentErr = h('p', { class: 'rw-err', id: 'rw-consent-err' });
    consentBox.setAttribute('aria-describedby', 'rw-consent-err');
    const consent = c.consent.enabled
      ? h(
          'div',
          { class: 'rw-field' },
          h('label', { class: 'rw-choice', for: 'rw-consent' }, consentBox, h('span', null, c.consent.text)),
          consentErr,
        )
      : null;
    const actions = form.el.querySelector('.rw-actions');
    if (consent && actions) form.el.insertBefore(consent, actions);
    for (const [k, v] of Object.entries(prefill)) {
      const el = form.el.querySelector<HTMLInputElement>(k === 'name' || k === 'email' ? `[id$="-${k}"]` : `[id$="answers-${k}"]`);
      if (el) el.value = v;
    }
    if (errors) form.showErrors(errors);
    replace(main, [heading, form.el]);
    focusHeading(heading);

    async function send(v: ReturnType<typeof form.values>) {
      if (consent && !consentBox.checked) {
        replace(consentErr, icon('alert'), 'Please accept the consent to continue');
        consentBox.focus();
        return;
      }
      replace(consentErr);
      form.setBusy(true, 'Finding your meeting…');
      form.setBanner(null);
      try {
        const r = await submit({ ...v.answers, name: v.name.trim(), email: v.email.trim() }, false, consentBox.checked);
        schedule(r);
      } catch (caught) {
        const e = caught instanceof ApiFailure ? caught : new ApiFailure(0);
        form.setBusy(false);
        if (e.status === 422) {
          const { fields, other } = errorsFromApi(e.errors);
          const mapped: Record<string, string> = {};
          for (const [p, m] of Object.entries(fields)) {
            if (p === '/consent') replace(consentErr, icon('alert'), m);
            else mapped[p === '/answers/name' ? '/name' : p === '/answers/email' ? '/email' : p] = m;
          }
          form.showErrors(mapped);
          if (other.length) form.setBanner(other[0]);
          return;
        }
        form.setBanner(e.message);
      }
    }
  }

  async function start() {
    let c: PublicCampaignDto;
    try {
      c = await load();
    } catch (e) {
      replace(
        card,
        failureView(e, () => void start()),
      );
      return;
    }
    document.title = c.meta.title;
    applyTheme(app, { link: c.theme.primaryColor });
    applyBrand(app, c.theme, c.theme.primaryColor);
    applyPageBrand(document, c.theme);
    mountAssetStage(app, card, c.page);
    custom ??= mountCustomCode(container.ownerDocument, c.customCode);
    const prefill = answersFromUrl(location.href, c.questions);
    if (!prefill.email) return showForm(c, prefill);
    replace(
      card,
      h('div', { class: 'rw-book' }, header(c), h('div', { class: 'rw-main' }, loadingView('Finding the right person for you…'))),
    );
    try {
      schedule(await submit(prefill, true, false));
    } catch (caught) {
      // A link whose e-mail the tool never filled in ({{contact.email}} left as is) falls back to the form.
      const e = caught instanceof ApiFailure ? caught : new ApiFailure(0);
      if (e.status !== 422)
        return replace(
          card,
          failureView(e, () => void start()),
        );
      const { fields } = errorsFromApi(e.errors);
      showForm(c, prefill, { '/email': fields['/answers/email'] ?? e.message });
    }
  }

  return { ready: start() };
}
