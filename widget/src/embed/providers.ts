import type { PublicRouterDto } from '@contracts/routing-sessions';

/**
 * Provider adapters: how a submission of the mapped form reaches the widget for each kind of form
 * (spec: form provider type react, gatsby, hubspot, marketo, formspree, contact7, custom), and how
 * each provider's payload becomes the answers object the API takes, keyed by input name.
 */
export type Answers = Record<string, string | string[]>;
export type Provider = PublicRouterDto['provider'];

/*
 * The widget's code avoids ?. and ??: the bundle targets ES2019, where each one compiles to several times
 * its size, and the widget has a size budget.
 */

/**
 * Builds answers from name/value pairs: repeated names (checkboxes, multi-selects) become arrays;
 * anything but text, numbers and booleans is left out. Values are clipped to the API's limits
 * (2000 characters, 50 values, 100 names) so one odd field cannot cost the lead.
 */
export function collectAnswers(pairs: Iterable<[unknown, unknown]>): Answers {
  const out: Answers = {};
  let names = 0;
  for (const [name, raw] of pairs) {
    if (typeof name != 'string' || !name) continue;
    for (const v of ([] as unknown[]).concat(raw)) {
      const type = typeof v;
      if (type != 'string' && type != 'number' && type != 'boolean') continue;
      const value = String(v).slice(0, 2000);
      const prev = out[name];
      if (prev === undefined) {
        if (++names > 100) return out;
        out[name] = Array.isArray(raw) ? [value] : value;
      } else if (typeof prev == 'string') out[name] = [prev, value];
      else if (prev.length < 50) prev.push(value);
    }
  }
  return out;
}

/** FormData including the button that submitted the form, where the browser supports that. */
export function formData(form: HTMLFormElement, submitter?: HTMLElement | null) {
  const FD = (form.ownerDocument.defaultView || window).FormData;
  try {
    return new FD(form, submitter);
  } catch {
    // Older browsers take no submitter; the button's own name/value is then simply absent.
    return new FD(form);
  }
}

/** A form's answers as it would submit them, minus passwords and files, which have no place in routing. */
export function answersFromForm(form: HTMLFormElement, submitter?: HTMLElement | null): Answers {
  const data = formData(form, submitter);
  for (const el of Array.from(form.elements) as HTMLInputElement[]) if (el.type == 'password' && el.name) data.delete(el.name);
  return collectAnswers(data as unknown as Iterable<[string, unknown]>);
}

const isObject = (x: unknown): x is Record<string, any> => !!x && typeof x == 'object';
const pairsOf = (list: unknown[]) => list.map((f) => (isObject(f) ? [f.name, f.value] : []) as [unknown, unknown]);

/**
 * A HubSpot form's 'onFormSubmitted' window message: `data.submissionValues` (current embeds) or a
 * `[{ name, value }]` list (legacy embeds). Null for any other message.
 */
export function hubspotSubmission(m: unknown): { id: string | null; answers: Answers } | null {
  if (!isObject(m) || m.type != 'hsFormCallback' || m.eventName != 'onFormSubmitted') return null;
  const d = m.data;
  const list = Array.isArray(d) ? d : isObject(d) && Array.isArray(d.fields) ? d.fields : null;
  const answers = list
    ? collectAnswers(pairsOf(list))
    : isObject(d) && isObject(d.submissionValues)
      ? collectAnswers(Object.entries(d.submissionValues))
      : null;
  return answers && { id: typeof m.id == 'string' && m.id ? m.id : null, answers };
}

/** A Marketo form's onSuccess values object ({ Email: 'a@b.test', Interests: ['x', 'y'] }). */
export const marketoAnswers = (values: unknown): Answers => (isObject(values) ? collectAnswers(Object.entries(values)) : {});

/** Contact Form 7's 'wpcf7mailsent' event detail: `inputs: [{ name, value }]`. */
export const contact7Answers = (detail: unknown): Answers =>
  isObject(detail) && Array.isArray(detail.inputs) ? collectAnswers(pairsOf(detail.inputs)) : {};

/** Whether an element is, sits in, or holds what the mapping's selector points at; an invalid selector matches nothing. */
export function elementMatches(el: Element, selector: string) {
  try {
    return el.matches(selector) || !!el.closest(selector) || !!el.querySelector(selector);
  } catch {
    return false;
  }
}

type Mapping = Pick<PublicRouterDto, 'selector' | 'emailField'>;

/**
 * Whether a submission belongs to the router's mapped form: by the selector when the submission
 * comes with its element (or a form id the selector names), else by carrying the mapped e-mail field.
 */
export function isMappedSubmission(cfg: Mapping, answers: Answers, el?: Element | null, id?: string | null) {
  const selector = (cfg.selector || '').trim();
  if (selector && el) return elementMatches(el, selector);
  if (selector && id && selector.includes(id)) return true;
  return String(answers[cfg.emailField] || '').trim() != '';
}

/**
 * Only what the mapping uses leaves the page (hidden CSRF tokens and honeypots stay behind); a
 * router whose mapping lists no fields gets every answer.
 */
export function mappedAnswers(cfg: Pick<PublicRouterDto, 'fields' | 'emailField' | 'nameFields'>, answers: Answers): Answers {
  const n = cfg.nameFields;
  const keep = [...cfg.fields, cfg.emailField, ...(n.mode == 'full' ? [n.fullName] : [n.firstName, n.lastName])];
  if (!cfg.fields.length) return answers;
  const out: Answers = {};
  for (const name in answers) if (keep.includes(name)) out[name] = answers[name];
  return out;
}

/** Providers whose forms are ordinary DOM forms: the widget listens to their submit event. */
export const usesSubmitEvent = (provider: Provider) => provider != 'hubspot' && provider != 'marketo' && provider != 'contact7';

/** A mapped submission; `fallback` continues where the provider would have gone had the widget not stepped in. */
export type OnAnswers = (answers: Answers, fallback?: () => void) => void;

type MktoForm = {
  onSuccess(cb: (values: unknown, followUpUrl?: string) => boolean | void): unknown;
  getFormElem?(): ArrayLike<Element>;
  getId?(): number;
};
type MktoWindow = Window & { MktoForms2?: { whenReady(cb: (form: MktoForm) => void): void } };

/** Listens to a message-based provider's own success signal; returns the function that stops listening. */
export function hookProvider(provider: Provider, win: Window, cfg: Mapping, onAnswers: OnAnswers): () => void {
  const doc = win.document;
  if (provider == 'hubspot') {
    const onMessage = (e: MessageEvent) => {
      const s = hubspotSubmission(e.data);
      // Raw-HTML embeds render <form id="hsForm_<guid>"> in the page; iframe embeds only have the id.
      if (s && isMappedSubmission(cfg, s.answers, s.id ? doc.getElementById(`hsForm_${s.id}`) : null, s.id)) onAnswers(s.answers);
    };
    win.addEventListener('message', onMessage);
    return () => win.removeEventListener('message', onMessage);
  }
  if (provider == 'contact7') {
    const onSent = (e: Event) => {
      const answers = contact7Answers((e as CustomEvent).detail);
      if (isMappedSubmission(cfg, answers, e.target instanceof Element ? e.target : null)) onAnswers(answers);
    };
    doc.addEventListener('wpcf7mailsent', onSent);
    return () => doc.removeEventListener('wpcf7mailsent', onSent);
  }
  if (provider != 'marketo') return () => undefined;
  let live = true;
  let tries = 60;
  let timer: ReturnType<typeof setTimeout>;
  const hookMarketo = () => {
    const mkto = (win as MktoWindow).MktoForms2;
    // Marketo's forms2.js often loads after the widget: look again every half second for half a minute.
    if (!mkto) return live && tries-- > 0 && (timer = setTimeout(hookMarketo, 500));
    mkto.whenReady((form) =>
      form.onSuccess((values, followUpUrl) => {
        const answers = marketoAnswers(values);
        const el = form.getFormElem && form.getFormElem()[0];
        if (!live || !isMappedSubmission(cfg, answers, el, form.getId && String(form.getId()))) return;
        onAnswers(answers, followUpUrl ? () => win.location.assign(followUpUrl) : undefined);
        // false stops Marketo's own follow-up redirect: the widget decides where the prospect goes.
        return false;
      }),
    );
  };
  hookMarketo();
  return () => {
    live = false;
    clearTimeout(timer);
  };
}
