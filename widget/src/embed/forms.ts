import { answersFromForm, formData, type Answers } from './providers';

/**
 * Hooks the host page's own <form> submissions (native HTML, React, Gatsby, Formspree, custom).
 * The listener sits on the document in the capture phase, so forms rendered late work too, and it
 * reads the answers there, before the page's handlers run (React forms often reset on submit).
 * Whether the page handles the submit itself (preventDefault, as SPA/AJAX forms do) is only known
 * once its handlers have run, so the decision waits for the event's bubble to reach the window.
 */
export type InterceptedSubmit = {
  form: HTMLFormElement;
  answers: Answers;
  /**
   * True when the submit would have left the page and the widget held it back: `resend` then
   * delivers the form to its action in the background, `proceed` lets the browser submit it as if
   * the widget were not there.
   */
  held: boolean;
  resend(): void;
  proceed(): void;
};

type Fetch = (input: string, init?: RequestInit) => Promise<unknown>;

export function interceptSubmits(o: {
  win: Window;
  isMapped(form: HTMLFormElement): boolean;
  onSubmit(s: InterceptedSubmit): void;
  fetch?: Fetch;
}): () => void {
  const { win } = o;
  const doc = win.document;
  let pending: { e: SubmitEvent; answers: Answers; timer: ReturnType<typeof setTimeout> } | null = null;

  const settle = (reachedWindow: boolean) => {
    const p = pending;
    if (!p) return;
    pending = null;
    clearTimeout(p.timer);
    const { e } = p;
    const form = e.target as HTMLFormElement;
    // A handler that stopped propagation kept the event from the window: by then a navigation can
    // no longer be held back, so the answers are still routed but nothing is re-sent.
    const held = reachedWindow && !e.defaultPrevented && form.method !== 'dialog';
    if (held) e.preventDefault();
    o.onSubmit({
      form,
      answers: p.answers,
      held,
      resend: () => held && resend(win, form, e.submitter, o.fetch),
      proceed: () => held && proceed(form, e.submitter),
    });
  };

  const onCapture = (e: Event) => {
    const form = e.target as HTMLFormElement;
    if (form?.tagName !== 'FORM' || !o.isMapped(form)) return;
    settle(false);
    pending = { e: e as SubmitEvent, answers: answersFromForm(form, (e as SubmitEvent).submitter), timer: setTimeout(settle, 0, false) };
  };
  const onBubble = (e: Event) => pending?.e === e && settle(true);
  doc.addEventListener('submit', onCapture, true);
  win.addEventListener('submit', onBubble);
  return () => {
    doc.removeEventListener('submit', onCapture, true);
    win.removeEventListener('submit', onBubble);
  };
}

/**
 * Delivers the held form to its action in the background, so the site's own backend still gets
 * the lead; keepalive lets the request finish even when the widget redirects at once.
 */
export function resend(win: Window, form: HTMLFormElement, submitter: HTMLElement | null, fetchImpl?: Fetch) {
  const data = formData(form, submitter);
  const fields = new URLSearchParams();
  data.forEach((value, name) => typeof value === 'string' && fields.append(name, value));
  const url = new URL(form.action);
  const get = form.method !== 'post';
  if (get) url.search = String(fields);
  const body = get ? undefined : form.enctype === 'multipart/form-data' ? data : fields;
  (fetchImpl ?? win.fetch.bind(win))(url.href, { method: get ? 'GET' : 'POST', body, mode: 'no-cors', keepalive: true }).catch(
    () => undefined,
  );
}

/** Submits the form the way the browser would have, without firing submit again. */
export function proceed(form: HTMLFormElement, submitter: HTMLElement | null) {
  const name = submitter?.getAttribute('name');
  if (name) {
    // form.submit() leaves out the clicked button; the server may be reading its value.
    const input = form.ownerDocument.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = (submitter as HTMLButtonElement).value;
    form.appendChild(input);
  }
  // The prototype's submit, since an input named "submit" shadows form.submit.
  HTMLFormElement.prototype.submit.call(form);
}

/**
 * Tracks the mapped form as the page renders it, also when it appears late (React, Gatsby and
 * HubSpot embeds render after load, multi-step forms add inputs): `onForm` runs once per form.
 */
export function watchForms(
  doc: Document,
  isMapped: (form: HTMLFormElement) => boolean,
  onForm: (form: HTMLFormElement) => void,
): () => void {
  const seen = new WeakSet<HTMLFormElement>();
  const scan = () =>
    doc.querySelectorAll('form').forEach((form) => {
      if (!seen.has(form) && isMapped(form)) {
        seen.add(form);
        onForm(form);
      }
    });
  scan();
  // A page has few forms: rescanning them all after a batch of DOM changes costs less than walking the changes.
  const observer = new MutationObserver(scan);
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
