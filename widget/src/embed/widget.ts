import type { PublicRouterDto, SessionStateDto, SubmissionResultDto } from '@contracts/routing-sessions';
import { uuid } from '../scheduler/api';
import { detectTimezone, openingWindow } from '../scheduler/time';
import { createEmbedApi } from './api';
import { interceptSubmits, watchForms, type InterceptedSubmit } from './forms';
import { schedulerLoader, type SchedulerLoader, type SchedulerSession } from './loader';
import { answersFromForm, collectAnswers, elementMatches, hookProvider, mappedAnswers, usesSubmitEvent, type Answers } from './providers';
import type { Schedulable } from './session-view';
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
  /** Where the scheduler script is (default: widget-scheduler.js at `origin`). */
  schedulerUrl?: string;
  /** Loads the scheduler (default: injects `schedulerUrl`, or takes the one already on the page). */
  loadScheduler?: SchedulerLoader;
};

/** What became of a submission: the scheduler opened, the prospect was sent on, nothing to do, it failed, or it was not taken. */
export type RouteOutcome = 'scheduler' | 'redirected' | 'none' | 'failed' | 'ignored';

type Session = { id: string; view: SchedulerSession; timer?: ReturnType<typeof setTimeout> };

/** How long after the not-booked wait the widget first asks (the queue message runs it about then), and how often after. */
const ASK_AFTER_WAIT_MS = 5_000;
const ASK_AGAIN_MS = 30_000;

/**
 * The widget on a host page: loads the router's mapping, hooks the mapped form through its
 * provider, sends each submission for routing, and then leaves for the redirect URL or opens the
 * scheduler in a modal; closing it unbooked tells the server, which may name a redirect, and a
 * prospect still in it when the not-booked wait redistributes them is sent on to that redirect. The
 * scheduler is a script of its own, fetched when the prospect starts on the form, when the page
 * is idle, or at the latest while the submission routes.
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
  let destroyed = false;
  const unhooks: (() => void)[] = [];
  const loadScheduler = o.loadScheduler || schedulerLoader(win, o.schedulerUrl || `${o.origin}/widget-scheduler.js`, o.submitTimeoutMs);
  /**
   * Starts loading the scheduler ahead of need (a failure here is retried when it is needed), and works out the
   * visitor's zone and opening month once: a page's first time zone sum loads the browser's zone data, which the
   * submit would otherwise wait for.
   */
  const prefetch = () => {
    if (destroyed) return;
    loadScheduler().catch(() => {});
    openingWindow(detectTimezone(), (o.now || Date.now)());
  };

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
          // The prospect starting on the form is the cue to fetch the scheduler.
          const warm = () => {
            f.removeEventListener('focusin', warm);
            f.removeEventListener('pointerdown', warm);
            prefetch();
          };
          f.addEventListener('focusin', warm);
          f.addEventListener('pointerdown', warm);
        }),
      );
      whenIdle(win, prefetch);
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
    if (!Object.keys(answers).length) return (onNothing(), 'none');
    busy = true;
    const href = win.location.href;
    // Loads alongside the submission, unless a prefetch has already brought it.
    const scheduler = loadScheduler();
    scheduler.catch(() => {});
    let result: SubmissionResultDto;
    const timezone = detectTimezone();
    // The scheduler's opening month comes back with the routing answer: times show without a second request.
    const slotsWindow = openingWindow(timezone, (o.now || Date.now)()) || undefined;
    try {
      result = await within(
        api.submit(
          o.routerId,
          {
            answers: mappedAnswers(cfg, answers),
            pageUrl: href.slice(0, 2000),
            referrer: doc.referrer.slice(0, 2000) || null,
            utm: currentUtm(href, storage),
            timezone,
            slotsWindow,
          },
          uuid(),
        ),
        o.submitTimeoutMs || 10_000,
      );
    } catch (e) {
      busy = false;
      console.warn(`Routewise: submission not routed: ${(e as Error).message}`);
      onNothing();
      return 'failed';
    }
    if (result.outcome == 'disqualified' || !result.assignee || !result.meetingType) {
      busy = false;
      return leave(result.redirectUrl, onShown, onNothing);
    }
    let view: SchedulerSession;
    try {
      const hook = await scheduler;
      if (destroyed) return 'ignored';
      view = hook.open({
        doc,
        result: result as Schedulable,
        routerId: cfg.id,
        origin: o.origin,
        fetch: o.fetch,
        zone: timezone,
        now: o.now,
        redirectSeconds: o.redirectSeconds,
        navigate,
        onClose: () => void close(),
        onRedistributed: () => session && session.id == result.sessionId && void ask(session),
      });
    } catch (e) {
      // No scheduler to show: end the session unbooked, as closing it would, and go where the
      // server then names, or let the page carry on as it would have without the widget.
      console.warn(`Routewise: scheduler not loaded: ${(e as Error).message}`);
      let redirectUrl: string | null = null;
      try {
        redirectUrl = (await within(api.close(result.sessionId), 5000)).redirectUrl;
      } catch {
        // The session still ends unbooked on the server once the not-booked time passes.
      }
      busy = false;
      return leave(redirectUrl, onShown, onNothing) == 'redirected' ? 'redirected' : 'failed';
    }
    busy = false;
    onShown();
    session = { id: result.sessionId, view };
    if (result.redistributeAt) askAt(session, Date.parse(result.redistributeAt) - (o.now || Date.now)() + ASK_AFTER_WAIT_MS);
    return 'scheduler';
  }

  function askAt(s: Session, ms: number) {
    clearTimeout(s.timer);
    s.timer = setTimeout(() => void ask(s), Math.max(0, ms));
  }

  /**
   * While the scheduler is still open and unbooked: asks whether the not-booked wait handed the
   * prospect to someone else, and if so closes it and sends them where the redistribution says (the
   * pod's redistribution redirect). Still waiting, or no answer, asks again a little later.
   */
  async function ask(s: Session) {
    if (session !== s || s.view.booked) return;
    let state: SessionStateDto | null = null;
    try {
      state = await api.state(s.id);
    } catch {
      // Offline for a moment: the next ask may get through.
    }
    if (session !== s || s.view.booked) return;
    if (state && state.redistributed) {
      if (!state.redirectUrl) return;
      session = null;
      clearTimeout(s.timer);
      s.view.destroy();
      navigate(state.redirectUrl);
      return;
    }
    if (!state || state.redistributeAt) askAt(s, ASK_AGAIN_MS);
  }

  /** Sends the prospect to `url` when there is one; without one, the page carries on as it would have. */
  function leave(url: string | null, onShown: () => void, onNothing: () => void): RouteOutcome {
    if (!url) return (onNothing(), 'none');
    onShown();
    navigate(url);
    return 'redirected';
  }

  /** Closes the scheduler; unbooked, the server records that and may name where to send the prospect. */
  async function close() {
    const s = session;
    if (!s) return;
    session = null;
    clearTimeout(s.timer);
    s.view.destroy();
    if (s.view.booked) return;
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
    if (name == 'open' && session) return session.view.focus();
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
      destroyed = true;
      unhooks.splice(0).forEach((off) => off());
      if (session) {
        clearTimeout(session.timer);
        session.view.destroy();
      }
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

/** `p`, or a rejection once `ms` have passed without it settling. */
function within<T>(p: Promise<T>, ms: number) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(reject, ms, new Error('timed out'));
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Runs `fn` once the page has loaded and the browser is idle (or a moment after load, where there is no requestIdleCallback). */
function whenIdle(win: Window, fn: () => void) {
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(fn, { timeout: 5000 }) : win.setTimeout(fn, 1000));
  if (win.document.readyState == 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
