/**
 * UTM attribution for a submission. The form is often filled pages after the visitor landed from a
 * campaign link, so the landing page's utm_* parameters are remembered for the browser tab
 * (sessionStorage) and used when the form's own page URL carries none.
 */
import type { UtmKey } from '@contracts/utm-params';

// The keys of contracts/utm-params.ts, spelled out here because the widget takes only types from the contracts:
// importing that module's values would bring valibot's schemas into every customer's page.
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const satisfies readonly UtmKey[];
export type Utm = Record<(typeof UTM_KEYS)[number], string | null>;
type Store = Pick<Storage, 'getItem' | 'setItem'> | null;

const STORAGE_KEY = 'routewise:utm';

// Values are clipped to the API's 300 characters: a longer one would turn the whole submission away.
function read(get: (key: string) => unknown): Utm | null {
  const utm = {} as Utm;
  let any = false;
  for (const key of UTM_KEYS) {
    const value = get(key);
    any = (utm[key] = typeof value == 'string' && value.trim() ? value.trim().slice(0, 300) : null) != null || any;
  }
  return any ? utm : null;
}

/** The utm_* parameters of a URL, or null when it has none. */
export function utmFromUrl(href: string): Utm | null {
  try {
    const params = new URL(href).searchParams;
    return read((key) => params.get(`utm_${key}`));
  } catch {
    return null;
  }
}

/**
 * The attribution to send: the page URL's parameters when it has any (taken as a set, so two
 * campaigns are never mixed), else the ones remembered from the landing page.
 */
export function currentUtm(href: string, storage: Store): Utm {
  let saved: Utm | null = null;
  try {
    const raw = JSON.parse((storage && storage.getItem(STORAGE_KEY)) || '{}');
    saved = read((key) => raw[key]);
  } catch {
    // Unreadable or blocked storage: no remembered attribution.
  }
  return utmFromUrl(href) || saved || { source: null, medium: null, campaign: null, term: null, content: null };
}

/** Remembers the landing page's parameters for this tab; a later campaign link replaces them as a set. */
export function rememberUtm(href: string, storage: Store) {
  const utm = utmFromUrl(href);
  try {
    if (utm && storage) storage.setItem(STORAGE_KEY, JSON.stringify(utm));
  } catch {
    // Storage can be full or blocked (private modes, sandboxed frames): attribution is best effort.
  }
}

/** The tab's sessionStorage, or null where touching it throws (blocked third-party storage). */
export function sessionStore(win: Window): Store {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}
