import { h, icon } from '../scheduler/dom';

/*
 * The overlay and dialog frame, inside the host's shadow root; the scheduler's own stylesheet is
 * added next to it. The host element carries `all: initial` inline so the page's inherited fonts,
 * colours and line heights stop at its border.
 */
const CSS = `
.rw-overlay{position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(17,24,39,.6)}
.rw-dialog{position:relative;width:100%;max-width:980px;max-height:100%;overflow:auto;border-radius:16px}
.rw-close{position:absolute;top:8px;right:8px;z-index:30;color:#374151}
.rw-dialog .rw-info{padding-right:56px}
@media (max-width:640px){.rw-overlay{padding:0}.rw-dialog{height:100%;border-radius:0}}
`;

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

export type Modal = {
  /** The element on the page that holds the shadow root: where the widget's events start. */
  host: HTMLElement;
  /** Where the content goes (inside the shadow root). */
  body: HTMLElement;
  dialog: HTMLElement;
  /** Names the dialog after a heading inside it (aria-labelledby) and moves focus there. */
  title(el: HTMLElement): void;
  /** Moves focus back into the dialog. */
  focus(): void;
  /** Removes the modal and gives the page back its scroll and focus. */
  destroy(): void;
};

let ids = 0;

/**
 * An accessible modal dialog in a Shadow DOM root: role="dialog" with aria-modal, named by its
 * title, focus kept inside (Tab wraps, focus that escapes is pulled back), Escape and the close
 * button ask `onClose`, the page behind does not scroll, and focus returns where it was.
 */
export function openModal(doc: Document, onClose: () => void): Modal {
  const win = doc.defaultView || window;
  const previous = doc.activeElement as HTMLElement | null;
  const html = doc.documentElement.style;
  const saved = html.overflow;

  const host = h('div', { 'data-routewise': 'scheduler', style: 'all:initial' });
  const root = host.attachShadow({ mode: 'open' });
  const body = h('div');
  const dialog = h(
    'div',
    { class: 'rw-dialog', role: 'dialog', 'aria-modal': 'true', tabindex: '-1' },
    h('button', { type: 'button', class: 'rw-iconbtn rw-close', 'aria-label': 'Close', onclick: onClose }, icon('x')),
    body,
  );
  root.append(h('style', null, CSS), h('div', { class: 'rw-overlay' }, dialog));
  doc.body.appendChild(host);
  html.overflow = 'hidden';

  // Hidden parts (a closed time zone list) hold no tab stops.
  const focusables = () => Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
  const focusFirst = () => (focusables()[0] || dialog).focus();

  dialog.addEventListener('keydown', (e) => {
    // Controls inside (the time zone list) use Escape themselves and mark it handled.
    if (e.key == 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      onClose();
    }
    if (e.key != 'Tab') return;
    const list = focusables();
    const at = root.activeElement;
    const edge = e.shiftKey ? list[0] : list[list.length - 1];
    if (!list.length || at == edge || at == dialog) {
      e.preventDefault();
      ((e.shiftKey ? list[list.length - 1] : list[0]) || dialog).focus();
    }
  });
  // Focus inside the shadow root reads as the host from out here: anything else escaped, so it comes back.
  const onFocusIn = (e: FocusEvent) => e.target != host && focusFirst();
  doc.addEventListener('focusin', onFocusIn);
  // A focused control removed by a redraw leaves focus on the page body with no focusin to pull it
  // back: Escape still closes and Tab comes back in, rather than the keys going to the page.
  const onStrayKey = (e: KeyboardEvent) => {
    if (doc.activeElement && doc.activeElement != doc.body) return;
    if (e.key == 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key == 'Tab') {
      e.preventDefault();
      focusFirst();
    }
  };
  doc.addEventListener('keydown', onStrayKey);

  let open = true;
  return {
    host,
    body,
    dialog,
    title(el) {
      el.id = el.id || `rw-title-${++ids}`;
      el.tabIndex = -1;
      dialog.setAttribute('aria-labelledby', el.id);
      el.focus();
    },
    focus: focusFirst,
    destroy() {
      if (!open) return;
      open = false;
      doc.removeEventListener('focusin', onFocusIn);
      doc.removeEventListener('keydown', onStrayKey);
      host.remove();
      html.overflow = saved;
      if (previous && previous.isConnected) previous.focus();
    },
  };
}
