/**
 * The loader a host page includes, well under 1 KB gzipped:
 *
 *   <script async src="https://APP/widget.js" data-router="inbound"></script>
 *
 * It installs `window.Routewise(command, ...args)`. Until the full widget has loaded, every call waits
 * on `Routewise.q` as an array `[command, ...args]`; the full widget (`widget-embed.js`, fetched from the
 * same origin as this script) replays the queue and takes over the function. The router's slug from
 * `data-router` and the app's origin are left on `Routewise.router` and `Routewise.origin`.
 */
export type RoutewiseStub = ((...args: unknown[]) => void) & {
  q: unknown[][];
  router?: string;
  origin?: string;
  loaded?: boolean;
};

type HostWindow = Window & { Routewise?: RoutewiseStub };

function ownScript(d: Document): HTMLScriptElement | null {
  const current = d.currentScript;
  if (current && 'src' in current && current.src) return current as HTMLScriptElement;
  const scripts = d.getElementsByTagName('script');
  for (let i = scripts.length - 1; i >= 0; i--) {
    if (/\/widget\.js(\?|#|$)/.test(scripts[i].src)) return scripts[i];
  }
  return null;
}

(function install(w: HostWindow, d: Document) {
  const existing = w.Routewise;
  // A host may have queued calls with its own one-line stub before this script arrived.
  const stub: RoutewiseStub =
    existing && Array.isArray(existing.q)
      ? existing
      : Object.assign(
          function routewise(...args: unknown[]) {
            stub.q.push(args);
          },
          { q: [] as unknown[][] },
        );
  stub.q = stub.q.map((args) => Array.prototype.slice.call(args));
  w.Routewise = stub;
  if (stub.loaded) return;

  const script = ownScript(d);
  if (!script) return;
  const origin = new URL(script.src, w.location.href).origin;
  stub.origin = origin;
  stub.router = script.getAttribute('data-router') || stub.router;
  stub.loaded = true;

  const embed = d.createElement('script');
  embed.async = true;
  embed.src = `${origin}/widget-embed.js`;
  (d.head || d.body || d.documentElement).appendChild(embed);
})(window as HostWindow, document);
