import type { PublicRouterDto, SubmissionResultDto } from '@contracts/routing-sessions';
import { uuid } from '../scheduler/api';
import { detectTimezone } from '../scheduler/time';
import { createEmbedApi } from './api';
import { interceptSubmits, watchForms, type InterceptedSubmit } from './forms';
import { openModal, type Modal } from './modal';
import { answersFromForm, collectAnswers, elementMatches, hookProvider, mappedAnswers, usesSubmitEvent, type Answers } from './providers';
import { mountSessionView, type Schedulable } from './session-view';
import { currentUtm, rememberUtm, sessionStore } from './utm';

export type WidgetOptions = {
  /** The router's id or slug (data-router on the snippet). */
  routerId: string;
  /** The app's origin, where the public API lives. */
  origin: string;
  win?: Window;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  navigate?(url: string): void;
  now?: () => number;
  redirectSeconds?: number;
  /** How long a held native form waits for routing before the page is let go its own way. */
  submitTimeoutMs?: number;
};

/** What became of a submission: the scheduler opened, the prospect was sent on, nothing to do, it failed, or it was not taken. */
export type RouteOutcome = 'scheduler' | 'redirected' | 'none' | 'failed' | 'ignored';

type Session = { id: string; modal: Modal; booked?: boolean; stop(): void };

/**
 * The widget on a host page: loads the router's mapping, hooks the mapped form through its
 * provider, sends each submission for routing, and then leaves for the redirect URL or opens the
 * scheduler in a modal; closing it unbooked tells the server, which may name a redirect.
 */
export function createWidget(o: WidgetOptions) {
  const win = o.win || window;
  const doc = win.document;
  const api = createEmbedApi(o.origin, o.fetch);
  const navigate = o.navigate || ((url: string) => win.location.assign(url));
  const storage = sessionStore(win);
  rememberUtm(win.location.href, storage);

  let config: PublicRouterDto | null = null;
  let form: HTMLFormElement | null = null;
  let busy = false;
  let session: Session | null = null;
  const unhooks: (() => void)[] = [];

  const isMapped = (f: HTMLFormElement) => {
    const cfg = config!;
    const selector = (cfg.selector || '').trim();
    return selector ? elementMatches(f, selector) : !!f.elements.namedItem(cfg.emailField);
  };

  const ready = api.router(o.routerId).then(
    (cfg) => {
      config = cfg;
      unhooks.push(
        usesSubmitEvent(cfg.provider)
          ? interceptSubmits({ win, isMapped, onSubmit: onIntercepted, fetch: o.fetch })
          : hookProvider(cfg.provider, win, cfg, (answers, fallback) => void route(answers, undefined, fallback)),
        watchForms(doc, isMapped, (f) => {
          form = f;
          f.setAttribute('data-routewise-router', cfg.id);
        }),
      );
      return cfg;
    },
    (e: Error) => {
      console.warn(`Routewise: router ${o.routerId}: ${e.message}`);
      return null;
    },
  );

  function onIntercepted(s: InterceptedSubmit) {
    // A second click while the first submission routes stays held and is dropped.
    if (busy || session) return;
    s.form.setAttribute('aria-busy', 'true');
    void route(s.answers, s.resend, s.proceed).then(() => s.form.removeAttribute('aria-busy'));
  }

  /**
   * Routes one submission. `onShown` runs when the widget takes the prospect somewhere (scheduler
   * or redirect); `onNothing` when it has nothing to show, so the page can carry on as it would have.
   */
  async function route(answers: Answers, onShown = () => {}, onNothing = () => {}): Promise<RouteOutcome> {
    const cfg = config;
    if (!cfg || busy || session) return 'ignored';
    if (!Object.keys(answers).length) return onNothing(), 'none';
    busy = true;
    const href = win.location.href;
    let result: SubmissionResultDto;
    try {
      result = await new Promise<SubmissionResultDto>((resolve, reject) => {
        const timer = setTimeout(reject, o.submitTimeoutMs || 10_000, new Error('timed out'));
        api
          .submit(
            o.routerId,
            {
              answers: mappedAnswers(cfg, answers),
              pageUrl: href.slice(0, 2000),
              referrer: doc.referrer.slice(0, 2000) || null,
              utm: currentUtm(href, storage),
              timezone: detectTimezone(),
            },
            uuid(),
          )
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      });
    } catch (e) {
      console.warn(`Routewise: submission not routed: ${(e as Error).message}`);
      onNothing();
      return 'failed';
    } finally {
      busy = false;
    }
    if (result.outcome == 'disqualified' || !result.assignee || !result.meetingType) {
      if (!result.redirectUrl) return onNothing(), 'none';
      onShown();
      navigate(result.redirectUrl);
      return 'redirected';
    }
    onShown();
    const modal = openModal(doc, () => void close());
    const s: Session = (session = { id: result.sessionId, modal, stop: () => {} });
    s.stop = mountSessionView({
      modal,
      result: result as Schedulable,
      api,
      zone: detectTimezone(),
      now: o.now,
      redirectSeconds: o.redirectSeconds,
      navigate,
      onBooked: () => (s.booked = true),
    }).stop;
    return 'scheduler';
  }

  /** Closes the scheduler; unbooked, the server records that and may name where to send the prospect. */
  async function close() {
    const s = session;
    if (!s) return;
    session = null;
    s.stop();
    s.modal.destroy();
    if (s.booked) return;
    try {
      const closed = await api.close(s.id);
      if (closed.redirectUrl) navigate(closed.redirectUrl);
    } catch {
      // The session still ends unbooked on the server once the not-booked time passes.
    }
  }

  /** window.Routewise(command, arg): 'submit' routes answers (an object or a form), 'open' the same or the mapped form's, 'close' closes. */
  async function command(name: unknown, arg?: unknown): Promise<RouteOutcome | void> {
    await ready;
    if (name == 'close') return close();
    if (name == 'open' && session) return session.modal.focus();
    if (name == 'open' || name == 'submit') return route(answersOf(arg || (name == 'open' && form)));
    console.warn(`Routewise: unknown command ${String(name)}`);
  }

  return {
    ready,
    command,
    route,
    close,
    /** Unhooks everything and removes an open scheduler without reporting it (the page is going away). */
    destroy() {
      unhooks.splice(0).forEach((off) => off());
      if (session) session.stop(), session.modal.destroy();
      session = null;
    },
  };
}
export type Widget = ReturnType<typeof createWidget>;

/** Answers passed to a command: a form element, or an object of name -> value(s). */
function answersOf(arg: unknown): Answers {
  if (!arg || typeof arg != 'object') return {};
  return (arg as Element).tagName == 'FORM' ? answersFromForm(arg as HTMLFormElement) : collectAnswers(Object.entries(arg));
}
