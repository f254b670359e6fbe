/**
 * The full widget (dist/web/widget-embed.js), injected by the snippet (widget.js). It takes over
 * window.Routewise from the snippet's queueing stub, replays what was queued, and hooks the form
 * the router maps. Included on its own, it reads data-router from its own script tag instead.
 * The scheduler modal is widget-scheduler.js, loaded on demand from next to this script.
 */
import type { RoutewiseStub } from './snippet';
import type { SchedulerHook } from './embed/loader';
import { createWidget } from './embed/widget';

type Embedded = RoutewiseStub & { embedded?: boolean; scheduler?: SchedulerHook };

(function start(w: Window & { Routewise?: Embedded }, d: Document) {
  const stub = w.Routewise;
  // Two snippets on one page must not hook the form twice.
  if (stub?.embedded) return;
  const script = d.currentScript as HTMLScriptElement | null;
  const origin = stub?.origin ?? (script?.src ? new URL(script.src, w.location.href).origin : undefined);
  const router = stub?.router ?? script?.getAttribute('data-router') ?? undefined;
  if (!origin || !router) {
    console.warn('Routewise: the widget script needs a data-router attribute');
    return;
  }
  // The scheduler sits next to this script (keeping its version query), else at the app's origin.
  const src = script ? script.src : '';
  const schedulerUrl = /\/widget-embed\.js/.test(src)
    ? src.replace(/\/widget-embed\.js/, '/widget-scheduler.js')
    : `${origin}/widget-scheduler.js`;
  const widget = createWidget({ routerId: router, origin, schedulerUrl });
  const queued = stub && Array.isArray(stub.q) ? stub.q : [];
  w.Routewise = Object.assign((name?: unknown, arg?: unknown) => widget.command(name, arg), {
    q: [] as unknown[][],
    router,
    origin,
    loaded: true,
    embedded: true,
    // A scheduler that registered first stays usable.
    scheduler: stub ? stub.scheduler : undefined,
  });
  for (const args of queued) void widget.command(args[0], args[1]);
})(window, document);
