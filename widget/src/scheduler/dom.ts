/** A tiny DOM builder: the scheduler's only "framework". */
export type Child = Node | string | number | null | undefined | false | Child[];
type AttrValue = string | number | boolean | null | undefined | ((e: any) => void);
export type Attrs = Record<string, AttrValue>;

/** Creates an element; `on<event>` attributes become listeners, true/false toggle boolean attributes. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (attrs) {
    for (const [name, value] of Object.entries(attrs)) {
      if (value == null || value === false) continue;
      if (typeof value === 'function') el.addEventListener(name.slice(2).toLowerCase(), value);
      else el.setAttribute(name, value === true ? '' : String(value));
    }
  }
  append(el, children);
  return el;
}

/** Appends children, flattening arrays and skipping empty ones. */
export function append(parent: Node, children: Child[]) {
  for (const c of children) {
    if (c == null || c === false) continue;
    if (Array.isArray(c)) append(parent, c);
    else parent.appendChild(typeof c === 'object' ? c : document.createTextNode(String(c)));
  }
}

/** Replaces an element's children. */
export function replace(parent: Element, ...children: Child[]) {
  parent.textContent = '';
  append(parent, children);
}

const PATHS: Record<string, string> = {
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  video: 'M15 10l5-3v10l-5-3M4 6h11v12H4z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0',
  left: 'M15 18l-6-6 6-6',
  right: 'M9 18l6-6-6-6',
  down: 'M6 9l6 6 6-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 8v5M12 16.5v.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  x: 'M6 6l12 12M18 6 6 18',
  arrow: 'M5 12h14M13 6l6 6-6 6',
};

/** An inline stroke icon, hidden from assistive technology (the text next to it says what it means). */
export function icon(name: keyof typeof PATHS | string, cls = 'rw-icon') {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', cls);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', PATHS[name] ?? '');
  svg.appendChild(path);
  return svg;
}

export type Announcer = { polite(message: string): void };

/**
 * A visually hidden polite live region inside `root` for status changes that have no visible text
 * of their own (a day chosen, a redirect paused). Errors are not repeated here: a field's message is
 * read when focus moves to the field, and banners are role="alert" themselves.
 */
export function createAnnouncer(root: Element): Announcer {
  const region = h('div', { class: 'rw-sr', role: 'status', 'aria-live': 'polite' });
  append(root, [region]);
  return {
    polite(message) {
      region.textContent = '';
      // A changed text is what screen readers announce; clearing first lets the same message repeat.
      setTimeout(() => (region.textContent = message), 50);
    },
  };
}

/** A banner that announces itself (role="alert"); its text is set a moment after a view change so it is read out. */
export function alertBanner() {
  const el = h('div', { class: 'rw-banner', role: 'alert' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (message: string | null) => replace(el, message ? [icon('alert'), h('span', null, message)] : null);
  return {
    el,
    set(message: string | null, delayed = false) {
      clearTimeout(timer);
      if (delayed && message) {
        set(null);
        timer = setTimeout(() => set(message), 50);
      } else set(message);
    },
  };
}

let counter = 0;
/** A document-unique id prefix, so several schedulers can share a page. */
export const uid = (name: string) => `rw${++counter}-${name}`;

/** The focused element as seen from `el`'s document or shadow root (document.activeElement is only the shadow host). */
export function activeWithin(el: Element): HTMLElement | null {
  const root = el.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement as HTMLElement | null;
  return active && el.contains(active) ? active : null;
}

/** Moves focus to an element that is not normally focusable (a heading after a view change). */
export function focusHeading(el: HTMLElement | null | undefined) {
  if (!el) return;
  el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: false });
}

/** '#4f46e5' to rgba with the given alpha, for tints of a brand colour. */
export function tint(hex: string, alpha: number) {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const rgbOf = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The brand colour as text: as is when it reads at 4.5:1 (WCAG AA) on its hover tint over white (the
 * palest background it sits on is white, the darkest that tint), else darkened step by step until it does.
 */
export function inkOf(hex: string) {
  const rgb = rgbOf(hex);
  const hover = luminance(rgb.map((c) => 255 - (255 - c) * 0.18));
  for (let k = 0; k <= 1; k += 0.05) {
    const dark = rgb.map((c) => Math.round(c * (1 - k)));
    if (contrast(luminance(dark), hover) >= 4.5) return `#${dark.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }
  return '#000000';
}

/** Black or white, whichever reads better on the colour. */
export function readableOn(hex: string) {
  const l = luminance(rgbOf(hex));
  const onWhite = 1.05 / (l + 0.05);
  // White text when it passes AA, as brand buttons usually want; otherwise whichever contrasts more.
  return onWhite >= 4.5 || onWhite >= (l + 0.05) / 0.05 ? '#ffffff' : '#111827';
}

const HEX = /^#[0-9a-f]{6}$/i;
/** Applies the link's colours as CSS variables on the app's root element. */
export function applyTheme(el: HTMLElement, colors: { link?: string; button?: string; accent?: string }) {
  const link = colors.link && HEX.test(colors.link) ? colors.link : '#4f46e5';
  const button = colors.button && HEX.test(colors.button) ? colors.button : link;
  const accent = colors.accent && HEX.test(colors.accent) ? colors.accent : link;
  el.style.setProperty('--rw-link', link);
  el.style.setProperty('--rw-link-soft', tint(link, 0.1));
  el.style.setProperty('--rw-link-hover', tint(link, 0.18));
  el.style.setProperty('--rw-link-ring', tint(link, 0.4));
  el.style.setProperty('--rw-link-text', readableOn(link));
  el.style.setProperty('--rw-link-ink', inkOf(link));
  el.style.setProperty('--rw-btn', button);
  el.style.setProperty('--rw-btn-text', readableOn(button));
  el.style.setProperty('--rw-accent', accent);
}
