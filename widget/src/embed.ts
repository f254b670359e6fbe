/**
 * The full widget (dist/web/widget-embed.js), injected by the snippet (widget.js). It takes over
 * window.Routewise from the snippet's queueing stub, replays what was queued, and hooks the form
 * the router maps. Included on its own, it reads data-router from its own script tag instead.
 */
import type { RoutewiseStub } from './snippet';
import { createWidget } from './embed/widget';

type Embedded = RoutewiseStub & { embedded?: boolean };

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
  const widget = createWidget({ routerId: router, origin });
  const queued = stub && Array.isArray(stub.q) ? stub.q : [];
  w.Routewise = Object.assign((name?: unknown, arg?: unknown) => widget.command(name, arg), { q: [] as unknown[][], router, origin, loaded: true, embedded: true });
  for (const args of queued) void widget.command(args[0], args[1]);
})(window, document);
