// A tiny element builder: the popup and the hand-over panel are a few dozen elements, no framework needed.

type Attrs = Record<string, string | boolean | number | ((e: Event) => void) | undefined>;
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.replace(/^on/, '').toLowerCase(), v);
    else if (k === 'text') el.textContent = String(v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c) el.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
  return el;
}

export const problemText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** A time in a zone, as a prospect reads it: "Tue, Dec 1, 10:30 AM". */
export const timeIn = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
export const zones = (): string[] => {
  const all = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return all.length ? all : [browserZone(), 'UTC'];
};

/** The text a seller pastes: the picked times in the prospect's zone, and the link to book one. */
export const slotsText = (starts: string[], zone: string, url: string) =>
  [`Here are a few times that work for me (${zone}):`, ...starts.map((s) => `- ${timeIn(s, zone)}`), `Book one here: ${url}`].join('\n');
