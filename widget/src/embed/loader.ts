import type { Schedulable } from './session-view';

/*
 * The scheduler (modal, calendar, slots, time zone picker, confirmation and their styles) is most
 * of the widget's weight and only needed once a submission routes to someone, so it ships as its
 * own script, widget-scheduler.js (widget/src/embed-scheduler.ts). Loaded, it registers itself as
 * `window.Routewise.scheduler`; this file is the small part the first download keeps: the hook's
 * shape and the loader that fetches it. Only types come from the scheduler's modules here.
 */

export type SchedulerOpenOptions = {
  doc: Document;
  result: Schedulable;
  /** The router's id, for the events the scheduler announces (absent from a widget older than the scheduler). */
  routerId?: string;
  /** The app's origin and the fetch to reach it with: the scheduler calls the API with its own client. */
  origin: string;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  zone: string;
  now?: () => number;
  redirectSeconds?: number;
  navigate(url: string): void;
  /** The prospect asked to close the dialog (its close button, Escape). */
  onClose(): void;
  /** A booking was refused because the session was redistributed meanwhile: the widget asks where to go. */
  onRedistributed?(): void;
};

/** One open scheduler dialog. */
export type SchedulerSession = {
  /** Settles once the first slots have loaded. */
  ready: Promise<unknown>;
  /** Whether the prospect has booked a meeting in it. */
  readonly booked: boolean;
  /** Moves focus back into the dialog. */
  focus(): void;
  /** Stops a running redirect countdown and removes the dialog. */
  destroy(): void;
};

export type SchedulerHook = { open(o: SchedulerOpenOptions): SchedulerSession };

export type SchedulerLoader = () => Promise<SchedulerHook>;

type HookWindow = Window & { Routewise?: { scheduler?: SchedulerHook } };

/** The scheduler registered on the page, if it has loaded. */
export const registeredScheduler = (win: Window) => {
  const rw = (win as HookWindow).Routewise;
  return rw ? rw.scheduler : undefined;
};

/**
 * Loads the scheduler script from `src` on first call and resolves with its hook; later calls share
 * that load, and once the hook is there they resolve at once. A load that fails (network error,
 * a script that did not register, nothing within `timeoutMs`) rejects, and the next call tries again.
 */
export function schedulerLoader(win: Window, src: string, timeoutMs = 10_000): SchedulerLoader {
  let pending: Promise<SchedulerHook> | null = null;
  return () => {
    const hook = registeredScheduler(win);
    if (hook) return Promise.resolve(hook);
    if (pending) return pending;
    return (pending = new Promise<SchedulerHook>((resolve, reject) => {
      const doc = win.document;
      const script = doc.createElement('script');
      const done = (error?: Error) => {
        clearTimeout(timer);
        script.onload = script.onerror = null;
        const loaded = registeredScheduler(win);
        if (loaded) return resolve(loaded);
        pending = null;
        script.remove();
        reject(error || new Error(`${src} did not register the scheduler`));
      };
      const timer = setTimeout(done, timeoutMs, new Error(`${src} timed out`));
      script.onload = () => done();
      script.onerror = () => done(new Error(`${src} failed to load`));
      script.async = true;
      script.src = src;
      (doc.head || doc.body || doc.documentElement).appendChild(script);
    }));
  };
}
