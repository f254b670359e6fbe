import { api } from './api';

/** Noise the spec says error reporting ignores: failed fetches and resize-observer loops. */
export function isIgnorable(message: string) {
  return /Failed to fetch|NetworkError|Load failed|ResizeObserver loop/i.test(message);
}

/** Sends an uncaught client error to POST /api/exceptions; reporting never throws. */
export function reportError(error: unknown) {
  const e = error instanceof Error ? error : new Error(String(error));
  if (isIgnorable(e.message)) return;
  void api.exceptions
    .$post({ json: { message: e.message.slice(0, 1000), stack: (e.stack ?? '').slice(0, 4000), url: window.location.href.slice(0, 500) } })
    .catch(() => undefined);
}
